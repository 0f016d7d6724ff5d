/**
 * The gateway API (spec "Endpoints A"): authenticate (Authentication A),
 * validate, call the store, render. A request refused at any stage never
 * reaches the store.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticate } from './authenticate.js';
import { GatewayError, errors } from './errors.js';
import { parsePaymentJobRequest } from './parsePaymentJobRequest.js';
import { parseTokenisationRequest } from './parseTokenisationRequest.js';
import { collectBody, isJsonContentType, maxBodyBytes, parseJsonBody } from './readBody.js';
import { renderPaymentJob, type RenderContext } from './renderPaymentJob.js';
import { renderPaymentJobText } from './renderPaymentJobText.js';
import { renderTokenisation } from './renderTokenisation.js';
import { sendError, sendJson, sendJsonText } from './respond.js';
import type { JobRecord } from './model.js';
import type { SimulatorState } from './simulatorState.js';
import { defaultLocale, returnUrlsFor } from './simulatorState.js';

const localePattern = /^[a-z]{2}_[A-Z]{2}$/;
const emptyBody = new Uint8Array(0);

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Sends a document; under latin1-response it is encoded and declared as ISO-8859-1 (GW-ENC-1). */
function answer(state: SimulatorState, res: ServerResponse, status: number, doc: unknown): void {
  if (!state.faults.has('latin1-response')) {
    sendJson(res, status, doc);
    return;
  }
  const bytes = Buffer.from(JSON.stringify(doc), 'latin1');
  res.writeHead(status, {
    'content-type': 'application/json; charset=iso-8859-1',
    'content-length': bytes.length,
  });
  res.end(bytes);
}

/** A payment job answer: without faults written as text directly (renderPaymentJobText.ts), else through the reference renderer. */
function answerJob(
  state: SimulatorState,
  res: ServerResponse,
  status: number,
  job: JobRecord,
  ctx: RenderContext,
): void {
  if (!state.faults.any()) sendJsonText(res, status, renderPaymentJobText(job, ctx));
  else answer(state, res, status, renderPaymentJob(job, ctx));
}

/** Under get-returns-stale-status: the job as it was created, as a cache filled at creation would hold it. */
function staleCopy(job: JobRecord): JobRecord {
  return { ...job, outcome: undefined, status: 'Pending', lastUpdate: job.createdAt };
}

/** Authenticates and parses a POST body. Authentication comes first: an unsigned request learns nothing. */
function signedJson(
  state: SimulatorState,
  req: IncomingMessage,
  body: Buffer,
): { configurationId: string; doc: unknown } {
  const configurationId = authenticate(
    state.configurations,
    header(req, 'configurationid'),
    header(req, 'hash'),
    body,
    state.faults,
  );
  if (!isJsonContentType(header(req, 'content-type'))) {
    throw new GatewayError(errors.unsupportedMediaType, undefined, 'Content-Type');
  }
  return { configurationId, doc: parseJsonBody(body) };
}

/** Runs a POST handler on the whole body, synchronously in the request's 'end' event; every failure is answered. */
export function withBody(req: IncomingMessage, res: ServerResponse, handle: (body: Buffer) => void): void {
  collectBody(req, maxBodyBytes, (e, body) => {
    try {
      if (body === undefined) throw e;
      handle(body);
    } catch (err) {
      sendError(res, err);
    }
  });
}

export function postTokenisation(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
): void {
  const { configurationId, doc } = signedJson(state, req, body);
  const card = parseTokenisationRequest(doc, state.clock.now(), state.faults);
  const rec = state.store.tokenise(configurationId, card, state.faults);
  // tokenisation-500: the token is stored, then answering fails.
  if (state.faults.has('tokenisation-500')) throw new GatewayError(errors.internal);
  answer(state, res, 200, renderTokenisation(rec, state.faults));
}

export function postPaymentJob(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  body: Buffer,
): void {
  const { configurationId, doc } = signedJson(state, req, body);
  const input = parsePaymentJobRequest(doc, state.clock.now(), state.faults, (t) =>
    state.store.findToken(configurationId, t),
  );
  const job = state.store.createJob(
    configurationId,
    input,
    returnUrlsFor(state, configurationId, input.returnUrls),
    defaultLocale,
    state.faults,
  );
  const status = state.faults.has('created-200') ? 200 : 201;
  try {
    answerJob(state, res, status, job, {
      publicUrl: state.publicUrl,
      domain: state.domain,
      faults: state.faults,
    });
  } catch (e) {
    // A create answered 5xx must not leave a job behind (issue 13).
    state.store.forget(job);
    throw e;
  }
}

export function getPaymentJob(
  state: SimulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  reference: string,
  query: URLSearchParams,
): void {
  // A GET has no body: the Hash covers the API key alone; the query is not covered (field notes).
  const configurationId = authenticate(
    state.configurations,
    header(req, 'configurationid'),
    header(req, 'hash'),
    emptyBody,
    state.faults,
  );
  const locale = query.get('locale') ?? undefined;
  if (locale !== undefined) {
    if (state.faults.has('locale-refused'))
      throw new GatewayError(errors.validation, 'query locale is not supported', 'locale');
    if (!localePattern.test(locale)) throw new GatewayError(errors.invalidLocale, undefined, 'locale');
  }
  const job = state.store.findJob(configurationId, reference);
  if (job === undefined) throw new GatewayError(errors.paymentJobNotFound, undefined, 'reference');
  answerJob(state, res, 200, state.faults.has('get-returns-stale-status') ? staleCopy(job) : job, {
    publicUrl: state.publicUrl,
    domain: state.domain,
    faults: state.faults,
    ...(locale === undefined ? {} : { locale }),
  });
}
