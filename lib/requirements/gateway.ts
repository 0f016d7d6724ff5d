/**
 * Gateway (Part A) requirements. Ids are stable: never renumber, never reuse.
 * MUST where the spec states the rule; OBSERVATION where it says "not shown".
 */
import type { Requirement } from './requirement.js';

const R = <const I extends string>(
  id: I,
  level: Requirement['level'],
  section: string,
  text: string,
  quote?: string,
): Requirement<I> => ({
  id,
  level,
  area: 'gateway',
  section,
  text,
  ...(quote === undefined ? {} : { quote }),
});

const res = 'Resources and their fields';
const ep = 'Endpoints > A. Gateway';
const tok = `${res} > A. Card tokenisation response`;
const job = `${res} > A. Payment job response`;
const states = 'States and transitions > A';

export const gatewayRequirements = [
  // Transport and encoding
  R(
    'GW-ENC-1',
    'MUST',
    'What the service does > A, item 5; Endpoints > A',
    'Request and response bodies are JSON; UTF-8 text (accented names) is accepted.',
  ),
  R('GW-VER-1', 'MUST', 'Versioning, rule 2', 'Gateway paths carry no version segment (/api/gateway/...).'),
  // Authentication headers
  R(
    'GW-AUTH-1',
    'MUST',
    'Authentication > A, rule 1',
    'A request without the ConfigurationId header is refused.',
  ),
  R(
    'GW-AUTH-2',
    'MUST',
    'Authentication > A, rule 1',
    "A request with a ConfigurationId that is not the caller's is refused.",
  ),
  R(
    'GW-AUTH-3',
    'OBSERVATION',
    'Errors, rules 2-3',
    'The status code and body of an authentication refusal are not shown; 401 with the error envelope is expected (field notes).',
  ),
  // Tokenisation
  R(
    'GW-TOK-1',
    'MUST',
    `${ep}`,
    'POST /api/gateway/card-tokenisation with valid card details answers a 200-class status with the tokenisation response.',
  ),
  R(
    'GW-TOK-2',
    'MUST',
    tok,
    'The response body has a top-level data object matching the tokenisation response schema.',
  ),
  R(
    'GW-TOK-3',
    'MUST',
    `${tok}: data.token; What the service does > A, item 1`,
    'data.token is a numeric string.',
  ),
  R(
    'GW-TOK-4',
    'MUST',
    `${tok}: data.truncatedCardNumber`,
    'data.truncatedCardNumber is the first six digits, asterisks, and the last four digits of the card sent.',
  ),
  R(
    'GW-TOK-5',
    'MUST',
    `${tok}: data.cardExpiryMonth, data.cardExpiryYear`,
    'data.cardExpiryMonth and data.cardExpiryYear echo the expiry sent, as two digits.',
  ),
  R(
    'GW-TOK-6',
    'MUST',
    `${res} > A. Card tokenisation request: CardHolderName`,
    'CardHolderName is required when the card is enrolled for 3-D Secure 2.2: a request without it is refused.',
  ),
  R(
    'GW-TOK-7',
    'OBSERVATION',
    `${res} > A. Card tokenisation request`,
    'Which tokenisation fields are required is not shown; refusals of incomplete requests are recorded.',
  ),
  // Payment job creation
  R(
    'GW-JOB-1',
    'MUST',
    `${ep}; Errors, rule 1`,
    'POST /api/gateway/payment-jobs with an accepted request answers 201 with the payment job response.',
  ),
  R(
    'GW-JOB-2',
    'MUST',
    job,
    'The payment job response has data and links objects matching the payment job response schema.',
  ),
  R('GW-JOB-3', 'MUST', `${job}: data.type`, 'data.type is Payment.'),
  R(
    'GW-JOB-4',
    'MUST',
    `${res} > A. Payment job request: paymentMethodsToUse`,
    'A request using creditcard is accepted and the response shows Card in paymentMethodsToUse.',
  ),
  R(
    'GW-JOB-5',
    'MUST',
    `${job}: data.amountToCollect, data.currency`,
    'amountToCollect is echoed as a decimal with two fraction digits and currency as the ISO 4217 code sent.',
  ),
  R(
    'GW-JOB-6',
    'MUST',
    `${job}: data.createDateTimeUtc`,
    'createDateTimeUtc is an ISO 8601 UTC timestamp with fractional seconds.',
  ),
  R(
    'GW-JOB-7',
    'MUST',
    `${job}: data.configurationId`,
    "data.configurationId is the caller's configuration identifier.",
  ),
  R(
    'GW-JOB-8',
    'MUST',
    `${job}: data.order`,
    'data.order carries the orderNumber sent, a createDateTimeUtc and an orderLines array.',
  ),
  R(
    'GW-JOB-9',
    'MUST',
    `${job}: data.timeZone, data.locale`,
    'timeZone is an IANA zone name; locale is a language and region code with underscore.',
  ),
  R(
    'GW-JOB-10',
    'MUST',
    `${job}: flags`,
    'flags is an object of booleans and holds generateToken when the GenerateToken option was requested.',
  ),
  R('GW-JOB-11', 'MUST', `${job}: attributes`, 'data.attributes is an object (empty at job level).'),
  R(
    'GW-JOB-12',
    'MUST',
    `${job}: expirationDateTimeUtc, dueDateTimeUtc, lastUpdateTimeUtc, lastProcessedTimeUtc`,
    'The job carries expirationDateTimeUtc and dueDateTimeUtc; the intervals are not a fixed contract (Limits, rule 3).',
  ),
  R(
    'GW-JOB-13',
    'MUST',
    `${job} > payment attributes: returnUrlSuccess, returnUrlFailed`,
    'Return URLs carry the payment job reference, the payment reference and the order number in their query.',
  ),
  R(
    'GW-JOB-14',
    'MUST',
    `${job} > payment attributes: returnUrlCancelled`,
    'The cancelled return URL carries the same query plus a status parameter.',
  ),
  R(
    'GW-JOB-15',
    'MUST',
    `${job} > payment attributes: serviceAcquiringDetails`,
    'serviceAcquiringDetails is a serialised JSON object holding the 3-D Secure version and the reason for it.',
  ),
  R(
    'GW-JOB-16',
    'MUST',
    `${job} > links: data`,
    'links.data has type application/json and a URL that retrieves the payment job.',
  ),
  R(
    'GW-JOB-17',
    'MUST',
    `${job} > links: action`,
    'links.action has type text/html and a URL where the shopper is directed (the 3-D Secure page).',
  ),
  R(
    'GW-JOB-18',
    'MUST',
    `${job} > links: documentation`,
    'links.documentation has a url and type text/html.',
  ),
  R(
    'GW-JOB-19',
    'MUST',
    `${job}: data.payments; > payment`,
    'Every payment carries reference, createDateTimeUtc, paymentMethods, status, amountToCollect, steps, flags, attributes, refunds and captures.',
  ),
  R(
    'GW-JOB-20',
    'OBSERVATION',
    `${res} > A. Payment job request`,
    'Mandatory and optional request fields beyond those listed are not shown; refusals are recorded.',
  ),
  R('GW-JOB-21', 'MUST', `${job}: data.reference`, 'Every created payment job has its own reference.'),
  // Retrieval
  R(
    'GW-GET-1',
    'MUST',
    ep,
    'GET /api/gateway/payment-jobs/<reference> returns the payment job response with the current status.',
  ),
  R(
    'GW-GET-2',
    'MUST',
    `${ep}; ${job} > links: data`,
    'Retrieval accepts the optional locale query parameter, and links.data may carry it.',
  ),
  R(
    'GW-GET-3',
    'OBSERVATION',
    'Errors, rule 2',
    'The answer to an unknown payment job reference is not shown; 404 is expected (field notes).',
  ),
  R(
    'GW-GET-4',
    'OBSERVATION',
    'Endpoints > A, rule 4',
    'The request headers required on GET are not shown; paycert sends ConfigurationId and the Hash of the key alone.',
  ),
  // States and 3-D Secure
  R(
    'GW-3DS-1',
    'MUST',
    states,
    'A created job and its payment are Pending, with one step of action Start and status Pending.',
  ),
  R(
    'GW-3DS-2',
    'MUST',
    `${states}; Endpoints > A, rule 3`,
    'An action link to the 3-D Secure page is returned on creation; the shopper is redirected there.',
  ),
  R(
    'GW-3DS-3',
    'MUST',
    states,
    'After passed 3-D Secure checks and authorisation, the job and its payment are Paid.',
  ),
  R('GW-3DS-4', 'MUST', states, 'A paid payment has a step with action Process and status Paid.'),
  R(
    'GW-3DS-5',
    'MUST',
    `${states}; ${job}: paidAmount, amountCollected, paidDateTimeUtc`,
    'A paid job carries paidAmount, amountCollected and paidDateTimeUtc; a pending one does not.',
  ),
  R(
    'GW-3DS-6',
    'MUST',
    `${job} > payment attributes`,
    'After processing the payment carries originatingIpAddress, originHeader, paymentMethodTransactionId and the full acquiring details.',
  ),
  R(
    'GW-3DS-7',
    'MUST',
    'What the service does > A, items 2 and 4',
    'When 3-D Secure checks fail, the job is not paid.',
  ),
  R(
    'GW-3DS-8',
    'OBSERVATION',
    states,
    'Statuses after a failed or cancelled 3-D Secure are not shown; Failed / Cancelled are expected (field notes).',
  ),
  R(
    'GW-3DS-9',
    'MUST',
    `${job} > payment attributes: returnUrlSuccess, returnUrlFailed`,
    'After the 3-D Secure page the shopper lands on the success return URL when paid and the failed one otherwise, with the query of GW-JOB-13.',
  ),
  // Tokens on payment
  R(
    'GW-TKN-1',
    'MUST',
    'Endpoints > A, rule 1',
    'With GenerateToken and card parameters, a token is returned only after the 3-D Secure checks pass.',
  ),
  R(
    'GW-TKN-2',
    'MUST',
    `Endpoints > A, rule 1; ${job} > payment attributes: token`,
    'The token is read by retrieving the job: the token attribute appears on the payment once paid.',
  ),
  R(
    'GW-TKN-3',
    'MUST',
    'Endpoints > A, rule 2; What the service does > A, item 3',
    'A payment request carrying a stored token in place of cardNumber is processed as any other payment.',
  ),
  R('GW-TKN-4', 'MUST', 'Endpoints > A, rule 1', 'A failed 3-D Secure never yields a token.'),
  // Financial institutions (mcc 6012)
  R(
    'GW-FI-1',
    'MUST',
    `${res} > A. Payment job request > parameters: recipientDetails`,
    'recipientDetails is required for payments from a financial institution (mcc 6012).',
  ),
  R(
    'GW-FI-2',
    'MUST',
    `${res} > A. Payment job request > parameters: recipientDetails`,
    'recipientDetails is a JSON object serialised into a string, with lastname, dateOfBirth (ISO 8601), postcode and primaryAccountNumber.',
  ),
  R(
    'GW-FI-3',
    'OBSERVATION',
    `${res} > A. Payment job request > parameters`,
    'For category 6012 credit cards are not accepted; the gateway is expected to refuse them (the spec puts the check on the caller).',
  ),
  // Errors
  R(
    'GW-ERR-1',
    'OBSERVATION',
    'Errors, rules 2-3',
    'Error status codes and bodies are not shown; 400 with the error envelope naming the field is expected (field notes).',
  ),
  R(
    'GW-ERR-2',
    'OBSERVATION',
    'Errors, rule 2',
    'A malformed or wrongly typed request is refused with a 4xx status and never changes a stored job.',
  ),
];
