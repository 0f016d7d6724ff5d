/**
 * The client judge and the recording on a thread of their own
 * (observerWorker.ts): judging, redacting and writing a large exchange
 * takes milliseconds, which on the thread that forwards would hold every
 * other connection meanwhile (bench/results.md; selftest/proxy/bounds.spec.ts
 * pings while large bodies pass). The proxy hands over the exchanges of each
 * turn of its event loop in one message, in arrival order; each batch is
 * acknowledged once judged and recorded, and its body bytes then go back to
 * the proxy's capture budget, which is what bounds the thread's backlog: a
 * thread that falls behind makes new captures cut (said in recording.json),
 * never the forwarding wait.
 */
import { Worker } from 'node:worker_threads';
import type { ClientRunInfo, ClientVerdict } from '../lib/judging/client/clientJudge.js';
import type { RawExchange } from '../lib/judging/client/rawExchange.js';
import type { RecordingSummary } from './exchangeRecorder.js';
import type { ObserverWorkerData, ToObserver } from './observerWorker.js';

type FromObserver =
  | { readonly type: 'ready' }
  | { readonly type: 'failed'; readonly message: string }
  | { readonly type: 'ack'; readonly summary?: RecordingSummary; readonly failed?: string }
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

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

export class ObserverThread {
  /** What each batch in flight holds of the capture budget, oldest first. */
  private readonly held: number[] = [];
  private last: RecordingSummary | undefined;
  private failedSaid = false;
  private closing: Promise<RecordingSummary | undefined> | undefined;
  private gone = false;

  private constructor(
    private readonly worker: Worker,
    /** Bytes of a batch the thread is done with. */
    private readonly release: (bytes: number) => void,
  ) {
    worker.on('message', (m: FromObserver) => {
      if (m.type !== 'ack') return;
      this.last = m.summary;
      this.release(this.held.shift() ?? 0);
      if (m.failed !== undefined && !this.failedSaid) {
        this.failedSaid = true;
        console.error(`paycert proxy: ${m.failed}`);
      }
    });
    worker.once('exit', () => (this.gone = true));
  }

  /** Starts the thread; rejects with the recorder's or the judge's own sentence when it cannot begin. */
  static start(data: ObserverWorkerData, release: (bytes: number) => void): Promise<ObserverThread> {
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
        resolve(new ObserverThread(worker, release));
      });
    });
  }

  /** Hands over one turn's exchanges, in order; `bytes` of the budget come back when the thread is done with them. */
  observe(batch: readonly RawExchange[], bytes: number): void {
    if (this.closing !== undefined || this.gone) return this.release(bytes);
    this.held.push(bytes);
    this.worker.postMessage({ type: 'batch', batch } satisfies ToObserver);
  }

  /** What the recording holds, as of the last batch the thread finished (undefined without a recording). */
  summary(): RecordingSummary | undefined {
    return this.last;
  }

  /**
   * Observes what was handed over, closes the recording (recording.json
   * written, with the captures the budget cut); its final summary. The judge
   * stays for `writeReport`; the thread no longer keeps the process alive.
   * Idempotent.
   */
  close(cutByBudget: () => number): Promise<RecordingSummary | undefined> {
    this.closing ??= this.ask<RecordingSummary | undefined>(
      () => ({ type: 'close', cutByBudget: cutByBudget() }),
      (m) => (m.type === 'closed' ? { value: m.summary } : undefined),
    ).then(
      (summary) => {
        this.last = summary;
        this.worker.unref();
        return summary;
      },
      (e: unknown) =>
        this.last === undefined ? undefined : { ...this.last, error: this.last.error ?? message(e) },
    );
    return this.closing;
  }

  /** The judge's report (the judge runs in this thread), then the thread ends. */
  async writeReport(dir: string, run: ClientRunInfo): Promise<ClientVerdict> {
    this.worker.ref();
    try {
      return await this.ask<ClientVerdict>(
        () => ({ type: 'report', dir, run }),
        (m) => {
          if (m.type === 'verdict') return { value: m.verdict };
          if (m.type === 'reportFailed') throw new Error(m.message);
          return undefined;
        },
      );
    } finally {
      await this.terminate();
    }
  }

  async terminate(): Promise<void> {
    if (!this.gone) await this.worker.terminate();
  }

  /** Sends a message and resolves with the first answer `pick` takes; rejects if the thread ends first. */
  private ask<T>(make: () => ToObserver, pick: (m: FromObserver) => { value: T } | undefined): Promise<T> {
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
      this.worker.postMessage(make());
    });
  }
}
