/**
 * Every error the gateway simulator answers, as named constants (after
 * stoplight/prism's errors.ts). The envelope is the real gateway's (field
 * notes, "Error envelope"); status codes are those the field notes list
 * (400, 401, 404) plus 405, 413 and 415 for transport faults.
 */

export interface GatewayErrorKind {
  readonly status: number;
  readonly code: string;
  /** Default message; a call site may give a more specific one naming the field and the rule. */
  readonly message: string;
}

function kind(status: number, code: string, message: string): GatewayErrorKind {
  return { status, code, message };
}

export const errors = {
  missingConfigurationId: kind(401, 'MissingConfigurationId', 'header ConfigurationId is required'),
  configurationNotFound: kind(404, 'ConfigurationNotFound', 'header ConfigurationId names no configuration'),
  missingHash: kind(401, 'MissingHash', 'header Hash is required'),
  invalidHash: kind(
    401,
    'InvalidHash',
    'header Hash does not match SHA-512 of the API key followed by the exact body bytes',
  ),
  unsupportedMediaType: kind(415, 'UnsupportedMediaType', 'header Content-Type must be application/json'),
  bodyTooLarge: kind(413, 'RequestTooLarge', 'body exceeds 65536 bytes'),
  bodyAborted: kind(400, 'IncompleteBody', 'body ended before its declared length'),
  invalidEncoding: kind(400, 'InvalidEncoding', 'body is not valid UTF-8'),
  duplicateKey: kind(400, 'DuplicateKey', 'a JSON object repeats a key'),
  crossOrigin: kind(403, 'CrossOriginRefused', 'request comes from another origin'),
  badEscape: kind(400, 'MalformedEscape', 'path or query holds a malformed %-escape'),
  malformedJson: kind(400, 'MalformedJson', 'body is not valid JSON'),
  validation: kind(400, 'ValidationFailed', 'request contains errors'),
  invalidCardNumber: kind(400, 'InvalidCardNumber', 'cardNumber fails the Luhn check'),
  cardExpired: kind(400, 'CardExpired', 'card expiry month and year lie in the past'),
  cardHolderNameRequired: kind(
    400,
    'CardHolderNameRequired',
    'CardHolderName is required for a card enrolled for 3-D Secure 2.2',
  ),
  unknownToken: kind(400, 'TokenNotFound', 'parameters.token names no stored token of this configuration'),
  creditCardNotAllowed: kind(
    400,
    'CardTypeNotAllowed',
    'parameters.cardNumber is a credit card; merchant category 6012 accepts debit cards only',
  ),
  recipientDetailsRequired: kind(
    400,
    'RecipientDetailsRequired',
    'parameters.recipientDetails is required for merchant category 6012',
  ),
  invalidRecipientDetails: kind(
    400,
    'InvalidRecipientDetails',
    'parameters.recipientDetails must be a JSON object string',
  ),
  invalidLocale: kind(
    400,
    'InvalidLocale',
    'query locale must be a language and region code with underscore',
  ),
  paymentJobNotFound: kind(404, 'PaymentJobNotFound', 'no payment job with this reference'),
  notFound: kind(404, 'NotFound', 'no such endpoint'),
  methodNotAllowed: kind(405, 'MethodNotAllowed', 'method not allowed on this endpoint'),
  unknownFault: kind(400, 'UnknownFault', 'faults names an unknown fault'),
  internal: kind(500, 'InternalError', 'the simulator failed; see its console'),
} as const;

export type GatewayErrorName = keyof typeof errors;

/** One entry of `errorReport.errors`: `parameters` names the offending fields. */
export interface GatewayErrorDetail {
  readonly code: string;
  readonly message: string;
  readonly parameters: readonly string[];
}

/** A refused request: thrown by the pipeline, turned into the envelope by the HTTP binding. */
export class GatewayError extends Error {
  readonly status: number;
  readonly details: readonly GatewayErrorDetail[];

  constructor(k: GatewayErrorKind, details?: readonly GatewayErrorDetail[] | string, field?: string) {
    const list =
      typeof details === 'object'
        ? details
        : [{ code: k.code, message: details ?? k.message, parameters: field === undefined ? [] : [field] }];
    super(list.map((d) => d.message).join('; '));
    this.name = 'GatewayError';
    this.status = k.status;
    this.details = list;
  }
}

/** The real gateway's error envelope (field notes). `translatedMessage` repeats the English message. */
export function errorEnvelope(details: readonly GatewayErrorDetail[]): unknown {
  return {
    data: null,
    errorReport: {
      errors: details.map((d) => ({
        code: d.code,
        message: d.message,
        parameters: d.parameters,
        translatedMessage: d.message,
      })),
      warnings: [],
      isFatalError: true,
    },
    links: null,
  };
}
