/**
 * Terminal (Part B) requirements. Ids are stable: never renumber, never reuse.
 * MUST where the spec states the rule; OBSERVATION where it says "not shown"
 * (paycert's simulator then follows ../shared/field-notes.md).
 */
import type { Requirement } from './requirement.js';

const R = <const I extends string>(
  id: I,
  level: Requirement['level'],
  section: string,
  text: string,
  quote?: string,
): Requirement<I> => ({
  id,
  level,
  area: 'terminal',
  section,
  text,
  ...(quote === undefined ? {} : { quote }),
});

const res = 'Resources and their fields';
const ep = 'Endpoints > B. Terminal';
const notes = 'Endpoints > B. Terminal > Notes';
const txn = `${res} > B. Transaction`;

export const terminalRequirements = [
  // Versioning and transport
  R('TM-VER-1', 'MUST', 'Versioning, rule 1', 'Every terminal API path is prefixed /api/v2/.'),
  R(
    'TM-VER-2',
    'MUST',
    `${res} > B. Settings`,
    'The REST API is served over HTTP (webserver.http.enabled defaults to true).',
  ),
  // Ping and device
  R(
    'TM-PING-1',
    'MUST',
    `${ep}; ${res} > B. Ping response`,
    'GET ping.json answers without credentials with success and ping booleans.',
  ),
  R(
    'TM-DEV-1',
    'MUST',
    `${ep}; ${res} > B. Device`,
    'GET device.json returns success and device with manufacturer, family and serial_number strings.',
  ),
  // Settings
  R(
    'TM-SET-1',
    'MUST',
    `${ep}; ${res} > B. Settings`,
    'GET settings.json returns success and a settings object.',
  ),
  R(
    'TM-SET-2',
    'MUST',
    `${res} > B. Settings`,
    'settings.host.module names the primary host module, and a settings object of that name exists.',
  ),
  R(
    'TM-SET-3',
    'MUST',
    `${res} > B. Settings`,
    'A host module holds address, port, terminal_id, merchant_id, deferred_auth.enabled and receipt header/footer line1..line5 with the stated types.',
  ),
  R(
    'TM-SET-4',
    'MUST',
    `${res} > B. Settings`,
    'settings.receipt holds the default header and footer lines.',
  ),
  R(
    'TM-SET-5',
    'MUST',
    `${res} > B. Settings > Web server settings`,
    'webserver.http.enabled is a boolean and webserver.http.port a number (defaults true and 8080).',
  ),
  R(
    'TM-SET-6',
    'OBSERVATION',
    `${res} > B. Settings`,
    'Settings keys beyond those listed are not shown; extra keys are recorded, not judged.',
  ),
  // Authentication
  R(
    'TM-AUTH-1',
    'MUST',
    `${ep}; Authentication > B. Terminal`,
    'Every endpoint marked authorized refuses a request without credentials.',
  ),
  R(
    'TM-AUTH-2',
    'MUST',
    `${ep}; Authentication > B. Terminal`,
    'Every endpoint marked authorized refuses a request with wrong credentials.',
  ),
  R(
    'TM-AUTH-3',
    'OBSERVATION',
    'Authentication > B. Terminal',
    'The credential mechanism and the refusal status are not shown; paycert expects HTTP Basic and 401 or 403 (field notes).',
  ),
  R(
    'TM-AUTH-4',
    'OBSERVATION',
    ep,
    'Whether print.json and the receipt endpoints are authorized is not shown; the observed behaviour is recorded.',
  ),
  // Transaction list
  R(
    'TM-LIST-1',
    'MUST',
    `${ep}; ${res} > B. Transaction summary`,
    'GET transactions.json returns a list of transaction summaries with the fields and types of the summary table.',
  ),
  R('TM-LIST-2', 'MUST', ep, 'The transaction list holds every transaction the terminal ran.'),
  R(
    'TM-LIST-3',
    'OBSERVATION',
    notes,
    'The wrapper of the transaction list is not shown; {"success": true, "transactions": [...]} is expected (field notes), a bare array is accepted.',
  ),
  R(
    'TM-LIST-4',
    'MUST',
    `${res} > B. Transaction summary`,
    'A summary agrees with the full document of the same transaction (result, amount, type, account_number, is_reversed).',
  ),
  // Single, latest, current
  R(
    'TM-GET-1',
    'MUST',
    `${ep}; ${notes}`,
    'GET transactions/<id>.json returns success and the transaction with that id.',
  ),
  R(
    'TM-GET-2',
    'MUST',
    `${ep}; ${notes}`,
    'latest.json and last.json both return the most recent transaction.',
  ),
  R(
    'TM-GET-3',
    'MUST',
    `${ep}; ${notes}`,
    'current.json returns the transaction in progress while one is active.',
  ),
  R(
    'TM-GET-4',
    'MUST',
    `${ep}; Errors, rule 7`,
    'current.json with no transaction in progress returns an error result (success false) and an error status code.',
  ),
  R(
    'TM-GET-5',
    'OBSERVATION',
    'Errors, rule 7',
    'The status code of current.json when idle is not shown; 404 is expected (field notes).',
  ),
  R(
    'TM-GET-6',
    'OBSERVATION',
    `${ep}; Errors, rule 2`,
    'The answer to an unknown transaction id is not shown; success false with 404 is expected (field notes).',
  ),
  // Start
  R(
    'TM-START-1',
    'MUST',
    `${ep}; ${notes}`,
    'POST transactions/<type>.json starts a transaction of that type and returns success and the transaction.',
  ),
  R('TM-START-2', 'MUST', `${ep}`, 'The types sale, refund, reversal and reconciliation can be started.'),
  R(
    'TM-START-3',
    'MUST',
    `${txn}: is_active`,
    'A started transaction is returned active (is_active true) with the requested type.',
  ),
  R('TM-START-4', 'MUST', `${txn}: id`, 'A client-supplied id is kept as the transaction id.'),
  R('TM-START-5', 'MUST', `${txn}: id`, 'An id generated by the terminal is unique (normally a UUID).'),
  R('TM-START-6', 'OBSERVATION', `${txn}: id`, 'A generated id is a UUID ("normally a UUID").'),
  R(
    'TM-START-7',
    'OBSERVATION',
    notes,
    'The start payload is not shown; {"amount": <integer minor units>} with optional id is expected (field notes).',
  ),
  R(
    'TM-START-8',
    'OBSERVATION',
    'Errors, rule 2',
    'A start while another transaction is active is refused with success false (field notes).',
  ),
  R(
    'TM-START-9',
    'OBSERVATION',
    'Errors, rule 2',
    'A start with an invalid amount or an unknown type is refused with success false and a 4xx status.',
  ),
  // Transaction document
  R(
    'TM-TXN-1',
    'MUST',
    txn,
    'Every transaction document matches the transaction schema: each listed field has its stated type and values.',
  ),
  R('TM-TXN-2', 'MUST', `${txn}: total_amount`, 'total_amount equals amount + tip_amount + amount_other.'),
  R(
    'TM-TXN-3',
    'MUST',
    `${txn}: account_number, card_details.track2`,
    'account_number and card_details.track2 are masked: no full card number or track 2 anywhere.',
  ),
  R('TM-TXN-4', 'MUST', `${txn}: stan`, 'stan increases strictly from one transaction to the next.'),
  R(
    'TM-TXN-5',
    'MUST',
    `${txn}: is_active; States > B. Terminal`,
    'A finished transaction has is_active false and a result of approved, declined, cancelled or error.',
  ),
  R(
    'TM-TXN-6',
    'MUST',
    `${txn}: started_at, ended_at, duration`,
    'A finished transaction has started_at <= ended_at and duration consistent with them, in seconds.',
  ),
  R(
    'TM-TXN-7',
    'MUST',
    `${txn}: result, online_result`,
    'result and online_result take only approved, declined, cancelled or error; result is final and may differ from online_result.',
  ),
  R(
    'TM-TXN-8',
    'MUST',
    `${txn}: type`,
    'type is one of sale, refund, reconciliation, technical_reversal, reversal or void.',
  ),
  R(
    'TM-TXN-9',
    'MUST',
    `${txn}: card_details.scheme`,
    'card_details.scheme is one of the listed schemes or unknown followed by a hexadecimal code.',
  ),
  R(
    'TM-TXN-10',
    'MUST',
    `${txn}: tags`,
    'tags maps EMV tag names to hexadecimal strings, only for contact or contactless EMV.',
  ),
  R(
    'TM-TXN-11',
    'MUST',
    `${txn}: input_source, attempted_sources`,
    'input_source and attempted_sources take only contactless, contact_emv, keypad or mag_stripe.',
  ),
  R(
    'TM-TXN-12',
    'MUST',
    `${txn}: cvm_mode, cvm_result`,
    'cvm_mode is offline_pin, online_pin or signature; cvm_result is ok, failed, blocked, [failed, blocked] or hexadecimal.',
  ),
  R(
    'TM-TXN-13',
    'MUST',
    `${txn}: services`,
    'services holds code and the three decoded rule fields with their listed values.',
  ),
  R(
    'TM-TXN-14',
    'MUST',
    `${txn}: terminal_online_decision`,
    'terminal_online_decision is approved, declined, go_online or unknown.',
  ),
  R('TM-TXN-15', 'MUST', `${txn}: card_expiry`, 'card_expiry has the format YYMM.'),
  R(
    'TM-TXN-16',
    'MUST',
    `${txn}: ksn, pin_block`,
    'ksn and pin_block are a string or null; pin_block only with online PIN (is_online_pin).',
  ),
  R(
    'TM-TXN-17',
    'MUST',
    `${txn}: deferred auth fields`,
    'last_deferred_auth_attempted_at and num_deferred_auth_attempts are null when the transaction is not a deferred authorization.',
  ),
  R(
    'TM-TXN-18',
    'OBSERVATION',
    txn,
    'Fields beyond the spec table and nulls while in progress are recorded (field notes); they are not failures.',
  ),
  // Lifecycle
  R(
    'TM-LIFE-1',
    'MUST',
    `${txn}: is_active`,
    'is_active is true while a transaction is in progress and false once it has ended.',
  ),
  R(
    'TM-LIFE-2',
    'MUST',
    `${txn}: timeout_ms; Limits, rule 1`,
    'timeout_ms defaults to 150000 when the client sets none.',
  ),
  R(
    'TM-LIFE-3',
    'OBSERVATION',
    `${txn}: timeout_ms`,
    'A transaction with no card presented ends cancelled once timeout_ms has passed (field notes).',
  ),
  R(
    'TM-LIFE-4',
    'MUST',
    `${txn}: reference_txn_id, is_reversed`,
    'A reversal names the reversed transaction in reference_txn_id, and that transaction is then is_reversed.',
  ),
  R(
    'TM-LIFE-5',
    'MUST',
    `${txn}: session_number`,
    'session_number is a number; a reconciliation closes the session, so later transactions carry another session number.',
  ),
  R(
    'TM-LIFE-6',
    'OBSERVATION',
    'States > B. Terminal: Transitions: not shown',
    'The status values and transitions seen during a transaction are recorded, not judged.',
  ),
  // Screen
  R(
    'TM-SCR-1',
    'MUST',
    `${ep}; ${res} > B. Screen`,
    'GET screens/current.json returns success and scene with path and text strings; text may hold line breaks.',
  ),
  R(
    'TM-SCR-2',
    'MUST',
    'States > B. Terminal',
    'After a transaction has ended and the device is ready, scene.path is app.views.layouts.idle.',
  ),
  R(
    'TM-SCR-3',
    'MUST',
    'States > B. Terminal',
    'While a transaction is active, scene.path is not app.views.layouts.idle.',
  ),
  // Print endpoint
  R(
    'TM-PRN-1',
    'MUST',
    `${ep}; ${notes}`,
    'POST print.json with a valid instructions array is accepted with success true.',
  ),
  R(
    'TM-PRN-2',
    'MUST',
    'Errors, rule 5',
    'POST print.json on a device without a printer may answer 400; if it fails it says success false.',
  ),
  R(
    'TM-PRN-3',
    'OBSERVATION',
    'Errors, rule 6',
    'Other print errors (out of paper) and their status codes are not shown; the answer is recorded.',
  ),
  R(
    'TM-PRN-4',
    'OBSERVATION',
    `${res} > B. Printer instruction`,
    'Invalid instructions (negative y, unknown command, missing field) are refused with success false (the refusal status is not shown).',
  ),
  // Receipts
  R(
    'TM-RCPT-1',
    'MUST',
    notes,
    'The merchant receipt is available for any transaction, reconciliation included.',
  ),
  R(
    'TM-RCPT-2',
    'MUST',
    `${notes}; Errors, rule 5`,
    'The cardholder receipt of a reconciliation is refused with 400.',
  ),
  R(
    'TM-RCPT-3',
    'MUST',
    `${notes}; Errors, rule 5`,
    'The reconciliation receipt of a transaction that is not a reconciliation is refused with 400.',
  ),
  R(
    'TM-RCPT-4',
    'MUST',
    notes,
    'For a reconciliation, the reconciliation receipt is identical to the merchant receipt.',
  ),
  R(
    'TM-RCPT-5',
    'MUST',
    notes,
    'A receipt response is success and receipt, an array of valid printer instructions.',
  ),
  R('TM-RCPT-6', 'MUST', notes, 'A receipt can be sent unchanged to print.json and is accepted.'),
  R(
    'TM-RCPT-7',
    'MUST',
    `${res} > B. Settings`,
    "Receipt header and footer lines come from the transaction's host module, or from the default receipt.",
  ),
  R('TM-RCPT-8', 'MUST', notes, 'The cardholder receipt is available for a sale, a refund and a reversal.'),
  R(
    'TM-RCPT-9',
    'OBSERVATION',
    'Field notes > Receipts',
    'The receipt layout (copy title, masked card, totals, auth code...) is recorded for review.',
  ),
  // Errors and limits
  R('TM-ERR-1', 'MUST', 'Errors, rule 4', 'Every terminal response body carries a success boolean.'),
  R(
    'TM-ERR-2',
    'OBSERVATION',
    'Errors, rule 2',
    'Error bodies carry a human description (field notes); their shape is not shown.',
  ),
  R(
    'TM-LIM-1',
    'OBSERVATION',
    'Limits, rules 4-5',
    'Rate limits, amount bounds and field lengths are not shown; refusals are recorded.',
  ),
];
