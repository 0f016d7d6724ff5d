/**
 * Fault switches for self-testing the suites (STYLE.md principle 8): each
 * breaks one rule of the spec, named by its requirement id in
 * lib/judging/requirements/, and fails only that requirement, except where its change
 * breaks a second rule by the spec's own words (`alsoBreaks`, with the reason
 * beside it). `npm run prove` holds every fault to exactly these ids. All are
 * off by default.
 */

export interface FaultSpec {
  readonly name: string;
  readonly description: string;
  /** The requirement id (lib/judging/requirements/terminal.ts, printer.ts) the fault breaks. */
  readonly breaks: string;
  /**
   * Further requirements the fault's change breaks by the spec's own words (a
   * value outside a schema enum breaks the schema rule too); each entry says why
   * beside the fault. `npm run prove` accepts failures of these, and no others.
   */
  readonly alsoBreaks?: readonly string[];
}

export const faults = [
  {
    name: 'wrong-total',
    description: 'total_amount is one more than amount + tip_amount + amount_other',
    breaks: 'TM-TXN-2',
  },
  {
    name: 'unmasked-pan',
    description: 'account_number holds the full card number',
    breaks: 'TM-TXN-3',
    // account_number is stated as "string, masked card number" in B. Transaction (the schema rule
    // TM-TXN-1) and in B. Transaction summary (TM-LIST-1), and the summary carries it too.
    alsoBreaks: ['TM-TXN-1', 'TM-LIST-1'],
  },
  {
    name: 'unmasked-track2',
    description: 'card_details.track2 holds the clear track 2',
    breaks: 'TM-TXN-3',
    // card_details is stated as holding "`track2` (string, masked)": the schema rule TM-TXN-1 too.
    alsoBreaks: ['TM-TXN-1'],
  },
  {
    name: 'stan-decreasing',
    description: 'the stan counts down: each transaction takes a lower one than the transaction before',
    breaks: 'TM-TXN-4',
  },
  {
    name: 'stan-frozen',
    description: 'the stan never moves: every transaction document shows the same number',
    breaks: 'TM-TXN-4',
  },
  {
    name: 'finished-without-result',
    description: 'an ended transaction keeps result null',
    breaks: 'TM-TXN-5',
    // result is stated as "string | approved, declined, cancelled or error": null on a finished
    // transaction is outside the field's stated type and values, the schema rule TM-TXN-1 too.
    alsoBreaks: ['TM-TXN-1'],
  },
  {
    name: 'active-after-end',
    description: 'an ended transaction keeps is_active true',
    breaks: 'TM-LIFE-1',
    // TM-TXN-5 states the same of a finished transaction ("is_active false and a result").
    alsoBreaks: ['TM-TXN-5'],
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
    name: 'screen-idle-while-processing',
    description: 'once the card is read, the screen shows idle while the transaction is still processed',
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
    name: 'client-id-refused',
    description: 'a start that supplies an id is refused (400); the same start without it is accepted',
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
    name: 'receipt-not-printable',
    description: 'receipts hold a text instruction with negative y',
    breaks: 'TM-RCPT-6',
    // A text with negative y is no valid printer instruction (PR-3), so the receipt is not "an
    // array of valid printer instructions" (TM-RCPT-5) as well as not printable unchanged.
    alsoBreaks: ['TM-RCPT-5'],
  },
  { name: 'no-success-field', description: 'error bodies lack the success boolean', breaks: 'TM-ERR-1' },
  {
    name: 'ping-under-v1',
    description: 'ping.json answers under /api/v1/ only (404 under /api/v2/)',
    breaks: 'TM-VER-1',
  },
  {
    name: 'http-enabled-false',
    description: 'settings say webserver.http.enabled false while the API answers over HTTP',
    breaks: 'TM-VER-2',
  },
  { name: 'device-missing-serial', description: 'device.json leaves out serial_number', breaks: 'TM-DEV-1' },
  {
    name: 'settings-without-success',
    description: 'settings.json answers {"settings": ...} without the success boolean',
    breaks: 'TM-SET-1',
  },
  {
    name: 'primary-module-case-mismatch',
    description: 'settings.host.module names the primary module in upper case, which no settings object has',
    breaks: 'TM-SET-2',
  },
  { name: 'host-module-port-string', description: 'host modules give port as a string', breaks: 'TM-SET-3' },
  {
    name: 'default-receipt-missing',
    description: 'settings leave out the default receipt',
    breaks: 'TM-SET-4',
  },
  { name: 'webserver-port-string', description: 'webserver.http.port is a string', breaks: 'TM-SET-5' },
  {
    name: 'webserver-port-other',
    description: 'webserver.http.port names another port than the one the API is served on',
    // An observation (TM-SET-7): a port forward makes the same difference; the warning fires.
    breaks: 'TM-SET-7',
  },
  {
    name: 'wrong-password-accepted',
    description: 'authorized endpoints accept any credentials; only missing ones are refused',
    breaks: 'TM-AUTH-2',
  },
  {
    name: 'summary-missing-started-at',
    description: 'transaction summaries leave out started_at',
    breaks: 'TM-LIST-1',
  },
  {
    name: 'summary-amount-in-major-units',
    description: 'transaction summaries give amount in major units (4.5 for 450)',
    breaks: 'TM-LIST-4',
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
    name: 'start-returns-no-transaction',
    description: 'a start answers {"success": true, "id": ...} without the transaction',
    breaks: 'TM-START-1',
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
    name: 'message-number-string',
    description: 'message_number is a zero-padded string ("000042")',
    breaks: 'TM-TXN-1',
  },
  {
    name: 'times-in-milliseconds',
    description: 'started_at and ended_at are milliseconds since the epoch, not seconds',
    breaks: 'TM-TXN-6',
    // Both tables type the fields "number (seconds since the Unix epoch)": the document's schema
    // (TM-TXN-1) and the summary's (TM-LIST-1), whose times the firmware takes from the document.
    alsoBreaks: ['TM-TXN-1', 'TM-LIST-1'],
  },
  {
    name: 'finished-without-host',
    description: 'a finished transaction document leaves out host',
    breaks: 'TM-TXN-1',
    // The summary table lists host too, and the firmware's summaries come from its documents.
    alsoBreaks: ['TM-LIST-1'],
  },
  {
    name: 'summary-without-host',
    description: 'the summaries of the transaction list leave out host',
    breaks: 'TM-LIST-1',
  },
  {
    name: 'host-display-name',
    description: 'host holds the display name of the module ("Acquirer A"), which names no settings object',
    breaks: 'TM-TXN-20',
  },
  {
    name: 'entry-flags-stale',
    description: 'a chip read keeps is_contactless true (as after a contactless attempt)',
    // An observation (TM-TXN-21): input_source is "the authoritative source"; the warning fires.
    breaks: 'TM-TXN-21',
  },
  {
    name: 'cvm-flags-crossed',
    description: 'an offline PIN transaction says is_online_pin true as well',
    // An observation (TM-TXN-22): the spec does not tie the flags to cvm_mode; the warning fires.
    breaks: 'TM-TXN-22',
  },
  {
    name: 'ended-at-local-time',
    description: 'ended_at is one hour behind (local time), so it is before started_at',
    breaks: 'TM-TXN-6',
  },
  {
    name: 'online-result-response-code',
    description: 'online_result holds the host response code ("00", "05", "91")',
    breaks: 'TM-TXN-7',
    // online_result is stated as approved, declined, cancelled or error: a response code is outside those
    // values, so the schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
  },
  {
    name: 'refund-type-credit',
    description: 'a finished refund says type "credit"',
    breaks: 'TM-TXN-8',
    // type is stated as sale, refund, reconciliation, technical_reversal, reversal or void in the
    // document (TM-TXN-1), and as sale, refund, reversal or reconciliation in the summary table
    // (TM-LIST-1): "credit" is outside both, and the summary of the refund carries it too.
    alsoBreaks: ['TM-TXN-1', 'TM-LIST-1'],
  },
  {
    name: 'scheme-brand-name',
    description: 'card_details.scheme holds the brand ("VISA") instead of the scheme',
    breaks: 'TM-TXN-9',
    // card_details.scheme is stated as one of a list of scheme names: a brand name is outside it, so the
    // schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
  },
  {
    name: 'tags-on-magstripe',
    description: 'swiped and keyed transactions carry terminal tags (9F1A, 5F2A)',
    breaks: 'TM-TXN-10',
  },
  {
    name: 'input-source-magstripe',
    description: 'input_source says "magstripe" instead of mag_stripe',
    breaks: 'TM-TXN-11',
    // input_source is stated as contactless, contact_emv, keypad or mag_stripe: "magstripe" is outside
    // those values, so the schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
  },
  {
    name: 'cvm-mode-pin',
    description: 'cvm_mode says "pin" for offline and online PIN',
    breaks: 'TM-TXN-12',
    // cvm_mode is stated as offline_pin, online_pin or signature: "pin" is outside those values, so the
    // schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
  },
  {
    name: 'services-undecoded',
    description: 'services rule fields hold the raw service-code digits',
    breaks: 'TM-TXN-13',
    // the services rule fields have stated value lists: raw digits are outside them, so the schema rule
    // TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
  },
  {
    name: 'online-decision-online',
    description: 'terminal_online_decision says "online" instead of go_online',
    breaks: 'TM-TXN-14',
    // terminal_online_decision is stated as approved, declined, go_online or unknown: "online" is outside
    // those values, so the schema rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
  },
  {
    name: 'card-expiry-mm-yy',
    description: 'card_expiry is MM/YY instead of YYMM',
    breaks: 'TM-TXN-15',
    // card_expiry is stated as "string, format YYMM": MM/YY is outside that format, so the schema
    // rule TM-TXN-1 is broken too.
    alsoBreaks: ['TM-TXN-1'],
  },
  {
    name: 'pin-block-on-offline-pin',
    description: 'an offline PIN transaction carries a pin_block',
    breaks: 'TM-TXN-16',
  },
  {
    name: 'deferred-attempts-zero',
    description: 'num_deferred_auth_attempts is 0, not null, when not a deferred authorization',
    breaks: 'TM-TXN-17',
  },
  { name: 'screen-without-text', description: 'the screen scene has no text field', breaks: 'TM-SCR-1' },
  {
    name: 'print-refuses-text-styles',
    description: 'print.json refuses text instructions carrying optional style fields',
    breaks: 'TM-PRN-1',
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
    name: 'reconciliation-receipt-title-differs',
    description:
      'the reconciliation receipt of a reconciliation is titled differently from the merchant receipt',
    breaks: 'TM-RCPT-4',
  },
  {
    name: 'receipt-not-an-array',
    description:
      'the receipt is an object holding the instructions under `lines`, not an array of printer instructions',
    breaks: 'TM-RCPT-5',
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
  {
    name: 'text-y-string-accepted',
    description: 'print.json accepts a text whose y is a numeric string (and prints it at that y)',
    breaks: 'PR-2',
  },
  {
    name: 'scroll-does-not-flush',
    description: 'scroll feeds at once and leaves the buffered texts to print after the feed',
    breaks: 'PR-5',
  },
  {
    name: 'scroll-y-not-reset',
    description: 'after a scroll, later texts print the scroll amount lower (y not counted from 0 again)',
    breaks: 'PR-6',
  },
  {
    name: 'flush-ignored',
    description: 'flush does nothing: texts after it join the same buffer',
    breaks: 'PR-7',
  },
  {
    name: 'default-family-courier',
    description: 'a text without family prints in Courier, not Arial',
    breaks: 'PR-8',
  },
  {
    name: 'instructions-reversed',
    description: 'print.json processes the instructions last to first',
    breaks: 'PR-9',
  },
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
