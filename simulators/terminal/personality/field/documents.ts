/**
 * Field personality: the transaction document as other firmware writes it
 * (field notes "While a transaction runs"): nulls while in progress, fields
 * beyond the spec table, another reference format, the firmware's
 * `unknown (<hex>)` scheme form.
 */
import { isJsonObject, mapTransaction, type Answer, type Variation } from '../../variation.js';

/** Fields a running transaction leaves null (field notes); card_details is `{}`. */
const nullWhileActive = [
  'auth_code',
  'result',
  'online_result',
  'status_details',
  'ksn',
  'pin_block',
  'online_request',
  'online_response',
  'reference_number',
  'duration',
  'ended_at',
] as const;

export const nullsWhileActive: Variation = {
  name: 'nulls-while-active',
  allowedBy: '`is_active` is true while a transaction is in progress. … Transitions: not shown.',
  change: `while is_active: ${nullWhileActive.join(', ')} are null, card_details is {}, account_number all asterisks`,
  after: (a) =>
    mapTransaction(a, (t) => {
      if (t.is_active !== true) return t;
      const out: Record<string, unknown> = { ...t, card_details: {}, account_number: '****************' };
      for (const k of nullWhileActive) out[k] = null;
      return out;
    }),
};

export const undocumentedFields: Variation = {
  name: 'undocumented-fields',
  allowedBy:
    'The single-transaction, latest, current and start endpoints all return `success` (boolean) and `transaction` (the transaction object).',
  change:
    'documents also carry host_module_name, job_id, is_gratuity_enabled, merchant_reference, receipt_ready, currency_code/symbol/scale, is_api',
  after: (a) =>
    mapTransaction(a, (t) => ({
      ...t,
      host_module_name: t.host,
      job_id: typeof t.stan === 'number' ? `job-${t.stan}` : null,
      is_gratuity_enabled: false,
      merchant_reference: null,
      receipt_ready: t.is_active === false,
      currency_code: 'GBP',
      currency_symbol: '£',
      currency_scale: 2,
      is_api: true,
    })),
};

/** `ddd ddd dddddd` (day, random, stan) becomes `RRN-ddddddddd-ddd`; any other value is kept. */
export function fieldReference(ref: string): string {
  return /^\d{12}$/.test(ref) ? `RRN-${ref.slice(3)}-${ref.slice(0, 3)}` : ref;
}

export const referenceFormat: Variation = {
  name: 'reference-number-format',
  allowedBy: 'reference_number | string | host-specific format',
  change: 'reference_number reads RRN-<stan part>-<day> instead of twelve digits (receipts alike)',
  after: (a) =>
    mapTransaction(a, (t) =>
      typeof t.reference_number === 'string'
        ? { ...t, reference_number: fieldReference(t.reference_number) }
        : t,
    ),
};

/** `unknown-<code>` becomes the firmware form `unknown (<hex>)`; an AID (long code) reports kernel 1f. */
export function fieldScheme(scheme: string): string {
  const m = /^unknown-([0-9a-f]+)$/i.exec(scheme);
  if (m?.[1] === undefined) return scheme;
  return `unknown (${m[1].length > 2 ? '1f' : m[1].toLowerCase()})`;
}

export const schemeUnknownHex: Variation = {
  name: 'scheme-unknown-hex',
  allowedBy:
    '`scheme` (string, one of: visa-old-us, … discover-magstripe, or unknown followed by a hexadecimal code)',
  change: 'an exotic card reports card_details.scheme `unknown (1f)`, a keyed one `unknown (00)`',
  after: (a) =>
    mapTransaction(a, (t) => {
      const cd = t.card_details as { scheme?: unknown } | null | undefined;
      if (cd === null || typeof cd !== 'object' || typeof cd.scheme !== 'string') return t;
      return { ...t, card_details: { ...cd, scheme: fieldScheme(cd.scheme) } };
    }),
};

export const referenceTxnIdEmpty: Variation = {
  name: 'reference-txn-id-empty',
  allowedBy: 'reference_txn_id | string | for reversals and voids, the id of the transaction reversed',
  change: 'a transaction that reverses nothing says reference_txn_id "" (an empty string), not null',
  after: (a) => mapTransaction(a, (t) => (t.reference_txn_id === null ? { ...t, reference_txn_id: '' } : t)),
};

/** `476173******0119` becomes `0119`: the last four digits only; an all-asterisk mask stays. */
export function lastFourOnly(v: unknown): unknown {
  return typeof v === 'string' ? (/\d{4}$/.exec(v)?.[0] ?? v) : v;
}

function withLastFour(t: unknown): unknown {
  return isJsonObject(t) ? { ...t, account_number: lastFourOnly(t.account_number) } : t;
}

/** The summaries of a list answer, wrapped or bare, each passed through `f`. */
function mapSummaries(a: Answer, f: (s: unknown) => unknown): Answer {
  if (Array.isArray(a.body)) return { ...a, body: a.body.map(f) };
  if (isJsonObject(a.body) && Array.isArray(a.body.transactions))
    return { ...a, body: { ...a.body, transactions: a.body.transactions.map(f) } };
  return a;
}

export const accountNumberLastFour: Variation = {
  name: 'account-number-last-four',
  allowedBy: 'account_number | string | masked card number',
  change:
    'account_number shows the last four digits alone (0119), in documents and summaries (field notes: "last four only")',
  after: (a, x) =>
    x.endpoint?.id === 'listTransactions'
      ? mapSummaries(a, withLastFour)
      : mapTransaction(a, (t) => withLastFour(t) as Record<string, unknown>),
};
