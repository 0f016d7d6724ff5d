/**
 * The recording's thread (recorderThread.ts starts it): the exchanges the
 * proxy hands over, redacted and appended to exchanges.ndjson by the
 * ExchangeRecorder, off the thread that relays the traffic. Each batch is
 * acknowledged with the recording's summary so far; `close` closes the
 * recording and answers with its final summary.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RawExchange, RawMessage } from '../lib/client/rawExchange.js';
import { ExchangeRecorder } from './exchangeRecorder.js';

export interface RecorderWorkerData {
  readonly dir: string;
  readonly maxBytes: number;
  readonly secrets: readonly string[];
}

export type ToRecorder =
  { readonly type: 'record'; readonly batch: RawExchange[] } | { readonly type: 'close' };

const port = parentPort;
if (port === null) throw new Error('recorderWorker.ts runs as a worker thread (recorderThread.ts)');

/** A body arrives as a Uint8Array (structured clone); the recorder reads Buffers. */
function asBuffer<T extends RawMessage>(m: T): T {
  const b = m.body as Uint8Array;
  return Buffer.isBuffer(b) ? m : { ...m, body: Buffer.from(b.buffer, b.byteOffset, b.byteLength) };
}

function serve(p: NonNullable<typeof port>): void {
  const { dir, maxBytes, secrets } = workerData as RecorderWorkerData;
  let recorder: ExchangeRecorder;
  try {
    recorder = new ExchangeRecorder(dir, maxBytes, secrets);
  } catch (e) {
    p.postMessage({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
    p.close();
    return;
  }
  p.postMessage({ type: 'ready' });
  p.on('message', (m: ToRecorder) => {
    if (m.type === 'close') {
      p.postMessage({ type: 'closed', summary: recorder.close() });
      p.close();
      return;
    }
    let failed: string | undefined;
    for (const x of m.batch) {
      try {
        recorder.record({
          ...x,
          request: asBuffer(x.request),
          ...(x.response === undefined ? {} : { response: asBuffer(x.response) }),
        });
      } catch (e) {
        // A full disk must not take the proxy down with it: the traffic goes on, unrecorded, and says so once.
        failed ??= `the recording stopped at exchange ${x.seq}: ${e instanceof Error ? e.message : String(e)}`;
      }
    }
    p.postMessage({
      type: 'ack',
      n: m.batch.length,
      summary: recorder.summary(),
      ...(failed === undefined ? {} : { failed }),
    });
  });
}

serve(port);
