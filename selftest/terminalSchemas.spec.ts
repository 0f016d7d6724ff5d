/**
 * The terminal (Part B) schemas accept every realistic example and reject each
 * example broken in exactly one way, with an error naming the broken field
 * (given/want tables, so a case is a row to read, not code). Each row says which rule it breaks;
 * the rules cite their spec sections in the schema descriptions.
 */
import { test, expect } from '@playwright/test';
import { formatErrors, validate } from '../lib/judging/validation/validate.js';
import { terminalExamples } from './examples/terminal.js';
import type { Example } from './examples/example.js';

/** Marks a row whose mutation deletes the field instead of setting it. */
const DELETE = Symbol('delete');

interface Row {
  /** Name of the example to copy. */
  given: string;
  /** Dotted path of the field to change (array indexes as numbers). */
  path: string;
  /** New value, or DELETE. */
  value: unknown;
  /** The rule the change breaks (or, for accepted rows, what it shows). */
  why: string;
  /** JSON pointer the error must name: the pointer itself or a child of it. */
  want: string;
}

const pointer = (path: string): string => `/${path.split('.').join('/')}`;
const bad = (given: string, path: string, value: unknown, why: string, want = pointer(path)): Row => ({
  given,
  path,
  value,
  why,
  want,
});
const ok = (given: string, path: string, value: unknown, why: string): Row => bad(given, path, value, why);

function example(name: string): Example {
  const ex = terminalExamples.find((e) => e.name === name);
  if (!ex) throw new Error(`no terminal example named "${name}"`);
  return ex;
}

/** A deep copy of the row's example with the row's one change applied. */
function mutated(row: Row): { ex: Example; doc: unknown } {
  const ex = example(row.given);
  const doc = structuredClone(ex.document);
  const keys = row.path.split('.');
  const last = keys.pop() ?? '';
  let parent = doc as Record<string, unknown>;
  for (const k of keys) parent = parent[k] as Record<string, unknown>;
  if (row.value === DELETE) delete parent[last];
  else parent[last] = row.value;
  return { ex, doc };
}

const sale = 'transaction sale approved contactless';
const starting = 'transaction sale starting (start response)';
const settings = 'settings with two host modules';
const wrapped = 'transaction list wrapped';
const bare = 'transaction list bare';
const start = 'start request sale';
const print = 'print request';
const receipt = 'receipt merchant';
const notFound = 'error no transaction found';
// A brand test card number, assembled so that the source holds no card-number literal.
const fullPan = ['4761', '7300', '0000', '0010'].join('');
const t = (field: string): string => `transaction.${field}`;

