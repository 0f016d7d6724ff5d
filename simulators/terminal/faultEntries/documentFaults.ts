/**
 * The document-level faults, each declared here with its change: it takes
 * the finished transaction document (after serialisation) and breaks one
 * rule, named by its requirement id. The stored record stays correct, so
 * turning a fault off heals every document, and a proof run renders
 * documents exactly as a conformance run does. faults.ts gathers every fault.
 */
import { findTestCard, type TestCard } from '../../../lib/targets/terminal/testCards.js';
import { clearTrack2 } from '../cardData.js';
import { answerFaultEntries } from './answerFaults.js';
import type { FaultName } from '../faults.js';
import { faultEntryOf, type FaultSpec } from '../../kit/variation.js';
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

/** `field` written as `to` where the document holds one of `from`: a value off the field's stated list. */
function offList(field: keyof Doc, from: readonly unknown[], to: string): Change {
  return (d, _card, out) => {
    if (from.includes(d[field])) out[field] = to;
  };
}

/** A fault that changes the served transaction document. */
type DocumentFault = FaultSpec & { readonly change: Change };

/** The document faults, each with its change, applied in this order. */
export const documentFaults = [
  {
    name: 'wrong-total',
    description: 'total_amount is one more than amount + tip_amount + amount_other',
    breaks: 'TM-TXN-2',
    change: (d) => (d.total_amount += 1),
  },
  {
    name: 'stan-frozen',
    description: 'the stan never moves: every transaction document shows the same number',
    breaks: 'TM-TXN-4',
    // The machine keeps counting (receipts and a restart read the record); the documents show one number.
    change: (d) => (d.stan = 1),
  },
  {
    name: 'unmasked-pan',
    description: 'account_number holds the full card number',
    breaks: 'TM-TXN-3',
    // account_number is stated as "string, masked card number" in B. Transaction (the schema rule
    // TM-TXN-1) and in B. Transaction summary (TM-LIST-1), and the summary carries it too.
    alsoBreaks: ['TM-TXN-1', 'TM-LIST-1'],
    change: (d, card) => {
      if (card !== undefined && d.account_number.includes('*') && d.card_expiry !== null)
        d.account_number = card.pan;
    },
  },
  {
    name: 'unmasked-track2',
    description: 'card_details.track2 holds the clear track 2',
    breaks: 'TM-TXN-3',
    // card_details is stated as holding "`track2` (string, masked)": the schema rule TM-TXN-1 too.
    alsoBreaks: ['TM-TXN-1'],
    change: (d, card) => {
      if (card !== undefined && d.card_details.track2 !== undefined)
        d.card_details.track2 = clearTrack2(card);
    },
  },
  {
    name: 'finished-without-result',
    description: 'an ended transaction keeps result null',
    breaks: 'TM-TXN-5',
    // result is stated as "string | approved, declined, cancelled or error": null on a finished
    // transaction is outside the field's stated type and values, the schema rule TM-TXN-1 too.
    alsoBreaks: ['TM-TXN-1'],
    // The machine ends the transaction correctly (its record drives reversals, receipts and a
    // restart); only the documents and summaries served say otherwise.
    change: (d) => {
      if (d.status === 'finished') d.result = null;
    },
  },
  {
    name: 'active-after-end',
    description: 'an ended transaction keeps is_active true',
    breaks: 'TM-LIFE-1',
    // TM-TXN-5 states the same of a finished transaction ("is_active false and a result").
    alsoBreaks: ['TM-TXN-5'],
    change: (d) => {
      if (d.status === 'finished') d.is_active = true;
    },
  },
  {
    name: 'wrong-type-echo',
    description: 'a started refund is reported as a sale (and a sale as a refund)',
    breaks: 'TM-START-3',
    change: (d) => {
      d.type = d.type === 'refund' ? 'sale' : d.type === 'sale' ? 'refund' : d.type;
    },
  },
  {
    name: 'message-number-string',
    description: 'message_number is a zero-padded string ("000042")',
    breaks: 'TM-TXN-1',
    change: (d, _card, out) => (out.message_number = String(d.message_number).padStart(6, '0')),
  },
  {
    name: 'times-in-milliseconds',
    description: 'started_at and ended_at are milliseconds since the epoch, not seconds',
    breaks: 'TM-TXN-6',
    // Both tables type the fields "number (seconds since the Unix epoch)": the document's schema
    // (TM-TXN-1) and the summary's (TM-LIST-1), whose times the firmware takes from the document.
    alsoBreaks: ['TM-TXN-1', 'TM-LIST-1'],
    change: (d) => {
      d.started_at *= 1000;
      if (d.ended_at !== null) d.ended_at *= 1000;
    },
  },
  {
    name: 'finished-without-host',
    description: 'a finished transaction document leaves out host',
    breaks: 'TM-TXN-1',
    // The summary table lists host too, and the firmware's summaries come from its documents.
    alsoBreaks: ['TM-LIST-1'],
    change: (d, _card, out) => {
      if (!d.is_active) delete out.host;
    },
  },
  {
    name: 'host-display-name',
    description: 'host holds the display name of the module ("Acquirer A"), which names no settings object',
    breaks: 'TM-TXN-20',
    change: (d) => {
      d.host = d.host
        .split('_')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join(' ');
    },
  },
  {
    name: 'entry-flags-stale',
    description: 'a chip read keeps is_contactless true (as after a contactless attempt)',
    // An observation (TM-TXN-21): input_source is "the authoritative source"; the warning fires.
    breaks: 'TM-TXN-21',
    change: (d) => {
      if (d.input_source === 'contact_emv') d.is_contactless = true;
    },
  },
  {
    name: 'cvm-flags-crossed',
    description: 'an offline PIN transaction says is_online_pin true as well',
    // An observation (TM-TXN-22): the spec does not tie the flags to cvm_mode; the warning fires.
    breaks: 'TM-TXN-22',
    change: (d) => {
      if (d.is_offline_pin) d.is_online_pin = true;
    },
  },
  {
    name: 'ended-at-local-time',
    description: 'ended_at is one hour behind (local time), so it is before started_at',
    breaks: 'TM-TXN-6',
    change: (d) => {
      if (d.ended_at !== null) d.ended_at -= 3600;
    },
  },
  {
    name: 'online-result-response-code',
    description: 'online_result holds the host response code ("00", "05", "91")',
    breaks: 'TM-TXN-7',
    // online_result is stated as approved, declined, cancelled or error: a response code is outside those
    // values, so the schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
    change: (d, _card, out) => {
      if (d.online_result !== null) out.online_result = responseCodes[d.online_result];
    },
  },
  {
    name: 'refund-type-credit',
    description: 'a finished refund says type "credit"',
    breaks: 'TM-TXN-8',
    // type is stated as sale, refund, reconciliation, technical_reversal, reversal or void in the
    // document (TM-TXN-1), and as sale, refund, reversal or reconciliation in the summary table
    // (TM-LIST-1): "credit" is outside both, and the summary of the refund carries it too.
    alsoBreaks: ['TM-TXN-1', 'TM-LIST-1'],
    change: (d, _card, out) => {
      if (d.type === 'refund' && !d.is_active) out.type = 'credit';
    },
  },
  {
    name: 'scheme-brand-name',
    description: 'card_details.scheme holds the brand ("VISA") instead of the scheme',
    breaks: 'TM-TXN-9',
    // card_details.scheme is stated as one of a list of scheme names: a brand name is outside it, so the
    // schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
    change: (d, card) => {
      if (d.card_details.scheme !== undefined)
        d.card_details.scheme = card?.brand ?? d.card_details.scheme.toUpperCase();
    },
  },
  {
    name: 'tags-on-magstripe',
    description: 'swiped and keyed transactions carry terminal tags (9F1A, 5F2A)',
    breaks: 'TM-TXN-10',
    change: (d) => {
      if ((d.input_source === 'mag_stripe' || d.input_source === 'keypad') && d.tags === null)
        d.tags = { '9F1A': '0826', '5F2A': '0826' };
    },
  },
  {
    name: 'input-source-magstripe',
    description: 'input_source says "magstripe" instead of mag_stripe',
    breaks: 'TM-TXN-11',
    // input_source is stated as contactless, contact_emv, keypad or mag_stripe: "magstripe" is outside
    // those values, so the schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
    change: offList('input_source', ['mag_stripe'], 'magstripe'),
  },
  {
    name: 'cvm-mode-pin',
    description: 'cvm_mode says "pin" for offline and online PIN',
    breaks: 'TM-TXN-12',
    // cvm_mode is stated as offline_pin, online_pin or signature: "pin" is outside those values, so the
    // schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
    change: offList('cvm_mode', ['offline_pin', 'online_pin'], 'pin'),
  },
  {
    name: 'services-undecoded',
    description: 'services rule fields hold the raw service-code digits',
    breaks: 'TM-TXN-13',
    // the services rule fields have stated value lists: raw digits are outside them, so the schema rule
    // TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
    change: (d, _card, out) => {
      if (d.services === null) return;
      const code = d.services.code;
      out.services = {
        code,
        interchange_rules: code.charAt(0),
        authorization_processing_rules: code.charAt(1),
        range_of_services: code.charAt(2),
      };
    },
  },
  {
    name: 'online-decision-online',
    description: 'terminal_online_decision says "online" instead of go_online',
    breaks: 'TM-TXN-14',
    // terminal_online_decision is stated as approved, declined, go_online or unknown: "online" is outside
    // those values, so the schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
    change: offList('terminal_online_decision', ['go_online'], 'online'),
  },
  {
    name: 'card-expiry-mm-yy',
    description: 'card_expiry is MM/YY instead of YYMM',
    breaks: 'TM-TXN-15',
    // card_expiry is stated as "string, format YYMM": MM/YY is outside that format, so the schema
    // rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
    change: (d) => {
      if (d.card_expiry !== null) d.card_expiry = `${d.card_expiry.slice(2)}/${d.card_expiry.slice(0, 2)}`;
    },
  },
  {
    name: 'pin-block-on-offline-pin',
    description: 'an offline PIN transaction carries a pin_block',
    breaks: 'TM-TXN-16',
    change: (d) => {
      if (d.is_offline_pin && d.pin_block === null) d.pin_block = '0412AC89ABCDEF67';
    },
  },
  {
    name: 'deferred-attempts-zero',
    description: 'num_deferred_auth_attempts is 0, not null, when not a deferred authorization',
    breaks: 'TM-TXN-17',
    change: (d) => {
      if (!d.is_deferred_auth && d.num_deferred_auth_attempts === null) d.num_deferred_auth_attempts = 0;
    },
  },
] as const satisfies readonly DocumentFault[];

