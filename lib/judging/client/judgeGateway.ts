/**
 * Judges one exchange of the application with the gateway (spec Part A): the
 * path and its method (CL-GW-EP, METHOD), the headers and the Hash
 * (CONF, HASH, GET), the bodies against the spec's request tables (JSON,
 * TYPE, PM, AMT, CUR, LOC, OPT, EXP, TOK-1, FI, RCP, FIELD: one source,
 * schemas/gateway/*-table.json, which the simulator's request schemas refer
 * to), CardHolderName for a card the gateway showed enrolled for 3-D Secure
 * 2.2 (NAME), paycert's stricter schemas (SCHEMA), the flow observations
 * (TOK-2, RET-1) over the bounded GatewayState, and the outcomes met. The
 * shopper's browser on the 3-D Secure page is judged by no rule: it only
 * tells the outcome.
 */
import { createHash } from 'node:crypto';
import { paymentMethodAccepted } from '../../../generated/enums.js';
import type { SchemaError } from '../validation/validate.js';
import * as G from '../checks/client/gatewayRequest.js';
import * as H from '../checks/client/gatewayHeaders.js';
import * as F from '../checks/client/gatewayFlow.js';
import { checkAsTabled, tableErrors, takeErrors, fieldOfPointer } from '../checks/client/requestTable.js';
import { checkValidAgainstSchema } from '../checks/client/requestSchema.js';
import type { RequirementId } from '../requirements/catalogue.js';
import { jobFacts, outcomeOfChoice, outcomeOfJob } from './gatewayOutcome.js';
import type { GatewayState } from './gatewayState.js';
import { matchGateway } from '../interfaces/gatewayEndpoints.js';
import * as Recovery from './gatewayRecovery.js';
import { exchangeRef, type JudgeContext } from './judgeContext.js';
import { judgeListedEndpoint, type ListedEndpointRules } from './judgeListedEndpoint.js';
import { clientOutcomes, type ClientOutcome } from './clientJudge.js';
import { header, parseBody, type ParsedExchange } from './parseExchange.js';
import type { ExchangeRef } from './requirementTally.js';
import { isJsonObject } from '../../support/json/isJsonObject.js';

const tokenisationTable = 'gateway/tokenisation-request-table';
const jobTable = 'gateway/payment-job-request-table';

/** The last answer's job facts: a create reads them twice (its token, then the answer); bodies never change. */
let lastBody: unknown;
let lastJob: ReturnType<typeof jobFacts>;
function jobOf(body: unknown): ReturnType<typeof jobFacts> {
  if (body !== lastBody || body === undefined) {
    lastJob = jobFacts(body);
    lastBody = body;
  }
  return lastJob;
}

/** A card as the judge remembers it: a digest of its number, never the number. */
function cardDigest(number: unknown): string | undefined {
  return typeof number === 'string' && number !== ''
    ? createHash('sha256').update(number).digest('base64url')
    : undefined;
}

/** The path and its method against the route table (Endpoints A). */
const listed: ListedEndpointRules = { path: 'CL-GW-EP-1', method: 'CL-GW-METHOD-1', table: 'Endpoints A' };

export function judgeGateway(ex: ParsedExchange, ctx: JudgeContext, st: GatewayState): void {
  // The proxy's own visit of the shop's return URL (a drill): no request of the application.
  if (ex.raw.drill?.visit === true) {
    ctx.features.use('3-d-secure', ex.seq);
    return Recovery.recoveryAtVisit(ex, ctx, st);
  }
  if (ex.kind === 'browser') {
    ctx.features.use('3-d-secure', ex.seq);
    return judgeBrowser(ex, ctx, st);
  }
  const { tally } = ctx;
  const ref = exchangeRef(ex, ctx.secrets);
  const req = ref.request;
  const match = judgeListedEndpoint(ex, ctx, ref, matchGateway, listed);
  const route = match?.route;
  const tokenise = route?.id === 'tokeniseCard';
  const create = route?.id === 'createPaymentJob';
  if (tokenise) ctx.features.use('tokenisation', ex.seq);
  const retrieved = route?.id === 'getPaymentJob' && ex.method === 'GET' ? route.params.reference : undefined;
  const configurationId = header(ex.raw.request, 'configurationid');
  const hash = header(ex.raw.request, 'hash');
  const keys = ctx.gatewayApiKeys;
  if (ex.method === 'POST') {
    tally.verify('CL-GW-CONF-1', ref, () => H.checkHeaderPresent('ConfigurationId', configurationId, req));
    const sent = tally.verify('CL-GW-HASH-1', ref, () => H.checkHeaderPresent('Hash', hash, req));
    // A body cut at the capture limit cannot be hashed as sent; without a key nothing can be judged.
    if (sent && keys.length > 0 && ex.requestBody.kind !== 'cut') {
      const accepted = ex.status !== undefined && ex.status >= 200 && ex.status < 300;
      tally.verify('CL-GW-HASH-2', ref, () =>
        H.checkHashOverBytes(hash, ex.raw.request.body, keys, req, accepted),
      );
    }
  } else if (retrieved !== undefined) {
    tally.verify('CL-GW-GET-1', ref, () => {
      H.checkHeaderPresent('ConfigurationId', configurationId, req);
      if (keys.length > 0) H.checkHashOverBytes(hash, new Uint8Array(0), keys, req);
      else H.checkHeaderPresent('Hash', hash, req);
    });
  }
  if (tokenise || create) {
    const body = ex.requestBody;
    if (body.kind !== 'cut')
      tally.verify('CL-GW-JSON-1', ref, () => G.checkJsonBody(body.kind === 'json', req));
    if (body.kind === 'json' && isJsonObject(body.value)) {
      const call = { ex, ctx, st, ref };
      if (tokenise) judgeTokenisation(body.value, call);
      else judgeCreate(body.value, call);
    } else if (body.kind === 'json' && route?.endpoint.request !== undefined) {
      const schema = route.endpoint.request;
      tally.verify('CL-GW-SCHEMA-1', ref, () => checkValidAgainstSchema(schema, body.value, req));
    }
  }
  readAnswer(ex, ctx, st, retrieved);
  Recovery.recoveryAfterApi(ex, ctx, st, create, retrieved);
}

