/**
 * Gateway (Part A) requirements. Ids are stable: never renumber, never reuse.
 * A MUST quotes the spec sentence (or table cell) that makes it one, verbatim
 * but for the markdown's backticks; where the spec says "not shown" or only
 * "seen", the requirement is an OBSERVATION and a deviation warns.
 */
import { fieldsOf, levelsOf } from './requirement.js';

const levels = levelsOf('gateway');
const { must, observation } = levels;

const res = 'Resources and their fields';
const ep = 'Endpoints > A. Gateway';
const tok = `${res} > A. Card tokenisation response`;
const job = `${res} > A. Payment job response`;
const states = 'States and transitions > A';
const attrs = `${job} > payment attributes`;

const jobField = fieldsOf(levels, job);
const tokenField = fieldsOf(levels, tok);
const attributeField = fieldsOf(levels, attrs);

export const gatewayRequirements = [
  // Transport and encoding
  must(
    'GW-ENC-1',
    'Endpoints > A',
    'Answers are JSON: the body parses as JSON, and a declared charset is UTF-8.',
    'Bodies are JSON.',
    'kept on "Bodies are JSON." alone: JSON exchanged between systems is UTF-8 (RFC 8259, section 8.1), so an answer declared in another charset is no JSON body. "Recommended encoding for submitted messages: UTF-8" is a recommendation, not a MUST: whether a UTF-8 request with accented text is accepted is HASH-7\'s observation',
  ),
  must(
    'GW-VER-1',
    'Versioning, rule 2',
    'Gateway paths carry no version segment (/api/gateway/...).',
    'Gateway paths carry no version segment.',
  ),
  // Authentication headers
  must(
    'GW-AUTH-1',
    'Authentication > A, rule 1',
    'A request without the ConfigurationId header is refused.',
    "Each request carries the header ConfigurationId, the caller's configuration identifier. … The gateway recomputes the hash and compares it.",
    "kept, on rule 3: rule 1 states the caller's duty, rule 3 the gateway's, which recomputes the Hash with the caller's API key; the ConfigurationId is the only part of a request that names the caller, so without it there is no key to recompute with and nothing the Hash can be compared against",
  ),
  must(
    'GW-AUTH-2',
    'Authentication > A, rules 1 and 3',
    "A request with a ConfigurationId that is not the caller's is refused (its Hash cannot match that configuration's key).",
    "Each request carries the header ConfigurationId, the caller's configuration identifier. … The gateway recomputes the hash and compares it.",
    "kept, on rule 3: the gateway recomputes the Hash with the key of the configuration named, and a Hash made with the caller's own key does not match another configuration's",
  ),
  observation(
    'GW-AUTH-3',
    'Errors, rules 2-3',
    'The status code and body of an authentication refusal are not shown; 401 or 403 with the error envelope or a problem+json body is expected (field notes).',
    'Other response codes of the gateway: not shown.',
  ),
  // Tokenisation
  must(
    'GW-TOK-1',
    ep,
    'POST /api/gateway/card-tokenisation with valid card details answers a 200-class status.',
    '200-class response with the tokenisation response',
  ),
  must(
    'GW-TOK-2',
    tok,
    'The response body has a top-level data object with the fields of the tokenisation response table.',
    'The body has a top-level object data.',
  ),
  tokenField.must(
    'GW-TOK-3',
    'data.token; What the service does > A, item 1',
    'data.token is a numeric string.',
    'The token is a generated numeric string that stands in for the card in later payments.',
  ),
  tokenField.must(
    'GW-TOK-4',
    'data.truncatedCardNumber',
    'data.truncatedCardNumber is the first six digits, asterisks, and the last four digits of the card sent.',
    'first six digits, asterisks, last four digits',
  ),
  tokenField.must(
    'GW-TOK-5',
    'data.cardExpiryMonth, data.cardExpiryYear',
    "data.cardExpiryMonth and data.cardExpiryYear are two digits each: the card's expiry as sent.",
    'data.cardExpiryMonth | string | two digits',
    'kept: the response states the expiry of the card it tokenised under the field names of the request that carried it; the card has one expiry, so another value is a wrong one, not another form (both are "two digits")',
  ),
  must(
    'GW-TOK-6',
    `${res} > A. Card tokenisation request: CardHolderName`,
    'CardHolderName is required when the card is enrolled for 3-D Secure 2.2: a request without it is refused.',
    'name on card. Required when the card is enrolled for 3-D Secure 2.2',
    'kept: the cell stands in the request table, and the tokenisation request is the one message that carries the name (the payment parameters have no field for it), so "Required" is what the endpoint demands; a token issued without the name breaks it',
  ),
  observation(
    'GW-TOK-7',
    `${res} > A. Card tokenisation request`,
    'Which tokenisation fields are required is not shown; refusals of incomplete requests are recorded.',
    'Which tokenisation request fields are required: not shown.',
  ),
  must(
    'GW-TOK-8',
    'What the service does > A, item 1; Endpoints > A, rule 2',
    'A token issued by card tokenisation stands in for the card: a payment job carrying it in parameters.token is created, and after passed 3-D Secure checks it is Paid.',
    'The token is a generated numeric string that stands in for the card in later payments. … A payment request carries token in parameters in place of cardNumber. It is processed as any other payment.',
  ),
  // Payment job creation
  must(
    'GW-JOB-1',
    `${ep}; Errors, rule 1`,
    'POST /api/gateway/payment-jobs with an accepted request answers 201.',
    'A payment job created successfully returns HTTP 201.',
  ),
  must(
    'GW-JOB-2',
    job,
    'The payment job response has data and links objects with the fields of the payment job response tables.',
    'The body has two top-level objects, data and links.',
  ),
  must('GW-JOB-3', `${job}: data.type`, 'data.type is Payment.', 'type | string | Payment'),
  must(
    'GW-JOB-4',
    `${res} > A. Payment job request: paymentMethodsToUse`,
    'A request using creditcard is accepted and the response shows Card in paymentMethodsToUse.',
    'request form uses creditcard. Responses show Card',
  ),
  must(
    'GW-JOB-5',
    `${res} > A. Payment job request: amountToCollect, currency; ${job}`,
    'amountToCollect is the amount sent (the same decimal value, at job, payment and step level), and currency the ISO 4217 code sent.',
    'amountToCollect | string | decimal with two fraction digits … currency | string | ISO 4217 alphabetic code',
    "kept for the value: the request's amountToCollect and currency set what the job collects, and the response fields of the same names state it; the response table gives them no form, so 25.5 for 25.50 is the same amount (GW-JOB-26 observes the form)",
  ),
  jobField.must(
    'GW-JOB-6',
    'data.createDateTimeUtc',
    'createDateTimeUtc is an ISO 8601 UTC timestamp with fractional seconds (Z or a zero offset, dot or comma, basic or extended form).',
    'ISO 8601 UTC, fractional seconds',
  ),
  jobField.must(
    'GW-JOB-7',
    'data.configurationId',
    "data.configurationId is the caller's configuration identifier.",
    "configurationId | string | the caller's configuration identifier",
  ),
  jobField.must(
    'GW-JOB-8',
    'data.order',
    'data.order carries the orderNumber sent, a createDateTimeUtc and an orderLines array.',
    'order | object | orderNumber, createDateTimeUtc, orderLines (array) … orderNumber (string, merchant-generated reference)',
    'kept: the three fields are the response table\'s; the orderNumber is the "merchant-generated reference", so the gateway states the merchant\'s value, not one of its own',
  ),
  jobField.must(
    'GW-JOB-9',
    'data.timeZone',
    'timeZone is an IANA zone name, not an offset.',
    'timeZone | string | IANA zone name',
  ),
  jobField.must(
    'GW-JOB-10',
    'flags',
    'data.flags is an object whose values are booleans.',
    'flags | object of boolean',
  ),
  jobField.must(
    'GW-JOB-11',
    'attributes',
    'data.attributes is an object (keys there are accepted).',
    'attributes | object | empty at job level in the cases described',
  ),
  must(
    'GW-JOB-12',
    'Limits, rule 3',
    'The job carries expirationDateTimeUtc and dueDateTimeUtc; the intervals are not a fixed contract.',
    'The payment job carries expirationDateTimeUtc and dueDateTimeUtc.',
  ),
  attributeField.must(
    'GW-JOB-13',
    'returnUrlSuccess, returnUrlFailed',
    'Return URLs carry the payment job reference, the payment reference and the order number in their query.',
    'Its query carries the payment job reference, payment reference and order number',
  ),
  attributeField.must(
    'GW-JOB-14',
    'returnUrlCancelled',
    'The cancelled return URL carries the same query plus a status parameter.',
    'same query shape plus a status parameter for cancellation',
  ),
  attributeField.must(
    'GW-JOB-15',
    'serviceAcquiringDetails',
    'serviceAcquiringDetails is a serialised JSON object holding (under any key names) the 3-D Secure version and the reason for it.',
    'Initially it holds the 3-D Secure version and the reason for that version.',
  ),
  must(
    'GW-JOB-16',
    `${job} > links: data`,
    'links.data has type application/json and a URL that retrieves the payment job.',
    'The URL is the retrieval address of the payment job, optionally with a locale query parameter',
  ),
  must(
    'GW-JOB-17',
    `${job} > links: action`,
    'links.action has type text/html and, while the shopper still has to be directed, a URL.',
    'This is where the shopper is directed, usually a 3-D Secure page',
  ),
  must(
    'GW-JOB-18',
    `${job} > links: documentation`,
    'links.documentation has a url and type text/html.',
    'documentation | url, type | type text/html',
  ),
  jobField.must(
    'GW-JOB-19',
    'data.payments; > payment',
    'Every payment carries reference, createDateTimeUtc, paymentMethods, status, amountToCollect, surchargeAmount, steps, flags, attributes, refunds and captures.',
    'payments | array of payment',
  ),
  observation(
    'GW-JOB-20',
    `${res} > A. Payment job request`,
    'Mandatory and optional request fields beyond those listed are not shown; refusals are recorded.',
    'Mandatory and optional fields of the payment job request beyond those listed: not shown.',
  ),
  must(
    'GW-JOB-21',
    `${job}: data.reference; ${ep}`,
    'Every created payment job has its own reference (it is how the job is retrieved).',
    'reference | string | payment job reference',
  ),
  jobField.observation(
    'GW-JOB-22',
    'data.locale; > links: data',
    'The response gives data.locale only as a string: the locale sent, in language_REGION form, is expected in data.locale and in the locale query of links.data when it carries one.',
    'optional. Language and region code with underscore',
  ),
  jobField.observation(
    'GW-JOB-23',
    'flags',
    'The flags are "seen", not promised: generateToken true when the GenerateToken option was requested is expected.',
    'seen: generateToken (when the option was requested)',
  ),
  must(
    'GW-JOB-24',
    `${res} > A. Payment job request: order; ${job}: data.order`,
    "A payment job created with order lines (paycert's guessed line, else an empty orderLines) shows data.order.orderLines as an array; when the gateway refuses both, the rule is not run.",
    'order | object | orderNumber (string, merchant-generated reference). Order lines are possible … order | object | orderNumber, createDateTimeUtc, orderLines (array)',
    'the request may carry order lines, under the name the response gives them; their element fields ("Elements of orderLines and orderHistory: not shown") and bounds ("Amount bounds and field lengths: not shown") are not, so a refusal of the guessed line (GW-JOB-25 observes it) or of an empty list is the gateway\'s choice; the rule is judged on whichever is created, and not run when both are refused',
  ),
  jobField.observation(
    'GW-JOB-25',
    'data.order.orderLines',
    'Order lines paycert sends (one line with name, quantity and amount: the element fields are not shown) are expected to be accepted and to come back in data.order.orderLines.',
    'Elements of orderLines and orderHistory: not shown.',
  ),
  observation(
    'GW-JOB-26',
    `${res} > A. Payment job request: amountToCollect; ${job}: amountToCollect`,
    "The response's amountToCollect is expected in the request's form, a decimal with two fraction digits; the response table gives it no form.",
    'amountToCollect | string | decimal with two fraction digits',
  ),
  // Retrieval
  must(
    'GW-GET-1',
    ep,
    'GET /api/gateway/payment-jobs/<reference> returns the payment job response of that job with its current status.',
    'payment job response with current status',
  ),
  must(
    'GW-GET-2',
    ep,
    'Retrieval accepts the optional locale query parameter.',
    'optional query parameter locale',
  ),
  observation(
    'GW-GET-3',
    'Errors, rule 2',
    'The answer to an unknown payment job reference is not shown; 404 is expected (field notes).',
    'Other response codes of the gateway: not shown.',
  ),
  observation(
    'GW-GET-4',
    'Endpoints > A, rule 4',
    'The request headers required on GET are not shown; paycert sends ConfigurationId and the Hash of the key alone.',
    'Request headers required on GET: not shown.',
  ),
  // States and 3-D Secure
  must(
    'GW-3DS-1',
    states,
    'A created job and its payment are Pending, with one step of action Start and status Pending.',
    'one step with action Start and status Pending is created',
  ),
  must(
    'GW-3DS-2',
    `${states}; Endpoints > A, rule 3`,
    'An action link to the 3-D Secure page is returned on creation and opens an HTML page.',
    'An action link to the 3-D Secure page is returned … The flow is: create the job server to server, read the action link in the response, redirect the shopper to it, then retrieve the job.',
    'kept: the link is returned on creation (States A) and the shopper is redirected to it (rule 3); a link that leads to no page (the links table: type text/html) cannot take the shopper there',
  ),
  must(
    'GW-3DS-3',
    states,
    'After passed 3-D Secure checks and authorisation, the job and its payment are Paid.',
    '3-D Secure checking completes and the payment is processed | checks passed and authorised | Paid',
  ),
  must(
    'GW-3DS-4',
    states,
    'A paid payment has a step with action Process and status Paid.',
    'a step with action Process and status Paid is added.',
  ),
  must(
    'GW-3DS-5',
    `${states}; ${job}: paidAmount, amountCollected, paidDateTimeUtc`,
    'A paid job carries paidAmount, amountCollected and paidDateTimeUtc (and its payment paidAmount); before it is paid they may be absent or null and never claim an amount collected.',
    'paidAmount, amountCollected and paidDateTimeUtc appear.',
  ),
  must(
    'GW-3DS-6',
    attrs,
    'After processing the payment carries originatingIpAddress, originHeader, paymentMethodTransactionId and the processed acquiring details.',
    'After processing it also holds: AuthenticationStatus, Xid, Cavv, Eci, AuthCode, Arn, Message, Status, IssuerResponseCode, CvvAvsResult, AcquirerResponseCode, TruncatedCardNumber',
  ),
  must(
    'GW-3DS-7',
    `What the service does > A, item 2; ${states}`,
    'When 3-D Secure checks fail, the job is not paid.',
    'After the checks, the gateway declines the transaction or accepts it for processing.',
  ),
  must(
    'GW-3DS-10',
    states,
    'A payment whose 3-D Secure checks pass but which the issuer does not authorise (an issuer-decline test card) is not Paid.',
    '3-D Secure checking completes and the payment is processed | checks passed and authorised | Paid … After the checks, the gateway declines the transaction or accepts it for processing.',
  ),
  observation(
    'GW-3DS-8',
    states,
    'Statuses after a failed or cancelled 3-D Secure are not shown: Pending, Failed, Declined, Cancelled and the like are all conformant; the one seen is recorded.',
    'Other payment job, payment and step statuses and the moves to them (failed, cancelled, refunds, captures): not shown.',
  ),
  must(
    'GW-3DS-9',
    `Events > A; ${attrs}: returnUrlSuccess, returnUrlFailed`,
    'After the 3-D Secure page the shopper lands on the success return URL when paid and on another one otherwise, with the query of GW-JOB-13.',
    'The shopper is returned to the merchant through the return URLs held in the payment attributes (see Resources and their fields).',
  ),
  // Tokens on payment
  must(
    'GW-TKN-1',
    'Endpoints > A, rule 1',
    'With GenerateToken and card parameters, a token is returned only after the 3-D Secure checks pass.',
    'A payment request with option GenerateToken and card parameters returns a token only after the 3-D Secure checks pass.',
  ),
  must(
    'GW-TKN-2',
    `Endpoints > A, rule 1; ${states}`,
    'The token is read by retrieving the job: a numeric token attribute appears on the payment once paid.',
    'When a token was requested, the token attribute appears on the payment',
  ),
  must(
    'GW-TKN-3',
    'Endpoints > A, rule 2; What the service does > A, item 3',
    'A payment request carrying a stored token in place of cardNumber is processed as any other payment.',
    'A payment request carries token in parameters in place of cardNumber. It is processed as any other payment.',
  ),
  must(
    'GW-TKN-4',
    'Endpoints > A, rule 1',
    'A failed 3-D Secure never yields a token.',
    'A payment request with option GenerateToken and card parameters returns a token only after the 3-D Secure checks pass.',
  ),
  // Financial institutions (mcc 6012)
  must(
    'GW-FI-1',
    `${res} > A. Payment job request > parameters: recipientDetails`,
    'A payment from a financial institution (mcc 6012) without recipientDetails does not succeed: it is refused at creation, or never Paid after 3-D Secure.',
    'Recipient details are required for payments from a financial institution.',
    'kept, read to its words: "required for payments" does not say when the gateway checks, so a refusal at creation and a payment never paid both honour it; a 6012 payment paid without them breaks it',
  ),
  observation(
    'GW-FI-2',
    `${res} > A. Payment job request > parameters: recipientDetails`,
    'recipientDetails is described as a JSON object string with four keys, but no rule says the gateway refuses other content; refusals of broken content are recorded.',
    'a JSON object serialised into a string, with keys lastname, dateOfBirth (ISO 8601 timestamp), postcode, primaryAccountNumber',
  ),
  observation(
    'GW-FI-3',
    `${res} > A. Payment job request > parameters`,
    'For category 6012 credit cards are not accepted; the gateway is expected to refuse them (the spec puts the check on the caller).',
    'For category 6012 payments the caller should check the card type, because credit cards are not accepted.',
  ),
  // Errors
  observation(
    'GW-ERR-1',
    'Errors, rules 2-3',
    'Error status codes and bodies are not shown; 400 with the error envelope or a problem+json body is expected (field notes).',
    'Error body shape: not shown.',
  ),
  observation(
    'GW-ERR-2',
    'Errors, rule 2',
    'A malformed or wrongly typed request is refused and never changes a stored job.',
    'Other response codes of the gateway: not shown.',
  ),
];
