/**
 * The words of the terminal's operations (spec: Endpoints > B. Terminal;
 * Errors, rules 4-7; Authentication > B), keyed by the route table's ids
 * (lib/judging/interfaces/terminalEndpoints.ts), which gives the paths,
 * methods, security and bodies.
 */
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import {
  terminalEndpoints,
  type StartType,
  type TerminalEndpointId,
} from '../../lib/judging/interfaces/terminalEndpoints.js';
import { pathsFromTable, type ProseTable } from './pathsFromTable.js';
import type { JsonObject } from './schemaComponents.js';
import {
  basic,
  idParameter,
  notShown,
  otherError,
  receiptOperation,
  refused,
  startOperation,
  transactionAnswer,
} from './terminalOperations.js';

/** The requirements of one start type beyond those of every start. */
const startRequirements: Readonly<Record<StartType, readonly RequirementId[]>> = {
  sale: [],
  refund: [],
  reversal: ['TM-LIFE-4'],
  reconciliation: ['TM-LIFE-5'],
};

const prose: ProseTable<TerminalEndpointId> = {
  getPing: {
    summary: 'Health check',
    description: 'A static response for health checks. Not an authorized endpoint.',
    responses: { '200': { description: '`success` and `ping` booleans.' } },
    requirements: ['TM-PING-1', 'TM-VER-1', 'TM-ERR-1'],
  },
  getDevice: {
    summary: 'Device information',
    description: 'Manufacturer, family and serial number (B. Device).',
    responses: { '200': { description: '`success` and `device`.' }, ...refused },
    requirements: ['TM-DEV-1', 'TM-AUTH-1', 'TM-AUTH-2', 'TM-AUTH-3'],
  },
  getSettings: {
    summary: 'Settings',
    description:
      'The host modules, receipt lines and web server settings (B. Settings). Other settings keys: not shown.',
    responses: {
      '200': { description: '`success` and `settings`.' },
      ...refused,
    },
    requirements: ['TM-SET-1', 'TM-SET-2', 'TM-SET-3', 'TM-SET-4', 'TM-SET-5', 'TM-SET-6', 'TM-VER-2'],
  },
  listTransactions: {
    summary: 'The transaction database',
    description:
      'A list of transaction summaries. "Wrapper object of the transaction list response: not shown": the field notes give `{"success": true, "transactions": [...]}` as likely and a bare array as possible, so both are described.',
    responses: {
      '200': { description: 'The transaction summaries.' },
      ...refused,
    },
    requirements: ['TM-LIST-1', 'TM-LIST-2', 'TM-LIST-3', 'TM-LIST-4'],
  },
  getLatestTransaction: {
    summary: 'The most recent transaction',
    description: 'Same answer as last.json.',
    responses: { '200': transactionAnswer('The most recent transaction'), ...refused },
    requirements: ['TM-GET-2', 'TM-TXN-1'],
  },
  getLastTransaction: {
    summary: 'The most recent transaction',
    description: 'Same answer as latest.json.',
    responses: { '200': transactionAnswer('The most recent transaction'), ...refused },
    requirements: ['TM-GET-2', 'TM-TXN-1'],
  },
  getCurrentTransaction: {
    summary: 'The transaction in progress',
    description:
      'When none is in progress, "an error result and an error status code are returned"; "The status code value: not shown" (Errors, rule 7). The field notes report a non-success body or 404.',
    responses: {
      '200': transactionAnswer('The transaction in progress'),
      ...refused,
      default: {
        ...otherError,
        description: `No transaction in progress ("an error result and an error status code"), or another refusal. ${otherError.description}`,
      },
    },
    requirements: ['TM-GET-3', 'TM-GET-4', 'TM-GET-5', 'TM-LIFE-1'],
  },
  getTransaction: {
    summary: 'One transaction',
    description:
      'The transaction for the id. The answer to an unknown id is not shown; the field notes report `success: false` ("No transaction found").',
    parameters: [idParameter],
    responses: { '200': transactionAnswer('The transaction'), ...refused },
    requirements: ['TM-GET-1', 'TM-GET-6', 'TM-TXN-1', 'TM-LIFE-1'],
  },
  startTransaction: (type) => startOperation(type, startRequirements[type as StartType]),
  getScreen: {
    summary: 'The current screen',
    description:
      '`scene.path` `app.views.layouts.idle` means the transaction has ended and the device is ready for another (States > B).',
    responses: { '200': { description: '`success` and `scene`.' }, ...refused },
    requirements: ['TM-SCR-1', 'TM-SCR-2', 'TM-SCR-3'],
  },
  print: {
    summary: 'Print instructions on the built-in printer',
    description:
      'The instructions are processed in order. Whether the endpoint is authorized: not shown for this endpoint. Other print errors, for example out of paper, may occur; their status codes: not shown (Errors, rule 6).',
    requestBody: '`instructions`, an array of printer instructions.',
    responses: {
      '200': { description: '`success` (boolean).' },
      '400': {
        description: 'Bad Request: a device without a printer "may" return it (Errors, rule 5).',
        body: 'TerminalError',
      },
      default: otherError,
    },
    requirements: ['TM-PRN-1', 'TM-PRN-2', 'TM-PRN-3', 'TM-PRN-4', 'TM-AUTH-4', 'PR-1', 'PR-2', 'PR-3'],
  },
  getMerchantReceipt: receiptOperation(
    'merchant',
    'Always available for any transaction; for a reconciliation the only receipt.',
    undefined,
    ['TM-RCPT-1'],
  ),
  getCardholderReceipt: receiptOperation(
    'cardholder',
    'Not available for a reconciliation transaction.',
    'the cardholder receipt of a reconciliation transaction',
    ['TM-RCPT-2', 'TM-RCPT-8'],
  ),
  getReconciliationReceipt: receiptOperation(
    'reconciliation',
    'Identical to the merchant receipt when the transaction is a reconciliation; fails otherwise.',
    'the reconciliation receipt of a transaction that is not a reconciliation',
    ['TM-RCPT-3', 'TM-RCPT-4'],
  ),
};

export function terminalPaths(): JsonObject {
  return pathsFromTable(terminalEndpoints, prose, { yes: basic, no: [], 'not shown': notShown });
}
