/**
 * The pieces the terminal's operation words (terminalPaths.ts) are built from: its
 * security requirements, its refusals, the start and receipt operations
 * (spec: Endpoints > B. Terminal; Errors, rules 4-7; Authentication > B).
 */
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import type { ResponseSpec } from './operation.js';
import type { Prose } from './pathsFromTable.js';
import type { JsonObject } from './schemaComponents.js';

export const basic = [{ basicAuth: [] }] as const;
/** "Authorized: not shown for this endpoint": credentials may be sent, none is promised to be needed. */
export const notShown = [{ basicAuth: [] }, {}] as const;

export const otherError: ResponseSpec = {
  description:
    'A refusal whose status code the spec does not show (it shows only the 400 cases of Errors, rule 5). The body carries `success` (Errors, rule 4: "On the terminal, bodies carry a `success` boolean").',
  body: 'TerminalError',
};

/** The refusals of an authorized endpoint: of its credentials, and any other. */
export const refused: Record<string, ResponseSpec> = {
  '401': {
    description:
      'Credentials missing or refused. The spec marks the endpoint authorized but does not show the mechanism or the refusal; the field notes report 403 seen and 401 equally plausible.',
    body: 'TerminalError',
  },
  '403': {
    description: 'Credentials refused (field notes: the status seen on real devices).',
    body: 'TerminalError',
  },
  default: otherError,
};

export const idParameter: JsonObject = {
  name: 'id',
  in: 'path',
  required: true,
  description:
    'The transaction id: "Normally a UUID. Client-supplied values are allowed" (B. Transaction: id).',
  schema: { $ref: '#/components/schemas/CommonFormatsTransactionId' },
};

export const transactionAnswer = (what: string): ResponseSpec => ({
  description: `${what}: \`success\` and \`transaction\` (Endpoints > B. Terminal > Notes).`,
});

export function startOperation(type: string, requirements: readonly RequirementId[]): Prose {
  return {
    operationId: `start${type.charAt(0).toUpperCase()}${type.slice(1)}`,
    summary: `Start a ${type} transaction`,
    description:
      `POST /api/v2/transactions/${type}.json starts a transaction of type \`${type}\` and returns it. ` +
      '"Request payload for starting a transaction: not shown": the body described here is paycert\'s choice from the field notes (`{"amount": <integer minor units>}`, optionally `id`), not the spec\'s. ' +
      'A start while another transaction is in progress is refused with `success: false` (field notes); its status code is not shown.',
    requestBody: 'Not shown by the spec; what public clients send (field notes).',
    responses: { '200': transactionAnswer('The started transaction'), ...refused },
    requirements: ['TM-START-1', 'TM-START-2', 'TM-START-3', 'TM-START-7', 'TM-START-8', ...requirements],
  };
}

export function receiptOperation(
  kind: string,
  text: string,
  badRequest: string | undefined,
  requirements: readonly RequirementId[],
): Prose {
  return {
    summary: `The ${kind} receipt of a transaction`,
    description: `${text} Whether the endpoint is authorized: not shown for this endpoint.`,
    parameters: [idParameter],
    responses: {
      '200': {
        description:
          '`success` and `receipt`, printer instructions that can be sent unchanged to the print endpoint.',
      },
      ...(badRequest === undefined
        ? {}
        : { '400': { description: `Bad Request (Errors, rule 5): ${badRequest}.`, body: 'TerminalError' } }),
      default: otherError,
    },
    requirements: ['TM-RCPT-5', 'TM-RCPT-6', 'TM-AUTH-4', ...requirements],
  };
}
