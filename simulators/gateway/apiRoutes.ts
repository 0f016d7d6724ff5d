/**
 * The gateway API (spec "Endpoints A"): authenticate (Authentication A),
 * validate, call the store, render. A request refused at any stage never
 * reaches the store.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from './authenticate.js';
import { diagnoseHash } from './hashDiagnosis.js';
import { GatewayError, errors } from './errors.js';
import { parsePaymentJobRequest } from './parsePaymentJobRequest.js';
import { parseTokenisationRequest } from './parseTokenisationRequest.js';
import { collectBody, isJsonContentType, maxBodyBytes, parseJsonBody } from './readBody.js';
import { renderPaymentJob, type RenderContext } from './renderPaymentJob.js';
import { renderTokenisation } from './renderTokenisation.js';
import { sendError, sendJson } from './respond.js';
import type { JobRecord } from './model.js';
import type { SimulatorState } from './simulatorState.js';
import { viewedJob } from './variation.js';
import { defaultLocale, returnUrlsFor } from './simulatorState.js';
import { linkBase } from './linkBase.js';

const localePattern = /^[a-z]{2}_[A-Z]{2}$/;
const emptyBody = Buffer.alloc(0);

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/**
 * A payment job answer, rendered by renderPaymentJob.ts whatever the faults
 * and personality: their entries change the finished answer (faultEntries/,
 * personality/), so a conformance run and `npm run prove` exercise the same
 * renderer. The record first passes the entries' views.
 */
function answerJob(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  job: JobRecord,
  ctx: RenderContext,
): void {
  const entries = state.variations.list;
  const view =
    entries.length === 0
      ? job
      : viewedJob(entries, job, () => ({ now: state.clock.now(), method: req.method ?? 'GET' }));
  sendJson(res, status, renderPaymentJob(view, ctx));
}

/**
 * authenticate(), and for a refused Hash, while the gateway page or the console reads refusals,
 * what was signed and what was expected (hashDiagnosis.ts) noted for the refusal's record.
 */
function authenticated(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
): string {
  const id = header(req, 'configurationid');
  const hash = header(req, 'hash');
  try {
    return authenticate(state.configurations, id, hash, body, state.faults);
  } catch (e) {
    const config = id === undefined ? undefined : state.configurations.get(id);
    const refusedHash = e instanceof GatewayError && e.details[0]?.code === errors.invalidHash.code;
    if (refusedHash && state.pages.reading && config !== undefined && hash !== undefined)
      state.refusals.noteHash(res, diagnoseHash(config, state.configurations.values(), hash, body), body);
    throw e;
  }
}

/** Authenticates and parses a POST body. Authentication comes first: an unsigned request learns nothing. */
function signedJson(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
): { configurationId: string; doc: unknown } {
  const configurationId = authenticated(state, req, res, body);
  if (!isJsonContentType(header(req, 'content-type'))) {
    throw new GatewayError(errors.unsupportedMediaType, undefined, 'Content-Type');
  }
  return { configurationId, doc: parseJsonBody(body) };
}

/** A signed POST as its handler sees it: authenticated, its body parsed (signedJson). */
export interface SignedPost {
  readonly state: SimulatorState;
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly configurationId: string;
  readonly doc: unknown;
}

/**
 * A POST endpoint's handler: reads the whole body, authenticates and parses it, then runs
 * `handle` synchronously in the request's 'end' event; every failure is answered.
 */
export function signedPost(
  handle: (post: SignedPost) => void,
): (state: SimulatorState, req: IncomingMessage, res: ServerResponse) => void {
  return (state, req, res) =>
    collectBody(req, maxBodyBytes, (e, body) => {
      try {
        if (body === undefined) throw e;
        handle({ state, req, res, ...signedJson(state, req, res, body) });
      } catch (err) {
        sendError(res, err);
      }
    });
}

export const postTokenisation = signedPost(({ state, res, configurationId, doc }) => {
  const card = parseTokenisationRequest(doc, state.clock.now(), state.faults);
  const rec = state.store.tokenise(configurationId, card, state.faults);
  rec.viaTokenisation = true;
  sendJson(res, 200, renderTokenisation(rec));
});

export const postPaymentJob = signedPost(({ state, req, res, configurationId, doc }) => {
  const input = parsePaymentJobRequest(doc, state.clock.now(), state.faults, (t) => {
    const rec = state.store.findToken(configurationId, t);
    // tokenisation-token-not-payable: payments know only the tokens paid jobs issued.
    // Which tokens pay is an acceptance rule of the store's state, not an answer's shape: a branch.
    return rec?.viaTokenisation === true && state.faults.has('tokenisation-token-not-payable')
      ? undefined
      : rec;
  });
  const base = linkBase(req, state.publicUrl, state.listenUrl);
  const job = state.store.createJob(
    configurationId,
    input,
    returnUrlsFor(state, configurationId, input.returnUrls, base),
    defaultLocale,
    state.faults,
  );
  try {
    answerJob(state, req, res, 201, job, { publicUrl: base, domain: state.domain });
  } catch (e) {
    // A create answered 5xx must not leave a job behind (issue 13).
    state.store.forget(job);
    throw e;
  }
});

export function getPaymentJob(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  reference: string,
  query: URLSearchParams,
): void {
  // A GET has no body: the Hash covers the API key alone; the query is not covered (field notes).
  const configurationId = authenticated(state, req, res, emptyBody);
  const locale = query.get('locale') ?? undefined;
  if (locale !== undefined && !localePattern.test(locale)) {
    throw new GatewayError(errors.invalidLocale, undefined, 'locale');
  }
  const job = state.store.findJob(configurationId, reference);
  if (job === undefined) throw new GatewayError(errors.paymentJobNotFound, undefined, 'reference');
  answerJob(state, req, res, 200, job, {
    publicUrl: linkBase(req, state.publicUrl, state.listenUrl),
    domain: state.domain,
    ...(locale === undefined ? {} : { locale }),
  });
}