/**
 * Judges a requirement by the table's errors at its fields, and remembers the
 * fields that failed it, which the SCHEMA observation then leaves out (one
 * mistake, one requirement).
 */
function tableJudge(
  ctx: JudgeContext,
  ref: ExchangeRef,
  schema: typeof tokenisationTable | typeof jobTable,
  errors: SchemaError[],
): { must: (id: RequirementId, fields?: readonly string[], rule?: string) => boolean; failed: string[] } {
  const failed: string[] = [];
  const must = (id: RequirementId, fields?: readonly string[], rule?: string): boolean => {
    const mine = takeErrors(errors, fields, rule);
    failed.push(...mine.map((e) => fieldOfPointer(e.pointer)));
    return ctx.tally.verify(id, ref, () => checkAsTabled(mine, schema, ref.request));
  };
  return { must, failed };
}

/** A request body being judged: its exchange, the run's context, the gateway's state, the exchange as reports name it. */
interface BodyCall {
  readonly ex: ParsedExchange;
  readonly ctx: JudgeContext;
  readonly st: GatewayState;
  readonly ref: ExchangeRef;
}

function judgeTokenisation(raw: Record<string, unknown>, call: BodyCall): void {
  const { ctx, ref } = call;
  const body = G.tableSpelling(raw, G.tokenisationKeys);
  const { must, failed } = tableJudge(ctx, ref, tokenisationTable, tableErrors(tokenisationTable, body));
  must('CL-GW-EXP-1', ['cardExpiryMonth', 'cardExpiryYear']);
  must('CL-GW-FIELD-1');
  judgeHolderName(body, call);
  ctx.tally.verify('CL-GW-SCHEMA-1', ref, () =>
    checkValidAgainstSchema('gateway/tokenisation-request', body, ref.request, failed),
  );
}

/**
 * CardHolderName, "Required when the card is enrolled for 3-D Secure 2.2":
 * the judge knows the enrolment only from the gateway's answers, this
 * tokenisation's refusal naming CardHolderName or a payment job of the same
 * card showing its 3-D Secure version (before or after). A tokenisation it
 * cannot place waits for such a job, and is never judged without one.
 */
function judgeHolderName(body: Record<string, unknown>, call: BodyCall): void {
  const { ex, ctx, st, ref } = call;
  const name = body.CardHolderName;
  const named = typeof name === 'string' && name.trim() !== '';
  const card = cardDigest(body.cardNumber);
  const token = issuedToken(ex);
  if (card !== undefined && token !== undefined) st.cardOfToken.set(token, card);
  const refused =
    ex.status !== undefined &&
    ex.status >= 400 &&
    /cardholdername/i.test(ex.raw.response?.body.toString('utf8', 0, 4096) ?? '');
  const known = refused
    ? `the gateway refused it (${ex.status ?? ''}) naming CardHolderName`
    : card === undefined
      ? undefined
      : st.enrolment.get(card);
  if (named || known !== undefined) {
    const enrolled = known === false ? undefined : known;
    ctx.tally.verify('CL-GW-NAME-1', ref, () => G.checkHolderNameWhenEnrolled(named, enrolled, ref.request));
    return;
  }
  if (card === undefined) return;
  const waiting = st.unnamed.get(card) ?? [];
  // A card tokenised over and over without its enrolment shown: the first few wait, as evidence does.
  if (waiting.length < 16) waiting.push(ref);
  st.unnamed.set(card, waiting);
}

