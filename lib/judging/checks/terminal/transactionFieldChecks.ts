/**
 * The per-field rules of a transaction document (Resources and their fields
 * > B. Transaction), one small check each. A field that a device fills only
 * once the transaction has ended may be null or absent while it runs (field
 * notes), so a null or absent field is judged by the schema, not here.
 */
import { holds } from '../deviation.js';
import { inTransaction, json, type JsonRecord } from './exchange.js';
import {
  AUTHORIZATION_RULES,
  CVM_MODES,
  INTERCHANGE_RULES,
  ONLINE_DECISIONS,
  RANGE_OF_SERVICES,
  RESULTS,
  SCHEMES,
  SOURCES,
  TYPES,
  oneOf,
} from './transactionValues.js';
import { isJsonObject } from '../../../support/json/isJsonObject.js';

const unset = (v: unknown): boolean => v === undefined || v === null;
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** A field of listed values: unset (judged by the schema) or one of them. */
function holdsListed(t: JsonRecord, field: string, values: readonly string[]): void {
  const v = t[field];
  holds(unset(v) || oneOf(values, v), `${field} is ${json(v)}`, inTransaction(field, values, v));
}

/** total_amount: "equals amount + tip_amount + amount_other" (an absent part counts 0). */
export function checkTotalAmount(t: JsonRecord): void {
  if (unset(t.total_amount)) return;
  const sum = num(t.amount) + num(t.tip_amount) + num(t.amount_other);
  holds(
    typeof t.total_amount === 'number',
    `total_amount is ${json(t.total_amount)}`,
    inTransaction('total_amount', sum, t.total_amount),
  );
  // Amounts may be decimal on some firmware: compare with a rounding tolerance.
  holds(
    Math.abs(t.total_amount - sum) < 1e-6,
    `total_amount ${t.total_amount} != amount ${json(t.amount)} + tip_amount ${json(t.tip_amount)} + amount_other ${json(t.amount_other)} (= ${sum})`,
    inTransaction('total_amount', sum, t.total_amount),
  );
}

/** result and online_result: approved, declined, cancelled or error (null before the end). */
export function checkResultValues(t: JsonRecord): void {
  holdsListed(t, 'result', RESULTS);
  holdsListed(t, 'online_result', RESULTS);
}

/** type: sale, refund, reconciliation, technical_reversal, reversal or void. */
export function checkTypeValue(t: JsonRecord): void {
  holds(oneOf(TYPES, t.type), `type is ${json(t.type)}`, inTransaction('type', TYPES, t.type));
}

/** "unknown followed by a hexadecimal code": unknown1f, unknown_1f, unknown (1f), unknown 0x1F... */
const unknownScheme = /^unknown[\s_-]?\(?\s*(0x)?[0-9a-fA-F]+\s*\)?$/;

/** card_details.scheme: a listed scheme, or unknown followed by a hexadecimal code. */
export function checkScheme(t: JsonRecord): void {
  const scheme = isJsonObject(t.card_details) ? t.card_details.scheme : undefined;
  if (unset(scheme)) return; // no card read yet
  holds(
    oneOf(SCHEMES, scheme) || (typeof scheme === 'string' && unknownScheme.test(scheme)),
    `card_details.scheme is ${json(scheme)}`,
    inTransaction('card_details.scheme', 'a listed scheme or unknown followed by a hexadecimal code', scheme),
  );
}

/** tags: EMV tag name to hexadecimal string, "Only for contact or contactless EMV". */
export function checkEmvTags(t: JsonRecord): void {
  const tags = t.tags;
  if (unset(tags)) return;
  holds(isJsonObject(tags), `tags is ${json(tags)}, not a map`, inTransaction('tags', 'a map', tags));
  const bad = Object.entries(tags).filter(([, v]) => typeof v !== 'string' || !/^[0-9a-fA-F]*$/.test(v));
  holds(
    bad.length === 0,
    `tag values not hexadecimal: ${bad.map(([k]) => k).join(', ')}`,
    inTransaction(
      'tags',
      'hexadecimal strings',
      bad.map(([k]) => k),
    ),
  );
  const source = t.input_source;
  if (Object.keys(tags).length === 0 || unset(source)) return;
  const emv = source === 'contact_emv' || source === 'contactless';
  holds(
    emv,
    `tags present on a ${json(source)} transaction`,
    inTransaction('input_source', ['contact_emv', 'contactless'], source),
  );
}

/** input_source and attempted_sources: contactless, contact_emv, keypad or mag_stripe. */
export function checkEntrySources(t: JsonRecord): void {
  holdsListed(t, 'input_source', SOURCES);
  const a = t.attempted_sources;
  if (unset(a)) return;
  holds(
    Array.isArray(a) && a.every((x) => oneOf(SOURCES, x)),
    `attempted_sources is ${json(a)}`,
    inTransaction('attempted_sources', SOURCES, a),
  );
}

function cvmResultOk(v: unknown): boolean {
  if (unset(v)) return true;
  if (Array.isArray(v))
    return v.includes('failed') && v.includes('blocked') && v.every((x) => x === 'failed' || x === 'blocked');
  return typeof v === 'string' && (['ok', 'failed', 'blocked'].includes(v) || /^[0-9a-fA-F]+$/.test(v));
}

/** cvm_mode: offline_pin, online_pin or signature; cvm_result: ok, failed, blocked, [failed, blocked] or hex. */
export function checkCvm(t: JsonRecord): void {
  holdsListed(t, 'cvm_mode', CVM_MODES);
  holds(
    cvmResultOk(t.cvm_result),
    `cvm_result is ${json(t.cvm_result)}`,
    inTransaction('cvm_result', 'ok, failed, blocked, [failed, blocked] or hexadecimal', t.cvm_result),
  );
}

