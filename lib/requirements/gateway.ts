/**
 * Gateway (Part A) requirements. Ids are stable: never renumber, never reuse.
 * A MUST quotes the spec sentence (or table cell) that makes it one, verbatim
 * but for the markdown's backticks; where the spec says "not shown" or only
 * "seen", the requirement is an OBSERVATION and a deviation warns.
 */
import { requirementOf, type Requirement } from './requirement.js';

const R = <const I extends string>(
  id: I,
  level: Requirement['level'],
  section: string,
  text: string,
  quote?: string,
): Requirement<I> => requirementOf('gateway', id, level, section, text, quote);

const res = 'Resources and their fields';
const ep = 'Endpoints > A. Gateway';
const tok = `${res} > A. Card tokenisation response`;
const job = `${res} > A. Payment job response`;
const states = 'States and transitions > A';
const attrs = `${job} > payment attributes`;

export const gatewayRequirements = [
  // Transport and encoding
  R(
    'GW-ENC-1',
    'MUST',
    'Endpoints > A; What the service does > A, item 5',
    'Answers are JSON (any declared charset is UTF-8); a UTF-8 body with accented text is accepted.',
    'Bodies are JSON.',
  ),
  R(
    'GW-VER-1',
    'MUST',
    'Versioning, rule 2',
    'Gateway paths carry no version segment (/api/gateway/...).',
    'Gateway paths carry no version segment.',
  ),
  // Authentication headers
  R(
    'GW-AUTH-1',
    'MUST',
    'Authentication > A, rule 1',
    'A request without the ConfigurationId header is refused.',
    "Each request carries the header ConfigurationId, the caller's configuration identifier.",
  ),
  R(
    'GW-AUTH-2',
    'MUST',
    'Authentication > A, rules 1 and 3',
    "A request with a ConfigurationId that is not the caller's is refused (its Hash cannot match that configuration's key).",
    "Each request carries the header ConfigurationId, the caller's configuration identifier.",
  ),
  R(
    'GW-AUTH-3',
    'OBSERVATION',
    'Errors, rules 2-3',
    'The status code and body of an authentication refusal are not shown; 401 or 403 with the error envelope or a problem+json body is expected (field notes).',
    'Other response codes of the gateway: not shown.',
  ),
  // Tokenisation
  R(
    'GW-TOK-1',
    'MUST',
    ep,
    'POST /api/gateway/card-tokenisation with valid card details answers a 200-class status.',
    '200-class response with the tokenisation response',
  ),
  R(
    'GW-TOK-2',
    'MUST',
    tok,
    'The response body has a top-level data object with the fields of the tokenisation response table.',
    'The body has a top-level object data.',
  ),
  R(
    'GW-TOK-3',
    'MUST',
    `${tok}: data.token; What the service does > A, item 1`,
    'data.token is a numeric string.',
    'The token is a generated numeric string that stands in for the card in later payments.',
  ),
  R(
    'GW-TOK-4',
    'MUST',
    `${tok}: data.truncatedCardNumber`,
    'data.truncatedCardNumber is the first six digits, asterisks, and the last four digits of the card sent.',
    'first six digits, asterisks, last four digits',
  ),
  R(
    'GW-TOK-5',
    'MUST',
    `${tok}: data.cardExpiryMonth, data.cardExpiryYear`,
    "data.cardExpiryMonth and data.cardExpiryYear are two digits each: the card's expiry as sent.",
    'data.cardExpiryMonth | string | two digits',
  ),
  R(
    'GW-TOK-6',
    'MUST',
    `${res} > A. Card tokenisation request: CardHolderName`,
    'CardHolderName is required when the card is enrolled for 3-D Secure 2.2: a request without it is refused.',
    'name on card. Required when the card is enrolled for 3-D Secure 2.2',
  ),
  R(
    'GW-TOK-7',
    'OBSERVATION',
    `${res} > A. Card tokenisation request`,
    'Which tokenisation fields are required is not shown; refusals of incomplete requests are recorded.',
    'Which tokenisation request fields are required: not shown.',
  ),
  // Payment job creation
  R(
    'GW-JOB-1',
    'MUST',
    `${ep}; Errors, rule 1`,
    'POST /api/gateway/payment-jobs with an accepted request answers 201.',
    'A payment job created successfully returns HTTP 201.',
  ),
  R(
    'GW-JOB-2',
    'MUST',
    job,
    'The payment job response has data and links objects with the fields of the payment job response tables.',
    'The body has two top-level objects, data and links.',
  ),
  R('GW-JOB-3', 'MUST', `${job}: data.type`, 'data.type is Payment.', 'type | string | Payment'),
  R(
    'GW-JOB-4',
    'MUST',
    `${res} > A. Payment job request: paymentMethodsToUse`,
    'A request using creditcard is accepted and the response shows Card in paymentMethodsToUse.',
    'request form uses creditcard. Responses show Card',
  ),
  R(
    'GW-JOB-5',
    'MUST',
    `${res} > A. Payment job request: amountToCollect, currency; ${job}`,
    'amountToCollect is the amount sent, as a decimal with two fraction digits, and currency the ISO 4217 code sent.',
    'amountToCollect | string | decimal with two fraction digits',
  ),
  R(
    'GW-JOB-6',
    'MUST',
    `${job}: data.createDateTimeUtc`,
    'createDateTimeUtc is an ISO 8601 UTC timestamp with fractional seconds (Z or a zero offset, dot or comma, basic or extended form).',
    'ISO 8601 UTC, fractional seconds',
  ),
  R(
    'GW-JOB-7',
    'MUST',
    `${job}: data.configurationId`,
    "data.configurationId is the caller's configuration identifier.",
    "configurationId | string | the caller's configuration identifier",
  ),
  R(
    'GW-JOB-8',
    'MUST',
    `${job}: data.order`,
    'data.order carries the orderNumber sent, a createDateTimeUtc and an orderLines array.',
    'order | object | orderNumber, createDateTimeUtc, orderLines (array)',
  ),
  R(
    'GW-JOB-9',
    'MUST',
    `${job}: data.timeZone`,
    'timeZone is an IANA zone name, not an offset.',
    'timeZone | string | IANA zone name',
  ),
  R(
    'GW-JOB-10',
    'MUST',
    `${job}: flags`,
    'data.flags is an object whose values are booleans.',
    'flags | object of boolean',
  ),
  R(
    'GW-JOB-11',
    'MUST',
    `${job}: attributes`,
    'data.attributes is an object (keys there are accepted).',
    'attributes | object | empty at job level in the cases described',
  ),
  R(
    'GW-JOB-12',
    'MUST',
    'Limits, rule 3',
    'The job carries expirationDateTimeUtc and dueDateTimeUtc; the intervals are not a fixed contract.',
    'The payment job carries expirationDateTimeUtc and dueDateTimeUtc.',
  ),
  R(
    'GW-JOB-13',
    'MUST',
    `${attrs}: returnUrlSuccess, returnUrlFailed`,
    'Return URLs carry the payment job reference, the payment reference and the order number in their query.',
    'Its query carries the payment job reference, payment reference and order number',
  ),
  R(
    'GW-JOB-14',
    'MUST',
    `${attrs}: returnUrlCancelled`,
    'The cancelled return URL carries the same query plus a status parameter.',
    'same query shape plus a status parameter for cancellation',
  ),
  R(
    'GW-JOB-15',
    'MUST',
    `${attrs}: serviceAcquiringDetails`,
    'serviceAcquiringDetails is a serialised JSON object holding (under any key names) the 3-D Secure version and the reason for it.',
    'Initially it holds the 3-D Secure version and the reason for that version.',
  ),
  R(
    'GW-JOB-16',
    'MUST',
    `${job} > links: data`,
    'links.data has type application/json and a URL that retrieves the payment job.',
    'The URL is the retrieval address of the payment job, optionally with a locale query parameter',
  ),
  R(
    'GW-JOB-17',
    'MUST',
    `${job} > links: action`,
    'links.action has type text/html and, while the shopper still has to be directed, a URL.',
    'This is where the shopper is directed, usually a 3-D Secure page',
  ),
  R(
    'GW-JOB-18',
    'MUST',
    `${job} > links: documentation`,
    'links.documentation has a url and type text/html.',
    'documentation | url, type | type text/html',
  ),
  R(
    'GW-JOB-19',
    'MUST',
    `${job}: data.payments; > payment`,
    'Every payment carries reference, createDateTimeUtc, paymentMethods, status, amountToCollect, surchargeAmount, steps, flags, attributes, refunds and captures.',
    'payments | array of payment',
  ),
  R(
    'GW-JOB-20',
    'OBSERVATION',
    `${res} > A. Payment job request`,
    'Mandatory and optional request fields beyond those listed are not shown; refusals are recorded.',
    'Mandatory and optional fields of the payment job request beyond those listed: not shown.',
  ),
  R(
    'GW-JOB-21',
    'MUST',
    `${job}: data.reference; ${ep}`,
    'Every created payment job has its own reference (it is how the job is retrieved).',
    'reference | string | payment job reference',
  ),
  R(
    'GW-JOB-22',
    'OBSERVATION',
    `${job}: data.locale; > links: data`,
    'The response gives data.locale only as a string: the locale sent, in language_REGION form, is expected in data.locale and in the locale query of links.data when it carries one.',
    'optional. Language and region code with underscore',
  ),
  R(
    'GW-JOB-23',
    'OBSERVATION',
    `${job}: flags`,
    'The flags are "seen", not promised: generateToken true when the GenerateToken option was requested is expected.',
    'seen: generateToken (when the option was requested)',
  ),
  // Retrieval
  R(
    'GW-GET-1',
    'MUST',
    ep,
    'GET /api/gateway/payment-jobs/<reference> returns the payment job response of that job with its current status.',
    'payment job response with current status',
  ),
  R(
    'GW-GET-2',
    'MUST',
    ep,
    'Retrieval accepts the optional locale query parameter.',
    'optional query parameter locale',
  ),
  R(
    'GW-GET-3',
    'OBSERVATION',
    'Errors, rule 2',
    'The answer to an unknown payment job reference is not shown; 404 is expected (field notes).',
    'Other response codes of the gateway: not shown.',
  ),
  R(
    'GW-GET-4',
    'OBSERVATION',
    'Endpoints > A, rule 4',
    'The request headers required on GET are not shown; paycert sends ConfigurationId and the Hash of the key alone.',
    'Request headers required on GET: not shown.',
  ),
  // States and 3-D Secure
  R(
    'GW-3DS-1',
    'MUST',
    states,
    'A created job and its payment are Pending, with one step of action Start and status Pending.',
    'one step with action Start and status Pending is created',
  ),
  R(
    'GW-3DS-2',
    'MUST',
    `${states}; Endpoints > A, rule 3`,
    'An action link to the 3-D Secure page is returned on creation and opens an HTML page.',
    'An action link to the 3-D Secure page is returned',
  ),
  R(
    'GW-3DS-3',
    'MUST',
    states,
    'After passed 3-D Secure checks and authorisation, the job and its payment are Paid.',
    '3-D Secure checking completes and the payment is processed | checks passed and authorised | Paid',
  ),
  R(
    'GW-3DS-4',
    'MUST',
    states,
    'A paid payment has a step with action Process and status Paid.',
    'a step with action Process and status Paid is added.',
  ),
  R(
    'GW-3DS-5',
    'MUST',
    `${states}; ${job}: paidAmount, amountCollected, paidDateTimeUtc`,
    'A paid job carries paidAmount, amountCollected and paidDateTimeUtc (and its payment paidAmount); before it is paid they may be absent or null and never claim an amount collected.',
    'paidAmount, amountCollected and paidDateTimeUtc appear.',
  ),
  R(
    'GW-3DS-6',
    'MUST',
    attrs,
    'After processing the payment carries originatingIpAddress, originHeader, paymentMethodTransactionId and the processed acquiring details.',
    'After processing it also holds: AuthenticationStatus, Xid, Cavv, Eci, AuthCode, Arn, Message, Status, IssuerResponseCode, CvvAvsResult, AcquirerResponseCode, TruncatedCardNumber',
  ),
  R(
    'GW-3DS-7',
    'MUST',
    `What the service does > A, item 2; ${states}`,
    'When 3-D Secure checks fail, the job is not paid.',
    'After the checks, the gateway declines the transaction or accepts it for processing.',
  ),
  R(
    'GW-3DS-8',
    'OBSERVATION',
    states,
    'Statuses after a failed or cancelled 3-D Secure are not shown: Pending, Failed, Declined, Cancelled and the like are all conformant; the one seen is recorded.',
    'Other payment job, payment and step statuses and the moves to them (failed, cancelled, refunds, captures): not shown.',
  ),
  R(
    'GW-3DS-9',
    'MUST',
    `Events > A; ${attrs}: returnUrlSuccess, returnUrlFailed`,
    'After the 3-D Secure page the shopper lands on the success return URL when paid and on another one otherwise, with the query of GW-JOB-13.',
    'The shopper is returned to the merchant through the return URLs held in the payment attributes (see Resources and their fields).',
  ),
  // Tokens on payment
  R(
    'GW-TKN-1',
    'MUST',
    'Endpoints > A, rule 1',
    'With GenerateToken and card parameters, a token is returned only after the 3-D Secure checks pass.',
    'A payment request with option GenerateToken and card parameters returns a token only after the 3-D Secure checks pass.',
  ),
  R(
    'GW-TKN-2',
    'MUST',
    `Endpoints > A, rule 1; ${states}`,
    'The token is read by retrieving the job: a numeric token attribute appears on the payment once paid.',
    'When a token was requested, the token attribute appears on the payment',
  ),
  R(
    'GW-TKN-3',
    'MUST',
    'Endpoints > A, rule 2; What the service does > A, item 3',
    'A payment request carrying a stored token in place of cardNumber is processed as any other payment.',
    'A payment request carries token in parameters in place of cardNumber. It is processed as any other payment.',
  ),
  R(
    'GW-TKN-4',
    'MUST',
    'Endpoints > A, rule 1',
    'A failed 3-D Secure never yields a token.',
    'A payment request with option GenerateToken and card parameters returns a token only after the 3-D Secure checks pass.',
  ),
  // Financial institutions (mcc 6012)
  R(
    'GW-FI-1',
    'MUST',
    `${res} > A. Payment job request > parameters: recipientDetails`,
    'recipientDetails is required for payments from a financial institution (mcc 6012): a 6012 payment without it is refused.',
    'Recipient details are required for payments from a financial institution.',
  ),
  R(
    'GW-FI-2',
    'OBSERVATION',
    `${res} > A. Payment job request > parameters: recipientDetails`,
    'recipientDetails is described as a JSON object string with four keys, but no rule says the gateway refuses other content; refusals of broken content are recorded.',
    'a JSON object serialised into a string, with keys lastname, dateOfBirth (ISO 8601 timestamp), postcode, primaryAccountNumber',
  ),
  R(
    'GW-FI-3',
    'OBSERVATION',
    `${res} > A. Payment job request > parameters`,
    'For category 6012 credit cards are not accepted; the gateway is expected to refuse them (the spec puts the check on the caller).',
    'For category 6012 payments the caller should check the card type, because credit cards are not accepted.',
  ),
  // Errors
  R(
    'GW-ERR-1',
    'OBSERVATION',
    'Errors, rules 2-3',
    'Error status codes and bodies are not shown; 400 with the error envelope or a problem+json body is expected (field notes).',
    'Error body shape: not shown.',
  ),
  R(
    'GW-ERR-2',
    'OBSERVATION',
    'Errors, rule 2',
    'A malformed or wrongly typed request is refused and never changes a stored job.',
    'Other response codes of the gateway: not shown.',
  ),
];
