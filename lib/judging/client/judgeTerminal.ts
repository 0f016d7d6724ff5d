/**
 * Judges one exchange of the application with the terminal (spec Part B):
 * the request rules (CL-TM-VER, EP, METHOD, AUTH, JSON, TYPE, PRINT, AMT,
 * START, REV), the lifecycle observations (POLL, BUSY, RESULT) over the
 * bounded TerminalState, and the outcomes the application met. A request
 * refused without credentials is judged by its repeat (HTTP's challenge and
 * response), which must come before the application's next
 * `challengeWindow` terminal requests.
 */
import * as T from '../checks/client/terminalRequest.js';
import * as L from '../checks/client/terminalLifecycle.js';
import { isOpenPath, type Route } from '../interfaces/routeTable.js';
import { matchTerminal, receiptKindOf, type TerminalEndpointId } from '../interfaces/terminalEndpoints.js';
import { checkValidAgainstSchema } from '../checks/client/requestSchema.js';
import type { ClientFeature } from '../requirements/feature.js';
import { exchangeRef, type JudgeContext } from './judgeContext.js';
import { judgeListedEndpoint, type ListedEndpointRules } from './judgeListedEndpoint.js';
import { header, type ParsedExchange } from './parseExchange.js';
import { refusal, terminalOutcomeOf } from './terminalOutcome.js';
import { finishRecovery, recoveryAtRead, recoveryAtStart, refusedByDrill } from './terminalRecovery.js';
import {
  maxChallenges,
  transactionOf,
  type Challenge,
  type TerminalState,
  type TxnDoc,
} from './terminalState.js';

/** The reads of one transaction document, polled while it is active. */
const transactionReads: ReadonlySet<TerminalEndpointId> = new Set([
  'getTransaction',
  'getLatestTransaction',
  'getLastTransaction',
  'getCurrentTransaction',
]);

/** The start types that use an optional feature (a sale is every terminal application's). */
const startFeatures: Readonly<Partial<Record<string, ClientFeature>>> = {
  refund: 'refunds',
  reversal: 'reversals',
  reconciliation: 'reconciliation',
};

/**
 * Terminal requests within which a request refused without credentials is
 * repeated with them: an HTTP stack repeats it at once; other lanes of a shop
 * may send a few of their own in between.
 */
export const challengeWindow = 8;

/** The path and its method against the route table (Endpoints B). */
const listed: ListedEndpointRules = { path: 'CL-TM-EP-1', method: 'CL-TM-METHOD-1', table: 'Endpoints B' };

export function judgeTerminal(ex: ParsedExchange, ctx: JudgeContext, st: TerminalState): void {
  // Refused by the proxy while the terminal was unreachable (a drill): the device never saw it.
  if (refusedByDrill(ex, st)) return;
  const { tally } = ctx;
  const ref = exchangeRef(ex, ctx.secrets);
  const req = ref.request;
  if (!tally.verify('CL-TM-VER-1', ref, () => T.checkApiPrefix(ex.path, req))) return;
  // The table's methods for the path ("GET unless stated"; HEAD is a GET without its body).
  const match = judgeListedEndpoint(ex, ctx, ref, matchTerminal, listed);
  const route = match?.route;
  const authorization = header(ex.raw.request, 'authorization');
  st.requests++;
  settleChallenges(ex, ctx, st, authorization !== undefined);
  // Only the spec's methods: a browser's CORS preflight (OPTIONS) carries no credentials by design.
  const read = ex.method === 'GET' || ex.method === 'HEAD';
  // Spec Endpoints B, "Authorized: yes"; print and receipts: "not shown for this endpoint".
  const authorized = route?.endpoint.authorized === 'yes';
  const challenged = authorized && judgeCredentials(ex, ctx, st, authorization !== undefined);
  // A challenged request's credentials are judged on its repeat.
  if (!challenged && !isOpenPath(match) && (read || ex.method === 'POST'))
    tally.verify('CL-TM-AUTH-2', ref, () => T.checkBasicCredentials(authorization, req));
  const body = ex.requestBody;
  if (ex.method === 'POST' && (body.kind === 'json' || body.kind === 'not-json'))
    tally.verify('CL-TM-JSON-1', ref, () => T.checkJsonBody(body.kind === 'json', req));
  const json = body.kind === 'json' ? body.value : undefined;

  if (route?.id === 'startTransaction')
    judgeStart(ex, ctx, st, decodeURIComponentSafe(route.params.type ?? ''), json);
  else if (route?.id === 'print') judgePrint(ex, ctx, json);
  else if (ex.method === 'GET') judgeRead(ex, ctx, st, route);
}