const rejected: readonly Row[] = [
  // B. Device, B. Ping response, B. Settings, B. Screen
  bad('device', 'device.serial_number', DELETE, 'device.serial_number is required'),
  bad('device', 'device.family', 7, 'device.family is a string'),
  bad('ping', 'ping', DELETE, 'ping is required'),
  bad('ping', 'ping', 'pong', 'ping is a boolean'),
  bad(settings, 'settings.host.module', DELETE, 'settings.host.module is required'),
  bad(settings, 'settings.receipt.header.line3', 3, 'receipt lines are strings'),
  bad('screen idle', 'scene.text', DELETE, 'scene.text is required'),
  bad(sale, t('status'), null, 'a finished transaction has a string status'),
  bad(sale, t('stan'), null, 'a finished transaction has a numeric stan'),
  bad(sale, t('is_reversed'), null, 'a finished transaction has a boolean is_reversed'),
  bad('screen idle', 'scene.path', null, 'scene.path is a string'),

  // B. Transaction: always-required fields, types, enums, patterns
  ...['id', 'type', 'is_active'].map((f) => bad(sale, t(f), DELETE, `${f} is required`)),
  bad(sale, 'success', DELETE, 'success is required'),
  bad(sale, t('type'), 'purchase', 'type is one of the six types'),
  bad(sale, t('amount'), '4.50', 'amount is a number'),
  bad(sale, t('is_contactless'), 'true', 'is_contactless is a boolean'),
  bad(sale, t('started_at'), '2024-06-10T09:55:41Z', 'started_at is epoch seconds'),
  bad(sale, t('started_at'), 1718009741250, 'started_at is seconds, not milliseconds'),
  bad(sale, t('ended_at'), 1718009745000, 'ended_at is seconds, not milliseconds'),
  bad(sale, t('account_number'), fullPan, 'account_number is masked, never a whole card number'),
  bad(sale, t('card_details.track2'), `${fullPan}D25122010000000000000`, 'track2 is masked'),
  bad(sale, t('card_details.scheme'), 'mastercard', 'scheme is a listed scheme'),
  bad(sale, t('card_details.scheme'), 'unknown-zz', 'an unknown scheme carries a hexadecimal code'),
  bad(sale, t('card_expiry'), '1225', 'card_expiry is YYMM'),
  bad(sale, t('cvm_mode'), 'pin', 'cvm_mode is one of three'),
  bad(sale, t('cvm_result'), ['failed'], 'a cvm_result array holds both failed and blocked'),
  bad(sale, t('cvm_result'), 'passed', 'cvm_result is a listed word or hexadecimal'),
  bad(
    sale,
    t('attempted_sources'),
    ['nfc'],
    'attempted_sources items are sources',
    '/transaction/attempted_sources/0',
  ),
  bad(sale, t('input_source'), 'chip', 'input_source is a source'),
  bad(sale, t('terminal_online_decision'), 'online', 'terminal_online_decision is one of four'),
  bad(sale, t('online_result'), 'ok', 'online_result is a result'),
  bad(sale, t('services.interchange_rules'), 'international', 'interchange_rules is listed'),
  bad(
    sale,
    t('services.authorization_processing_rules'),
    'online',
    'authorization_processing_rules is listed',
  ),
  bad(sale, t('services.range_of_services'), 'all', 'range_of_services is listed'),
  bad(sale, t('services.code'), 201, 'services.code is a string'),
  bad(sale, t('tags.9F26'), 'not hex', 'EMV tag values are hexadecimal'),
  bad(sale, t('num_deferred_auth_attempts'), '0', 'num_deferred_auth_attempts is a number or null'),
  bad(sale, t('timeout_ms'), -1, 'timeout_ms is not negative'),
  bad(sale, t('online_response'), '00', 'online_response is an object'),

  // B. Transaction, States B: a finished transaction (is_active false)
  bad(sale, t('result'), null, 'a finished transaction has a result'),
  bad(sale, t('result'), 'pending', 'a finished result is one of four'),
  bad(sale, t('ended_at'), DELETE, 'a finished transaction has ended_at'),
  // A finished document carries at least the fields of its summary (TM-TXN-1's decision).
  ...['started_at', 'amount', 'host', 'account_number', 'is_reversed'].map((f) =>
    bad(sale, t(f), DELETE, `a finished transaction carries ${f}, a field of its summary`),
  ),
  bad(starting, t('is_active'), false, 'an inactive transaction needs a result', '/transaction/result'),
  bad('transaction reversal approved', t('reference_txn_id'), DELETE, 'a reversal names what it reverses'),
  bad('transaction void approved', t('reference_txn_id'), null, 'a void names what it voids'),

  // B. Transaction summary; Endpoints B (list)
  bad(wrapped, 'transactions.0.id', DELETE, 'a summary has an id'),
  bad(wrapped, 'transactions.1.account_number', fullPan, 'a summary account_number is masked'),
  bad(bare, '0.result', 'ok', 'a summary result is one of four'),
  bad(bare, '2.is_reversed', 0, 'a summary is_reversed is a boolean'),
  bad('transaction summary in progress', 'type', 'payment', 'a summary type is a transaction type'),
  ...['ended_at', 'amount', 'host', 'account_number', 'is_reversed'].map((f) =>
    bad(bare, `0.${f}`, DELETE, `a finished transaction's summary carries ${f}`),
  ),
  bad(bare, '0.started_at', 1718009741000, 'a summary time is seconds, not milliseconds'),
  bad(wrapped, 'transactions.0.amount', '4.50', 'a summary amount is a number'),

  // Start request: paycert's strict choice (Endpoints B 'not shown'; field notes)
  bad(start, 'amount', 4.5, 'amount is an integer in minor units'),
  bad(start, 'amount', -100, 'amount is positive'),
  bad(start, 'amount', 0, 'amount is not zero'),
  bad(start, 'amount', '450', 'amount is a number, not a string'),
  bad(start, 'currency', 'GBP', 'a start request has no unknown fields'),
  bad('start request sale with id and tip', 'tip_amount', 1.5, 'tip_amount is an integer'),
  bad('start request sale with id and tip', 'id', '', 'id is a non-empty string'),

  // B. Printer instruction; Limits 2; Endpoints B (print, receipts)
  bad(print, 'instructions.0.y', -30, 'y is not negative'),
  bad(print, 'instructions.2.command', 'image', 'only text, scroll and flush exist'),
  bad(print, 'instructions', DELETE, 'instructions is required'),
  bad(print, 'copies', 2, 'a print request has no other fields'),
  bad(print, 'instructions.1.text', DELETE, 'text has text'),
  bad(print, 'instructions.1.underline', 'yes', 'underline is a boolean'),
  bad(print, 'instructions.0.family', 3, 'family is a string'),
  bad(print, 'instructions.4.amount', DELETE, 'scroll has amount'),
  bad(print, 'instructions.4.amount', -60, 'scroll amount is not negative'),
  bad('print response', 'success', DELETE, 'success is required'),
  bad(receipt, 'receipt', DELETE, 'receipt is required'),
  bad(receipt, 'receipt.3.y', -1, 'receipt y is not negative (printable unchanged)'),

  // Errors B 4; field notes
  bad(notFound, 'success', true, 'an error body has success false'),
  bad(notFound, 'success', DELETE, 'success is required'),
  bad(notFound, 'description', 404, 'description is a string'),
];

