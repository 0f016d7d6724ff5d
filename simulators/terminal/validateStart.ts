/**
 * Validates the body of POST transactions/<type>.json (schemas/terminal/
 * start-request.json: the payload is paycert's choice, the spec does not show
 * it). Every refusal names the field and the rule.
 */
import * as E from './errors.js';
import type { SimError } from './errors.js';
import type { TxnType } from './transactionDoc.js';

export interface StartInput {
  amount?: number;
  id?: string;
  tip_amount?: number;
  amount_other?: number;
  timeout_ms?: number;
  reference_txn_id?: string;
}

/** The largest amount the simulator accepts, in minor units (Limits 5: bounds not shown; paycert's choice). */
export const MAX_AMOUNT = 99_999_999;
export const MAX_TIMEOUT_MS = 3_600_000;
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const RESERVED_IDS = new Set(['latest', 'last', 'current']);
const known = new Set(['amount', 'id', 'tip_amount', 'amount_other', 'timeout_ms', 'reference_txn_id']);

function amountRule(field: string, value: unknown, min: number): SimError | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value))
    return E.fieldError(field, 'must be a number (integer minor units)');
  if (!Number.isInteger(value))
    return E.fieldError(field, 'must be an integer number of minor units (100 = 1.00)');
  if (value < min)
    return E.fieldError(field, min === 1 ? 'must be greater than zero' : 'must not be negative');
  if (value > MAX_AMOUNT) return E.fieldError(field, `must not exceed ${MAX_AMOUNT}`);
  return undefined;
}

/** Parses and validates a start body that was already read and decoded as JSON (`undefined` for an empty body). */
export function validateStart(
  type: TxnType,
  body: unknown,
): { ok: true; value: StartInput } | { ok: false; error: SimError } {
  const fail = (error: SimError): { ok: false; error: SimError } => ({ ok: false, error });
  if (body === undefined) body = {};
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return fail(E.BODY_NOT_OBJECT);
  const b = body as Record<string, unknown>;
  for (const key of Object.keys(b)) {
    if (!known.has(key))
      return fail(E.fieldError(key.slice(0, 40), `unknown field (allowed: ${[...known].join(', ')})`));
  }
  const out: StartInput = {};
  if (b.amount !== undefined) {
    const err = amountRule('amount', b.amount, 1);
    if (err) return fail(err);
    out.amount = b.amount as number;
  } else if (type === 'sale' || type === 'refund') {
    return fail(E.fieldError('amount', `required for a ${type}`));
  }
  for (const f of ['tip_amount', 'amount_other'] as const) {
    if (b[f] === undefined) continue;
    const err = amountRule(f, b[f], 0);
    if (err) return fail(err);
    out[f] = b[f] as number;
  }
  if (out.amount_other !== undefined && out.amount_other > 0 && type !== 'sale') {
    return fail(E.fieldError('amount_other', 'cashback is only allowed on a sale'));
  }
  if (out.tip_amount !== undefined && out.tip_amount > 0 && type !== 'sale') {
    return fail(E.fieldError('tip_amount', 'a tip is only allowed on a sale'));
  }
  if ((out.amount ?? 0) + (out.tip_amount ?? 0) + (out.amount_other ?? 0) > MAX_AMOUNT) {
    return fail(E.fieldError('amount', `amount + tip_amount + amount_other must not exceed ${MAX_AMOUNT}`));
  }
  if (b.timeout_ms !== undefined) {
    const v = b.timeout_ms;
    if (typeof v !== 'number' || !Number.isInteger(v))
      return fail(E.fieldError('timeout_ms', 'must be an integer number of milliseconds'));
    if (v < 1 || v > MAX_TIMEOUT_MS)
      return fail(E.fieldError('timeout_ms', `must be between 1 and ${MAX_TIMEOUT_MS}`));
    out.timeout_ms = v;
  }
  if (b.id !== undefined) {
    if (typeof b.id !== 'string') return fail(E.fieldError('id', 'must be a string'));
    if (!ID_PATTERN.test(b.id))
      return fail(E.fieldError('id', 'must be 1 to 64 characters of letters, digits, . _ : -'));
    if (RESERVED_IDS.has(b.id)) return fail(E.fieldError('id', 'latest, last and current are reserved'));
    out.id = b.id;
  }
  if (b.reference_txn_id !== undefined) {
    if (type !== 'reversal') return fail(E.fieldError('reference_txn_id', 'only allowed on a reversal'));
    if (typeof b.reference_txn_id !== 'string' || b.reference_txn_id === '') {
      return fail(E.fieldError('reference_txn_id', 'must be a non-empty string'));
    }
    out.reference_txn_id = b.reference_txn_id;
  }
  if (type === 'reversal' && out.amount !== undefined) {
    return fail(E.fieldError('amount', 'not allowed on a reversal: the reversed transaction sets it'));
  }
  return { ok: true, value: out };
}
