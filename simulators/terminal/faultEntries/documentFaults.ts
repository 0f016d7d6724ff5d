/**
 * The document-level faults as entries of the variation shape: each takes
 * the finished transaction document (after serialisation) and breaks one
 * rule, named by the requirement id of its switch (faults.ts). The stored
 * record stays correct, so turning a fault off heals every document, and a
 * proof run renders documents exactly as a conformance run does.
 */
import { findTestCard, type TestCard } from '../../../lib/targets/terminal/testCards.js';
import { clearTrack2 } from '../cardData.js';
import { answerFaultEntries } from './answerFaults.js';
import { faults, type FaultName } from '../faults.js';
import { isJsonObject, mapTransaction, type Exchange, type FaultEntry } from '../variation.js';
import type { TerminalMachine } from '../terminalMachine.js';
import { summaryOf, type TransactionDoc } from '../transactionDoc.js';

type Doc = TransactionDoc;
/** `out` is `d` seen untyped: some faults leave the document's type (values off the spec's lists). */
type Change = (d: Doc, card: TestCard | undefined, out: Record<string, unknown>) => void;

/** The host response codes a firmware might copy into online_result by mistake. */
const responseCodes: Record<string, string> = {
  approved: '00',
  declined: '05',
  error: '91',
  cancelled: '17',
};

const changes: Partial<Record<FaultName, Change>> = {
  'wrong-total': (d) => (d.total_amount += 1),
  // The machine keeps counting (receipts and a restart read the record); the documents show one number.
  'stan-frozen': (d) => (d.stan = 1),
  // The machine ends the transaction correctly (its record drives reversals, receipts and a
  // restart); only the documents and summaries served say otherwise.
  'finished-without-result': (d) => {
    if (d.status === 'finished') d.result = null;
  },
  'active-after-end': (d) => {
    if (d.status === 'finished') d.is_active = true;
  },
  'unmasked-pan': (d, card) => {
    if (card !== undefined && d.account_number.includes('*') && d.card_expiry !== null)
      d.account_number = card.pan;
  },
  'unmasked-track2': (d, card) => {
    if (card !== undefined && d.card_details.track2 !== undefined) d.card_details.track2 = clearTrack2(card);
  },
  'wrong-type-echo': (d) => {
    d.type = d.type === 'refund' ? 'sale' : d.type === 'sale' ? 'refund' : d.type;
  },
  'message-number-string': (d, _card, out) =>
    (out.message_number = String(d.message_number).padStart(6, '0')),
  'times-in-milliseconds': (d) => {
    d.started_at *= 1000;
    if (d.ended_at !== null) d.ended_at *= 1000;
  },
  'finished-without-host': (d, _card, out) => {
    if (!d.is_active) delete out.host;
  },
  'host-display-name': (d) => {
    d.host = d.host
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(' ');
  },
  'entry-flags-stale': (d) => {
    if (d.input_source === 'contact_emv') d.is_contactless = true;
  },
  'cvm-flags-crossed': (d) => {
    if (d.is_offline_pin) d.is_online_pin = true;
  },
  'ended-at-local-time': (d) => {
    if (d.ended_at !== null) d.ended_at -= 3600;
  },
  'online-result-response-code': (d, _card, out) => {
    if (d.online_result !== null) out.online_result = responseCodes[d.online_result];
  },
  'refund-type-credit': (d, _card, out) => {
    if (d.type === 'refund' && !d.is_active) out.type = 'credit';
  },
  'scheme-brand-name': (d, card) => {
    if (d.card_details.scheme !== undefined)
      d.card_details.scheme = card?.brand ?? d.card_details.scheme.toUpperCase();
  },
  'tags-on-magstripe': (d) => {
    if ((d.input_source === 'mag_stripe' || d.input_source === 'keypad') && d.tags === null)
      d.tags = { '9F1A': '0826', '5F2A': '0826' };
  },
  'input-source-magstripe': (d, _card, out) => {
    if (d.input_source === 'mag_stripe') out.input_source = 'magstripe';
  },
  'cvm-mode-pin': (d, _card, out) => {
    if (d.cvm_mode === 'offline_pin' || d.cvm_mode === 'online_pin') out.cvm_mode = 'pin';
  },
  'services-undecoded': (d, _card, out) => {
    if (d.services === null) return;
    const code = d.services.code;
    out.services = {
      code,
      interchange_rules: code.charAt(0),
      authorization_processing_rules: code.charAt(1),
      range_of_services: code.charAt(2),
    };
  },
  'online-decision-online': (d, _card, out) => {
    if (d.terminal_online_decision === 'go_online') out.terminal_online_decision = 'online';
  },
  'card-expiry-mm-yy': (d) => {
    if (d.card_expiry !== null) d.card_expiry = `${d.card_expiry.slice(2)}/${d.card_expiry.slice(0, 2)}`;
  },
  'pin-block-on-offline-pin': (d) => {
    if (d.is_offline_pin && d.pin_block === null) d.pin_block = '0412AC89ABCDEF67';
  },
  'deferred-attempts-zero': (d) => {
    if (!d.is_deferred_auth && d.num_deferred_auth_attempts === null) d.num_deferred_auth_attempts = 0;
  },
};

