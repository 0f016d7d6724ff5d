/**
 * Terminal (Part B) requirements. Ids are stable: never renumber, never reuse.
 * MUST where the spec states the rule; OBSERVATION where it says "not shown"
 * (paycert's simulator then follows field observations: docs/personalities.md).
 */
import { fieldsOf, levelsOf } from './requirement.js';

const levels = levelsOf('terminal');
const { must, observation } = levels;

const res = 'Resources and their fields';
const ep = 'Endpoints > B. Terminal';
const notes = 'Endpoints > B. Terminal > Notes';
const txn = `${res} > B. Transaction`;
const service = 'What the service does > B';
const settings = `${res} > B. Settings`;
const webServer = `${settings} > Web server settings`;

const txnField = fieldsOf(levels, txn);

export const terminalRequirements = [
  // Versioning and transport
  must(
    'TM-VER-1',
    'Versioning, rule 1',
    'Every terminal API path is prefixed /api/v2/.',
    'Every path is prefixed `/api/v2/`.',
  ),
  must(
    'TM-VER-2',
    `${service}; ${webServer}`,
    'The REST API is served over HTTP, and webserver.http.enabled does not say false while it is (default true).',
    'It exposes a REST API (JSON over HTTP) on the network the device is connected to, including the loopback address. … webserver.http.enabled | boolean | true | serve the REST API over HTTP',
  ),
  // Ping and device
  must(
    'TM-PING-1',
    `${ep}; ${res} > B. Ping response`,
    'GET ping.json answers without credentials with success and ping booleans.',
    '/api/v2/ping.json | no | ping response. A static response for health checks … `success` (boolean) and `ping` (boolean).',
  ),
  must(
    'TM-DEV-1',
    `${ep}; ${res} > B. Device`,
    'GET device.json returns success and device with manufacturer, family and serial_number strings.',
    '`success` (boolean) and `device` with `manufacturer`, `family`, `serial_number` (all strings).',
  ),
  // Settings
  must(
    'TM-SET-1',
    `${ep}; ${settings}`,
    'GET settings.json returns success and a settings object.',
    '`success` (boolean) and `settings` (object).',
  ),
  must(
    'TM-SET-2',
    settings,
    'settings.host.module names the primary host module, and a settings object of that name exists.',
    '`settings.host.module`: string, the name of the primary host module.',
  ),
  must(
    'TM-SET-3',
    settings,
    'A host module holds address, port, terminal_id, merchant_id, deferred_auth.enabled and receipt header/footer line1..line5 with the stated types.',
    'One object per host module, named by the module name. It holds: `address` (string), `port` (number), `terminal_id` (string), `merchant_id` (string), `deferred_auth.enabled` (boolean), and `receipt.header` and `receipt.footer`, each with `line1` to `line5` (strings).',
  ),
  must(
    'TM-SET-4',
    settings,
    'settings.receipt holds the default header and footer lines.',
    '`settings.receipt`: default `header` and `footer`, used where a host module does not override them.',
  ),
  must(
    'TM-SET-5',
    webServer,
    'webserver.http.enabled is a boolean and webserver.http.port a number (defaults true and 8080).',
    'webserver.http.enabled | boolean | true | serve the REST API over HTTP … webserver.http.port | number | 8080 | HTTP port',
  ),
  observation(
    'TM-SET-6',
    settings,
    'Settings keys beyond those listed are not shown; extra keys are recorded, not judged.',
    'Other settings keys: not shown.',
  ),
  observation(
    'TM-SET-7',
    webServer,
    'webserver.http.port is expected to be the port paycert reached the API on over HTTP; a difference is recorded.',
    'webserver.http.port | number | 8080 | HTTP port',
    'the setting is the port the device serves on; paycert may reach it through a port forward or a proxy, which are legitimate, so a difference warns and never fails',
  ),
  // Authentication
  must(
    'TM-AUTH-1',
    `${ep}; Authentication > B. Terminal`,
    'Every endpoint marked authorized refuses a request without credentials.',
    'Endpoints marked authorized are authorized endpoints.',
  ),
  must(
    'TM-AUTH-2',
    `${ep}; Authentication > B. Terminal`,
    'Every endpoint marked authorized refuses a request with wrong credentials.',
    'Endpoints marked authorized are authorized endpoints.',
  ),
  observation(
    'TM-AUTH-3',
    'Authentication > B. Terminal',
    'The credential mechanism and the refusal are not shown; paycert expects HTTP Basic, 401 or 403, and a body with success false (field notes).',
    'The credential mechanism: not shown.',
  ),
  observation(
    'TM-AUTH-4',
    ep,
    'Whether print.json and the receipt endpoints are authorized is not shown; the observed behaviour is recorded.',
    '/api/v2/print.json | not shown for this endpoint',
  ),
  // Transaction list
  must(
    'TM-LIST-1',
    `${ep}; ${res} > B. Transaction summary`,
    'GET transactions.json returns a list of transaction summaries with the fields and types of the summary table; the summary of a finished transaction carries every field of that table (null where no value exists).',
    '/api/v2/transactions.json | yes | list of transaction summaries … B. Transaction summary (elements of the transaction list)',
    'the table is what an element of the list holds; a finished transaction has a value for each of its fields (null where none exists, as the amount of a reconciliation), so a summary that leaves one out fails; a summary of a transaction still running may lack what is not known yet',
  ),
  must(
    'TM-LIST-2',
    `${service}; ${ep}`,
    'The transaction list holds the transactions the terminal has just run.',
    'read device information, settings and the transaction database; … /api/v2/transactions.json | yes | list of transaction summaries',
    'the list is how a client reads the transaction database, so the transactions just run are in it; how long a device keeps older ones is not shown, so only the newest are looked for',
  ),
  observation(
    'TM-LIST-3',
    notes,
    'The wrapper of the transaction list is not shown; {"success": true, "transactions": [...]} is expected (field notes), a bare array is accepted.',
    'Wrapper object of the transaction list response: not shown.',
  ),
  must(
    'TM-LIST-4',
    `${service}; ${ep}; ${res} > B. Transaction summary`,
    'A summary agrees with the full document of the same transaction: result, amount, type, host and is_reversed equal, the masked card numbers show the same last digits, started_at and ended_at within a second.',
    'read device information, settings and the transaction database; … /api/v2/transactions.json | yes | list of transaction summaries … /api/v2/transactions/<id>.json | yes | transaction for the id',
    'kept: the list and the single-transaction endpoint read one transaction database, and a summary field bears the name and type of the document field it summarises, so both state one fact; only the form may differ (whole seconds, another mask), which the comparison allows',
  ),
  // Single, latest, current
  must(
    'TM-GET-1',
    `${ep}; ${notes}`,
    'GET transactions/<id>.json returns success and the transaction with that id.',
    '/api/v2/transactions/<id>.json | yes | transaction for the id … The single-transaction, latest, current and start endpoints all return `success` (boolean) and `transaction` (the transaction object).',
  ),
  must(
    'TM-GET-2',
    `${ep}; ${notes}`,
    'latest.json and last.json both return the most recent transaction.',
    '/api/v2/transactions/latest.json or /api/v2/transactions/last.json | yes | most recent transaction',
  ),
  must(
    'TM-GET-3',
    `${ep}; ${notes}`,
    'current.json returns the transaction in progress while one is active.',
    '/api/v2/transactions/current.json | yes | transaction in progress.',
  ),
  must(
    'TM-GET-4',
    `${ep}; Errors, rule 7`,
    'current.json with no transaction in progress answers an error status code (4xx or 5xx, which one is not shown) and does not claim success.',
    'GET current transaction with no transaction in progress returns an error result and an error status code.',
  ),
  observation(
    'TM-GET-5',
    'Errors, rule 7',
    'The status code of current.json when idle is not shown; 404 is expected (field notes).',
    'The status code value: not shown.',
  ),
  observation(
    'TM-GET-6',
    `${ep}; Errors, rule 2`,
    'The answer to an unknown transaction id is not shown; success false with 404 is expected (field notes).',
  ),
  // Start
  must(
    'TM-START-1',
    `${ep}; ${notes}`,
    'POST transactions/<type>.json starts a transaction of that type and returns success and the transaction.',
    'starts a transaction and returns it. … The single-transaction, latest, current and start endpoints all return `success` (boolean) and `transaction` (the transaction object).',
  ),
  must(
    'TM-START-2',
    `${ep}`,
    'The types sale, refund, reversal and reconciliation can be started.',
    'starts a transaction and returns it. Types: sale, refund, reversal, reconciliation',
  ),
  must(
    'TM-START-3',
    `${ep}; ${txn}: type; States > B. Terminal`,
    'A started transaction is returned with the requested type (a reversal may say void: "equivalent"); one that waits for a card is returned active.',
    'starts a transaction and returns it. Types: sale, refund, reversal, reconciliation … A reversal and a void are equivalent. … `is_active` is true while a transaction is in progress.',
  ),
  txnField.must(
    'TM-START-4',
    'id',
    'A start that supplies the transaction id (the field id, holding a fresh UUID) is accepted, and the transaction it starts has that id.',
    'unique identifier. Normally a UUID. Client-supplied values are allowed. Generated when omitted',
    'made a MUST: "Generated when omitted" speaks of the document\'s own field id being left out of the start, so a start that carries it supplies the value, and "allowed" makes the device take it; paycert sends a fresh UUID, the form an id normally has, so neither its form nor a clash can be why a device refuses it. The rest of the payload is not shown (TM-START-7)',
  ),
  txnField.must(
    'TM-START-5',
    'id',
    'An id generated by the terminal is unique (normally a UUID).',
    'unique identifier. Normally a UUID.',
  ),
  txnField.observation(
    'TM-START-6',
    'id',
    'A generated id is a UUID ("normally a UUID").',
    'Normally a UUID.',
  ),
  observation(
    'TM-START-7',
    notes,
    'The start payload is not shown; {"amount": <integer minor units>} with optional id is expected (field notes).',
    'Request payload for starting a transaction: not shown.',
  ),
  observation(
    'TM-START-8',
    'Errors, rule 2',
    'A start while another transaction is active is refused with success false (field notes).',
  ),
  observation(
    'TM-START-9',
    'Errors, rule 2',
    'A start with an invalid amount or an unknown type is refused with success false and a 4xx status.',
  ),
  // Transaction document
  must(
    'TM-TXN-1',
    txn,
    'Every transaction document matches the transaction schema: each listed field has its stated type and values, and a finished one carries at least the fields of its summary (id, started_at, ended_at, result, amount, host, type, account_number, is_reversed; null where no value exists).',
    'B. Transaction (full document, under the `transaction` key next to `success`)',
    'the spec lists the fields of the "full document" but says which a device must send only through the summary table, whose fields every transaction of the database has; a finished document holds at least those. The other fields are card-, host- or type-dependent by their own words ("Not populated by every host module", "Only for contact or contactless EMV", "host-dependent content", "for reversals and voids"): one left out is TM-TXN-18\'s observation. reference_txn_id is any string outside reversals and voids (no length is given)',
  ),
  txnField.must(
    'TM-TXN-2',
    'total_amount',
    'total_amount equals amount + tip_amount + amount_other.',
    'total_amount | number | equals amount + tip_amount + amount_other',
  ),
  txnField.must(
    'TM-TXN-3',
    'account_number, card_details.track2',
    'account_number and card_details.track2 are masked: no full card number or track 2 anywhere.',
    'account_number | string | masked card number … `track2` (string, masked)',
  ),
  txnField.must(
    'TM-TXN-4',
    'stan',
    'stan increases from one transaction to the next: never lower than the one before, except where a counter of fixed width wraps round, and over several sales not one value on all of them; equal neighbours are allowed.',
    'stan | number | monotonically increasing sequence number',
    'kept with its words: "monotonically increasing" allows equal neighbours (a reversal may repeat the stan of the transaction it reverses, as ISO 8583 reversals do), and a sequence counter of fixed width wraps round to its start; any other decrease fails, and so does one number on every transaction, which a sequence number that never moves is not',
  ),
  txnField.must(
    'TM-TXN-5',
    'is_active; States > B. Terminal',
    'A finished transaction has is_active false and a result of approved, declined, cancelled or error.',
    '`is_active` is true while a transaction is in progress. … Transaction `result` and `online_result` values: approved, declined, cancelled, error.',
  ),
  txnField.must(
    'TM-TXN-6',
    'started_at, ended_at, duration',
    'A finished transaction has started_at <= ended_at in seconds since the Unix epoch (whole or fractional; a value above 10^10, which in seconds is the year 2286, is milliseconds or finer), and a duration in seconds no longer than that span.',
    'started_at | number | seconds since the Unix epoch … ended_at | number | seconds since the Unix epoch … duration | number | seconds',
    'a bound the words make sound: 10^10 seconds is the year 2286, while any instant after 26 April 1970 counted in milliseconds exceeds it; a device clock wrong by years stays far below it',
  ),
  txnField.must(
    'TM-TXN-7',
    'result, online_result; States > B. Terminal',
    'result and online_result, when set, take only approved, declined, cancelled or error.',
    'Transaction `result` and `online_result` values: approved, declined, cancelled, error.',
  ),
  txnField.must(
    'TM-TXN-8',
    'type',
    'type is one of sale, refund, reconciliation, technical_reversal, reversal or void.',
    '`sale`, `refund`, `reconciliation`, `technical_reversal`, `reversal` or `void`.',
  ),
  txnField.must(
    'TM-TXN-9',
    'card_details.scheme',
    'card_details.scheme is one of the listed schemes or unknown followed by a hexadecimal code.',
    'or unknown followed by a hexadecimal code',
  ),
  txnField.must(
    'TM-TXN-10',
    'tags',
    'tags maps EMV tag names to hexadecimal strings, only for contact or contactless EMV.',
    'map of EMV tag name to hexadecimal string value. Only for contact or contactless EMV',
  ),
  txnField.must(
    'TM-TXN-11',
    'input_source, attempted_sources',
    'input_source and attempted_sources take only contactless, contact_emv, keypad or mag_stripe.',
    'most recent input: `contactless`, `contact_emv`, `keypad` or `mag_stripe`. … each of `contactless`, `contact_emv`, `keypad`, `mag_stripe`',
  ),
  txnField.must(
    'TM-TXN-12',
    'cvm_mode, cvm_result',
    'cvm_mode is offline_pin, online_pin or signature; cvm_result is ok, failed, blocked, [failed, blocked] or hexadecimal.',
    'cvm_mode | string | `offline_pin`, `online_pin` or `signature` … `ok`, `failed`, `blocked`, an array holding both `failed` and `blocked`, or a hexadecimal value per the contactless EMV specification',
  ),
  txnField.must(
    'TM-TXN-13',
    'services',
    'services holds code and the three decoded rule fields with their listed values.',
    '`code` (string, unparsed service code), `interchange_rules`, `authorization_processing_rules`, `range_of_services`',
  ),
  txnField.must(
    'TM-TXN-14',
    'terminal_online_decision',
    'terminal_online_decision is approved, declined, go_online or unknown.',
    '`approved`, `declined`, `go_online` or `unknown`. A preference, not final',
  ),
  txnField.must(
    'TM-TXN-15',
    'card_expiry',
    'card_expiry has the format YYMM.',
    'card_expiry | string | format YYMM',
  ),
  txnField.must(
    'TM-TXN-16',
    'ksn, pin_block',
    'ksn and pin_block are a string or null (any encoding); a pin_block is set only with online PIN (is_online_pin).',
    'ksn | string or null | … pin_block | string or null | encrypted PIN block for online PIN',
  ),
  txnField.must(
    'TM-TXN-17',
    'deferred auth fields',
    'last_deferred_auth_attempted_at and num_deferred_auth_attempts are null when the transaction is not a deferred authorization.',
    'Null when not a deferred authorization … null when not a deferred authorization',
  ),
  observation(
    'TM-TXN-18',
    txn,
    'A finished document is expected to carry every field of the transaction table (null where no value exists); a field it leaves out, beyond those TM-TXN-1 requires, is recorded, as are fields beyond the table and nulls while in progress (field notes).',
    undefined,
    'the spec does not say every field of the table is sent: the heading says "full document", while rows such as issuer_id ("Not populated by every host module") and tags ("Only for contact or contactless EMV") are not always there, so a missing field warns',
  ),
  txnField.observation(
    'TM-TXN-19',
    'result, online_result',
    "result and online_result are those the presented test card is described to produce (the simulator's test-card table); a real host decides, so a difference is recorded.",
    'Final decision. May differ from online_result, because the card can overrule the host',
  ),
  must(
    'TM-TXN-20',
    `${txn}: host; ${settings}`,
    'The host of a finished transaction names a host module of the settings: an object of that name in settings.',
    'host | string | host module that ran the transaction … One object per host module, named by the module name.',
  ),
  txnField.observation(
    'TM-TXN-21',
    'input_source, is_contactless, is_emv, is_keyed',
    'On a finished transaction the entry flags are expected to agree with input_source: contactless is_contactless; contact_emv is_emv; keypad is_keyed; no other source sets is_contactless or is_keyed, and mag_stripe and keypad are not is_emv.',
    'For a completed transaction it is the authoritative source of card data',
    'the flags have no Meaning text, and "authoritative" says input_source is the one to trust where the others tell otherwise, so a flag that disagrees warns',
  ),
  txnField.observation(
    'TM-TXN-22',
    'cvm_mode, is_offline_pin, is_online_pin, is_signature_required',
    'Where cardholder verification completed (cvm_result ok), the flags are expected to agree with cvm_mode: offline_pin is_offline_pin, online_pin is_online_pin, signature is_signature_required, and no PIN flag with another mode.',
    'PIN entered and encrypted for the host … PIN validated by the card',
    'cvm_mode names the method and the flags what happened ("PIN entered", "PIN validated"); the spec neither ties one to the other nor makes them exclusive (a host may ask for a PIN after the card chose another method), so a disagreement warns',
  ),
  // Lifecycle
  txnField.must(
    'TM-LIFE-1',
    'is_active',
    'is_active is true while a transaction is in progress and false once it has ended.',
    '`is_active` is true while a transaction is in progress.',
  ),
  txnField.must(
    'TM-LIFE-2',
    'timeout_ms; Limits, rule 1',
    'timeout_ms defaults to 150000 when the client sets none.',
    'The terminal transaction `timeout_ms` defaults to 150000 milliseconds (2 minutes 30 seconds).',
  ),
  txnField.observation(
    'TM-LIFE-3',
    'timeout_ms',
    'A transaction with no card presented ends cancelled once timeout_ms has passed (field notes).',
  ),
  txnField.must(
    'TM-LIFE-4',
    'reference_txn_id, is_reversed',
    'A reversal names the reversed transaction in reference_txn_id, and that transaction is then is_reversed.',
    'for reversals and voids, the id of the transaction reversed … reversed or voided',
  ),
  txnField.observation(
    'TM-LIFE-5',
    'session_number',
    'A reconciliation is expected to close the session, so later transactions carry another session_number; the spec says only "session or batch number".',
    'session or batch number',
  ),
  observation(
    'TM-LIFE-6',
    'States > B. Terminal: Transitions: not shown',
    'The status values and transitions seen during a transaction are recorded, not judged.',
    'Transitions: not shown.',
  ),
  // Screen
  must(
    'TM-SCR-1',
    `${ep}; ${res} > B. Screen`,
    'GET screens/current.json returns success and scene with path and text strings; text may hold line breaks.',
    '`success` (boolean) and `scene` with `path` (string) and `text` (string, may contain line breaks).',
  ),
  must(
    'TM-SCR-2',
    'States > B. Terminal',
    'Idle means ended: a screen read as app.views.layouts.idle before a start, while a presented card is processed or after the end finds the transaction read after it not active.',
    'The screen `scene.path` value `app.views.layouts.idle` means the transaction has ended and the device is ready for another.',
    'kept for what the sentence defines, that idle means ended; it sets no time for the return to idle after an end (a result or "remove card" screen may stay), which is TM-SCR-4\'s observation',
  ),
  must(
    'TM-SCR-3',
    'States > B. Terminal',
    'While a started sale or refund waits for its card (in progress), scene.path is not app.views.layouts.idle.',
    'The screen `scene.path` value `app.views.layouts.idle` means the transaction has ended and the device is ready for another.',
  ),
  observation(
    'TM-SCR-4',
    'States > B. Terminal',
    'After a transaction ends the device is expected back on the idle screen within a bound (30 s on a device, a few simulated seconds on a simulator).',
    'The screen `scene.path` value `app.views.layouts.idle` means the transaction has ended and the device is ready for another.',
    'the spec says what idle means, not when a device returns to it: a result screen still showing is a state it allows, so a slow return warns',
  ),
  // Print endpoint
  must(
    'TM-PRN-1',
    `${ep}; ${notes}`,
    "POST print.json with a valid instructions array, as the spec's words make it printable, is accepted with success true; an empty list, a negative x or a family other than Arial may be refused; a printer that cannot print at all (out of paper) leaves the rule NOT RUN.",
    '/api/v2/print.json | not shown for this endpoint | `success` (boolean) … POST print request body: object with `instructions`, an array of printer instructions, processed in order.',
    'a refusal of a one-line list as well is a print error of the device\'s state ("Terminal other print errors, for example out of paper, may occur"), not a refusal of the instructions, so the rule is then not run rather than failed; and lists the words leave to the device (no bounds are shown, x is a "horizontal distance from the left", family has a default and no list of names) may be refused',
  ),
  must(
    'TM-PRN-2',
    'Errors, rule 5',
    'POST print.json on a device without a printer does not claim success (400 "may be returned"; other codes are not excluded).',
    'POST print on a device without a printer (may be returned);',
  ),
  observation(
    'TM-PRN-3',
    'Errors, rule 6',
    'Other print errors (out of paper) and their status codes are not shown; the answer is recorded.',
    'Terminal other print errors, for example out of paper, may occur. Their status codes: not shown.',
  ),
  observation(
    'TM-PRN-4',
    `${res} > B. Printer instruction`,
    'Invalid instructions (negative y, unknown command, missing field) are refused with success false (the refusal status is not shown).',
  ),
  // Receipts
  must(
    'TM-RCPT-1',
    notes,
    'The merchant receipt is available for any transaction: approved, declined or cancelled, reconciliation included.',
    'Merchant receipt: always available for any transaction. For a reconciliation it is the only receipt.',
  ),
  must(
    'TM-RCPT-2',
    `${notes}; Errors, rule 5`,
    'The cardholder receipt of a reconciliation is refused with 400.',
    'Cardholder receipt: not available for a reconciliation transaction. … cardholder receipt requested for a reconciliation transaction;',
  ),
  must(
    'TM-RCPT-3',
    `${notes}; Errors, rule 5`,
    'The reconciliation receipt of a transaction that is not a reconciliation is refused with 400.',
    'Reconciliation receipt: identical to the merchant receipt when the transaction is a reconciliation. Fails otherwise. … reconciliation receipt requested for a transaction that is not a reconciliation.',
  ),
  must(
    'TM-RCPT-4',
    notes,
    'For a reconciliation, the reconciliation receipt is identical to the merchant receipt.',
    'Reconciliation receipt: identical to the merchant receipt when the transaction is a reconciliation.',
  ),
  must(
    'TM-RCPT-5',
    notes,
    'A receipt response is success and receipt, an array of valid printer instructions.',
    'Receipt response: `success` (boolean) and `receipt`, an array of printer instructions that can be sent unchanged to the print endpoint.',
  ),
  must(
    'TM-RCPT-6',
    notes,
    'A receipt can be sent unchanged to print.json and is accepted; a printer that cannot print at all (out of paper) leaves the rule NOT RUN.',
    'Receipt response: `success` (boolean) and `receipt`, an array of printer instructions that can be sent unchanged to the print endpoint.',
    'as TM-PRN-1: when a one-line list is refused too, the printer is in a state the spec allows ("for example out of paper"), and the receipt was not judged',
  ),
  observation(
    'TM-RCPT-7',
    settings,
    "Receipt header and footer lines are expected to show the transaction's host module lines, or the default ones; the spec says the defaults are used where a module does not override them, not how a receipt shows them.",
    '`settings.receipt`: default `header` and `footer`, used where a host module does not override them.',
  ),
  observation(
    'TM-RCPT-8',
    notes,
    'The cardholder receipt is expected for a sale, a refund and a reversal.',
    '/api/v2/transactions/<id>/receipts/cardholder.json | not shown for this endpoint | receipt … Cardholder receipt: not available for a reconciliation transaction.',
    'made an observation: "always available for any transaction" is said of the merchant receipt only; of the cardholder receipt the spec says only where it is not available, which does not state where it is',
  ),
  observation(
    'TM-RCPT-9',
    'Field notes > Receipts',
    'The receipt layout (copy title, masked card, totals, auth code...) is recorded for review.',
  ),
  // Errors and limits
  must(
    'TM-ERR-1',
    'Errors, rule 4',
    "Every answer of the terminal API's endpoints carries a success boolean; a path the API does not have (a start of an unlisted type) is not judged.",
    'On the terminal, bodies carry a `success` boolean.',
    'kept for the endpoints of Endpoints B\'s table, refusals included: a path outside it reaches no endpoint, and the web server in front may answer it with a page of its own ("Error body shape: not shown")',
  ),
  observation(
    'TM-ERR-2',
    'Errors, rule 2',
    'Error bodies carry a human description (field notes); their shape is not shown.',
    'Error body shape: not shown.',
  ),
  observation(
    'TM-LIM-1',
    'Limits, rules 4-5',
    'Rate limits, amount bounds and field lengths are not shown; refusals are recorded.',
    'Rate limits: not shown. … Amount bounds and field lengths: not shown.',
  ),
];
