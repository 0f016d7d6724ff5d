/**
 * Checks of an application's gateway request bodies (spec Part A: Endpoints
 * A, the request tables); the headers are gatewayHeaders.ts's. Id-free: each throws a Deviation via
 * holds(); the client judge names the requirement where it calls them. No
 * check puts a Hash, a key or a card number into its evidence.
 */
import { holds } from '../deviation.js';

type Json = Record<string, unknown>;

/** The method and path are an endpoint of the spec's table (Endpoints A). */
export function listedEndpoint(listed: boolean, request: string): void {
  holds(listed, 'the spec lists no such gateway endpoint', {
    request,
    field: 'method and path',
    expected: 'an endpoint of the spec (Endpoints A)',
  });
}

export function jsonBody(isJson: boolean, request: string): void {
  holds(isJson, 'the body is not JSON', { request, field: 'body', expected: 'JSON', actual: 'not JSON' });
}

function isObject(v: unknown): v is Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function bodyObject(body: unknown, request: string): asserts body is Json {
  holds(isObject(body), 'the body is not a JSON object', { request, field: 'body', expected: 'an object' });
}

/**
 * A field of a request body, its key matched case-insensitively as the live
 * gateway matches keys (field notes), so `Currency` is judged as `currency`.
 * Absent: the spec does not show which fields are mandatory, so no MUST check
 * judges an absent field (CL-GW-SCHEMA-1 warns).
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

function judgeField(
  obj: Json,
  name: string,
  ok: (v: unknown) => boolean,
  message: string,
  expected: unknown,
  request: string,
  at = '',
): void {
  const f = fieldOf(obj, name);
  if (f === undefined) return;
  holds(ok(f.value), message, { request, field: `${at}${f.key}`, expected, actual: f.value });
}

export function paymentType(body: Json, request: string): void {
  judgeField(body, 'type', (v) => v === 'Payment', 'type is not "Payment"', 'Payment', request);
}

/**
 * The request form is creditcard; the spellings the live gateway accepts (field
 * notes: creditcard, Creditcard, CreditCard, Card) are tolerated in any case.
 */
export function paymentMethods(body: Json, request: string): void {
  judgeField(
    body,
    'paymentMethodsToUse',
    (v) =>
      // An empty list breaks no word of the cell ("array of string"): CL-GW-SCHEMA-1 warns about it.
      Array.isArray(v) && v.every((m) => typeof m === 'string' && /^(creditcard|card)$/i.test(m)),
    'paymentMethodsToUse is not an array of the request form creditcard',
    ['creditcard'],
    request,
  );
}

export function amountToCollect(body: Json, request: string): void {
  judgeField(
    body,
    'amountToCollect',
    (v) => typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v),
    'amountToCollect is not a string decimal with two fraction digits',
    'a string such as "12.50"',
    request,
  );
}

export function currencyCode(body: Json, request: string): void {
  judgeField(
    body,
    'currency',
    (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v),
    'currency is not an ISO 4217 alphabetic code',
    'three capital letters such as "EUR"',
    request,
  );
}

/** cardExpiryMonth and cardExpiryYear, where present in `obj`, are two-digit strings. */
export function expiryFields(obj: Json, at: string, request: string): void {
  for (const name of ['cardExpiryMonth', 'cardExpiryYear'])
    judgeField(
      obj,
      name,
      (v) => typeof v === 'string' && /^\d{2}$/.test(v),
      `${name} is not a string of two digits`,
      'two digits such as "07"',
      request,
      at,
    );
}

export function tokenOptions(body: Json, request: string): void {
  judgeField(
    body,
    'options',
    (v) => Array.isArray(v) && v.every((o) => o === 'GenerateToken'),
    'options holds something other than GenerateToken',
    ['GenerateToken'],
    request,
  );
}

export function tokenInPlaceOfCard(params: Json, request: string): void {
  holds(
    fieldOf(params, 'token') === undefined || fieldOf(params, 'cardNumber') === undefined,
    'parameters carries both token and cardNumber',
    {
      request,
      field: 'parameters',
      expected: 'token in place of cardNumber',
      actual: 'both token and cardNumber',
    },
  );
}

export function parametersOf(body: Json): Json | undefined {
  const p = fieldOf(body, 'parameters')?.value;
  return isObject(p) ? p : undefined;
}

export { isObject };
