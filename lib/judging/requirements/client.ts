/**
 * Client requirements (issue 14): what an integrator's application sends to
 * the gateway (Part A) and the terminal (Part B), judged by the client judge
 * (lib/judging/client/) over the exchanges the recording proxy saw. Ids are stable:
 * never renumber, never reuse.
 *
 * A MUST quotes the spec sentence (or table cell) that makes it one. Where
 * the spec says "not shown" and only field observations speak, the rule
 * is an OBSERVATION: a deviation warns, never fails. A false alarm on a correct
 * application is worse than a miss, so each MUST asserts no more than its quote.
 * A rule of an optional feature (feature.ts: tokenisation, stored tokens,
 * category 6012, 3-D Secure, reversals, printing) says so with `ofFeature`:
 * an application that never used the feature has it OUT OF SCOPE.
 */
import { ofFeature, requirementsOf } from './requirement.js';

const GW = requirementsOf('client-gateway');

const TM = requirementsOf('client-terminal');

const auth = 'Authentication > A';
const epA = 'Endpoints > A. Gateway';
const jobReq = 'Resources and their fields > A. Payment job request';
const tokReq = 'Resources and their fields > A. Card tokenisation request';
const epB = 'Endpoints > B. Terminal';
const printer = 'Resources and their fields > B. Printer instruction';
const params = `${jobReq} > parameters`;

