/**
 * The chunked transfer coding (RFC 9112 section 7.1), decoded as it streams
 * past: chunk sizes (extensions ignored), the data handed on, the final
 * chunk and the trailer section. The relay forwards the coded bytes as they
 * came; this only finds the message's end and the content the judge reads.
 */

/** Longest chunk-size or trailer line accepted (a peer that never ends one is refused, not buffered). */
const maxLine = 8 * 1024;
const sizeLine = /^([0-9a-fA-F]{1,12})[ \t]*(?:;.*)?$/;

type State = 'size' | 'data' | 'dataEnd' | 'trailer' | 'done';

export class ChunkedDecoder {
  private state: State = 'size';
  private line = '';
  private remaining = 0;

  get done(): boolean {
    return this.state === 'done';
  }

  /**
   * Reads `buf` from `start` until the message ends or the bytes run out;
   * returns the index after the last byte that belongs to the message, or
   * why the coding is broken.
   */
  feed(buf: Buffer, start: number, onData: (data: Buffer) => void): number | string {
    let i = start;
    while (i < buf.length && this.state !== 'done') {
      if (this.state === 'data') {
        const n = Math.min(this.remaining, buf.length - i);
        onData(buf.subarray(i, i + n));
        this.remaining -= n;
        i += n;
        if (this.remaining === 0) this.state = 'dataEnd';
        continue;
      }
      const lf = buf.indexOf(10, i);
      const end = lf === -1 ? buf.length : lf + 1;
      this.line += buf.toString('latin1', i, end);
      i = end;
      if (this.line.length > maxLine) return 'a chunk-size or trailer line is too long';
      if (lf === -1) break;
      const line = this.line;
      this.line = '';
      if (!line.endsWith('\r\n')) return 'a bare LF in the chunked body';
      const content = line.slice(0, -2);
      if (this.state === 'dataEnd') {
        if (content !== '') return 'chunk data is longer than its size';
        this.state = 'size';
      } else if (this.state === 'size') {
        const m = sizeLine.exec(content);
        if (m === null) return `a chunk size is not hexadecimal: "${content.slice(0, 20)}"`;
        this.remaining = parseInt(m[1] as string, 16);
        this.state = this.remaining === 0 ? 'trailer' : 'data';
      } else if (content === '') this.state = 'done';
      // else: a trailer field, forwarded with the rest of the coded bytes
    }
    return i;
  }
}
