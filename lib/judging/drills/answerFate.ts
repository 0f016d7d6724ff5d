/**
 * What a drill does to the answer of the exchange it took (docs/drills.md),
 * written once for both simulators and the recording proxy: once the
 * answer is whole, a drill decides whether the client gets it (perhaps
 * late), a 502 in its place, or nothing and a closed connection. The
 * simulator (simulators/kit/respond.ts) and the proxy
 * (proxy/forwardExchange.ts) only carry the decision out; the start or the
 * payment job behind the answer was executed as usual.
 */

/** An answer a drill sends in place of the real one: header names lower case. */
export interface DrillAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | number>>;
  readonly body: Buffer;
}

/** What the client gets of the answer: the answer itself, another in its place, or nothing. */
export type AnswerFate =
  | { readonly send: 'answer' }
  | { readonly send: 'instead'; readonly answer: DrillAnswer }
  /** The connection closed unanswered; `reason` is what the exchange records. */
  | { readonly send: 'nothing'; readonly reason: string };

/** Decides the fate once the answer is whole; `gone` aborts a wait when the exchange ends first. */
export type AnswerStep = (gone: AbortSignal) => Promise<AnswerFate>;

/** The one answer of `gateway-5xx-after-create`, at a simulator and at the proxy. */
export function badGatewayAnswer(): DrillAnswer {
  const body = Buffer.from(JSON.stringify({ error: 'Bad Gateway' }), 'utf8');
  return {
    status: 502,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length },
    body,
  };
}

/** Whether the application got the upstream's answer as it was sent, under this fate (no fate: no drill of the answer). */
export function delivers(fate: AnswerFate | undefined): boolean {
  return fate === undefined || fate.send === 'answer';
}
