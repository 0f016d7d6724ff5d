/**
 * Field personality: refusals and "not shown" errors answered otherwise than
 * the reference (field notes "Transport and credentials", "Busy and unknown").
 */
import * as E from '../../errors.js';
import { startTypes } from '../../../../lib/judging/interfaces/terminalEndpoints.js';
import { isJsonObject, type Answer, type Exchange, type Variation } from '../../variation.js';

/**
 * Errors rule 4 ("On the terminal, bodies carry a `success` boolean") is read
 * as a rule of the API's own answers; a refusal by the credential layer in
 * front of it is the mechanism the spec does not show (issue 12, item 2). If
 * rule 4 is read to cover the credential refusal too, drop this entry rather
 * than loosen TM-ERR-1.
 */
export const credentialsRefused403: Variation = {
  name: 'credentials-refused-403-text',
  allowedBy: 'Some endpoints are marked authorized. The credential mechanism: not shown.',
  change: 'a refused credential is answered 403 with a text/plain body (no WWW-Authenticate)',
  after: (a) => {
    if (a.status !== 401) return a;
    const headers: Record<string, string> = { ...a.headers, 'content-type': 'text/plain; charset=utf-8' };
    delete headers['www-authenticate'];
    return { status: 403, headers, body: 'Forbidden\n' };
  },
};

export const currentIdle400: Variation = {
  name: 'current-idle-400',
  allowedBy:
    'GET current transaction with no transaction in progress returns an error result and an error status code. The status code value: not shown.',
  change: 'current.json with nothing in progress: 400 and {"success": false, "error": ..., "message": ...}',
  after: (a, x) =>
    x.endpoint?.id === 'getCurrentTransaction' && a.status === 404
      ? {
          ...a,
          status: 400,
          body: {
            success: false,
            error: 'no_current_transaction',
            message: 'There is no current transaction',
          },
        }
      : a,
};

export const unknownIdDescription: Variation = {
  name: 'unknown-id-other-body',
  allowedBy: '4. On the terminal, bodies carry a `success` boolean. (No other rule covers an unknown id.)',
  change: 'an unknown transaction id: 404 with another description and an error code',
  after: (a: Answer, x) => {
    if (x.endpoint?.id !== 'getTransaction' || a.status !== 404) return a;
    if (!isJsonObject(a.body)) return a;
    return {
      ...a,
      body: {
        success: false,
        error_code: 'TXN_NOT_FOUND',
        description: 'Transaction not found on this device',
      },
    };
  },
};

/** A path the API does not have: no endpoint (the reference's "no such endpoint"), or a start of an unlisted type. */
function notAnEndpoint(a: Answer, x: Exchange): boolean {
  if (a.status !== 404) return false;
  const route = x.endpoint;
  if (route?.id === 'startTransaction')
    return !(startTypes as readonly string[]).includes(route.params.type ?? '');
  return isJsonObject(a.body) && a.body.description === E.NOT_FOUND.description && route?.id !== 'getPing';
}

export const unknownPathHtml404: Variation = {
  name: 'unknown-path-html-404',
  allowedBy: '3. Error body shape: not shown.',
  change:
    "a path the API does not have (no endpoint, or a start of a type that is not sale, refund, reversal or reconciliation) is answered by the device's web server: 404 with an HTML page",
  after: (a, x) =>
    notAnEndpoint(a, x)
      ? {
          status: 404,
          headers: { ...a.headers, 'content-type': 'text/html; charset=utf-8' },
          body: '<!DOCTYPE html>\n<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1></body></html>\n',
        }
      : a,
};