/** Changes the schemas must allow: tolerated variants, and fields the spec does not list. */
const accepted: readonly Row[] = [
  ok(sale, t('card_details.scheme'), 'unknown-1f', 'unknown followed by a hexadecimal code is a scheme'),
  ok(sale, t('card_details.scheme'), 'unknown (1f)', "the firmware's unknown (<hex>) form is a scheme"),
  ok(sale, t('card_details.scheme'), 'unknown1F', 'unknown directly followed by the code is a scheme'),
  ok(sale, t('ksn'), 'q83vEjRWeJA=', 'ksn is any string: its encoding is not shown'),
  ok(sale, t('pin_block'), 'key-serial', 'pin_block is any string: its encoding is not shown'),
  ok(sale, t('tags.9F1A'), '826', 'an EMV tag value is any hexadecimal'),
  ok(sale, t('account_number'), '476173••••••0010', 'account_number may use another mask character'),
  ok(sale, t('duration'), DELETE, 'a finished transaction may omit duration'),
  ok(sale, t('started_at'), 1718009741.25, 'epoch seconds may be fractional'),
  ok('transaction reconciliation', t('amount'), null, 'a reconciliation may have no amount'),
  ok('transaction reconciliation', t('total_amount'), DELETE, 'a reconciliation may omit total_amount'),
  ok(starting, t('status'), null, 'status may be null while active'),
  ok(starting, t('stan'), null, 'stan may be null while active'),
  ok(starting, t('host'), null, 'host may be null while active'),
  ok(starting, t('is_reversed'), null, 'flags may be null while active'),
  ok(starting, t('amount'), DELETE, 'amount is not required'),
  ok(
    settings,
    'settings.backup',
    { address: '10.0.0.9' },
    'an unnamed object with an address is another setting',
  ),
  ok(settings, 'settings.amex.port', '8443', 'a module the schema cannot name is judged by the checks'),
  // TM-SET-5's rule, judged by checkWebServerSettings (selftest/terminalChecks), not by TM-SET-1's schema.
  ok(settings, 'settings.webserver.http.enabled', 'true', 'webserver.http types are judged by the checks'),
  ok(settings, 'settings.webserver.http.port', '8080', 'webserver.http types are judged by the checks'),
  ok(print, 'instructions.0.font_size', DELETE, 'a text without font_size: no rule makes it required'),
  ok(print, 'instructions.0.bold', true, 'instructions are open to extra fields'),
  ok(receipt, 'receipt.0.align', 'center', 'receipt instructions are open to extra fields'),
  ok(bare, '0.amount', null, 'a summary amount may be null'),
  ok(bare, '0.started_at', 1718009741.5, 'a summary time may be fractional'),
  ok(sale, t('cvm_result'), ['failed', 'blocked'], 'cvm_result may hold both failed and blocked'),
  ok(sale, t('cvm_result'), 'blocked', 'cvm_result may be a listed word'),
  ok(sale, t('is_sca_single_tap'), DELETE, 'an older firmware may omit a listed field'),
  ok(sale, t('started_at'), 1718009741, 'epoch seconds may be whole'),
  ok(sale, t('amount'), -450, 'an amount has no stated sign (a refund shown negative)'),
  ok(sale, t('tip_amount'), 0.5, 'an amount may be fractional'),
  ok(sale, t('stan'), -3, 'a sequence number has no stated sign'),
  ok(sale, t('reference_txn_id'), '', 'reference_txn_id on a sale is any string: no length is given'),
  ok(sale, t('reference_txn_id'), null, 'reference_txn_id on a sale may be null'),
  ok(sale, t('account_number'), '0010', 'account_number may show the last four digits only'),
  ok(sale, t('issuer_id'), DELETE, 'issuer_id is not populated by every host module'),
  ok(sale, t('tags'), DELETE, 'tags are only for contact or contactless EMV'),
  ok(
    'transaction summary in progress',
    'host',
    DELETE,
    'a summary in progress may lack what is not known yet',
  ),
  ok(wrapped, 'data', [], 'the wrapper is not shown: any key may hold the list'),
  ok(starting, t('account_number'), '', 'account_number may be empty while in progress'),
  ok(starting, t('account_number'), null, 'account_number may be null while in progress'),
  ok('screen payment prompt', 'scene.text', '', 'scene.text may be empty'),
  ok(settings, 'settings.display', { brightness: 80 }, 'a settings object that is not a host module'),
  ok(settings, 'settings.language', 'en_GB', 'a scalar setting the spec does not show'),
  ok('start request reversal', 'amount', DELETE, 'a reversal may omit the amount'),
  // One row per response schema: a field the spec does not list is accepted (field notes).
  ok('ping', 'version', '2.4.1', 'extra field'),
  ok('device', 'device.firmware_version', '2.4.1', 'extra field'),
  ok(settings, 'settings.acquirer.timeout_s', 30, 'extra field'),
  ok(wrapped, 'count', 8, 'extra field'),
  ok(bare, '0.currency_scale', 2, 'extra field'),
  ok('transaction summary in progress', 'is_active', true, 'extra field'),
  ok(sale, t('merchant_reference'), 'ORD-42', 'extra field'),
  ok(sale, 'status', 'complete', 'extra field'),
  ok('screen idle', 'scene.buttons', ['green'], 'extra field'),
  ok('print response', 'job_id', 'p-1', 'extra field'),
  ok(receipt, 'copy', 'merchant', 'extra field'),
  ok(notFound, 'status', 'idle', 'extra field'),
];

