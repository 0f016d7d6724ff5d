/**
 * Checks of an application's gateway requests (spec Part A: Authentication A,
 * Endpoints A, the request tables). Id-free: each throws a Deviation via
 * holds(); the client judge names the requirement where it calls them. No
 * check puts a Hash, a key or a card number into its evidence.
 */
import { createHash } from 'node:crypto';
import { holds } from '../deviation.js';

type Json = Record<string, unknown>;

/** The gateway's API key alone, or followed by the body bytes, hashed as the field notes say (SHA-512, hex). */
export function sha512Hex(apiKey: string, body: Uint8Array): string {
  return createHash('sha512').update(Buffer.from(apiKey, 'utf8')).update(body).digest('hex');
}

/** The method and path are an endpoint of the spec's table (Endpoints A). */
export function listedEndpoint(listed: boolean, request: string): void {
  holds(listed, 'the spec lists no such gateway endpoint', {
    request,
    field: 'method and path',
    expected: 'an endpoint of the spec (Endpoints A)',
  });
}

export function headerPresent(name: string, value: string | undefined, request: string): void {
  holds(value !== undefined && value.trim() !== '', `the request carries no ${name} header`, {
    request,
    field: `header ${name}`,
    expected: 'present and not empty',
    actual: value === undefined ? 'absent' : 'empty',
  });
}

/**
 * The Hash is SHA-512 over one of the merchant's keys followed by exactly `body`
 * (the bytes that crossed the proxy), compared case-insensitively (field notes).
 */
export function hashOverBytes(
  hash: string | undefined,
  body: Uint8Array,
  apiKeys: readonly string[],
  request: string,
): void {
  const sent = (hash ?? '').trim().toLowerCase();
  const ok = apiKeys.some((k) => sha512Hex(k, body) === sent);
  const shape = /^[0-9a-f]{128}$/.test(sent)
    ? '128 hexadecimal characters'
    : 'not 128 hexadecimal characters';
  holds(
    ok,
    body.length === 0
      ? 'the Hash is not the hash of the API key alone'
      : 'the Hash does not match the API key followed by the exact body bytes sent (a Hash over re-serialised JSON, another key or another algorithm?)',
    {
      request,
      field: 'header Hash',
      expected: `SHA-512 of the API key followed by the ${body.length} body byte(s) sent`,
      actual: `another value (${shape})`,
    },
  );
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

export function paymentType(body: Json, request: string): void {
  holds(body.type === 'Payment', 'type is not "Payment"', {
    request,
    field: 'type',
    expected: 'Payment',
    actual: body.type,
  });
}

/** The request form is creditcard; the spellings the live gateway accepts (field notes) are tolerated. */
const acceptedMethods = ['creditcard', 'Creditcard', 'CreditCard', 'Card'];

export function paymentMethods(body: Json, request: string): void {
  const v = body.paymentMethodsToUse;
  holds(
    Array.isArray(v) && v.length > 0 && v.every((m) => typeof m === 'string' && acceptedMethods.includes(m)),
    'paymentMethodsToUse is not an array of the request form creditcard',
    { request, field: 'paymentMethodsToUse', expected: ['creditcard'], actual: v },
  );
}

export function amountToCollect(body: Json, request: string): void {
  const v = body.amountToCollect;
  holds(
    typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v),
    'amountToCollect is not a string decimal with two fraction digits',
    { request, field: 'amountToCollect', expected: 'a string such as "12.50"', actual: v },
  );
}

export function currencyCode(body: Json, request: string): void {
  const v = body.currency;
  holds(typeof v === 'string' && /^[A-Z]{3}$/.test(v), 'currency is not an ISO 4217 alphabetic code', {
    request,
    field: 'currency',
    expected: 'three capital letters such as "EUR"',
    actual: v,
  });
}

/** cardExpiryMonth and cardExpiryYear, where present in `obj`, are two-digit strings. */
export function expiryFields(obj: Json, at: string, request: string): void {
  for (const name of ['cardExpiryMonth', 'cardExpiryYear']) {
    if (!(name in obj)) continue;
    const v = obj[name];
    holds(typeof v === 'string' && /^\d{2}$/.test(v), `${name} is not a string of two digits`, {
      request,
      field: `${at}${name}`,
      expected: 'two digits such as "07"',
      actual: v,
    });
  }
}

export function tokenOptions(body: Json, request: string): void {
  if (!('options' in body)) return;
  const v = body.options;
  holds(
    Array.isArray(v) && v.every((o) => o === 'GenerateToken'),
    'options holds something other than GenerateToken',
    { request, field: 'options', expected: ['GenerateToken'], actual: v },
  );
}

export function tokenInPlaceOfCard(params: Json, request: string): void {
  holds(!('token' in params && 'cardNumber' in params), 'parameters carries both token and cardNumber', {
    request,
    field: 'parameters',
    expected: 'token in place of cardNumber',
    actual: 'both token and cardNumber',
  });
}

export function parametersOf(body: Json): Json | undefined {
  return isObject(body.parameters) ? body.parameters : undefined;
}

export { isObject };
