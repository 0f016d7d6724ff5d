/**
 * The words of the gateway's operations (spec: Endpoints > A. Gateway; Errors,
 * rules 1-3; Authentication > A), keyed by the route table's ids
 * (lib/judging/interfaces/gatewayEndpoints.ts), which gives the paths,
 * methods, security and bodies.
 */
import { gatewayEndpoints, type GatewayEndpointId } from '../../lib/judging/interfaces/gatewayEndpoints.js';
import type { ResponseSpec } from './operation.js';
import { pathsFromTable, type ProseTable } from './pathsFromTable.js';
import type { JsonObject } from './schemaComponents.js';

const signed = [{ ConfigurationId: [], Hash: [] }] as const;

/** "Other response codes of the gateway: not shown. Error body shape: not shown." No body is described. */
const notShown: ResponseSpec = {
  description:
    'Any other answer. "Other response codes of the gateway: not shown" and "Error body shape: not shown" (Errors, rules 2-3), so no body is described here. The field notes report 400, 401, 403, 404 and 406 with an envelope `{data, errorReport: {errors: [{code, message, parameters, translatedMessage}], warnings, isFatalError}, links}`.',
};

const prose: ProseTable<GatewayEndpointId> = {
  tokeniseCard: {
    summary: 'Convert card details into a token',
    description:
      'The token is a generated numeric string that stands in for the card in later payments (What the service does > A, item 1). "Which tokenisation request fields are required: not shown."',
    requestBody: 'The card details; hashed byte for byte into the `Hash` header.',
    responses: {
      '2XX': { description: 'A 200-class response with the token.' },
      default: notShown,
    },
    requirements: ['GW-TOK-1', 'GW-TOK-2', 'GW-TOK-3', 'GW-TOK-4', 'GW-TOK-5', 'GW-TOK-6', 'GW-TOK-7'],
  },
  createPaymentJob: {
    summary: 'Create a payment job',
    description:
      'Created server to server; the response holds the action link to which the merchant redirects the shopper (usually a 3-D Secure page), after which the job is retrieved (Endpoints > A, rule 3). "Mandatory and optional fields of the payment job request beyond those listed: not shown."',
    requestBody: 'The payment job; hashed byte for byte into the `Hash` header.',
    responses: {
      '201': {
        description: 'A payment job created successfully (Errors, rule 1): status Pending, one Start step.',
      },
      default: notShown,
    },
    requirements: [
      'GW-JOB-1',
      'GW-JOB-2',
      'GW-JOB-4',
      'GW-JOB-5',
      'GW-JOB-7',
      'GW-JOB-13',
      'GW-JOB-16',
      'GW-JOB-17',
      'GW-JOB-20',
      'GW-JOB-21',
      'GW-3DS-1',
      'GW-3DS-2',
      'GW-TKN-3',
      'GW-FI-1',
    ],
  },
  getPaymentJob: {
    summary: 'Retrieve a payment job with its current status',
    description:
      'After 3-D Secure it contains the token when one was requested (Endpoints > A, rule 1). "Request headers required on GET: not shown" (rule 4), while Authentication > A says each request carries `ConfigurationId` and `Hash`: both are described, and a request without them is not ruled out. The answer to an unknown reference is not shown.',
    parameters: [
      {
        name: 'reference',
        in: 'path',
        required: true,
        description: 'The payment job reference (`data.reference`).',
        schema: { $ref: '#/components/schemas/CommonGatewayFormatsReference' },
      },
      {
        name: 'locale',
        in: 'query',
        required: false,
        description: 'Optional (Endpoints > A. Gateway).',
        schema: { $ref: '#/components/schemas/CommonGatewayFormatsLocale' },
      },
    ],
    responses: {
      '2XX': {
        description:
          'The payment job response with its current status. The success status code is not stated beyond this.',
      },
      default: notShown,
    },
    requirements: [
      'GW-GET-1',
      'GW-GET-2',
      'GW-GET-3',
      'GW-GET-4',
      'GW-3DS-3',
      'GW-3DS-4',
      'GW-3DS-5',
      'GW-3DS-6',
      'GW-TKN-1',
      'GW-TKN-2',
    ],
  },
};

export function gatewayPaths(): JsonObject {
  return pathsFromTable(gatewayEndpoints, prose, { yes: signed, no: [], 'not shown': [...signed, {}] });
}
