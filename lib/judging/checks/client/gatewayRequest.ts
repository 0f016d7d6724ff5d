/**
 * Checks of an application's gateway requests (spec Part A: Endpoints A, the
 * request tables) beyond the tables' types and formats, which
 * requestTable.ts judges from the table schemas; the headers are
 * gatewayHeaders.ts's. Id-free: each throws a Deviation via holds(); the
 * client judge names the requirement where it calls them. No check puts a
 * Hash, a key or a card number into its evidence.
 */
import { holds } from '../deviation.js';
import { validate } from '../../validation/validate.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

type Json = Record<string, unknown>;

export function checkJsonBody(isJson: boolean, request: string): void {
  holds(isJson, 'the body is not JSON', { request, field: 'body', expected: 'JSON', actual: 'not JSON' });
}

/**
 * A field of a request body, its key matched case-insensitively as the live
 * gateway matches keys (field notes), so `Currency` is judged as `currency`.
 * Absent: the spec does not show which fields are mandatory, so no MUST check
 * judges an absent field (CL-GW-SCHEMA-1 warns) but where the spec's words
 * require it (recipientDetails for mcc 6012, CardHolderName for a card
 * enrolled for 3-D Secure 2.2).
 */
export function fieldOf(
  obj: Json,
  name: string,
): { readonly key: string; readonly value: unknown } | undefined {
  if (name in obj) return { key: name, value: obj[name] };
  const lower = name.toLowerCase();
  const key = Object.keys(obj).find((k) => k.toLowerCase() === lower);
  return key === undefined ? undefined : { key, value: obj[key] };
}

/**
 * The request form is creditcard: values of paymentMethodsToUse that are one
 * of the other spellings the field notes say real gateways accept
 * (Creditcard, CreditCard, Card) warn; `spelled` are those values.
 */
export function checkRequestForm(spelled: readonly string[], request: string): void {
  holds(
    spelled.length === 0,
    `paymentMethodsToUse holds "${spelled[0] ?? ''}": a spelling real gateways accept (field notes), not the spec's request form creditcard`,
    { request, field: 'paymentMethodsToUse', expected: ['creditcard'], actual: [...spelled] },
  );
}

/**
 * The values of paymentMethodsToUse that spell the card method otherwise than
 * the request form creditcard, as the field notes say real gateways accept
 * (`accepted` names those spellings).
 */
export function otherCardSpellings(methods: unknown, accepted: (value: string) => boolean): string[] {
  if (!Array.isArray(methods)) return [];
  return methods.filter((m): m is string => typeof m === 'string' && m !== 'creditcard' && accepted(m));
}

/**
 * recipientDetails, a string: "a JSON object serialised into a string". Returns
 * the object it holds (undefined when the value is no string, whose type the
 * table judges).
 */
export function checkJsonObjectString(value: unknown, request: string): Json | undefined {
  if (typeof value !== 'string') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    parsed = undefined;
  }
  holds(isJsonObject(parsed), 'parameters.recipientDetails does not hold a serialised JSON object', {
    request,
    field: 'parameters.recipientDetails',
    expected: 'a JSON object serialised into a string',
    actual: `${value.length} characters, not a JSON object`,
  });
  return parsed;
}

/**
 * The serialised recipient details "with keys `lastname`, `dateOfBirth` (ISO
 * 8601 timestamp), `postcode`, `primaryAccountNumber`"
 * (schemas/gateway/recipient-details-table.json). Their values are personal
 * data: the evidence names the key and the rule, never a value.
 */
export function checkRecipientDetailsContent(content: Json, request: string): void {
  const v = validate('gateway/recipient-details-table', content);
  const first = v.ok ? undefined : v.errors[0];
  const key = first?.pointer.replace(/^\//, '') ?? '';
  holds(
    first === undefined,
    `parameters.recipientDetails: ${first?.rule === 'required' ? `the key ${key} is missing` : `${key} is not an ISO 8601 timestamp`}`,
    {
      request,
      field: `parameters.recipientDetails.${key}`,
      expected: 'keys lastname, dateOfBirth (ISO 8601 timestamp), postcode, primaryAccountNumber',
      actual: first?.rule === 'required' ? 'absent' : 'another form',
    },
  );
}

/**
 * A tokenisation without CardHolderName, of a card the gateway's answers show
 * enrolled for 3-D Secure 2.2 (`enrolled` says how they show it), or not
 * enrolled (`enrolled` undefined).
 */
export function checkHolderNameWhenEnrolled(
  named: boolean,
  enrolled: string | undefined,
  request: string,
): void {
  holds(
    named || enrolled === undefined,
    `the tokenisation carries no CardHolderName for a card enrolled for 3-D Secure 2.2 (${enrolled ?? ''})`,
    {
      request,
      field: 'CardHolderName',
      expected: 'the name on the card: "Required when the card is enrolled for 3-D Secure 2.2"',
      actual: 'absent',
    },
  );
}

/**
 * A body with its keys spelt as the request tables spell them, matched
 * case-insensitively as the live gateway matches them (field notes), one
 * level for each object in `nested`: `Currency` is judged as `currency`.
 * A key already spelt so wins over another spelling of it, which stays as
 * it is. Returns `obj` itself when every key already is.
 */
export function tableSpelling(
  obj: Json,
  names: readonly string[],
  nested: Readonly<Record<string, readonly string[]>> = {},
): Json {
  const byLower = new Map(names.map((n) => [n.toLowerCase(), n]));
  const out: Json = {};
  let changed = false;
  for (const [key, value] of Object.entries(obj)) {
    const name = byLower.get(key.toLowerCase()) ?? key;
    const spelt = name === key || Object.hasOwn(obj, name) ? key : name;
    const inner = nested[spelt];
    const v = inner !== undefined && isJsonObject(value) ? tableSpelling(value, inner) : value;
    changed ||= spelt !== key || v !== value;
    // defineProperty, not assignment: a key named __proto__ stays a key.
    Object.defineProperty(out, spelt, { value: v, enumerable: true, writable: true, configurable: true });
  }
  return changed ? out : obj;
}

/** The keys of the tokenisation table (schemas/gateway/tokenisation-request-table.json). */
export const tokenisationKeys = [
  'cardNumber',
  'CardHolderName',
  'cardExpiryYear',
  'cardExpiryMonth',
  'cardCvc',
] as const;

/**
 * The keys of the payment job request table and its parameters and order
 * (schemas/gateway/payment-job-request-table.json), with the parameters the
 * field notes name, which paycert's strict schema accepts.
 */
export const paymentJobKeys = {
  top: [
    'type',
    'paymentMethodsToUse',
    'parameters',
    'order',
    'currency',
    'amountToCollect',
    'locale',
    'options',
  ],
  parameters: [
    'cardNumber',
    'token',
    'cardCvc',
    'cardExpiryMonth',
    'cardExpiryYear',
    'mcc',
    'recipientDetails',
    'returnUrlSuccess',
    'returnUrlFailed',
    'returnUrlCancelled',
    'webhookUrl',
    'cardHolderName',
  ],
  order: ['orderNumber', 'orderLines'],
} as const;

export function parametersOf(body: Json): Json | undefined {
  const p = fieldOf(body, 'parameters')?.value;
  return isJsonObject(p) ? p : undefined;
}

export { isJsonObject };