/** The token a tokenisation's 200-class answer issued (`data.token`). */
function issuedToken(ex: ParsedExchange): string | undefined {
  if (ex.status === undefined || ex.status >= 300) return undefined;
  const body = ex.responseBody.value;
  const data = isJsonObject(body) && isJsonObject(body.data) ? body.data : undefined;
  return typeof data?.token === 'string' && data.token !== '' ? data.token : undefined;
}

/** A payment job's answer showed its card's 3-D Secure version: the tokenisations of that card waiting are judged. */
function learnEnrolment(
  card: string,
  version: string,
  seq: number,
  ctx: JudgeContext,
  st: GatewayState,
): void {
  const enrolled = /^2\.2(\.|$)/.test(version)
    ? `payment job of exchange #${seq} shows 3-D Secure version ${version.slice(0, 20)}`
    : false;
  st.enrolment.set(card, enrolled);
  const waiting = st.unnamed.get(card);
  if (waiting === undefined) return;
  st.unnamed.delete(card);
  for (const w of waiting)
    ctx.tally.verify('CL-GW-NAME-1', w, () =>
      G.checkHolderNameWhenEnrolled(false, enrolled === false ? undefined : enrolled, w.request),
    );
}

function judgeCreate(raw: Record<string, unknown>, call: BodyCall): void {
  const { ex, ctx, st, ref } = call;
  const { tally } = ctx;
  const req = ref.request;
  const body = G.tableSpelling(raw, G.paymentJobKeys.top, {
    parameters: G.paymentJobKeys.parameters,
    order: G.paymentJobKeys.order,
  });
  const errors = tableErrors(jobTable, body);
  const { must, failed } = tableJudge(ctx, ref, jobTable, errors);
  must('CL-GW-TYPE-1', ['type']);
  // A card payment names the card method as creditcard (PM-1); a spelling the field notes say real
  // gateways accept warns (PM-2) and stands for it; other values may be payment methods not shown.
  const methods = takeErrors(errors, ['paymentMethodsToUse']);
  const spelled = G.otherCardSpellings(body.paymentMethodsToUse, acceptedSpelling);
  // The `contains` rule reports each value that is not creditcard (enum) beside itself: one rule.
  const wrong =
    spelled.length === 0 ? methods : methods.filter((e) => e.rule !== 'contains' && e.rule !== 'enum');
  if (!tally.verify('CL-GW-PM-1', ref, () => checkAsTabled(wrong, jobTable, req)))
    failed.push('paymentMethodsToUse');
  tally.verify('CL-GW-PM-2', ref, () => G.checkRequestForm(spelled, req));
  must('CL-GW-AMT-1', ['amountToCollect']);
  must('CL-GW-CUR-1', ['currency']);
  must('CL-GW-LOC-1', ['locale']);
  must('CL-GW-OPT-1', ['options']);
  must('CL-GW-EXP-1', ['parameters.cardExpiryMonth', 'parameters.cardExpiryYear']);
  must('CL-GW-TOK-1', ['parameters'], 'not');
  must('CL-GW-FI-1', ['parameters.recipientDetails'], 'required');
  const params = isJsonObject(body.parameters) ? body.parameters : undefined;
  if (params?.token !== undefined) ctx.features.use('stored-token', ex.seq);
  if (String(params?.mcc).trim() === '6012' || params?.recipientDetails !== undefined)
    ctx.features.use('category-6012', ex.seq);
  const details = takeErrors(errors, ['parameters.recipientDetails']);
  let content: Record<string, unknown> | undefined;
  const detailsHeld = tally.verify('CL-GW-RCP-1', ref, () => {
    checkAsTabled(details, jobTable, req);
    const held = G.checkJsonObjectString(params?.recipientDetails, req);
    content = held;
    // The keys the table gives the serialised object (its contentSchema, which ajv does not apply).
    if (held !== undefined) G.checkRecipientDetailsContent(held, req);
  });
  if (!detailsHeld) failed.push('parameters.recipientDetails');
  must('CL-GW-FIELD-1');
  const token = params?.token;
  if (typeof token === 'string')
    tally.verify('CL-GW-TOK-2', ref, () => F.checkTokenIssued(st.tokens.has(token), req));
  tally.verify('CL-GW-SCHEMA-1', ref, () => {
    checkValidAgainstSchema('gateway/payment-job-request', body, req, failed);
    // paycert's reading of the serialised recipient details too (no other keys, values as strings).
    if (detailsHeld && content !== undefined)
      checkValidAgainstSchema('gateway/recipient-details', content, req, [], 'parameters.recipientDetails');
  });
  const job = jobOf(ex.responseBody.value);
  if (job === undefined) return;
  st.job(job.reference).withToken = typeof token === 'string';
  const card = typeof token === 'string' ? st.cardOfToken.get(token) : cardDigest(params?.cardNumber);
  if (card !== undefined && job.threeDSecureVersion !== undefined)
    learnEnrolment(card, job.threeDSecureVersion, ex.seq, ctx, st);
}

