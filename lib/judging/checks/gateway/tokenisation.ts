/**
 * Tokens (A. Card tokenisation response; What the service does A.1; Endpoints
 * A, rule 1): the tokenisation answer's token, truncated card number and
 * expiry, and the token attribute a paid payment carries.
 */
import { holds } from '../deviation.js';
import { equalsAt, firstPayment, objectAt, shown, stringAt } from './fields.js';

const digitsOnly = /^\d+$/;

/** "The token is a generated numeric string". */
export function checkNumericToken(doc: unknown): void {
  const token = stringAt(doc, 'data.token');
  holds(digitsOnly.test(token), `data.token is not numeric (${token.length} characters, not all digits)`, {
    field: 'data.token',
    expected: 'digits only',
  });
}

/**
 * "first six digits, asterisks, last four digits" of the card sent. How many
 * asterisks is not said: one or more is accepted.
 */
export function checkTruncatedCardNumber(doc: unknown, cardNumber: string): void {
  const field = 'data.truncatedCardNumber';
  const t = stringAt(doc, field);
  const m = /^(\d{6})(\*+)(\d{4})$/.exec(t);
  holds(m !== null, `${field} "${t}" is not six digits, asterisks, four digits`, {
    field,
    expected: 'dddddd*…*dddd',
    actual: t,
  });
  const want = `${cardNumber.slice(0, 6)}…${cardNumber.slice(-4)}`;
  holds(m[1] === cardNumber.slice(0, 6) && m[3] === cardNumber.slice(-4), `${field} is not the card sent`, {
    field,
    expected: want,
    actual: `${m[1]}…${m[3]}`,
  });
}

/** cardExpiryMonth and cardExpiryYear: "two digits" each, the expiry of the card sent. */
export function checkExpiryEcho(doc: unknown, month: string, year: string): void {
  for (const [f, sent] of [
    ['cardExpiryMonth', month],
    ['cardExpiryYear', year],
  ] as const) {
    const v = stringAt(doc, `data.${f}`);
    holds(/^\d{2}$/.test(v), `data.${f} "${v}" is not two digits`, {
      field: `data.${f}`,
      expected: 'two digits',
      actual: v,
    });
    equalsAt(doc, `data.${f}`, sent, 'as sent');
  }
}

/** The token attribute of the first payment (A. payment attributes: token), if any. */
function paymentToken(doc: unknown): unknown {
  return objectAt(firstPayment(doc), 'attributes').token;
}

const tokenField = 'data.payments.0.attributes.token';

/** A paid job read back carries a numeric token (Endpoints A, rule 1; States A). Returns it. */
export function checkTokenOnPayment(doc: unknown): string {
  const t = paymentToken(doc);
  holds(
    typeof t === 'string' && digitsOnly.test(t),
    `${tokenField} is ${typeof t === 'string' ? 'not numeric' : shown(t)}`,
    {
      field: tokenField,
      expected: 'a numeric token',
    },
  );
  return t;
}

/** No token attribute (absent, null or empty): before 3-D Secure passed, or after it failed. */
export function checkNoTokenOnPayment(doc: unknown): void {
  const t = paymentToken(doc);
  holds(
    t === undefined || t === null || t === '',
    `${tokenField} is there although 3-D Secure has not passed`,
    {
      field: tokenField,
      expected: 'no token',
      actual: typeof t === 'string' ? `${t.length} characters` : typeof t,
    },
  );
}
