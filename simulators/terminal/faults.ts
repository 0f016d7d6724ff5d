/**
 * Fault switches for self-testing the suites (STYLE.md principle 8): each
 * breaks exactly one rule of the spec, named by its requirement id in
 * lib/requirements/. All are off by default.
 */

export interface FaultSpec {
  readonly name: string;
  readonly description: string;
  /** The requirement id (lib/requirements/terminal.ts, printer.ts) the fault breaks. */
  readonly breaks: string;
}

export const faults = [
  {
    name: 'wrong-total',
    description: 'total_amount is one more than amount + tip_amount + amount_other',
    breaks: 'TM-TXN-2',
  },
  { name: 'unmasked-pan', description: 'account_number holds the full card number', breaks: 'TM-TXN-3' },
  { name: 'unmasked-track2', description: 'card_details.track2 holds the clear track 2', breaks: 'TM-TXN-3' },
  {
    name: 'stan-not-increasing',
    description: 'every transaction after the first repeats the previous stan',
    breaks: 'TM-TXN-4',
  },
  {
    name: 'finished-without-result',
    description: 'an ended transaction keeps result null',
    breaks: 'TM-TXN-5',
  },
  { name: 'active-after-end', description: 'an ended transaction keeps is_active true', breaks: 'TM-LIFE-1' },
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
    breaks: 'TM-SCR-2',
  },
  {
    name: 'screen-idle-while-active',
    description: 'the screen shows idle while a transaction waits for a card',
    breaks: 'TM-SCR-3',
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
    name: 'wrong-type-echo',
    description: 'a started refund is reported as a sale (and a sale as a refund)',
    breaks: 'TM-START-3',
  },
  {
    name: 'ping-requires-auth',
    description: 'ping.json refuses requests without credentials',
    breaks: 'TM-PING-1',
  },
  {
    name: 'no-auth-required',
    description: 'authorized endpoints accept any or no credentials',
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
    name: 'receipt-not-printable',
    description: 'receipts hold a text instruction with negative y',
    breaks: 'TM-RCPT-6',
  },
  { name: 'no-success-field', description: 'error bodies lack the success boolean', breaks: 'TM-ERR-1' },
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