/** The document as served under every active document fault, in the order above. */
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

/**
 * One entry for the faults of one seam that are on, so they combine (the list's summaries derive
 * from documents under every active document fault): named by them all, breaking what each breaks.
 */
function grouped(active: readonly FaultSpec[], hooks: Pick<FaultEntry, 'after'>): FaultEntry | undefined {
  const [first, ...rest] = active;
  if (first === undefined) return undefined;
  const spec: FaultSpec = {
    name: active.map((f) => f.name).join('+'),
    description: active.map((f) => f.description).join('; '),
    breaks: first.breaks,
    alsoBreaks: [...(first.alsoBreaks ?? []), ...rest.flatMap((f) => [f.breaks, ...(f.alsoBreaks ?? [])])],
  };
  return faultEntryOf(spec, hooks);
}

/** One entry for the document faults that are on: documents, and the list's summaries. */
export function documentFaultEntry(on: ReadonlySet<FaultName>): FaultEntry | undefined {
  const active = documentFaults.filter((f) => on.has(f.name));
  const fns = active.map((f) => f.change);
  return grouped(active, {
    after: (a, x) => {
      if (x.endpoint?.id === 'listTransactions' && isJsonObject(a.body) && Array.isArray(a.body.transactions))
        return { ...a, body: { ...a.body, transactions: faultedSummaries(a.body.transactions, fns, x) } };
      return mapTransaction(a, (t) => faulted(t, fns, x.machine));
    },
  });
}

