/**
 * Fault switches for self-testing the suites (the harness proves each check
 * can fail): each breaks one rule of the spec, named by its requirement id
 * in lib/judging/requirements/, and fails only that requirement, except
 * where its change breaks a second rule by the spec's own words
 * (`alsoBreaks`, with the reason beside it). `npm run prove` holds every
 * fault to exactly these ids. All are off by default. Each fault is
 * declared where its change is: an entry that bends an answer
 * (faultEntries/), the printer's misreading (printerFaults.ts), or here,
 * for a branch in the step no answer shows.
 */
import type { FaultSpec } from '../kit/variation.js';
import { answerFaults } from './faultEntries/answerFaults.js';
import { documentFaults, summaryFaults } from './faultEntries/documentFaults.js';
import { printerFaults } from './printerFaults.js';

/**
 * The faults that change what the terminal accepts, routes, stores or
 * decides: each acts through a `faults.has()` branch in that step (no
 * finished answer shows it alone), so it is declared here.
 */
const branchFaults = [
  {
    name: 'stan-decreasing',
    description: 'the stan counts down: each transaction takes a lower one than the transaction before',
    breaks: 'TM-TXN-4',
  },
  {
    name: 'timeout-default-wrong',
    description: 'timeout_ms defaults to 60000 instead of 150000',
    breaks: 'TM-LIFE-2',
  },
  {
    name: 'reversal-not-marked',
    description: 'a reversed transaction is not marked is_reversed',
    breaks: 'TM-LIFE-4',
  },
  {
    name: 'session-not-closed',
    description: 'a reconciliation does not move session_number on',
    breaks: 'TM-LIFE-5',
  },
  {
    name: 'screen-not-idle-after-end',
    description: 'the result screen stays after a transaction ends',
    // An observation (TM-SCR-4): no sentence sets when a device returns to idle; the warning fires.
    breaks: 'TM-SCR-4',
  },
  {
    name: 'current-200-when-idle',
    description: 'current.json answers 200 with success true and the latest transaction when idle',
    breaks: 'TM-GET-4',
  },
  {
    name: 'latest-not-newest',
    description: 'latest.json and last.json return the oldest transaction',
    breaks: 'TM-GET-2',
  },
  {
    name: 'list-missing-transaction',
    description: 'the transaction list leaves out the newest transaction',
    breaks: 'TM-LIST-2',
  },
  {
    name: 'client-id-ignored',
    description: 'a client-supplied id is replaced by a generated one',
    breaks: 'TM-START-4',
  },
  {
    name: 'client-id-refused',
    description: 'a start that supplies an id is refused (400); the same start without it is accepted',
    breaks: 'TM-START-4',
  },
  {
    name: 'ping-requires-auth',
    description: 'ping.json refuses requests without credentials',
    breaks: 'TM-PING-1',
  },
  {
    name: 'no-auth-required',
    description: 'authorized endpoints accept requests without credentials (wrong ones are still refused)',
    breaks: 'TM-AUTH-1',
  },
  {
    name: 'negative-y-accepted',
    description: 'print.json accepts a text instruction with negative y',
    breaks: 'PR-3',
  },
  { name: 'unknown-command-accepted', description: 'print.json accepts an unknown command', breaks: 'PR-1' },
  { name: 'paper-order-by-list', description: 'the printer prints in list order, not by y', breaks: 'PR-4' },
  {
    name: 'printer-absent-200',
    description: 'print.json on a device without a printer answers 200 with success true',
    breaks: 'TM-PRN-2',
  },
  {
    name: 'cardholder-receipt-for-reconciliation',
    description: 'the cardholder receipt of a reconciliation is served',
    breaks: 'TM-RCPT-2',
  },
  {
    name: 'reconciliation-receipt-for-sale',
    description: 'the reconciliation receipt of a sale is served',
    breaks: 'TM-RCPT-3',
  },
  {
    name: 'ping-under-v1',
    description: 'ping.json answers under /api/v1/ only (404 under /api/v2/)',
    breaks: 'TM-VER-1',
  },
  {
    name: 'wrong-password-accepted',
    description: 'authorized endpoints accept any credentials; only missing ones are refused',
    breaks: 'TM-AUTH-2',
  },
  {
    name: 'get-by-id-off-by-one',
    description: 'transactions/<id>.json returns the transaction started before the one asked for',
    breaks: 'TM-GET-1',
  },
  {
    name: 'current-404-while-active',
    description: 'current.json answers 404 even while a transaction is active',
    breaks: 'TM-GET-3',
  },
  {
    name: 'refund-type-refused',
    description: 'POST transactions/refund.json answers 404',
    breaks: 'TM-START-2',
  },
  {
    name: 'duplicate-generated-ids',
    description: 'every generated id repeats the first one (a re-seeded generator)',
    breaks: 'TM-START-5',
  },
  {
    name: 'merchant-receipt-missing-for-reversal',
    description: 'the merchant receipt of a reversal answers 404',
    breaks: 'TM-RCPT-1',
  },
  {
    name: 'merchant-receipt-missing-unless-approved',
    description: 'the merchant receipt of a declined or cancelled transaction answers 404',
    breaks: 'TM-RCPT-1',
  },
  {
    name: 'receipt-from-primary-module',
    description: 'receipts always take header, footer, TID and MID from the primary host module',
    breaks: 'TM-RCPT-7',
  },
  {
    name: 'cardholder-receipt-missing-for-refund',
    description: 'the cardholder receipt of a refund answers 404',
    // An observation (TM-RCPT-8): only the merchant receipt is "always available"; the warning fires.
    breaks: 'TM-RCPT-8',
  },
] as const satisfies readonly FaultSpec[];

/** Every fault switch of the terminal, each declared where its change is. */
export const faults = [
  ...branchFaults,
  ...documentFaults,
  ...summaryFaults,
  ...answerFaults,
  ...printerFaults,
] as const satisfies readonly FaultSpec[];

export type FaultName = (typeof faults)[number]['name'];

const names = new Set<string>(faults.map((f) => f.name));

export function isFaultName(name: string): name is FaultName {
  return names.has(name);
}

/** Validates a fault list; throws naming the first unknown switch. */
export function parseFaults(list: readonly string[]): ReadonlySet<FaultName> {
  const out = new Set<FaultName>();
  for (const raw of list) {
    const name = raw.trim();
    if (name === '') continue;
    if (!isFaultName(name))
      throw new Error(`faults: unknown fault "${name}" (known: ${[...names].join(', ')})`);
    out.add(name);
  }
  return out;
}
