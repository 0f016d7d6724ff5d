/**
 * `exchanges.ndjson`: one redacted line per exchange (redactExchange.ts),
 * appended as each exchange is judged, so the recording never sits in
 * memory. Bounded in bytes (docs/proxy.md, "Bounds"): bodies are recorded
 * while the file is under 7/8 of `maxBytes`; past that, exchanges are
 * recorded as heads only (their bodies counted as dropped); a line that
 * would pass `maxBytes` itself is dropped and counted. `recording.json`,
 * written at the end, says what was kept and what was dropped.
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { RawExchange } from '../lib/client/rawExchange.js';
import { redactExchange } from './redactExchange.js';

export const recordingFile = 'exchanges.ndjson';
export const recordingSummaryFile = 'recording.json';

export interface RecordingSummary {
  readonly file: typeof recordingFile;
  readonly maxBytes: number;
  readonly bytes: number;
  readonly exchanges: number;
  /** Exchanges recorded as heads only because the body share of the bound was used up. */
  readonly droppedBodies: number;
  /** Exchanges not recorded at all because the bound was reached. */
  readonly droppedExchanges: number;
}

export class ExchangeRecorder {
  private fd: number | undefined;
  private bytes = 0;
  private exchanges = 0;
  private droppedBodies = 0;
  private droppedExchanges = 0;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly secrets: readonly string[],
  ) {
    if (!Number.isInteger(maxBytes) || maxBytes < 1)
      throw new Error('maxRecordBytes must be a whole number >= 1');
    this.fd = openSync(join(dir, recordingFile), 'w');
  }

  record(x: RawExchange): void {
    if (this.fd === undefined) return;
    const hasBody = x.request.bodyBytes > 0 || (x.response?.bodyBytes ?? 0) > 0;
    let line: string | undefined;
    if (this.bytes < (this.maxBytes / 8) * 7) {
      line = `${JSON.stringify(redactExchange(x, this.secrets, true))}\n`;
      if (this.bytes + Buffer.byteLength(line) > this.maxBytes) line = undefined;
    }
    if (line === undefined) {
      line = `${JSON.stringify(redactExchange(x, this.secrets, false))}\n`;
      if (hasBody) this.droppedBodies++;
    }
    const size = Buffer.byteLength(line);
    if (this.bytes + size > this.maxBytes) {
      this.droppedExchanges++;
      return;
    }
    writeSync(this.fd, line);
    this.bytes += size;
    this.exchanges++;
  }

  summary(): RecordingSummary {
    return {
      file: recordingFile,
      maxBytes: this.maxBytes,
      bytes: this.bytes,
      exchanges: this.exchanges,
      droppedBodies: this.droppedBodies,
      droppedExchanges: this.droppedExchanges,
    };
  }

  /** Closes the file and writes recording.json beside it. */
  close(): RecordingSummary {
    if (this.fd !== undefined) {
      closeSync(this.fd);
      this.fd = undefined;
    }
    const s = this.summary();
    writeFileSync(join(this.dir, recordingSummaryFile), `${JSON.stringify(s, null, 2)}\n`);
    return s;
  }
}
