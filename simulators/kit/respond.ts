/**
 * Writing an answer, for both simulators: every answer (API, pages,
 * redirects, errors, the control API) leaves through `sendAnswer`, one head
 * and one body. The binding's variations see it there before it is written
 * (`SimResponse.finish`), and a drill decides there what the client gets of
 * it (`SimResponse.drill`, lib/judging/drills/answerFate.ts), so no writer
 * needs a branch for them and no method of node:http's response is replaced. A string body is handed to node:http
 * as is (head and body go out in one write, encoded in native code); bytes
 * already serialised (the terminal's cached documents) go out unchanged.
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
import type { AnswerStep } from '../../lib/judging/drills/answerFate.js';
import type { Answer } from './variation.js';

/** An answer on its way out: header names lower case; the body as serialised. */
export interface Outgoing {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | number>>;
  readonly body: string | Buffer;
}

/** The response of both simulators' servers (kit/simServer.ts): what the binding wants done with an answer. */
export class SimResponse extends ServerResponse<IncomingMessage> {
  /** Set by the binding when entries change answers: the answer as the variations leave it. */
  finish: ((a: Answer) => Answer) | undefined;
  /** Set by the binding when state must be on disk before an answer shows it (the terminal's --data-dir). */
  hold: (() => Promise<void> | undefined) | undefined;
  /** Set by a drill (kit/simDrills.ts): what the client gets of the answer once it is written whole. */
  drill: AnswerStep | undefined;
  /** The answer written, for the request log. */
  sent: Answer | Outgoing | undefined;
}

function asAnswer(a: Outgoing): Answer {
  return typeof a.body === 'string' ? { ...a, body: Buffer.from(a.body, 'utf8') } : (a as Answer);
}

export function sendAnswer(res: ServerResponse, answer: Outgoing): void {
  const own = res instanceof SimResponse ? res : undefined;
  const a = own?.finish === undefined ? answer : own.finish(asAnswer(answer));
  if (own !== undefined) own.sent = a;
  const wait = own?.hold?.();
  if (own?.drill !== undefined) return void drilled(own, own.drill, a, wait);
  res.writeHead(a.status, a.headers);
  // node:http sends nothing before end (writeHead only records the head): holding end holds the answer.
  if (wait === undefined) end(res, a.body);
  else
    void wait.then(
      () => end(res, a.body),
      // A failed write closes the connection unanswered rather than answer state that may not survive a crash.
      () => res.destroy(),
    );
}

/** The answer under a drill (lib/judging/drills/answerFate.ts): its head waits for the drill's decision. */
async function drilled(
  res: SimResponse,
  drill: AnswerStep,
  a: Outgoing,
  wait: Promise<void> | undefined,
): Promise<void> {
  const gone = new AbortController();
  res.once('close', () => gone.abort());
  try {
    await wait;
    const fate = await drill(gone.signal);
    if (res.headersSent || gone.signal.aborted) return;
    if (fate.send === 'nothing') return void res.destroy();
    const out = fate.send === 'instead' ? fate.answer : a;
    res.sent = out;
    res.writeHead(out.status, out.headers);
    end(res, out.body);
  } catch {
    res.destroy();
  }
}

function end(res: ServerResponse, body: string | Buffer): void {
  if (typeof body === 'string') res.end(body, 'utf8');
  else res.end(body);
}

export function writeJson(
  res: ServerResponse,
  status: number,
  body: string | Buffer,
  contentType: string,
  extra?: Readonly<Record<string, string>>,
): void {
  const length = typeof body === 'string' ? Buffer.byteLength(body, 'utf8') : body.length;
  sendAnswer(res, {
    status,
    headers: { 'content-type': contentType, 'content-length': length, ...extra },
    body,
  });
}
