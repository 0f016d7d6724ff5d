/**
 * Judges one exchange of the application with the terminal (spec Part B):
 * the request rules (CL-TM-VER, AUTH, JSON, TYPE, PRINT, AMT, START, REV,
 * EP), the lifecycle observations (POLL, BUSY, RESULT) over the bounded
 * TerminalState, and the outcomes the application met.
 */
import * as T from '../checks/client/terminalRequest.js';
import * as L from '../checks/client/terminalLifecycle.js';
import { validAgainstSchema } from '../checks/client/requestSchema.js';
import { exchangeRef, type JudgeContext } from './judgeContext.js';
import { header, type ParsedExchange } from './parseExchange.js';
import { refusal, terminalOutcomeOf } from './terminalOutcome.js';
import { transactionOf, type TerminalState, type TxnDoc } from './terminalState.js';

const receiptRoute = /^transactions\/([^/]+)\/receipts\/(merchant|cardholder|reconciliation)\.json$/;
const startRoute = /^transactions\/([^/]+)\.json$/;
/** Spec Endpoints B, "Authorized: yes". print and receipts: "not shown for this endpoint". */
const authorizedGet = /^(device|settings|transactions|screens\/current)\.json$|^transactions\/[^/]+\.json$/;

function knownEndpoint(method: string, route: string): boolean {
  if (method === 'POST') return route === 'print.json' || startRoute.test(route);
  if (method !== 'GET' && method !== 'HEAD') return false;
  return route === 'ping.json' || authorizedGet.test(route) || receiptRoute.test(route);
}

export function judgeTerminal(ex: ParsedExchange, ctx: JudgeContext, st: TerminalState): void {
  const { tally } = ctx;
  const ref = exchangeRef(ex, ctx.secrets);
  const req = ref.request;
  if (!tally.verify('CL-TM-VER-1', ref, () => T.apiPrefix(ex.path, req))) return;
  const route = ex.path.slice('/api/v2/'.length);
  if (ex.method !== 'OPTIONS')
    tally.verify('CL-TM-EP-1', ref, () => T.listedEndpoint(knownEndpoint(ex.method, route), req));
  const authorization = header(ex.raw.request, 'authorization');
  const start = ex.method === 'POST' ? startRoute.exec(route) : null;
  // Only the spec's methods: a browser's CORS preflight (OPTIONS) carries no credentials by design.
  const read = ex.method === 'GET' || ex.method === 'HEAD';
  const authorized = start !== null || (read && authorizedGet.test(route));
  if (authorized && ex.status !== undefined) {
    const status = ex.status;
    tally.verify('CL-TM-AUTH-1', ref, () => T.credentialsAccepted(status, authorization !== undefined, req));
  }
  if (route !== 'ping.json' && (read || ex.method === 'POST'))
    tally.verify('CL-TM-AUTH-2', ref, () => T.basicCredentials(authorization, req));
  const body = ex.requestBody;
  if (ex.method === 'POST' && (body.kind === 'json' || body.kind === 'not-json'))
    tally.verify('CL-TM-JSON-1', ref, () => T.jsonBody(body.kind === 'json', req));
  const json = body.kind === 'json' ? body.value : undefined;

  if (start?.[1] !== undefined) judgeStart(ex, ctx, st, decodeURIComponentSafe(start[1]), json);
  else if (ex.method === 'POST' && route === 'print.json') judgePrint(ex, ctx, json);
  else if (ex.method === 'GET') judgeRead(ex, ctx, st, route);
}

function decodeURIComponentSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function judgeStart(
  ex: ParsedExchange,
  ctx: JudgeContext,
  st: TerminalState,
  type: string,
  json: unknown,
): void {
  const { tally } = ctx;
  const ref = exchangeRef(ex, ctx.secrets);
  const req = ref.request;
  if (!tally.verify('CL-TM-TYPE-1', ref, () => T.startType(type, req))) return;
  const failed: string[] = [];
  if (json !== undefined) {
    if (type === 'sale' || type === 'refund')
      if (!tally.verify('CL-TM-AMT-1', ref, () => T.minorUnitAmount(json, req))) failed.push('amount');
    if (type === 'reversal') tally.verify('CL-TM-REV-1', ref, () => T.reversalNamesTransaction(json, req));
    tally.verify('CL-TM-START-1', ref, () => validAgainstSchema('terminal/start-request', json, req, failed));
  } else if (type === 'sale' || type === 'refund') {
    tally.verify('CL-TM-AMT-1', ref, () => T.minorUnitAmount(undefined, req));
  } else if (type === 'reversal') {
    tally.verify('CL-TM-REV-1', ref, () => T.reversalNamesTransaction(undefined, req));
  }
  const answer = refusal(ex.status, ex.responseBody.value);
  const inProgress = answer.refused && /in progress|busy/i.test(answer.text);
  // A start the device accepted found nothing active, whatever the judge last saw (the application
  // may not have polled the end); without an answer, the judge's memory decides.
  const busy =
    ex.status === undefined
      ? st.active !== undefined
      : answer.refused && (inProgress || st.active !== undefined);
  const activeSeq = busy ? (st.active?.seq ?? 0) : undefined;
  tally.verify('CL-TM-BUSY-1', ref, () => L.noStartWhileActive(activeSeq, req));
  if (busy && ex.status !== undefined) ctx.coverage.meet('terminal.busy', ex.seq);
  const doc = transactionOf(ex.responseBody.value);
  if (!answer.refused && doc !== undefined) {
    const known = st.txns.get(doc.id);
    st.txns.set(doc.id, { active: true, seenEnded: false, ...known, start: { seq: ex.seq, request: req } });
    track(doc, ex.seq, ctx, st);
  }
}

function judgePrint(ex: ParsedExchange, ctx: JudgeContext, json: unknown): void {
  const { tally } = ctx;
  const ref = exchangeRef(ex, ctx.secrets);
  const req = ref.request;
  if (json !== undefined && tally.verify('CL-TM-PRINT-1', ref, () => T.printBody(json, req))) {
    tally.verify('CL-TM-PRINT-2', ref, () => T.printCommands(json, req));
    tally.verify('CL-TM-PRINT-3', ref, () => T.printNonNegativeY(json, req));
    tally.verify('CL-TM-PRINT-4', ref, () => T.printInstructionRules(json, req));
  }
  const answer = refusal(ex.status, ex.responseBody.value);
  if (answer.refused && /paper/i.test(answer.text)) ctx.coverage.meet('terminal.out-of-paper', ex.seq);
}

function judgeRead(ex: ParsedExchange, ctx: JudgeContext, st: TerminalState, route: string): void {
  const ref = exchangeRef(ex, ctx.secrets);
  const receipt = receiptRoute.exec(route);
  if (receipt?.[1] !== undefined) {
    const txn = st.txns.get(decodeURIComponentSafe(receipt[1]));
    if (txn !== undefined)
      ctx.tally.verify('CL-TM-RESULT-1', ref, () => L.receiptAfterEnd(txn.active, ref.request));
    return;
  }
  if (!startRoute.test(route)) return;
  const doc = transactionOf(ex.responseBody.value);
  const previous = st.polls.get(route);
  if (previous?.active === true)
    ctx.tally.verify('CL-TM-POLL-1', ref, () => L.pollInterval(previous.at, ex.raw.startedAt, ref.request));
  st.polls.set(route, { at: ex.raw.startedAt, active: doc?.is_active === true });
  if (doc !== undefined) track(doc, ex.seq, ctx, st);
  // current.json answering "none in progress": nothing is active any more.
  else if (route === 'transactions/current.json' && refusal(ex.status, ex.responseBody.value).refused)
    st.active = undefined;
}

/** Remembers what a document the application received says about its transaction. */
function track(doc: TxnDoc, seq: number, ctx: JudgeContext, st: TerminalState): void {
  const known = st.txns.get(doc.id) ?? { active: false, seenEnded: false };
  known.active = doc.is_active === true;
  if (doc.is_active === false) known.seenEnded = true;
  st.txns.set(doc.id, known);
  if (known.active) st.active = { id: doc.id, seq: st.active?.id === doc.id ? st.active.seq : seq };
  else if (st.active?.id === doc.id) st.active = undefined;
  const outcome = terminalOutcomeOf(doc);
  if (outcome !== undefined) ctx.coverage.meet(outcome, seq, `terminal:${doc.id}`);
}

/** At the end of the run: every transaction started through the proxy was followed until it ended. */
export function finishTerminal(ctx: JudgeContext, st: TerminalState): void {
  for (const txn of st.txns.values()) {
    const start = txn.start;
    if (start === undefined) continue;
    ctx.tally.verify('CL-TM-RESULT-1', { seq: start.seq, side: 'terminal', request: start.request }, () =>
      L.followedToTheEnd(txn.seenEnded, start.request),
    );
  }
}
