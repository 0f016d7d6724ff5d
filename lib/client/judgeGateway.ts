/**
 * Judges one exchange of the application with the gateway (spec Part A): the
 * headers and the Hash (CL-GW-CONF, HASH, GET), the bodies (JSON, TYPE, PM,
 * AMT, CUR, EXP, OPT, TOK, SCHEMA), the flow observations (TOK-2, RET-1) over
 * the bounded GatewayState, and the outcomes met. The shopper's browser on
 * the 3-D Secure page is judged by no rule: it only tells the outcome.
 */
import * as G from '../checks/client/gatewayRequest.js';
import * as H from '../checks/client/gatewayHeaders.js';
import * as F from '../checks/client/gatewayFlow.js';
import { validAgainstSchema } from '../checks/client/requestSchema.js';
import { jobFacts, outcomeOfChoice, outcomeOfJob } from './gatewayOutcome.js';
import type { GatewayState } from './gatewayState.js';
import { exchangeRef, type JudgeContext } from './judgeContext.js';
import { clientOutcomes, type ClientOutcome } from './clientJudge.js';
import { header, parseBody, type ParsedExchange } from './parseExchange.js';

const jobPath = /^\/api\/gateway\/payment-jobs\/([^/]+)$/;

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

export function judgeGateway(ex: ParsedExchange, ctx: JudgeContext, st: GatewayState): void {
  if (ex.kind === 'browser') return judgeBrowser(ex, ctx, st);
  const { tally } = ctx;
  const ref = exchangeRef(ex, ctx.secrets);
  const req = ref.request;
  const tokenise = ex.method === 'POST' && ex.path === '/api/gateway/card-tokenisation';
  const create = ex.method === 'POST' && ex.path === '/api/gateway/payment-jobs';
  const read = ex.method === 'GET' ? jobPath.exec(ex.path) : null;
  // A CORS preflight (OPTIONS) is the browser's, not a call of the application.
  if (ex.method !== 'OPTIONS')
    tally.verify('CL-GW-EP-1', ref, () => G.listedEndpoint(tokenise || create || read !== null, req));
  const configurationId = header(ex.raw.request, 'configurationid');
  const hash = header(ex.raw.request, 'hash');
  const keys = ctx.gatewayApiKeys;
  if (ex.method === 'POST') {
    tally.verify('CL-GW-CONF-1', ref, () => H.headerPresent('ConfigurationId', configurationId, req));
    const sent = tally.verify('CL-GW-HASH-1', ref, () => H.headerPresent('Hash', hash, req));
    // A body cut at the capture limit cannot be hashed as sent; without a key nothing can be judged.
    if (sent && keys.length > 0 && ex.requestBody.kind !== 'cut') {
      const accepted = ex.status !== undefined && ex.status >= 200 && ex.status < 300;
      tally.verify('CL-GW-HASH-2', ref, () =>
        H.hashOverBytes(hash, ex.raw.request.body, keys, req, accepted),
      );
    }
  } else if (read !== null) {
    tally.verify('CL-GW-GET-1', ref, () => {
      H.headerPresent('ConfigurationId', configurationId, req);
      if (keys.length > 0) H.hashOverBytes(hash, new Uint8Array(0), keys, req);
      else H.headerPresent('Hash', hash, req);
    });
  }
  if (tokenise || create) {
    const body = ex.requestBody;
    if (body.kind !== 'cut') tally.verify('CL-GW-JSON-1', ref, () => G.jsonBody(body.kind === 'json', req));
    if (body.kind === 'json' && G.isObject(body.value)) {
      if (tokenise) judgeTokenisation(body.value, ex, ctx, req);
      else judgeCreate(body.value, ex, ctx, st, req);
    } else if (body.kind === 'json') {
      const schema = tokenise ? 'gateway/tokenisation-request' : 'gateway/payment-job-request';
      tally.verify('CL-GW-SCHEMA-1', ref, () => validAgainstSchema(schema, body.value, req));
    }
  }
  readAnswer(ex, ctx, st, read?.[1]);
}

function judgeTokenisation(
  body: Record<string, unknown>,
  ex: ParsedExchange,
  ctx: JudgeContext,
  req: string,
): void {
  const ref = exchangeRef(ex, ctx.secrets);
  const failed: string[] = [];
  if (!ctx.tally.verify('CL-GW-EXP-1', ref, () => G.expiryFields(body, '', req)))
    failed.push('cardExpiryMonth', 'cardExpiryYear');
  ctx.tally.verify('CL-GW-SCHEMA-1', ref, () =>
    validAgainstSchema('gateway/tokenisation-request', body, req, failed),
  );
}

function judgeCreate(
  body: Record<string, unknown>,
  ex: ParsedExchange,
  ctx: JudgeContext,
  st: GatewayState,
  req: string,
): void {
  const { tally } = ctx;
  const ref = exchangeRef(ex, ctx.secrets);
  const failed: string[] = [];
  const must = (id: Parameters<typeof tally.verify>[0], fields: string[], check: () => void): void => {
    if (!tally.verify(id, ref, check)) failed.push(...fields);
  };
  must('CL-GW-TYPE-1', ['type'], () => G.paymentType(body, req));
  must('CL-GW-PM-1', ['paymentMethodsToUse'], () => G.paymentMethods(body, req));
  must('CL-GW-AMT-1', ['amountToCollect'], () => G.amountToCollect(body, req));
  must('CL-GW-CUR-1', ['currency'], () => G.currencyCode(body, req));
  must('CL-GW-OPT-1', ['options'], () => G.tokenOptions(body, req));
  const params = G.parametersOf(body);
  if (params !== undefined) {
    must('CL-GW-EXP-1', ['parameters.cardExpiryMonth', 'parameters.cardExpiryYear'], () =>
      G.expiryFields(params, 'parameters.', req),
    );
    must('CL-GW-TOK-1', ['parameters'], () => G.tokenInPlaceOfCard(params, req));
    const token = params.token;
    if (typeof token === 'string')
      tally.verify('CL-GW-TOK-2', ref, () => F.tokenIssued(st.tokens.has(token), req));
  }
  tally.verify('CL-GW-SCHEMA-1', ref, () =>
    validAgainstSchema('gateway/payment-job-request', body, req, failed),
  );
  const job = jobOf(ex.responseBody.value);
  if (job !== undefined)
    st.job(job.reference).withToken =
      params !== undefined && typeof G.fieldOf(params, 'token')?.value === 'string';
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
  const data = G.isObject(body) && G.isObject(body.data) ? body.data : undefined;
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
  const names = G.isObject(queue) && Array.isArray(queue.queue) ? queue.queue : [];
  st.queued = names
    .slice(0, 100)
    .map((n) => (typeof n === 'string' ? (n.startsWith('gateway.') ? n : `gateway.${n}`) : ''))
    .filter((n): n is ClientOutcome => (clientOutcomes as readonly string[]).includes(n));
}

/** At the end of the run: every job whose shopper came back was retrieved after. */
export function finishGateway(ctx: JudgeContext, st: GatewayState): void {
  for (const job of st.jobs.values()) {
    const back = job.returned;
    if (back === undefined) continue;
    ctx.tally.verify('CL-GW-RET-1', { seq: back.seq, side: 'gateway', request: back.request }, () =>
      F.retrievedAfterReturn(job.retrievedAfterReturn, back.request),
    );
  }
}