/** A fault that changes the summaries of the transaction list. */
type SummaryFault = FaultSpec & { readonly change: (s: Record<string, unknown>) => void };

/** The summary faults, each with its change. */
export const summaryFaults = [
  {
    name: 'summary-missing-started-at',
    description: 'transaction summaries leave out started_at',
    breaks: 'TM-LIST-1',
    change: (s) => delete s.started_at,
  },
  {
    name: 'summary-amount-in-major-units',
    description: 'transaction summaries give amount in major units (4.5 for 450)',
    breaks: 'TM-LIST-4',
    change: (s) => {
      if (typeof s.amount === 'number') s.amount = s.amount / 100;
    },
  },
  {
    name: 'summary-without-host',
    description: 'the summaries of the transaction list leave out host',
    breaks: 'TM-LIST-1',
    change: (s) => delete s.host,
  },
] as const satisfies readonly SummaryFault[];

/** One entry for the summary faults that are on (GET transactions.json). */
export function summaryFaultEntry(on: ReadonlySet<FaultName>): FaultEntry | undefined {
  const active = summaryFaults.filter((f) => on.has(f.name));
  const fns = active.map((f) => f.change);
  const change = (s: unknown): unknown => {
    if (!isJsonObject(s)) return s;
    const out = { ...s };
    for (const f of fns) f(out);
    return out;
  };
  return grouped(active, {
    after: (a, x) =>
      x.endpoint?.id === 'listTransactions' && isJsonObject(a.body) && Array.isArray(a.body.transactions)
        ? { ...a, body: { ...a.body, transactions: a.body.transactions.map(change) } }
        : a,
  });
}

/** The fault entries of a fault set, in the order they apply (documents, summaries, then whole answers). */
export function faultEntries(on: ReadonlySet<FaultName>): FaultEntry[] {
  const grouped = [documentFaultEntry(on), summaryFaultEntry(on)].filter(
    (e): e is FaultEntry => e !== undefined,
  );
  return [...grouped, ...answerFaultEntries(on)];
}
