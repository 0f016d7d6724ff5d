/**
 * Faults that change a finished answer as a whole (status, encoding) or the
 * job record a retrieval is rendered from, each declared here with the
 * requirement it breaks and the hooks that make its change.
 */
import { errorEnvelope, errors } from '../errors.js';
import { hookedFault, type Answer } from '../variation.js';
import { pathOf } from './documentParts.js';

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

export const answerFaults = [
  hookedFault('created-200', 'GW-JOB-1', 'POST payment-jobs answers 200 instead of 201', {
    bytes: (a, ctx) => (ctx.endpoint === 'createPaymentJob' && a.status === 201 ? { ...a, status: 200 } : a),
  }),
  // The API's own answers (not the refusals) encoded and declared as ISO-8859-1.
  hookedFault(
    'latin1-response',
    'GW-ENC-1',
    'API answers are encoded and declared as ISO-8859-1 (charset=iso-8859-1), not UTF-8',
    {
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
  ),
  // The token is stored (the reference code ran), then answering fails.
  hookedFault(
    'tokenisation-500',
    'GW-TOK-1',
    'tokenisation stores the token but answers 500 with the error envelope',
    {
      bytes: (a, ctx) =>
        ctx.endpoint === 'tokeniseCard' && a.status === 200
          ? envelope(errors.internal.status, errors.internal.code, errors.internal.message)
          : a,
    },
  ),
  hookedFault('locale-refused', 'GW-GET-2', 'GET with a locale query is refused', {
    bytes: (a, ctx) =>
      ctx.endpoint === 'getPaymentJob' && ctx.method === 'GET' && /[?&]locale=/.test(ctx.url)
        ? envelope(
            errors.validation.status,
            errors.validation.code,
            'query locale is not supported',
            'locale',
          )
        : a,
  }),
  // A retrieval answers from a copy made at creation, as a cache filled then would.
  hookedFault(
    'get-returns-stale-status',
    'GW-GET-1',
    'GET answers from a copy made at creation: the job stays Pending after 3-D Secure',
    {
      job: (job, ctx) =>
        ctx.method === 'GET'
          ? { ...job, outcome: undefined, status: 'Pending', lastUpdate: job.createdAt }
          : job,
    },
  ),
];
