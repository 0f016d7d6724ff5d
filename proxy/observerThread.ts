/**
 * The client judge and the recording on a thread of their own
 * (observerWorker.ts): judging, redacting and serialising an exchange cost
 * the proxy more CPU than relaying it, so they run beside the relay, on
 * another core where the machine has one. The relay hands over the
 * exchanges of each turn of its event loop in one message, in order.
 * Bounded: the exchanges and body bytes handed over but not yet observed
 * are counted, and past the high-water mark the proxy stops reading
 * requests (`onPressure`) until the thread has caught up to the low-water
 * mark; nothing is dropped and memory does not grow.
 */
import { Worker } from 'node:worker_threads';
import type { ClientRunInfo, ClientVerdict } from '../lib/client/clientJudge.js';
import type { RawExchange } from '../lib/client/rawExchange.js';
import type { RecordingSummary } from './exchangeRecorder.js';
import type { ObserverWorkerData, ToObserver } from './observerWorker.js';

export interface Water {
  readonly exchanges: number;
  readonly bytes: number;
}

/** Past `high` handed over and not yet observed, reading stops; it resumes at `low`. */
export const defaultWater: { readonly high: Water; readonly low: Water } = {
  high: { exchanges: 4_096, bytes: 64 * 1024 * 1024 },
  low: { exchanges: 1_024, bytes: 16 * 1024 * 1024 },
};

type FromObserver =
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly message: string }
  | {
      readonly type: 'ack';
      readonly n: number;
      readonly summary?: RecordingSummary;
      readonly failed?: string;
    }
  | { readonly type: 'closed'; readonly summary?: RecordingSummary }
  | { readonly type: 'verdict'; readonly verdict: ClientVerdict }
  | { readonly type: 'reportFailed'; readonly message: string };

/**
 * The worker's entry. In the installed package it is compiled JavaScript,
 * imported as it is (tsx is not needed at run time). In the repository it is
 * TypeScript, loaded through tsx's API so the thread starts the same way
 * under `node --import tsx`, the test runner's own loader, or any other.
 */
function workerSource(): string {
  if (import.meta.url.endsWith('.js'))
    return `import(${JSON.stringify(new URL('./observerWorker.js', import.meta.url).href)});`;
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./observerWorker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`;
}

function bodyBytes(x: RawExchange): number {
  return x.request.body.length + (x.response?.body.length ?? 0);
}

export class ObserverThread {
  private backlog = 0;
  private backlogBytes = 0;
  /** Body bytes of each batch in flight, oldest first. */
  private readonly batchBytes: number[] = [];
  private pressed = false;
  private last: RecordingSummary | undefined;
  private failedSaid = false;
  private closing: Promise<RecordingSummary | undefined> | undefined;
  private gone = false;

  private constructor(
    private readonly worker: Worker,
    private readonly onPressure: (on: boolean) => void,
    private readonly water: typeof defaultWater,
  ) {
    worker.on('message', (m: FromObserver) => {
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
    worker.once('exit', () => (this.gone = true));
  }

  /** Starts the thread; rejects with the recorder's or the judge's own sentence when it cannot begin. */
  static start(
    data: ObserverWorkerData,
    onPressure: (on: boolean) => void,
    water = defaultWater,
  ): Promise<ObserverThread> {
    const maxBytes = data.record?.maxBytes;
    if (maxBytes !== undefined && (!Number.isInteger(maxBytes) || maxBytes < 1))
      return Promise.reject(new Error('maxRecordBytes must be a whole number >= 1'));
    const worker = new Worker(workerSource(), { eval: true, workerData: data, execArgv: [] });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new Error('the observer thread did not start in 30 s'));
      }, 30_000);
      const failed = (e: Error): void => {
        clearTimeout(timer);
        reject(e);
      };
      worker.once('error', failed);
      worker.once('message', (m: FromObserver) => {
        clearTimeout(timer);
        worker.off('error', failed);
        if (m.type === 'failed') {
          worker.on('error', () => undefined); // the sentence above says it all
          void worker.terminate();
          reject(new Error(m.message));
          return;
        }
        worker.on('error', (e) => console.error(`paycert proxy: the observer thread failed: ${e.message}`));
        resolve(new ObserverThread(worker, onPressure, water));
      });
    });
  }

  /** Hands over one turn's exchanges, in order. */
  observe(batch: RawExchange[]): void {
    if (batch.length === 0 || this.closing !== undefined) return;
    const bytes = batch.reduce((n, x) => n + bodyBytes(x), 0);
    this.backlog += batch.length;
    this.backlogBytes += bytes;
    this.batchBytes.push(bytes);
    this.worker.postMessage({ type: 'batch', batch } satisfies ToObserver);
    if (
      !this.pressed &&
      (this.backlog > this.water.high.exchanges || this.backlogBytes > this.water.high.bytes)
    ) {
      this.pressed = true;
      this.onPressure(true);
    }
  }

  /** What the recording holds, as of the last batch the thread finished (undefined without a recording). */
  summary(): RecordingSummary | undefined {
    return this.last;
  }

  /**
   * Observes what was handed over, closes the recording (recording.json
   * written); its final summary. The judge stays for `writeReport`; the
   * thread no longer keeps the process alive. Idempotent.
   */
  close(): Promise<RecordingSummary | undefined> {
    this.closing ??= this.ask<RecordingSummary | undefined>({ type: 'close' }, (m) =>
      m.type === 'closed' ? { value: m.summary } : undefined,
    ).then(
      (summary) => {
        this.last = summary;
        this.worker.unref();
        return summary;
      },
      (e: unknown) => {
        const error = e instanceof Error ? e.message : String(e);
        return this.last === undefined ? undefined : { ...this.last, error: this.last.error ?? error };
      },
    );
    return this.closing;
  }

  /** The judge's report (the judge runs in this thread), then the thread ends. */
  async writeReport(dir: string, run: ClientRunInfo): Promise<ClientVerdict> {
    await this.close();
    this.worker.ref();
    try {
      return await this.ask<ClientVerdict>({ type: 'report', dir, run }, (m) => {
        if (m.type === 'verdict') return { value: m.verdict };
        if (m.type === 'reportFailed') throw new Error(m.message);
        return undefined;
      });
    } finally {
      await this.terminate();
    }
  }

  async terminate(): Promise<void> {
    if (!this.gone) await this.worker.terminate();
  }

  /** Sends `message` and resolves with the first answer `pick` takes; rejects if the thread ends first. */
  private ask<T>(message: ToObserver, pick: (m: FromObserver) => { value: T } | undefined): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.gone) return reject(new Error('the observer thread ended early'));
      const onMessage = (m: FromObserver): void => {
        let picked: { value: T } | undefined;
        try {
          picked = pick(m);
        } catch (e) {
          cleanup();
          reject(e instanceof Error ? e : new Error(String(e)));
          return;
        }
        if (picked === undefined) return;
        cleanup();
        resolve(picked.value);
      };
      const onExit = (): void => {
        cleanup();
        reject(new Error('the observer thread ended early'));
      };
      const cleanup = (): void => {
        this.worker.off('message', onMessage);
        this.worker.off('exit', onExit);
      };
      this.worker.on('message', onMessage);
      this.worker.once('exit', onExit);
      this.worker.postMessage(message);
    });
  }
}
