/**
 * The recording on a thread of its own (recorderWorker.ts): redacting and
 * serialising an exchange costs the proxy more CPU than relaying it, so it
 * runs beside the relay, on another core where the machine has one. The
 * relay hands over the exchanges of each turn of its event loop in one
 * message, in order. Bounded: the exchanges and body bytes handed over but
 * not yet recorded are counted, and past the high-water mark the proxy
 * stops reading requests (`onPressure`) until the recording has caught up
 * to the low-water mark; nothing is dropped and memory does not grow.
 */
import { Worker } from 'node:worker_threads';
import type { RawExchange } from '../lib/client/rawExchange.js';
import type { RecordingSummary } from './exchangeRecorder.js';
import type { RecorderWorkerData, ToRecorder } from './recorderWorker.js';

export interface Water {
  readonly exchanges: number;
  readonly bytes: number;
}

/** Past `high` handed over and not yet recorded, reading stops; it resumes at `low`. */
export const defaultWater: { readonly high: Water; readonly low: Water } = {
  high: { exchanges: 4_096, bytes: 64 * 1024 * 1024 },
  low: { exchanges: 1_024, bytes: 16 * 1024 * 1024 },
};

type FromRecorder =
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'ack'; readonly n: number; readonly summary: RecordingSummary; readonly failed?: string }
  | { readonly type: 'closed'; readonly summary: RecordingSummary };

/**
 * The worker's entry: TypeScript, loaded through tsx's API so the thread
 * starts the same way under `node --import tsx`, the test runner's own
 * loader, or any other.
 */
function workerSource(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./recorderWorker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
}

function bodyBytes(x: RawExchange): number {
  return x.request.body.length + (x.response?.body.length ?? 0);
}

export class RecorderThread {
  private backlog = 0;
  private backlogBytes = 0;
  /** Body bytes of each batch in flight, oldest first. */
  private readonly batchBytes: number[] = [];
  private pressed = false;
  private last: RecordingSummary;
  private failedSaid = false;
  private closing: Promise<RecordingSummary> | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly onPressure: (on: boolean) => void,
    maxBytes: number,
    private readonly water: typeof defaultWater,
  ) {
    this.last = {
      file: 'exchanges.ndjson',
      maxBytes,
      bytes: 0,
      exchanges: 0,
      droppedBodies: 0,
      droppedExchanges: 0,
    };
    worker.on('message', (m: FromRecorder) => {
      if (m.type !== 'ack') return;
      this.last = m.summary;
      this.backlog -= m.n;
      this.backlogBytes -= this.batchBytes.shift() ?? 0;
      if (m.failed !== undefined && !this.failedSaid) {
        this.failedSaid = true;
        console.error(`paycert proxy: ${m.failed}`);
      }
      if (this.pressed && this.backlog <= water.low.exchanges && this.backlogBytes <= water.low.bytes) {
        this.pressed = false;
        onPressure(false);
      }
    });
  }

  /** Starts the thread; rejects with the recorder's own sentence when the recording cannot begin. */
  static start(
    data: RecorderWorkerData,
    onPressure: (on: boolean) => void,
    water = defaultWater,
  ): Promise<RecorderThread> {
    if (!Number.isInteger(data.maxBytes) || data.maxBytes < 1)
      return Promise.reject(new Error('maxRecordBytes must be a whole number >= 1'));
    const worker = new Worker(workerSource(), { eval: true, workerData: data, execArgv: [] });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new Error('the recording thread did not start in 30 s'));
      }, 30_000);
      const failed = (e: Error): void => {
        clearTimeout(timer);
        reject(e);
      };
      worker.once('error', failed);
      worker.once('message', (m: FromRecorder) => {
        clearTimeout(timer);
        worker.off('error', failed);
        if (m.type === 'failed') {
          worker.on('error', () => undefined); // the sentence above says it all
          void worker.terminate();
          reject(new Error(m.message));
          return;
        }
        worker.on('error', (e) => console.error(`paycert proxy: the recording thread failed: ${e.message}`));
        resolve(new RecorderThread(worker, onPressure, data.maxBytes, water));
      });
    });
  }

  /** Hands over one turn's exchanges, in order. */
  record(batch: RawExchange[]): void {
    if (batch.length === 0 || this.closing !== undefined) return;
    const bytes = batch.reduce((n, x) => n + bodyBytes(x), 0);
    this.backlog += batch.length;
    this.backlogBytes += bytes;
    this.batchBytes.push(bytes);
    this.worker.postMessage({ type: 'record', batch } satisfies ToRecorder);
    if (
      !this.pressed &&
      (this.backlog > this.water.high.exchanges || this.backlogBytes > this.water.high.bytes)
    ) {
      this.pressed = true;
      this.onPressure(true);
    }
  }

  /** What the recording holds, as of the last batch it finished. */
  summary(): RecordingSummary {
    return this.last;
  }

  /** Records what was handed over, closes the file, writes recording.json; the final summary. Idempotent. */
  close(): Promise<RecordingSummary> {
    this.closing ??= new Promise<RecordingSummary>((resolve) => {
      let settled = false;
      const done = (summary: RecordingSummary): void => {
        if (settled) return;
        settled = true;
        this.last = summary;
        void this.worker.terminate();
        resolve(summary);
      };
      this.worker.on('message', (m: FromRecorder) => {
        if (m.type === 'closed') done(m.summary);
      });
      // A thread that died cannot answer: the summary so far, with the reason.
      this.worker.once('exit', () =>
        done({ ...this.last, error: this.last.error ?? 'the recording thread ended early' }),
      );
      this.worker.postMessage({ type: 'close' } satisfies ToRecorder);
    });
    return this.closing;
  }
}
