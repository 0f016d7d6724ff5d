/**
 * Writing an answer, for both simulators: every answer (API, pages,
 * redirects, errors, the control API) leaves through `sendAnswer`, one head
 * and one body. The binding's variations see it there before it is written
 * (`SimResponse.finish`), so no writer needs a branch for them and no method
 * of node:http's response is replaced. A string body is handed to node:http
 * as is (head and body go out in one write, encoded in native code); bytes
 * already serialised (the terminal's cached documents) go out unchanged.
 */
import { ServerResponse, type IncomingMessage } from 'node:http';
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
  res.writeHead(a.status, a.headers);
  // node:http sends nothing before end (writeHead only records the head): holding end holds the answer.
  const wait = own?.hold?.();
  if (wait === undefined) end(res, a.body);
  else
    void wait.then(
      () => end(res, a.body),
      // A failed write closes the connection unanswered rather than answer state that may not survive a crash.
      () => res.destroy(),
    );
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
