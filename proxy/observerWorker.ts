/**
 * The observer thread (observerThread.ts starts it): the exchanges the
 * proxy hands over are judged by the client judge built here from its
 * options, then recorded (exchangeRecorder.ts), off the thread that
 * forwards the traffic. Each batch is acknowledged with the recording's
 * summary so far; `close` closes the recording (the judge stays for the
 * report); `report` writes the client report.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ClientJudge, ClientJudgeOptions, ClientRunInfo } from '../lib/judging/client/clientJudge.js';
import { createClientJudge } from '../lib/judging/client/createClientJudge.js';
import type { RawExchange, RawMessage } from '../lib/judging/client/rawExchange.js';
import { ExchangeRecorder } from './exchangeRecorder.js';

export interface ObserverWorkerData {
  /** The recording, when there is one. */
  readonly record?: { readonly dir: string; readonly maxBytes: number; readonly secrets: readonly string[] };
  /** The client judge, when there is one. */
  readonly judge?: ClientJudgeOptions;
}

export type ToObserver =
  | { readonly type: 'batch'; readonly batch: readonly RawExchange[] }
  | { readonly type: 'close'; readonly cutByBudget: number }
  | { readonly type: 'report'; readonly dir: string; readonly run: ClientRunInfo };

const port = parentPort;
if (port === null) throw new Error('observerWorker.ts runs as a worker thread (observerThread.ts)');

/** A body arrives as a Uint8Array (structured clone); judge and recorder read Buffers. */
function asBuffer<T extends RawMessage>(m: T): T {
  const b = m.body as Uint8Array;
  return Buffer.isBuffer(b) ? m : { ...m, body: Buffer.from(b.buffer, b.byteOffset, b.byteLength) };
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

function serve(p: NonNullable<typeof port>): void {
  const data = workerData as ObserverWorkerData;
  let recorder: ExchangeRecorder | undefined;
  let judge: ClientJudge | undefined;
  try {
    if (data.record !== undefined)
      recorder = new ExchangeRecorder(data.record.dir, data.record.maxBytes, data.record.secrets);
    if (data.judge !== undefined) judge = createClientJudge(data.judge);
  } catch (e) {
    p.postMessage({ type: 'failed', message: message(e) });
    p.close();
    return;
  }
  p.postMessage({ type: 'ready' });
  let closed = false;
  p.on('message', (m: ToObserver) => {
    if (m.type === 'close') {
      closed = true;
      p.postMessage({ type: 'closed', summary: recorder?.close(m.cutByBudget) });
      return;
    }
    if (m.type === 'report') {
      if (judge === undefined) return void p.postMessage({ type: 'reportFailed', message: 'no judge here' });
      judge.writeReport(m.dir, m.run).then(
        (verdict) => p.postMessage({ type: 'verdict', verdict }),
        (e: unknown) => p.postMessage({ type: 'reportFailed', message: message(e) }),
      );
      return;
    }
    if (closed) return;
    let failed: string | undefined;
    for (const raw of m.batch) {
      const x = {
        ...raw,
        request: asBuffer(raw.request),
        ...(raw.response === undefined ? {} : { response: asBuffer(raw.response) }),
      };
      try {
        judge?.observe(x);
      } catch (e) {
        // The contract says observe never throws; if it does, the recording must still go on.
        console.error(`paycert proxy: the client judge failed on exchange ${x.seq}: ${message(e)}`);
      }
      try {
        recorder?.record(x);
      } catch (e) {
        // A full disk must not take the proxy down with it: the traffic goes on, unrecorded, and says so once.
        failed ??= `the recording stopped at exchange ${x.seq}: ${message(e)}`;
      }
    }
    p.postMessage({ type: 'ack', summary: recorder?.summary(), ...(failed === undefined ? {} : { failed }) });
  });
}

serve(port);
