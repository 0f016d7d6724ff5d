/**
 * `exchanges.ndjson`: one line per exchange, its record (exchangeRecord.ts)
 * as JSON, appended as each exchange is judged (in batches of at most
 * 64 KiB or 200 ms), so the recording never sits in memory. Bounded in
 * bytes (docs/proxy.md, "Bounds"): bodies are recorded while the file is
 * under 7/8 of `maxBytes`; past that, exchanges are recorded as heads only
 * (their bodies counted as dropped); a line that would pass `maxBytes`
 * itself is dropped and counted. `recording.json`, written at the end, says
 * what was kept and what was dropped.
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { RawExchange } from '../lib/judging/client/rawExchange.js';
import { recordingFile, recordingSummaryFile } from '../lib/judging/replay/recording.js';
import { recordOf } from './exchangeRecord.js';

export interface RecordingSummary {
  readonly file: typeof recordingFile;
  readonly maxBytes: number;
  readonly bytes: number;
  readonly exchanges: number;
  /** Exchanges recorded as heads only because the body share of the bound was used up. */
  readonly droppedBodies: number;
  /** Exchanges not recorded at all because the bound was reached. */
  readonly droppedExchanges: number;
  /** Bodies recorded cut (`bodyCut`) because the proxy's capture budget was spent (docs/proxy.md, "Bounds"). */
  readonly capturesCutByBudget: number;
  /** Why the recording stopped early (a write failed), when it did. */
  readonly error?: string;
}

export class ExchangeRecorder {
  private fd: number | undefined;
  private bytes = 0;
  private exchanges = 0;
  private droppedBodies = 0;
  private droppedExchanges = 0;
  private error: string | undefined;
  /** Lines not yet on disk, and their size in bytes: written when they pass 64 KiB, every 200 ms, and at the close. */
  private pending: string[] = [];
  private pendingBytes = 0;
  private readonly flusher: NodeJS.Timeout;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly secrets: readonly string[],
  ) {
    if (!Number.isInteger(maxBytes) || maxBytes < 1)
      throw new Error('maxRecordBytes must be a whole number >= 1');
    this.fd = openSync(join(dir, recordingFile), 'w');
    this.flusher = setInterval(() => this.flush(), 200).unref();
  }

  /** Writes `text` whole, as UTF-8 (a write may take part of it); false when the disk failed. */
  private write(text: string): boolean {
    const bytes = Buffer.from(text, 'utf8');
    const length = bytes.length;
    if (this.fd === undefined) return false;
    try {
      // Bounded: every round writes at least one byte or throws.
      for (let done = 0; done < length;) done += Math.max(1, writeSync(this.fd, bytes, done, length - done));
      return true;
    } catch (e) {
      this.error = `the recording stopped: ${e instanceof Error ? e.message : String(e)}`;
      console.error(`paycert proxy: ${this.error}`);
      const fd = this.fd;
      this.fd = undefined;
      try {
        closeSync(fd);
      } catch {
        // already reported: the recording stopped
      }
      return false;
    }
  }

  /** Writes the pending lines; a failing disk ends the recording (said in recording.json), never the proxy. */
  private flush(): void {
    if (this.pendingBytes === 0) return;
    const lines = this.pending.join('');
    this.pending = [];
    this.pendingBytes = 0;
    this.write(lines);
  }

  /** The line of `x`, with or without its bodies, and its size in bytes. */
  private line(x: RawExchange, withBodies: boolean): { text: string; length: number } {
    const text = `${JSON.stringify(recordOf(x, this.secrets, withBodies))}\n`;
    return { text, length: Buffer.byteLength(text, 'utf8') };
  }

  record(x: RawExchange): void {
    if (this.fd === undefined) return;
    const hasBody = x.request.bodyBytes > 0 || (x.response?.bodyBytes ?? 0) > 0;
    let line: { text: string; length: number } | undefined;
    if (this.bytes < (this.maxBytes / 8) * 7) {
      line = this.line(x, true);
      if (this.bytes + line.length > this.maxBytes) line = undefined;
    }
    if (line === undefined) {
      line = this.line(x, false);
      if (hasBody) this.droppedBodies++;
    }
    if (this.bytes + line.length > this.maxBytes) {
      this.droppedExchanges++;
      return;
    }
    this.pending.push(line.text);
    this.pendingBytes += line.length;
    if (this.pendingBytes >= 64 * 1024) this.flush();
    this.bytes += line.length;
    this.exchanges++;
  }

  summary(capturesCutByBudget = 0): RecordingSummary {
    return {
      file: recordingFile,
      maxBytes: this.maxBytes,
      bytes: this.bytes,
      exchanges: this.exchanges,
      droppedBodies: this.droppedBodies,
      droppedExchanges: this.droppedExchanges,
      capturesCutByBudget,
      ...(this.error === undefined ? {} : { error: this.error }),
    };
  }

  /** Closes the file and writes recording.json beside it. */
  close(capturesCutByBudget: number): RecordingSummary {
    clearInterval(this.flusher);
    if (this.fd !== undefined) {
      this.flush();
      closeSync(this.fd);
      this.fd = undefined;
    }
    const s = this.summary(capturesCutByBudget);
    writeFileSync(join(this.dir, recordingSummaryFile), `${JSON.stringify(s, null, 2)}\n`);
    return s;
  }
}