export const clientGatewayRequirements = [
  GW(
    'CL-GW-CONF-1',
    'MUST',
    `${auth}, rule 1`,
    'Every POST to the gateway API carries a non-empty ConfigurationId header.',
    "Each request carries the header `ConfigurationId`, the caller's configuration identifier.",
  ),
  GW(
    'CL-GW-HASH-1',
    'MUST',
    `${auth}, rule 2`,
    'Every POST to the gateway API carries a Hash header.',
    'Each request carries the header `Hash`.',
  ),
  GW(
    'CL-GW-HASH-2',
    'MUST',
    `${auth}, rules 2-3`,
    'The Hash is computed over the API key followed by the exact body bytes sent (SHA-512 per the field notes, compared case-insensitively), not over a re-serialised body.',
    'Concatenate the API key (<API_KEY>) with the message body string, character for character. … Every field, value and bracket of the body must be in the hashed string.',
  ),
  GW(
    'CL-GW-GET-1',
    'OBSERVATION',
    `${epA}, rule 4; field notes`,
    'A GET of a payment job carries ConfigurationId and a Hash of the API key alone (field notes: the query is not covered).',
    'Request headers required on GET: not shown.',
  ),
  GW('CL-GW-JSON-1', 'MUST', epA, 'The body of every POST to the gateway API is JSON.', 'Bodies are JSON.'),
  GW(
    'CL-GW-METHOD-1',
    'MUST',
    epA,
    'Each gateway endpoint is called with the method its table gives: POST to card-tokenisation and payment-jobs, GET (or HEAD) to a payment job.',
    'POST | /api/gateway/card-tokenisation … POST | /api/gateway/payment-jobs … GET | /api/gateway/payment-jobs/<payment_job_reference>',
  ),
  GW(
    'CL-GW-TYPE-1',
    'MUST',
    jobReq,
    'A payment job request has type "Payment".',
    'type | string | `Payment`',
  ),
  GW(
    'CL-GW-PM-1',
    'MUST',
    jobReq,
    'paymentMethodsToUse is an array of strings, and a card payment (parameters with cardNumber or token) that names payment methods names the card method as creditcard; a spelling the field notes say real gateways accept (Creditcard, CreditCard, Card) stands for it with the warning CL-GW-PM-2. Other values, and requests without card parameters, may name payment methods the spec does not show: not judged.',
    'paymentMethodsToUse | array of string | request form uses `creditcard`.',
    'kept for card payments: the one payment the spec describes is by card, and its request form uses creditcard; "Payment methods other than card: not shown", so no other value fails, and a request without card parameters is judged only by the type',
  ),
  GW(
    'CL-GW-PM-2',
    'OBSERVATION',
    `${jobReq}; field notes`,
    'paymentMethodsToUse uses the request form creditcard itself, not another spelling real gateways accept (Creditcard, CreditCard, Card: field notes).',
    'paymentMethodsToUse | array of string | request form uses `creditcard`. Responses show `Card`',
  ),
  GW(
    'CL-GW-AMT-1',
    'MUST',
    jobReq,
    'amountToCollect is a string: a decimal with two fraction digits (12.50, never 12.5 or the number 12.5).',
    'amountToCollect | string | decimal with two fraction digits',
  ),
  GW(
    'CL-GW-CUR-1',
    'MUST',
    jobReq,
    'currency is an ISO 4217 alphabetic code (three capital letters).',
    'currency | string | ISO 4217 alphabetic code',
  ),
  GW(
    'CL-GW-EXP-1',
    'MUST',
    `${tokReq}; ${jobReq} > parameters`,
    'cardExpiryMonth and cardExpiryYear, in a tokenisation request or payment parameters, are strings of two digits.',
    'cardExpiryYear | string | two digits … cardExpiryMonth | string | two digits',
  ),
  GW(
    'CL-GW-LOC-1',
    'MUST',
    jobReq,
    'locale, when sent, is a language and region code joined by an underscore (en_GB, never en-GB).',
    'locale | string | optional. Language and region code with underscore',
  ),
  GW(
    'CL-GW-OPT-1',
    'MUST',
    jobReq,
    'options, when sent, is an array holding only GenerateToken.',
    'options | array of string | optional. Allowed value: `GenerateToken`, which requests a token during the payment',
  ),
  ofFeature(
    'stored-token',
    GW(
      'CL-GW-TOK-1',
      'MUST',
      `${epA}, rule 2`,
      'A payment with a stored token carries token in parameters in place of cardNumber, never both.',
      'A payment request carries `token` in parameters in place of `cardNumber`.',
    ),
  ),
  ofFeature(
    'category-6012',
    GW(
      'CL-GW-FI-1',
      'MUST',
      params,
      'A payment with merchant category 6012 (a payment from a financial institution) carries recipientDetails in its parameters.',
      'Recipient details are required for payments from a financial institution. … mcc | string | merchant category code. Example use: 6012',
    ),
  ),
  ofFeature(
    'category-6012',
    GW(
      'CL-GW-RCP-1',
      'MUST',
      params,
      "recipientDetails, when sent, is a string holding a serialised JSON object (never the object itself) with the keys lastname, dateOfBirth (an ISO 8601 timestamp), postcode and primaryAccountNumber; other keys and the values' forms are paycert's reading (CL-GW-SCHEMA-1 warns).",
      'recipientDetails | string | a JSON object serialised into a string, with keys `lastname`, `dateOfBirth` (ISO 8601 timestamp), `postcode`, `primaryAccountNumber`',
      'the table names the four keys and the form of one value: an object "with keys" has each of them, and dateOfBirth is an ISO 8601 timestamp (schemas/gateway/recipient-details-table.json, which the simulator applies too); the words give the other values no type and do not say "only", so another key or form only warns',
    ),
  ),
  ofFeature(
    'tokenisation',
    GW(
      'CL-GW-NAME-1',
      'MUST',
      tokReq,
      "A tokenisation of a card enrolled for 3-D Secure 2.2 carries CardHolderName. The enrolment is known only from the gateway's answers (a refusal naming CardHolderName, or a payment job of the same card showing 3-D Secure version 2.2); paycert never guesses it.",
      'CardHolderName | string | name on card. Required when the card is enrolled for 3-D Secure 2.2',
    ),
  ),
  GW(
    'CL-GW-FIELD-1',
    'MUST',
    `${tokReq}; ${params}`,
    "Every other field of the gateway's request tables has the type its table gives: cardNumber, CardHolderName, cardCvc, token, mcc and order.orderNumber are strings, parameters and order objects.",
    'cardNumber | string | card number … CardHolderName | string | name on card … cardCvc | string | card verification code … parameters | object | see the parameters table … order | object | `orderNumber` (string, merchant-generated reference) … token | string | stored token … mcc | string | merchant category code',
  ),
  GW(
    'CL-GW-SCHEMA-1',
    'OBSERVATION',
    `${jobReq}; ${tokReq}`,
    "The body is valid against paycert's request schemas (schemas/gateway: required fields, closed parameters, month 01-12, locale as en_GB), beyond the table's words the MUST rules check.",
    'Mandatory and optional fields of the payment job request beyond those listed: not shown.',
  ),
  ofFeature(
    'stored-token',
    GW(
      'CL-GW-TOK-2',
      'OBSERVATION',
      `${epA}, rules 1-2`,
      'A stored token is used only after the proxy saw it issued (a tokenisation answer or a retrieved payment job); the proxy may have missed an earlier issuing.',
    ),
  ),
  ofFeature(
    '3-d-secure',
    GW(
      'CL-GW-RET-1',
      'OBSERVATION',
      `${epA}, rule 3`,
      "After the shopper's 3-D Secure step, the application retrieves the payment job before it trusts the outcome (a return URL alone proves nothing); so after a return the drills make (visited twice, or reached without a payment: docs/drills.md).",
      'The flow is: create the job server to server, read the action link in the response, redirect the shopper to it, then retrieve the job.',
    ),
  ),
  GW(
    'CL-GW-LOST-1',
    'OBSERVATION',
    `${jobReq}; ${epA}, rule 3`,
    'After a payment job request whose answer did not reach the application (a 5xx or a closed connection after the gateway created the job: drills), the application creates no second job for the same orderNumber without first retrieving a payment job; nor after a return visited twice.',
    'order | object | `orderNumber` (string, merchant-generated reference). Order lines are possible',
    'An observation: the spec says nothing of lost answers or of orderNumber being unique; the risk (a second job, a second charge) is the issue 22 field report, and a retrieve in between is accepted because paycert cannot see what the application learnt from it.',
  ),
  GW(
    'CL-GW-EP-1',
    'OBSERVATION',
    epA,
    'The application calls only the gateway paths the spec lists (card-tokenisation, payment-jobs, payment-jobs/<reference>); their methods are CL-GW-METHOD-1.',
    'Operations for recurring, MOTO, parent, refund or capture jobs: not shown.',
  ),
];

