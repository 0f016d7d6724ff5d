/**
 * Validates the body of POST transactions/<type>.json: first against its
 * schema with the generated validator (schemas/terminal/start-request.json:
 * the payload is paycert's choice, the spec does not show it), as the
 * gateway simulator checks its requests; then the simulator's own rules the
 * schema does not state (its bounds, which fields a type takes). Every
 * refusal names the field and the rule, in the simulator's words.
 */
import type { ErrorObject } from 'ajv';
import type { TerminalStartRequest } from '../../generated/types/terminal/start-request.js';
import { validators } from '../../generated/schemas.js';
import * as E from './errors.js';
import type { SimError } from './errors.js';
import type { TxnType } from './transactionDoc.js';

export type StartInput = TerminalStartRequest;

/** The largest amount the simulator accepts, in minor units (Limits 5: bounds not shown; paycert's choice). */
export const MAX_AMOUNT = 99_999_999;
export const MAX_TIMEOUT_MS = 3_600_000;
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
const RESERVED_IDS = new Set(['latest', 'last', 'current']);

/** A rule of the schema in the simulator's words, by the keyword ajv names (the value at hand). */
type Words = Readonly<Record<string, string | ((value: unknown) => string)>>;

const amountWords = (min: 0 | 1): Words => ({
  type: (v) =>
    typeof v === 'number' && Number.isFinite(v)
      ? 'must be an integer number of minor units (100 = 1.00)'
      : 'must be a number (integer minor units)',
  minimum: min === 1 ? 'must be greater than zero' : 'must not be negative',
});

/** Every field of the schema, in the order a refusal names them; the compiler holds it to the schema's. */
const fieldWords: Readonly<Record<keyof TerminalStartRequest, Words>> = {
  amount: amountWords(1),
  id: { type: 'must be a string', minLength: 'must be 1 to 64 characters of letters, digits, . _ : -' },
  tip_amount: amountWords(0),
  amount_other: amountWords(0),
  timeout_ms: {
    type: 'must be an integer number of milliseconds',
    minimum: `must be between 1 and ${MAX_TIMEOUT_MS}`,
  },
  reference_txn_id: { type: 'must be a non-empty string', minLength: 'must be a non-empty string' },
};
const fields = Object.keys(fieldWords) as (keyof TerminalStartRequest)[];

/** The schema's first broken rule (unknown fields first, then in field order), as the simulator says it. */
function schemaRefusal(errors: readonly ErrorObject[], body: Record<string, unknown>): SimError {
  const unknown = errors.find((e) => e.keyword === 'additionalProperties');
  if (unknown !== undefined) {
    const key = String((unknown.params as { additionalProperty?: unknown }).additionalProperty);
    return E.fieldError(key.slice(0, 40), `unknown field (allowed: ${fields.join(', ')})`);
  }
  const at = (e: ErrorObject): number =>
    fields.indexOf(e.instancePath.slice(1) as keyof TerminalStartRequest);
  const [first] = errors.filter((e) => at(e) >= 0).sort((a, b) => at(a) - at(b));
  if (first === undefined) return E.BODY_NOT_OBJECT;
  const field = fields[at(first)] as keyof TerminalStartRequest;
  const words = fieldWords[field][first.keyword];
  const rule =
    typeof words === 'function'
      ? words(body[field])
      : (words ?? `${first.message ?? 'is invalid'} (${first.keyword})`);
  return E.fieldError(field, rule);
}

/** The simulator's rules beyond the schema: its bounds, and which fields each transaction type takes. */
function simulatorRefusal(type: TxnType, b: StartInput): SimError | undefined {
  if (b.amount === undefined && (type === 'sale' || type === 'refund'))
    return E.fieldError('amount', `required for a ${type}`);
  for (const f of ['amount', 'tip_amount', 'amount_other'] as const)
    if ((b[f] ?? 0) > MAX_AMOUNT) return E.fieldError(f, `must not exceed ${MAX_AMOUNT}`);
  if ((b.amount_other ?? 0) > 0 && type !== 'sale')
    return E.fieldError('amount_other', 'cashback is only allowed on a sale');
  if ((b.tip_amount ?? 0) > 0 && type !== 'sale')
    return E.fieldError('tip_amount', 'a tip is only allowed on a sale');
  if ((b.amount ?? 0) + (b.tip_amount ?? 0) + (b.amount_other ?? 0) > MAX_AMOUNT)
    return E.fieldError('amount', `amount + tip_amount + amount_other must not exceed ${MAX_AMOUNT}`);
  if ((b.timeout_ms ?? 1) > MAX_TIMEOUT_MS)
    return E.fieldError('timeout_ms', `must be between 1 and ${MAX_TIMEOUT_MS}`);
  if (b.id !== undefined && !ID_PATTERN.test(b.id))
    return E.fieldError('id', 'must be 1 to 64 characters of letters, digits, . _ : -');
  if (b.id !== undefined && RESERVED_IDS.has(b.id))
    return E.fieldError('id', 'latest, last and current are reserved');
  if (b.reference_txn_id !== undefined && type !== 'reversal')
    return E.fieldError('reference_txn_id', 'only allowed on a reversal');
  if (type === 'reversal' && b.amount !== undefined)
    return E.fieldError('amount', 'not allowed on a reversal: the reversed transaction sets it');
  return undefined;
}

/** Validates a start body that was already read and decoded as JSON (`undefined` for an empty body). */
export function validateStart(
  type: TxnType,
  body: unknown,
): { ok: true; value: StartInput } | { ok: false; error: SimError } {
  const b = body === undefined ? {} : body;
  if (b === null || typeof b !== 'object' || Array.isArray(b)) return { ok: false, error: E.BODY_NOT_OBJECT };
  const validate = validators['terminal/start-request'];
  if (!validate(b))
    return { ok: false, error: schemaRefusal(validate.errors ?? [], b as Record<string, unknown>) };
  const refusal = simulatorRefusal(type, b);
  return refusal === undefined ? { ok: true, value: { ...b } } : { ok: false, error: refusal };
}
