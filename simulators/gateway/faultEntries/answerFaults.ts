/**
 * Faults that change a finished answer as a whole (status, encoding, the
 * redirect) or the job record a retrieval is rendered from. Keyed by fault
 * name (faults.ts lists each with the requirement it breaks).
 */
import { errorEnvelope, errors } from '../errors.js';
import type { GatewayFaultName } from '../faults.js';
import type { Answer, VariationHooks } from '../variation.js';
import { withoutReturnQuery } from './jobDocumentFaults.js';

const jobsPath = '/api/gateway/payment-jobs';
const tokenisationPath = '/api/gateway/card-tokenisation';
const threeDsPost = /^\/gateway\/3ds\/\d+$/;

function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

function envelope(status: number, code: string, message: string, field?: string): Answer {
  const body = Buffer.from(
    JSON.stringify(errorEnvelope([{ code, message, parameters: field === undefined ? [] : [field] }])),
    'utf8',
  );
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length },
    body,
  };
}

/** Changes the Location of the 3-D Secure form's redirect. */
function onRedirect(change: (location: string) => string): VariationHooks {
  return {
    bytes: (a, ctx) => {
      const location = a.headers.location;
      if (ctx.method !== 'POST' || !threeDsPost.test(pathOf(ctx.url)) || typeof location !== 'string')
        return a;
      return { ...a, headers: { ...a.headers, location: change(location) } };
    },
  };
}

export const answerFaults: Partial<Record<GatewayFaultName, VariationHooks>> = {
  'created-200': {
    bytes: (a, ctx) =>
      ctx.method === 'POST' && pathOf(ctx.url) === jobsPath && a.status === 201 ? { ...a, status: 200 } : a,
  },
  // The API's own answers (not the refusals) encoded and declared as ISO-8859-1.
  'latin1-response': {
    bytes: (a, ctx) => {
      if (!pathOf(ctx.url).startsWith('/api/') || a.status >= 400) return a;
      const body = Buffer.from(a.body.toString('utf8'), 'latin1');
      return {
        ...a,
        headers: {
          ...a.headers,
          'content-type': 'application/json; charset=iso-8859-1',
          'content-length': body.length,
        },
        body,
      };
    },
  },
  // The token is stored (the reference code ran), then answering fails.
  'tokenisation-500': {
    bytes: (a, ctx) =>
      ctx.method === 'POST' && pathOf(ctx.url) === tokenisationPath && a.status === 200
        ? envelope(errors.internal.status, errors.internal.code, errors.internal.message)
        : a,
  },
  'locale-refused': {
    bytes: (a, ctx) =>
      ctx.method === 'GET' && pathOf(ctx.url).startsWith(`${jobsPath}/`) && /[?&]locale=/.test(ctx.url)
        ? envelope(
            errors.validation.status,
            errors.validation.code,
            'query locale is not supported',
            'locale',
          )
        : a,
  },
  // A retrieval answers from a copy made at creation, as a cache filled then would.
  'get-returns-stale-status': {
    job: (job, ctx) =>
      ctx.method === 'GET'
        ? { ...job, outcome: undefined, status: 'Pending', lastUpdate: job.createdAt }
        : job,
  },
  // As in the job document: the cancelled redirect keeps its query (GW-JOB-14 is another rule).
  'return-url-missing-query': onRedirect((l) => (/[?&]status=cancelled/.test(l) ? l : withoutReturnQuery(l))),
  'cancelled-without-status': onRedirect((l) => l.replace(/[?&]status=cancelled/, '')),
};