/**
 * CL-TM-AUTH-1 (and AUTH-3) on an answered request to an authorized
 * endpoint. A request refused without credentials waits for its repeat
 * (settleChallenges): true then.
 */
function judgeCredentials(ex: ParsedExchange, ctx: JudgeContext, st: TerminalState, has: boolean): boolean {
  const status = ex.status;
  if (status === undefined) return false;
  const ref = exchangeRef(ex, ctx.secrets);
  const refused = T.refusedStatus(status);
  if (st.credentialsAccepted)
    ctx.tally.verify('CL-TM-AUTH-3', ref, () => T.checkCredentialsFromTheStart(refused && !has, ref.request));
  if (refused && !has) {
    if (st.challenges.length >= maxChallenges) {
      const oldest = st.challenges.shift();
      if (oldest !== undefined) failChallenge(oldest, 'never', ctx);
    }
    st.challenges.push({ ref, method: ex.method, target: ex.raw.request.target, at: st.requests });
    return true;
  }
  ctx.tally.verify('CL-TM-AUTH-1', ref, () => T.checkCredentialsAccepted(status, has, ref.request));
  if (!refused && has) st.credentialsAccepted = true;
  return false;
}

/** The waiting refusals this exchange repeats (the first of the same method and target) or outlives. */
function settleChallenges(ex: ParsedExchange, ctx: JudgeContext, st: TerminalState, has: boolean): void {
  if (st.challenges.length === 0) return;
  let repeated = false;
  const waiting: Challenge[] = [];
  for (const c of st.challenges) {
    if (!repeated && c.method === ex.method && c.target === ex.raw.request.target) {
      repeated = true;
      const repeat: T.Repeat = !has
        ? 'without credentials'
        : T.refusedStatus(ex.status)
          ? 'refused'
          : 'accepted';
      if (repeat === 'accepted') answerChallenge(c, ctx);
      else failChallenge(c, repeat, ctx);
    } else if (st.requests - c.at > challengeWindow) failChallenge(c, 'never', ctx);
    else waiting.push(c);
  }
  st.challenges = waiting;
}

function answerChallenge(c: Challenge, ctx: JudgeContext): void {
  ctx.tally.verify('CL-TM-AUTH-1', c.ref, () =>
    T.checkChallengeAnswered('accepted', c.ref.status ?? 0, challengeWindow, c.ref.request),
  );
}

/** A refusal not answered with credentials: AUTH-1 fails, and the request's own lack of Basic credentials warns. */
function failChallenge(c: Challenge, repeat: T.Repeat, ctx: JudgeContext): void {
  ctx.tally.verify('CL-TM-AUTH-1', c.ref, () =>
    T.checkChallengeAnswered(repeat, c.ref.status ?? 0, challengeWindow, c.ref.request),
  );
  ctx.tally.verify('CL-TM-AUTH-2', c.ref, () => T.checkBasicCredentials(undefined, c.ref.request));
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
  const feature = startFeatures[type];
  if (feature !== undefined) ctx.features.use(feature, ex.seq);
  if (!tally.verify('CL-TM-TYPE-1', ref, () => T.checkStartType(type, req))) return;
  const failed: string[] = [];
  if (json !== undefined) {
    if (type === 'sale' || type === 'refund')
      if (!tally.verify('CL-TM-AMT-1', ref, () => T.checkMinorUnitAmount(json, req))) failed.push('amount');
    if (type === 'reversal')
      tally.verify('CL-TM-REV-1', ref, () => T.checkReversalNamesTransaction(json, req));
    tally.verify('CL-TM-START-1', ref, () =>
      checkValidAgainstSchema('terminal/start-request', json, req, failed),
    );
  } else if (type === 'sale' || type === 'refund') {
    tally.verify('CL-TM-AMT-1', ref, () => T.checkMinorUnitAmount(undefined, req));
  } else if (type === 'reversal') {
    tally.verify('CL-TM-REV-1', ref, () => T.checkReversalNamesTransaction(undefined, req));
  }
  const answer = refusal(ex.status, ex.responseBody.value);
  const inProgress = answer.refused && /in progress|busy/i.test(answer.text);
  // A start the device accepted found nothing active, whatever the judge last saw (the application
  // may not have polled the end); without an answer, the judge's memory decides. A refusal of the
  // credentials (401, 403) says nothing of a transaction.
  const busy =
    ex.status === undefined
      ? st.active !== undefined
      : answer.refused && !T.refusedStatus(ex.status) && (inProgress || st.active !== undefined);
  const activeSeq = busy ? (st.active?.seq ?? 0) : undefined;
  tally.verify('CL-TM-BUSY-1', ref, () => L.checkNoStartWhileActive(activeSeq, req));
  if (busy && ex.status !== undefined) ctx.coverage.meet('terminal.busy', ex.seq);
  const doc = transactionOf(ex.responseBody.value);
  const started = !answer.refused ? doc : undefined;
  const facts = recoveryAtStart(ex, ctx, st, type, json, started);
  if (started !== undefined) {
    const known = st.txns.get(started.id);
    st.txns.set(started.id, {
      active: true,
      seenEnded: false,
      ...known,
      // A start whose answer never reached the application is judged by CL-TM-LOST-1, not followed.
      ...(facts.delivered ? { start: { seq: ex.seq, request: req } } : {}),
      recovery: facts.recovery,
    });
    track(started, ex.seq, ctx, st);
  }
}

