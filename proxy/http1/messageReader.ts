/**
 * HTTP/1.1 messages read off one direction of a connection as the bytes
 * arrive, in order, several per read when a client pipelines: the head is
 * handed to the sink (which answers with the body's framing), then the
 * body's bytes twice, as coded (to forward unchanged) and as content (to
 * capture), then the end. No byte is copied but a head split across reads.
 */
import { ChunkedDecoder } from './chunkedDecoder.js';
import type { Framing } from './framing.js';

export interface MessageSink {
  /** A head arrived (latin1, without its empty line): the body's framing, or undefined to stop reading. */
  head(text: string): Framing | undefined;
  /** Body bytes as they came (the chunked coding included), to forward. */
  raw(bytes: Buffer): void;
  /** Body content (the chunked coding removed), to capture. */
  data(bytes: Buffer): void;
  end(): void;
  /** The bytes are not HTTP/1.1; the reader has stopped. `status` is what a server answers. */
  fail(reason: string, status: 400 | 431): void;
}

const headEnd = Buffer.from('\r\n\r\n');

export class MessageReader {
  private partial: Buffer | undefined;
  private framing: Framing | undefined;
  private remaining = 0;
  private chunked: ChunkedDecoder | undefined;
  private stopped = false;

  constructor(
    private readonly sink: MessageSink,
    private readonly maxHeadBytes: number,
  ) {}

  /** Some bytes of a message are in: a head begun, or a body not ended. */
  get midMessage(): boolean {
    return this.partial !== undefined || this.framing !== undefined;
  }

  /** A body is being read (the head is in, the end is not). */
  get inBody(): boolean {
    return this.framing !== undefined;
  }

  stop(): void {
    this.stopped = true;
  }

  feed(chunk: Buffer): void {
    let buf = chunk;
    let i = 0;
    while (!this.stopped && i < buf.length) {
      const f = this.framing;
      if (f === undefined) {
        if (this.partial !== undefined) {
          buf = Buffer.concat([this.partial, buf.subarray(i)]);
          i = 0;
          this.partial = undefined;
        }
        // Empty lines before a request line are ignored (RFC 9112 section 2.2).
        while (i + 1 < buf.length && buf[i] === 13 && buf[i + 1] === 10) i += 2;
        if (i >= buf.length) return;
        const end = buf.indexOf(headEnd, i);
        if (end === -1) {
          if (buf.length - i > this.maxHeadBytes) return this.fail('the head is too large', 431);
          if (buf.indexOf('\n\n', i) !== -1) return this.fail('a bare LF ends a line of the head', 400);
          this.partial = buf.subarray(i);
          return;
        }
        if (end - i > this.maxHeadBytes) return this.fail('the head is too large', 431);
        const text = buf.toString('latin1', i, end);
        i = end + 4;
        const framing = this.sink.head(text);
        if (framing === undefined) {
          this.stopped = true;
          return;
        }
        if (framing.kind === 'none') this.sink.end();
        else {
          this.framing = framing;
          if (framing.kind === 'length') this.remaining = framing.length;
          if (framing.kind === 'chunked') this.chunked = new ChunkedDecoder();
        }
      } else if (f.kind === 'length') {
        const n = Math.min(this.remaining, buf.length - i);
        const part = n === buf.length ? buf : buf.subarray(i, i + n);
        i += n;
        this.remaining -= n;
        this.sink.raw(part);
        this.sink.data(part);
        if (this.remaining === 0) this.ended();
      } else if (f.kind === 'chunked') {
        const decoder = this.chunked as ChunkedDecoder;
        const next = decoder.feed(buf, i, (d) => this.sink.data(d));
        if (typeof next === 'string') return this.fail(next, 400);
        this.sink.raw(i === 0 && next === buf.length ? buf : buf.subarray(i, next));
        i = next;
        if (decoder.done) this.ended();
      } else {
        const part = i === 0 ? buf : buf.subarray(i);
        i = buf.length;
        this.sink.raw(part);
        this.sink.data(part);
      }
    }
  }

  /** The peer finished sending: a body read until the close ends here; true when a message was cut short. */
  eof(): boolean {
    if (this.stopped) return false;
    this.stopped = true;
    if (this.framing?.kind === 'close') {
      this.framing = undefined;
      this.sink.end();
      return false;
    }
    return this.midMessage;
  }

  private ended(): void {
    this.framing = undefined;
    this.chunked = undefined;
    this.sink.end();
  }

  private fail(reason: string, status: 400 | 431): void {
    this.stopped = true;
    this.partial = undefined;
    this.sink.fail(reason, status);
  }
}