export const clientTerminalRequirements = [
  TM(
    'CL-TM-VER-1',
    'MUST',
    'Versioning, rule 1',
    "Every request to the terminal's API uses the /api/v2/ prefix.",
    'Every path is prefixed `/api/v2/`.',
  ),
  TM(
    'CL-TM-AUTH-1',
    'MUST',
    `${epB}; Authentication > B`,
    'Requests to authorized endpoints carry credentials the device accepts: a request the device refuses (401 or 403) fails, unless it went without credentials and the application repeats it, before its next 8 terminal requests, with credentials the device accepts (the challenge and response of HTTP, RFC 9110 section 11).',
    'Endpoints marked authorized are authorized endpoints.',
  ),
  TM(
    'CL-TM-AUTH-2',
    'OBSERVATION',
    'Authentication > B; field notes',
    'Credentials are sent as HTTP Basic, as real devices expect (a custom header is a possible alternative).',
    'The credential mechanism: not shown.',
  ),
  TM(
    'CL-TM-AUTH-3',
    'OBSERVATION',
    'Authentication > B; field notes',
    'Once the device has accepted its credentials, the application sends them with every request to an authorized endpoint, not only after a new refusal (field notes: HTTP stacks repeat a request after a 401 challenge and send the credentials from then on).',
    'The credential mechanism: not shown.',
  ),
  TM(
    'CL-TM-METHOD-1',
    'MUST',
    epB,
    'Each terminal endpoint is called with the method its table gives: GET (or HEAD) unless stated, POST to start a transaction and to print.',
    'GET unless stated. … POST | /api/v2/transactions/<type>.json … POST | /api/v2/print.json',
  ),
  TM(
    'CL-TM-JSON-1',
    'MUST',
    'What the service does > B',
    'The body of a POST to the terminal (start, print), when there is one, is JSON.',
    'It exposes a REST API (JSON over HTTP) on the network the device is connected to, including the loopback address.',
  ),
  TM(
    'CL-TM-TYPE-1',
    'MUST',
    epB,
    'A transaction is started only with one of the four types: sale, refund, reversal, reconciliation.',
    'starts a transaction and returns it. Types: sale, refund, reversal, reconciliation',
  ),
  TM(
    'CL-TM-AMT-1',
    'OBSERVATION',
    `${epB} > Notes; field notes`,
    'A sale or refund is started with amount, an integer in minor units (100 = 1.00).',
    'Request payload for starting a transaction: not shown.',
  ),
  TM(
    'CL-TM-START-1',
    'OBSERVATION',
    `${epB} > Notes`,
    "The start body is valid against paycert's start-request schema (schemas/terminal/start-request.json: an object with amount, id, tip_amount, amount_other, timeout_ms, reference_txn_id).",
    'Request payload for starting a transaction: not shown.',
  ),
  ofFeature(
    'printing',
    TM(
      'CL-TM-PRINT-1',
      'MUST',
      `${epB} > Notes`,
      'A print request body is an object with instructions, an array of printer instructions.',
      'POST print request body: object with `instructions`, an array of printer instructions, processed in order.',
    ),
  ),
  ofFeature(
    'printing',
    TM(
      'CL-TM-PRINT-2',
      'MUST',
      printer,
      'Every printer instruction is an object whose command is text, scroll or flush.',
      'Every instruction is an object with a `command` field. … Only text, scroll and flush exist.',
    ),
  ),
  ofFeature(
    'printing',
    TM(
      'CL-TM-PRINT-3',
      'MUST',
      `${printer}; Limits, rule 2`,
      'No text instruction has a negative y.',
      'Negative y is not allowed.',
    ),
  ),
  ofFeature(
    'printing',
    TM(
      'CL-TM-PRINT-5',
      'MUST',
      printer,
      "Every field of a printer instruction has the type the table gives: a text's text and family strings, its x, y, font_size, line_width and skew_x numbers, underline, strikethru and reverse booleans; a scroll's amount a number.",
      'text (string), x (number, horizontal distance from the left, in dots), y (number, vertical distance into the buffer, in dots), font_size (number), line_width (number, default 10), skew_x (number, default 0), underline (boolean, default false), strikethru (boolean, default false), reverse (boolean, default false), family (string, default Arial) … amount (number, dots)',
    ),
  ),
  ofFeature(
    'printing',
    TM(
      'CL-TM-PRINT-4',
      'OBSERVATION',
      printer,
      "Printer instructions hold what paycert's instruction rules need beyond the table's types: a text with text, x and y; a scroll with an amount that is not negative.",
    ),
  ),
  TM(
    'CL-TM-POLL-1',
    'OBSERVATION',
    'States and transitions > B; field notes',
    'An active transaction is polled no faster than about every 500 ms (paycert warns below 400 ms).',
    'Transitions: not shown.',
  ),
  TM(
    'CL-TM-BUSY-1',
    'OBSERVATION',
    'States and transitions > B; field notes',
    'No transaction is started while another is active or the device is not ready for another (the device refuses it: "Transaction in progress", busy).',
    'Transitions: not shown.',
  ),
  TM(
    'CL-TM-RESULT-1',
    'OBSERVATION',
    'States and transitions > B',
    "A transaction's result is read only once is_active is false: its receipts are fetched after, and every transaction started is followed until it ends.",
    '`is_active` is true while a transaction is in progress.',
  ),
  TM(
    'CL-TM-LOST-1',
    'OBSERVATION',
    'States and transitions > B; Resources and their fields > B. Transaction',
    'After a start whose answer did not reach the application (lost, or too late for it: drills), the application finds that transaction (GET current.json, latest.json or last.json, the transaction list, or the transaction by the id the terminal gave or the id it supplied) before it starts another.',
    'Use it together with the current or latest transaction document to derive the transaction status.',
    'An observation: the spec says nothing of lost answers; it names current, latest and a client-supplied id ("Client-supplied values are allowed"), so any of them counts as finding the transaction.',
  ),
  TM(
    'CL-TM-DUP-1',
    'OBSERVATION',
    'Resources and their fields > B. Transaction; field notes',
    'Never two approved sales for one order: a sale started while an earlier sale of the same amount had its answer lost and was not yet found is not approved beside that approved earlier sale.',
    'A technical reversal is system-generated, for example after a network fault',
    'An observation: the spec has no order on the terminal; the same amount, started before the lost sale was found, is what paycert can see of one order paid twice.',
  ),
  ofFeature(
    'reversals',
    TM(
      'CL-TM-REV-1',
      'OBSERVATION',
      'Resources and their fields > B. Transaction',
      'A reversal names the transaction it reverses (reference_txn_id in the start body).',
      'for reversals and voids, the id of the transaction reversed',
    ),
  ),
  TM(
    'CL-TM-EP-1',
    'OBSERVATION',
    epB,
    'The application calls only the terminal paths the spec lists under /api/v2/; their methods are CL-TM-METHOD-1.',
  ),
];

export const clientRequirements = [...clientGatewayRequirements, ...clientTerminalRequirements];