function judgePrint(ex: ParsedExchange, ctx: JudgeContext, json: unknown): void {
  const { tally } = ctx;
  ctx.features.use('printing', ex.seq);
  const ref = exchangeRef(ex, ctx.secrets);
  const req = ref.request;
  if (json !== undefined && tally.verify('CL-TM-PRINT-1', ref, () => T.checkPrintBody(json, req))) {
    tally.verify('CL-TM-PRINT-2', ref, () => T.checkPrintCommands(json, req));
    tally.verify('CL-TM-PRINT-3', ref, () => T.checkPrintNonNegativeY(json, req));
    tally.verify('CL-TM-PRINT-5', ref, () => T.checkPrintFieldTypes(json, req));
    tally.verify('CL-TM-PRINT-4', ref, () => T.checkPrintInstructionRules(json, req));
  }
  const answer = refusal(ex.status, ex.responseBody.value);
  if (answer.refused && /paper/i.test(answer.text)) ctx.coverage.meet('terminal.out-of-paper', ex.seq);
}

function judgeRead(
  ex: ParsedExchange,
  ctx: JudgeContext,
  st: TerminalState,
  route: Route<TerminalEndpointId> | undefined,
): void {
  const ref = exchangeRef(ex, ctx.secrets);
  if (receiptKindOf(route?.id) !== undefined) {
    ctx.features.use('receipts', ex.seq);
    const txn = st.txns.get(decodeURIComponentSafe(route?.params.id ?? ''));
    if (txn !== undefined)
      ctx.tally.verify('CL-TM-RESULT-1', ref, () => L.checkReceiptAfterEnd(txn.active, ref.request));
    return;
  }
  recoveryAtRead(ex, ctx, st, route);
  if (route === undefined || !transactionReads.has(route.id)) return;
  const doc = transactionOf(ex.responseBody.value);
  const previous = st.polls.get(ex.path);
  if (previous?.active === true)
    ctx.tally.verify('CL-TM-POLL-1', ref, () =>
      L.checkPollInterval(previous.at, ex.raw.startedAt, ref.request),
    );
  st.polls.set(ex.path, { at: ex.raw.startedAt, active: doc?.is_active === true });
  if (doc !== undefined) track(doc, ex.seq, ctx, st);
  // current.json answering "none in progress": nothing is active any more.
  else if (route.id === 'getCurrentTransaction' && refusal(ex.status, ex.responseBody.value).refused)
    st.active = undefined;
}

/** Remembers what a document the application received says about its transaction. */
function track(doc: TxnDoc, seq: number, ctx: JudgeContext, st: TerminalState): void {
  const known = st.txns.get(doc.id) ?? { active: false, seenEnded: false };
  known.active = doc.is_active === true;
  if (doc.is_active === false) {
    known.seenEnded = true;
    if (known.recovery !== undefined && known.recovery.endedSeq === undefined) {
      known.recovery.endedSeq = seq;
      known.recovery.result = doc.result;
    }
  }
  st.txns.set(doc.id, known);
  if (known.active) st.active = { id: doc.id, seq: st.active?.id === doc.id ? st.active.seq : seq };
  else if (st.active?.id === doc.id) st.active = undefined;
  const outcome = terminalOutcomeOf(doc);
  if (outcome !== undefined) ctx.coverage.meet(outcome, seq, `terminal:${doc.id}`);
}

/**
 * At the end of the run: a refusal still waiting was never repeated with
 * credentials, and every transaction started through the proxy was followed
 * until it ended.
 */
export function finishTerminal(ctx: JudgeContext, st: TerminalState): void {
  for (const c of st.challenges) failChallenge(c, 'never', ctx);
  st.challenges = [];
  finishRecovery(ctx, st);
  for (const txn of st.txns.values()) {
    const start = txn.start;
    if (start === undefined) continue;
    ctx.tally.verify('CL-TM-RESULT-1', { seq: start.seq, side: 'terminal', request: start.request }, () =>
      L.checkFollowedToTheEnd(txn.seenEnded, start.request),
    );
  }
}