/** One of the spellings of the card method the field notes say real gateways accept. */
function acceptedSpelling(value: string): boolean {
  return (paymentMethodAccepted as readonly string[]).includes(value);
}

/** What the gateway answered: tokens issued, jobs and their payments, outcomes of jobs read back. */
function readAnswer(
  ex: ParsedExchange,
  ctx: JudgeContext,
  st: GatewayState,
  readRef: string | undefined,
): void {
  const body = ex.responseBody.value;
  if (ex.status === undefined || ex.status >= 300) return;
  const data = isJsonObject(body) && isJsonObject(body.data) ? body.data : undefined;
  if (typeof data?.token === 'string' && data.token !== '') st.tokens.set(data.token, true);
  const job = jobOf(body);
  if (job === undefined) return;
  for (const t of job.tokens) st.tokens.set(t, true);
  for (const p of job.paymentReferences) st.jobOfPayment.set(p, job.reference);
  const state = st.job(job.reference);
  // A token payment may be paid at once (Endpoints A, rule 2: "processed as any other payment").
  if (state.withToken && job.status === 'Paid')
    ctx.coverage.meet('gateway.token-paid', ex.seq, `gateway-token:${job.reference}`);
  if (readRef === undefined) return;
  if (state.returned !== undefined) state.retrievedAfterReturn = true;
  const outcome = outcomeOfJob(job);
  if (outcome !== undefined) ctx.coverage.meet(outcome, ex.seq, `gateway-3ds:${job.reference}`);
}

/**
 * The shopper's browser: a form post on a 3-D Secure page names the choice and
 * its redirect is the return; a page that redirects at once while the
 * simulator holds a queued outcome was resolved by that outcome.
 */
function judgeBrowser(ex: ParsedExchange, ctx: JudgeContext, st: GatewayState): void {
  const redirected = ex.status !== undefined && ex.status >= 300 && ex.status < 400;
  if (!redirected || (ex.method !== 'POST' && ex.method !== 'GET')) return;
  const paymentRef = /\/([^/]+)$/.exec(ex.path)?.[1];
  const jobRef = paymentRef === undefined ? undefined : st.jobOfPayment.get(paymentRef);
  let outcome: ClientOutcome | undefined;
  if (ex.method === 'POST') {
    const body = ex.raw.request.body.length <= 4096 ? ex.raw.request.body.toString('latin1') : '';
    outcome = outcomeOfChoice(new URLSearchParams(body).get('choice'));
  } else {
    outcome = st.queued.shift();
    if (outcome === undefined) return;
  }
  if (outcome !== undefined)
    ctx.coverage.meet(outcome, ex.seq, `gateway-3ds:${jobRef ?? `payment ${paymentRef ?? ex.seq}`}`);
  if (jobRef !== undefined) {
    const job = st.job(jobRef);
    job.returned = { seq: ex.seq, request: exchangeRef(ex, ctx.secrets).request };
    job.retrievedAfterReturn = false;
  }
}

/** The simulator's control API on the gateway side: what it answers about its outcome queue. */
export function readGatewayControl(ex: ParsedExchange, st: GatewayState): void {
  if (ex.status === undefined || ex.status >= 300) return;
  if (ex.path === '/_sim/reset') st.queued = [];
  if (ex.path !== '/_sim/outcomes') return;
  const queue = parseBody(ex.raw.response).value;
  const names = isJsonObject(queue) && Array.isArray(queue.queue) ? queue.queue : [];
  st.queued = names
    .slice(0, 100)
    .map((n) => (typeof n === 'string' ? (n.startsWith('gateway.') ? n : `gateway.${n}`) : ''))
    .filter((n): n is ClientOutcome => (clientOutcomes as readonly string[]).includes(n));
}

/** At the end of the run: every job whose shopper came back was retrieved after. */
export function finishGateway(ctx: JudgeContext, st: GatewayState): void {
  Recovery.finishRecovery(ctx, st);
  for (const job of st.jobs.values()) {
    const back = job.returned;
    if (back === undefined) continue;
    ctx.tally.verify('CL-GW-RET-1', { seq: back.seq, side: 'gateway', request: back.request }, () =>
      F.checkRetrievedAfterReturn(job.retrievedAfterReturn, back.request),
    );
  }
}
