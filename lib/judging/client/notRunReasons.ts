/**
 * Why a client requirement in scope was not judged: which exchange would have
 * exercised it. The report says "the application never sent …" with it, and
 * a MUST among them makes the run INCOMPLETE.
 */
import type { RequirementId } from '../requirements/catalogue.js';

const postGateway = 'a POST to the gateway API';
const createJob = 'a payment job request (POST /api/gateway/payment-jobs) with a JSON object body';
const start = 'a start (POST /api/v2/transactions/<type>.json)';
const print = 'a print request (POST /api/v2/print.json) with a JSON body';

const what: Readonly<Partial<Record<RequirementId, string>>> = {
  'CL-GW-CONF-1': postGateway,
  'CL-GW-HASH-1': postGateway,
  'CL-GW-HASH-2': 'a POST to the gateway API with a Hash header',
  'CL-GW-GET-1': 'a GET of a payment job',
  'CL-GW-JSON-1': 'a tokenisation or payment job request',
  'CL-GW-METHOD-1': 'a request to a path of the gateway API',
  'CL-GW-TYPE-1': createJob,
  'CL-GW-PM-1': createJob,
  'CL-GW-PM-2': createJob,
  'CL-GW-AMT-1': createJob,
  'CL-GW-CUR-1': createJob,
  'CL-GW-LOC-1': createJob,
  'CL-GW-OPT-1': createJob,
  'CL-GW-FI-1': createJob,
  'CL-GW-RCP-1': createJob,
  'CL-GW-EXP-1': 'a tokenisation request or payment job request with a JSON object body',
  'CL-GW-FIELD-1': 'a tokenisation request or payment job request with a JSON object body',
  'CL-GW-TOK-1': createJob,
  'CL-GW-SCHEMA-1': 'a tokenisation or payment job request with a JSON body',
  'CL-GW-TOK-2': 'a payment with a stored token',
  'CL-GW-RET-1': 'a shopper through the 3-D Secure page (through the proxy)',
  'CL-GW-EP-1': 'a request to the gateway API',
  'CL-TM-VER-1': 'a request to the terminal',
  'CL-TM-EP-1': 'a request to the terminal under /api/v2/',
  'CL-TM-AUTH-1': 'an answered request to an authorized endpoint',
  'CL-TM-AUTH-2': 'a request to an endpoint other than ping',
  'CL-TM-AUTH-3':
    'an answered request to an authorized endpoint after the device had accepted its credentials',
  'CL-TM-METHOD-1': 'a request to a path of the terminal API',
  'CL-TM-JSON-1': 'a POST with a body to the terminal',
  'CL-TM-TYPE-1': start,
  'CL-TM-AMT-1': 'a sale or refund start',
  'CL-TM-START-1': 'a start with a JSON body',
  'CL-TM-PRINT-1': print,
  'CL-TM-PRINT-2': print,
  'CL-TM-PRINT-3': print,
  'CL-TM-PRINT-4': print,
  'CL-TM-PRINT-5': print,
  'CL-TM-POLL-1': 'two polls of an active transaction',
  'CL-TM-BUSY-1': start,
  'CL-TM-RESULT-1': 'a start or a receipt request for a transaction it saw',
  'CL-TM-REV-1': 'a reversal start',
  'CL-TM-LOST-1': 'a start after one whose answer was lost (a drill: docs/drills.md)',
  'CL-TM-DUP-1':
    'a second approved sale of the amount of a lost, approved sale (a drill: docs/drills.md), or the lost sale was never read',
  'CL-GW-LOST-1':
    'a payment job request after a lost job answer or a return visited twice (a drill: docs/drills.md)',
};

export function notRunReason(id: RequirementId, gatewayKeys: number): string {
  if (id === 'CL-GW-HASH-2' && gatewayKeys === 0)
    return 'no API key was given to judge Hashes (set GATEWAY_API_KEY for the proxy)';
  if (id === 'CL-GW-NAME-1')
    return "no tokenisation whose card's 3-D Secure 2.2 enrolment paycert could know: one with CardHolderName, one the gateway refused naming CardHolderName, or one of a card that a payment job then showed with its 3-D Secure version; paycert does not guess a card's enrolment";
  return `the application never sent ${what[id] ?? 'an exchange this rule applies to'}`;
}