/**
 * services: code and the three decoded rule fields. An empty or null object
 * (no card read) is not judged; once any field is there, all four are.
 */
export function checkServices(t: JsonRecord): void {
  const s = t.services;
  if (unset(s)) return;
  holds(isJsonObject(s), `services is ${json(s)}`, inTransaction('services', 'an object', s));
  if (Object.keys(s).length === 0) return;
  const problems: string[] = [];
  if (typeof s.code !== 'string') problems.push(`code ${json(s.code)}`);
  if (!oneOf(INTERCHANGE_RULES, s.interchange_rules))
    problems.push(`interchange_rules ${json(s.interchange_rules)}`);
  if (!oneOf(AUTHORIZATION_RULES, s.authorization_processing_rules))
    problems.push(`authorization_processing_rules ${json(s.authorization_processing_rules)}`);
  if (!oneOf(RANGE_OF_SERVICES, s.range_of_services))
    problems.push(`range_of_services ${json(s.range_of_services)}`);
  holds(
    problems.length === 0,
    `services: ${problems.join(', ')}`,
    inTransaction('services', 'code and the listed rule values', s),
  );
}

/** terminal_online_decision: approved, declined, go_online or unknown. */
export function checkOnlineDecision(t: JsonRecord): void {
  holdsListed(t, 'terminal_online_decision', ONLINE_DECISIONS);
}

/** card_expiry: "format YYMM". */
export function checkCardExpiry(t: JsonRecord): void {
  const v = t.card_expiry;
  if (unset(v)) return;
  holds(
    typeof v === 'string' && /^\d{2}(0[1-9]|1[0-2])$/.test(v),
    `card_expiry is ${json(v)}, not YYMM`,
    inTransaction('card_expiry', 'YYMM', v),
  );
}

/** ksn and pin_block: "string or null" (no encoding stated); a PIN block is for online PIN only. */
export function checkPinFields(t: JsonRecord): void {
  for (const f of ['ksn', 'pin_block'] as const) {
    holds(
      unset(t[f]) || typeof t[f] === 'string',
      `${f} is a ${typeof t[f]}, not a string or null`,
      inTransaction(f, 'a string or null', t[f]),
    );
  }
  if (typeof t.pin_block === 'string' && t.pin_block !== '') {
    holds(
      t.is_online_pin === true,
      'pin_block is set but is_online_pin is not true',
      inTransaction('is_online_pin', true, t.is_online_pin),
    );
  }
}

/** last_deferred_auth_attempted_at, num_deferred_auth_attempts: "null when not a deferred authorization". */
export function checkDeferredAuthFields(t: JsonRecord): void {
  if (t.is_deferred_auth === true) return;
  for (const f of ['last_deferred_auth_attempted_at', 'num_deferred_auth_attempts'] as const) {
    holds(
      unset(t[f]),
      `${f} is ${json(t[f])} on a transaction that is not a deferred authorization`,
      inTransaction(f, null, t[f]),
    );
  }
}

type Flags = Readonly<Record<string, boolean>>;

/** The entry flags each input_source implies where the flag is set at all (TM-TXN-21). */
const flagsOfSource: Readonly<Record<string, Flags>> = {
  contactless: { is_contactless: true, is_keyed: false },
  contact_emv: { is_emv: true, is_contactless: false, is_keyed: false },
  mag_stripe: { is_emv: false, is_contactless: false, is_keyed: false },
  keypad: { is_keyed: true, is_emv: false, is_contactless: false },
};

/** The PIN and signature flags each cvm_mode implies once the verification completed (TM-TXN-22). */
const flagsOfCvm: Readonly<Record<string, Flags>> = {
  offline_pin: { is_offline_pin: true, is_online_pin: false },
  online_pin: { is_online_pin: true, is_offline_pin: false },
  signature: { is_signature_required: true, is_offline_pin: false, is_online_pin: false },
};

/** The boolean flags of `t` that say otherwise than `want` (a flag that is not a boolean is the schema's). */
function disagreeing(t: JsonRecord, want: Flags | undefined): [string, boolean][] {
  return Object.entries(want ?? {}).filter(([f, v]) => typeof t[f] === 'boolean' && t[f] !== v);
}

function holdsFlags(t: JsonRecord, by: string, off: readonly [string, boolean][]): void {
  const [first] = off;
  if (first === undefined) return;
  holds(
    false,
    `${by} ${json(t[by])}, but ${off.map(([f]) => `${f} ${json(t[f])}`).join(', ')}`,
    inTransaction(first[0], first[1], t[first[0]]),
  );
}

/**
 * Observation: on a finished transaction the entry flags agree with
 * input_source, "For a completed transaction ... the authoritative source of
 * card data" (the flags themselves have no Meaning text).
 */
export function checkEntryFlags(t: JsonRecord): void {
  if (t.is_active !== false || typeof t.input_source !== 'string') return;
  holdsFlags(t, 'input_source', disagreeing(t, flagsOfSource[t.input_source]));
}

/**
 * Observation: where cardholder verification completed (cvm_result ok), the
 * PIN and signature flags agree with cvm_mode (is_online_pin "PIN entered and
 * encrypted for the host", is_offline_pin "PIN validated by the card").
 */
export function checkCvmFlags(t: JsonRecord): void {
  if (t.is_active !== false || t.cvm_result !== 'ok' || typeof t.cvm_mode !== 'string') return;
  holdsFlags(t, 'cvm_mode', disagreeing(t, flagsOfCvm[t.cvm_mode]));
}
