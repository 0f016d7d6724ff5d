/**
 * The checks of terminal answers (settings, authentication, list, endpoints,
 * screen, receipts, print): each passes every conformant shape the spec
 * leaves open (a bare-array list, a 403 with a text body, a 400 for an idle
 * current.json, whole-second summaries, a result screen after the end...)
 * and fails a broken one.
 */
import { checkEndpointGuarded, checkRefused } from '../../lib/judging/checks/terminal/authChecks.js';
import { checkListHolds, checkSummaryAgrees } from '../../lib/judging/checks/terminal/listChecks.js';
import {
  checkReceiptLines,
  checkReceiptRefused,
  checkReconciliationReceiptIdentical,
} from '../../lib/judging/checks/terminal/receiptChecks.js';
import {
  checkAnswerSchema,
  checkPing,
  checkSuccessBoolean,
} from '../../lib/judging/checks/terminal/responseChecks.js';
import {
  checkBackToIdle,
  checkIdleMeansEnded,
  checkScreenBusy,
} from '../../lib/judging/checks/terminal/screenChecks.js';
import {
  checkDefaultReceiptSettings,
  checkHostModuleFields,
  checkPortAsReached,
  checkPrimaryHostModule,
  checkWebServerSettings,
} from '../../lib/judging/checks/terminal/settingsChecks.js';
import {
  checkCurrentActive,
  checkCurrentIdle,
  checkLatest,
  checkStartedActive,
} from '../../lib/judging/checks/terminal/transactionEndpointChecks.js';
import { answer, finishedSale as t, settingsBody, testRows, with_, type Row } from './rows.js';

const idle = answer(200, {
  success: true,
  scene: { path: 'app.views.layouts.idle', text: 'Tap Green To Start' },
});
const busy = answer(200, {
  success: true,
  scene: {
    path: 'app.views.layouts.payment.prompt_payment',
    text: 'Insert, tap or swipe card\nSale : £4.50',
  },
});
const approvedScreen = answer(200, {
  success: true,
  scene: { path: 'app.views.layouts.payment.result', text: 'Approved' },
});
const txn = (doc: Record<string, unknown>, status = 200) =>
  answer(status, { success: true, transaction: doc });
const lines = (texts: string[]): unknown[] =>
  texts.map((text, i) => ({ command: 'text', text, x: 0, y: i * 24, font_size: 24 }));
const receipt = (texts: string[]) => answer(200, { success: true, receipt: lines(texts) });
const textAnswer = (status: number, text: string) => ({
  status,
  body: undefined,
  text,
  request: 'GET /api/v2/device.json',
});
const settingsWith = (patch: Record<string, unknown>) => ({
  success: true,
  settings: { ...settingsBody.settings, ...patch },
});

