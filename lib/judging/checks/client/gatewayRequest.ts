/**
 * Checks of an application's gateway requests (spec Part A: Endpoints A, the
 * request tables) beyond the tables' types and formats, which
 * requestTable.ts judges from the table schemas; the headers are
 * gatewayHeaders.ts's. Id-free: each throws a Deviation via holds(); the
 * client judge names the requirement where it calls them. No check puts a
 * Hash, a key or a card number into its evidence.
 */
import { holds } from '../deviation.js';
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

/** recipientDetails, a string: "a JSON object serialised into a string". */
export function checkJsonObjectString(value: unknown, request: string): void {
  if (typeof value !== 'string') return;
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