test.describe('terminal schemas', () => {
  for (const ex of terminalExamples) {
    test(`example passes ${ex.schema}: ${ex.name}`, () => {
      const r = validate(ex.schema, ex.document);
      expect(r.ok, r.ok ? '' : formatErrors(ex.schema, r.errors)).toBe(true);
    });
  }

  for (const row of rejected) {
    test(`rejects ${row.given} when ${row.path} breaks: ${row.why}`, () => {
      const { ex, doc } = mutated(row);
      const r = validate(ex.schema, doc);
      expect(r.ok, `${row.why}: must be rejected by ${ex.schema}`).toBe(false);
      const errors = r.ok ? [] : r.errors;
      const named = errors.some((e) => e.pointer === row.want || e.pointer.startsWith(`${row.want}/`));
      expect(named, `an error names ${row.want}\n${formatErrors(ex.schema, errors)}`).toBe(true);
    });
  }

  for (const row of accepted) {
    test(`accepts ${row.given} when ${row.path} changes: ${row.why}`, () => {
      const { ex, doc } = mutated(row);
      const r = validate(ex.schema, doc);
      expect(r.ok, r.ok ? '' : formatErrors(ex.schema, r.errors)).toBe(true);
    });
  }

  test('every terminal response schema has an extra-field row', () => {
    const requests = new Set(['terminal/start-request', 'terminal/print-request']);
    const responses = new Set(terminalExamples.map((e) => e.schema).filter((s) => !requests.has(s)));
    const covered = new Set(
      accepted.filter((r) => r.why === 'extra field').map((r) => example(r.given).schema),
    );
    expect([...responses].filter((s) => !covered.has(s))).toEqual([]);
  });
});