/** The document as served under every active document fault, in the order of faults.ts. */
function faulted(doc: Record<string, unknown>, active: readonly Change[], machine: TerminalMachine): Doc {
  const d = { ...doc, card_details: { ...(doc.card_details as object) } } as Doc;
  const cardId = machine.get(String(doc.id))?.cardId ?? null;
  const card = cardId === null ? undefined : findTestCard(cardId);
  for (const change of active) change(d, card, d);
  return d;
}

/** Summaries of the list are the summaries of the faulted documents (as the firmware derives them). */
function faultedSummaries(list: unknown[], active: readonly Change[], x: Exchange): unknown[] {
  return list.map((s) => {
    if (!isJsonObject(s)) return s;
    const rec = x.machine.get(String(s.id));
    return rec === undefined ? s : summaryOf(faulted(rec.doc, active, x.machine));
  });
}

/** One entry for the document faults that are on: documents, and the list's summaries. */
export function documentFaultEntry(on: ReadonlySet<FaultName>): FaultEntry | undefined {
  const active = faults.filter((f) => on.has(f.name) && changes[f.name] !== undefined);
  if (active.length === 0) return undefined;
  const fns = active.map((f) => changes[f.name] as Change);
  return {
    name: active.map((f) => f.name).join('+'),
    breaks: active.map((f) => f.breaks).join(', '),
    change: active.map((f) => f.description).join('; '),
    after: (a, x) => {
      if (x.route === 'transactions.json' && isJsonObject(a.body) && Array.isArray(a.body.transactions))
        return { ...a, body: { ...a.body, transactions: faultedSummaries(a.body.transactions, fns, x) } };
      return mapTransaction(a, (t) => faulted(t, fns, x.machine));
    },
  };
}

const summaryChanges: Partial<Record<FaultName, (s: Record<string, unknown>) => void>> = {
  'summary-missing-started-at': (s) => delete s.started_at,
  'summary-without-host': (s) => delete s.host,
  'summary-amount-in-major-units': (s) => {
    if (typeof s.amount === 'number') s.amount = s.amount / 100;
  },
};

/** One entry for the summary faults that are on (GET transactions.json). */
export function summaryFaultEntry(on: ReadonlySet<FaultName>): FaultEntry | undefined {
  const active = faults.filter((f) => on.has(f.name) && summaryChanges[f.name] !== undefined);
  if (active.length === 0) return undefined;
  const fns = active.map((f) => summaryChanges[f.name] as (s: Record<string, unknown>) => void);
  const change = (s: unknown): unknown => {
    if (!isJsonObject(s)) return s;
    const out = { ...s };
    for (const f of fns) f(out);
    return out;
  };
  return {
    name: active.map((f) => f.name).join('+'),
    breaks: active.map((f) => f.breaks).join(', '),
    change: active.map((f) => f.description).join('; '),
    after: (a, x) =>
      x.route === 'transactions.json' && isJsonObject(a.body) && Array.isArray(a.body.transactions)
        ? { ...a, body: { ...a.body, transactions: a.body.transactions.map(change) } }
        : a,
  };
}

/** The fault entries of a fault set, in the order they apply (documents, summaries, then whole answers). */
export function faultEntries(on: ReadonlySet<FaultName>): FaultEntry[] {
  const grouped = [documentFaultEntry(on), summaryFaultEntry(on)].filter(
    (e): e is FaultEntry => e !== undefined,
  );
  return [...grouped, ...answerFaultEntries(on)];
}