const rows: readonly Row[] = [
  {
    id: 'TM-PING-1',
    name: 'ping refused without credentials',
    good: () => checkPing(answer(200, { success: true, ping: true })),
    bad: () => checkPing(answer(401, { success: false })),
  },
  {
    id: 'TM-SET-1',
    name: 'settings without settings object',
    good: () => checkAnswerSchema('terminal/settings', answer(200, settingsBody)),
    alsoGood: [
      [
        'an unnamed object with an address is another setting, not a module',
        () => checkAnswerSchema('terminal/settings', answer(200, settingsWith({ proxy: { address: 'p' } }))),
      ],
    ],
    bad: () => checkAnswerSchema('terminal/settings', answer(200, { success: true })),
  },
  {
    id: 'TM-SET-2',
    name: 'host.module names nothing',
    good: () => checkPrimaryHostModule(settingsBody),
    bad: () => checkPrimaryHostModule(settingsWith({ host: { module: 'nope' } })),
  },
  {
    id: 'TM-SET-3',
    name: 'host module port is a string',
    good: () => checkHostModuleFields(settingsBody),
    alsoGood: [
      [
        'an unnamed partial object (not a module)',
        () => checkHostModuleFields(settingsWith({ proxy: { port: '3128' } })),
      ],
      [
        'a module overriding only the header, with some lines',
        () =>
          checkHostModuleFields(
            settingsWith({
              acquirer_a: { ...settingsBody.settings.acquirer_a, receipt: { header: { line1: 'SHOP' } } },
            }),
          ),
      ],
    ],
    bad: () =>
      checkHostModuleFields(
        settingsWith({ acquirer_a: { ...settingsBody.settings.acquirer_a, port: '9101' } }),
      ),
  },
  {
    id: 'TM-SET-3',
    name: "a transaction's host module misses its fields",
    good: () =>
      checkHostModuleFields(settingsWith({ acquirer_b: settingsBody.settings.acquirer_a }), ['acquirer_b']),
    bad: () => checkHostModuleFields(settingsWith({ acquirer_b: { address: 'x' } }), ['acquirer_b']),
  },
  {
    id: 'TM-SET-4',
    name: 'default receipt without footer',
    good: () => checkDefaultReceiptSettings(settingsBody),
    alsoGood: [
      [
        'lines left out',
        () =>
          checkDefaultReceiptSettings(settingsWith({ receipt: { header: {}, footer: { line1: 'Thanks' } } })),
      ],
    ],
    bad: () =>
      checkDefaultReceiptSettings(
        settingsWith({ receipt: { header: settingsBody.settings.receipt.header } }),
      ),
  },
  {
    id: 'TM-SET-5',
    name: 'web server port is a string',
    good: () => checkWebServerSettings(settingsBody),
    bad: () => checkWebServerSettings(settingsWith({ webserver: { http: { enabled: true, port: '8080' } } })),
  },
  {
    id: 'TM-SET-7',
    name: 'a web server port other than the one reached',
    good: () => checkPortAsReached(settingsBody, new URL('http://10.0.0.7:8080')),
    alsoGood: [
      [
        'no webserver settings (the default)',
        () => checkPortAsReached(settingsWith({ webserver: undefined }), new URL('http://10.0.0.7:9000')),
      ],
      [
        'reached over https (another port)',
        () => checkPortAsReached(settingsBody, new URL('https://device.example')),
      ],
      [
        'port 80 by default',
        () =>
          checkPortAsReached(
            settingsWith({ webserver: { http: { enabled: true, port: 80 } } }),
            new URL('http://10.0.0.7'),
          ),
      ],
    ],
    bad: () => checkPortAsReached(settingsBody, new URL('http://127.0.0.1:18080')),
  },
  {
    id: 'TM-AUTH-1',
    name: 'answered 200 without credentials',
    good: () => checkRefused(answer(401, { success: false })),
    alsoGood: [
      ['a 403 with a text body', () => checkRefused(textAnswer(403, 'Forbidden'))],
      ['a 401 with an empty body', () => checkRefused(textAnswer(401, ''))],
    ],
    bad: () => checkRefused(answer(200, { success: true })),
  },
  {
    id: 'TM-AUTH-1',
    name: 'a 404 that ignores credentials',
    good: () => checkRefused(answer(401, { success: false }), answer(404, { success: false })),
    bad: () => checkRefused(answer(404, { success: false }), answer(404, { success: false })),
  },
  {
    id: 'TM-AUTH-2',
    name: 'answered 200 with wrong credentials',
    good: () => checkRefused(answer(403, { success: false })),
    bad: () => checkRefused(answer(200, { success: true })),
  },
  {
    id: 'TM-AUTH-4',
    name: 'print answered without credentials',
    good: () => checkEndpointGuarded(answer(401, { success: false })),
    bad: () => checkEndpointGuarded(answer(200, { success: true })),
  },
  {
    id: 'TM-LIST-2',
    name: 'a transaction missing from the list',
    good: () =>
      checkListHolds(answer(200, { success: true, transactions: [{ id: 'a' }, { id: 'b' }] }), ['a', 'b']),
    alsoGood: [
      ['a bare array', () => checkListHolds(answer(200, [{ id: 'a' }, { id: 'b' }]), ['a', 'b'])],
      [
        'another wrapper key',
        () => checkListHolds(answer(200, { success: true, items: [{ id: 'a' }, { id: 'b' }] }), ['a']),
      ],
    ],
    bad: () => checkListHolds(answer(200, { success: true, transactions: [{ id: 'a' }] }), ['a', 'b']),
  },
  {
    id: 'TM-LIST-1',
    name: 'a summary without id',
    good: () =>
      checkAnswerSchema(
        'terminal/transaction-list',
        answer(200, { success: true, transactions: [{ id: 'a', type: 'sale', started_at: 1 }] }),
      ),
    alsoGood: [
      [
        'a bare array of whole-second summaries',
        () =>
          checkAnswerSchema(
            'terminal/transaction-list',
            answer(200, [{ id: 'a', type: 'reconciliation', started_at: 1718009741, amount: null }]),
          ),
      ],
    ],
    bad: () =>
      checkAnswerSchema(
        'terminal/transaction-list',
        answer(200, [{ type: 'sale', started_at: 1, amount: 4 }]),
      ),
  },
  {
    id: 'TM-LIST-4',
    name: 'summary amount differs',
    good: () => checkSummaryAgrees({ id: t.id, amount: 450, result: 'approved' }, t),
    alsoGood: [
      [
        'whole seconds against fractional ones',
        () =>
          checkSummaryAgrees(
            { id: t.id, started_at: 1718009741, ended_at: 1718009745, host: 'acquirer_a' },
            t,
          ),
      ],
      [
        'another mask of the same card',
        () => checkSummaryAgrees({ id: t.id, account_number: '************0119' }, t),
      ],
    ],
    bad: () => checkSummaryAgrees({ id: t.id, amount: 4.5 }, t),
  },
  {
    id: 'TM-LIST-4',
    name: 'summary a minute off',
    good: () => checkSummaryAgrees({ id: t.id, ended_at: 1718009744 }, t),
    bad: () => checkSummaryAgrees({ id: t.id, ended_at: 1718009804.5 }, t),
  },
  {
    id: 'TM-GET-2',
    name: 'latest is not the newest',
    good: () => checkLatest(txn(t), txn(t), String(t.id)),
    alsoGood: [
      [
        'only latest.json served ("or")',
        () => checkLatest(txn(t), answer(404, { success: false }), String(t.id)),
      ],
    ],
    bad: () => checkLatest(txn(with_({ id: 'old' })), txn(t), String(t.id)),
  },
  {
    id: 'TM-GET-3',
    name: 'current is not the active one',
    good: () => checkCurrentActive(txn(with_({ is_active: true })), String(t.id)),
    bad: () => checkCurrentActive(txn(with_({ id: 'other', is_active: true })), String(t.id)),
  },
  {
    id: 'TM-GET-4',
    name: 'current answers 200 when idle',
    good: () => checkCurrentIdle(answer(404, { success: false })),
    alsoGood: [
      ['400 with success false', () => checkCurrentIdle(answer(400, { success: false, error: 'none' }))],
      [
        '400 with a body that is not JSON',
        () => checkCurrentIdle(textAnswer(400, 'No transaction in progress')),
      ],
      ['500', () => checkCurrentIdle(answer(500, { success: false }))],
    ],
    bad: () => checkCurrentIdle(txn(t)),
  },
  {
    id: 'TM-START-3',
    name: 'a refund reported as a sale',
    good: () => checkStartedActive(with_({ is_active: true }), 'sale', true),
    alsoGood: [
      [
        'a reversal answered as a void',
        () => checkStartedActive(with_({ type: 'void', is_active: true }), 'reversal', false),
      ],
      [
        'a reconciliation already ended',
        () => checkStartedActive(with_({ type: 'reconciliation' }), 'reconciliation', false),
      ],
    ],
    bad: () => checkStartedActive(with_({ is_active: true }), 'refund', true),
  },
  {
    id: 'TM-START-3',
    name: 'a sale waiting for its card not active',
    good: () => checkStartedActive(with_({ is_active: true }), 'sale', true),
    bad: () => checkStartedActive(t, 'sale', true),
  },
  {
    id: 'TM-SCR-2',
    name: 'idle while a transaction is active',
    good: () => checkIdleMeansEnded(idle, t),
    alsoGood: [
      ['the result screen right after the end', () => checkIdleMeansEnded(approvedScreen, t)],
      [
        'a screen while the card is processed',
        () => checkIdleMeansEnded(approvedScreen, with_({ is_active: true })),
      ],
    ],
    bad: () => checkIdleMeansEnded(idle, with_({ is_active: true })),
  },
  {
    id: 'TM-SCR-4',
    name: 'never back to idle',
    good: () => checkBackToIdle(idle, 0),
    alsoGood: [['back to idle after a wait', () => checkBackToIdle(idle, 2500)]],
    bad: () => checkBackToIdle(approvedScreen, 30_000),
  },
  {
    id: 'TM-SCR-3',
    name: 'idle while active',
    good: () => checkScreenBusy(busy),
    bad: () => checkScreenBusy(idle),
  },
  {
    id: 'TM-RCPT-2',
    name: 'cardholder receipt of a reconciliation served',
    good: () => checkReceiptRefused(answer(400, { success: false })),
    alsoGood: [['a 400 with a text body', () => checkReceiptRefused(textAnswer(400, 'Bad Request'))]],
    bad: () => checkReceiptRefused(receipt(['x'])),
  },
  {
    id: 'TM-RCPT-4',
    name: 'reconciliation receipt differs',
    good: () => checkReconciliationReceiptIdentical(receipt(['a', 'b']), receipt(['a', 'b'])),
    bad: () => checkReconciliationReceiptIdentical(receipt(['a', 'b']), receipt(['a', 'c'])),
  },
  {
    id: 'TM-RCPT-7',
    name: 'default lines instead of the host module',
    good: () => checkReceiptLines(lines(['HA1', 'HA2', 'x', 'FA1', 'FA2']), settingsBody, 'acquirer_a'),
    alsoGood: [
      [
        'centred and upper-cased',
        () => checkReceiptLines(lines(['   ha1  ', 'HA2', 'FA1', 'fa2']), settingsBody, 'acquirer_a'),
      ],
      [
        'two lines in one text',
        () => checkReceiptLines(lines(['HA1 HA2', 'FA1', 'FA2']), settingsBody, 'acquirer_a'),
      ],
    ],
    bad: () => checkReceiptLines(lines(['HD1', 'HD2', 'x', 'FD1', 'FD2']), settingsBody, 'acquirer_a'),
  },
  {
    id: 'TM-ERR-1',
    name: 'error body without success',
    good: () => checkSuccessBoolean(answer(404, { success: false })),
    alsoGood: [['a bare-array list', () => checkSuccessBoolean(answer(200, []), { allowBareArray: true })]],
    bad: () => checkSuccessBoolean(answer(404, { description: 'No transaction found' })),
  },
];

testRows(rows);
