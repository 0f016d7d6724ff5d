/**
 * Each terminal check passes a conformant document and fails a broken one
 * with its own requirement id (STYLE.md principle 8: a check must be able
 * to fail).
 */
import { test, expect } from '@playwright/test';
import { isCheckFailure } from '../../lib/checks/checkFailure.js';
import { checkActiveThenEnded } from '../../lib/checks/terminal/checkActiveThenEnded.js';
import { checkCardExpiry } from '../../lib/checks/terminal/checkCardExpiry.js';
import { checkCurrentActive } from '../../lib/checks/terminal/checkCurrentActive.js';
import { checkCurrentIdle } from '../../lib/checks/terminal/checkCurrentIdle.js';
import { checkCvm } from '../../lib/checks/terminal/checkCvm.js';
import { checkDefaultReceiptSettings } from '../../lib/checks/terminal/checkDefaultReceiptSettings.js';
import { checkDefaultTimeout } from '../../lib/checks/terminal/checkDefaultTimeout.js';
import { checkDeferredAuthFields } from '../../lib/checks/terminal/checkDeferredAuthFields.js';
import { checkDocumentSchema } from '../../lib/checks/terminal/checkDocumentSchema.js';
import { checkEmvTags } from '../../lib/checks/terminal/checkEmvTags.js';
import { checkEntrySources } from '../../lib/checks/terminal/checkEntrySources.js';
import { checkFinished } from '../../lib/checks/terminal/checkFinished.js';
import { checkHostModuleFields } from '../../lib/checks/terminal/checkHostModuleFields.js';
import { checkIdIsUuid } from '../../lib/checks/terminal/checkIdIsUuid.js';
import { checkIdKept } from '../../lib/checks/terminal/checkIdKept.js';
import { checkIdsUnique } from '../../lib/checks/terminal/checkIdsUnique.js';
import { checkLatest } from '../../lib/checks/terminal/checkLatest.js';
import { checkListHolds } from '../../lib/checks/terminal/checkListHolds.js';
import { checkNoCardData } from '../../lib/checks/terminal/checkNoCardData.js';
import { checkNoPrinterRefused } from '../../lib/checks/terminal/checkNoPrinterRefused.js';
import { checkOnlineDecision } from '../../lib/checks/terminal/checkOnlineDecision.js';
import { checkPinFields } from '../../lib/checks/terminal/checkPinFields.js';
import { checkPing } from '../../lib/checks/terminal/checkPing.js';
import { checkPrimaryHostModule } from '../../lib/checks/terminal/checkPrimaryHostModule.js';
import { checkReceiptLines } from '../../lib/checks/terminal/checkReceiptLines.js';
import { checkReceiptRefused } from '../../lib/checks/terminal/checkReceiptRefused.js';
import { checkReconciliationReceiptIdentical } from '../../lib/checks/terminal/checkReconciliationReceiptIdentical.js';
import { checkRefused } from '../../lib/checks/terminal/checkRefused.js';
import { checkResultValues } from '../../lib/checks/terminal/checkResultValues.js';
import { checkReversal } from '../../lib/checks/terminal/checkReversal.js';
import { checkScheme } from '../../lib/checks/terminal/checkScheme.js';
import { checkScreenBusy } from '../../lib/checks/terminal/checkScreenBusy.js';
import { checkScreenIdle } from '../../lib/checks/terminal/checkScreenIdle.js';
import { checkServices } from '../../lib/checks/terminal/checkServices.js';
import { checkSessionClosed } from '../../lib/checks/terminal/checkSessionClosed.js';
import { checkStanIncreasing } from '../../lib/checks/terminal/checkStanIncreasing.js';
import { checkStartedActive } from '../../lib/checks/terminal/checkStartedActive.js';
import { checkSuccessBoolean } from '../../lib/checks/terminal/checkSuccessBoolean.js';
import { checkSummaryAgrees } from '../../lib/checks/terminal/checkSummaryAgrees.js';
import { checkTimes } from '../../lib/checks/terminal/checkTimes.js';
import { checkTotalAmount } from '../../lib/checks/terminal/checkTotalAmount.js';
import { checkTypeValue } from '../../lib/checks/terminal/checkTypeValue.js';
import { checkWebServerSettings } from '../../lib/checks/terminal/checkWebServerSettings.js';
import { answer, finishedSale as t, settingsBody, with_, type Row } from './rows.js';

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
const txn = (doc: Record<string, unknown>, status = 200) =>
  answer(status, { success: true, transaction: doc });
const receipt = (texts: string[]) => answer(200, { success: true, receipt: lines(texts) });
const pan = '4761739001010119';
const lines = (texts: string[]): unknown[] =>
  texts.map((text, i) => ({ command: 'text', text, x: 0, y: i * 24, font_size: 24 }));

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
    good: () => checkDocumentSchema('TM-SET-1', 'terminal/settings', answer(200, settingsBody)),
    bad: () => checkDocumentSchema('TM-SET-1', 'terminal/settings', answer(200, { success: true })),
  },
  {
    id: 'TM-SET-2',
    name: 'host.module names nothing',
    good: () => checkPrimaryHostModule(settingsBody),
    bad: () => checkPrimaryHostModule({ settings: { ...settingsBody.settings, host: { module: 'nope' } } }),
  },
  {
    id: 'TM-SET-3',
    name: 'host module port is a string',
    good: () => checkHostModuleFields(settingsBody),
    bad: () =>
      checkHostModuleFields({
        settings: {
          ...settingsBody.settings,
          acquirer_a: { ...settingsBody.settings.acquirer_a, port: '9101' },
        },
      }),
  },
  {
    id: 'TM-SET-3',
    name: 'the primary module holds no host-module field (a missing one is TM-SET-2 only)',
    good: () =>
      checkHostModuleFields({ settings: { ...settingsBody.settings, host: { module: 'ACQUIRER_A' } } }),
    bad: () =>
      checkHostModuleFields({
        settings: {
          ...settingsBody.settings,
          host: { module: 'acquirer_x' },
          acquirer_x: { deferred_auth: { enabled: true } },
        },
      }),
  },
  {
    id: 'TM-SET-4',
    name: 'default receipt without footer',
    good: () => checkDefaultReceiptSettings(settingsBody),
    bad: () =>
      checkDefaultReceiptSettings({
        settings: { ...settingsBody.settings, receipt: { header: settingsBody.settings.receipt.header } },
      }),
  },
  {
    id: 'TM-SET-5',
    name: 'web server port is a string',
    good: () => checkWebServerSettings(settingsBody),
    bad: () =>
      checkWebServerSettings({
        settings: { ...settingsBody.settings, webserver: { http: { enabled: true, port: '8080' } } },
      }),
  },
  {
    id: 'TM-AUTH-1',
    name: 'answered 200 without credentials',
    good: () => checkRefused('TM-AUTH-1', answer(401, { success: false })),
    bad: () => checkRefused('TM-AUTH-1', answer(200, { success: true })),
  },
  {
    id: 'TM-AUTH-2',
    name: 'answered 200 with wrong credentials',
    good: () => checkRefused('TM-AUTH-2', answer(403, { success: false })),
    bad: () => checkRefused('TM-AUTH-2', answer(200, { success: true })),
  },
  {
    id: 'TM-LIST-2',
    name: 'a transaction missing from the list',
    good: () =>
      checkListHolds(answer(200, { success: true, transactions: [{ id: 'a' }, { id: 'b' }] }), ['a', 'b']),
    bad: () => checkListHolds(answer(200, { success: true, transactions: [{ id: 'a' }] }), ['a', 'b']),
  },
  {
    id: 'TM-LIST-4',
    name: 'summary amount differs',
    good: () => checkSummaryAgrees({ id: t.id, amount: 450, result: 'approved' }, t),
    bad: () => checkSummaryAgrees({ id: t.id, amount: 451 }, t),
  },
  {
    id: 'TM-GET-2',
    name: 'latest is not the newest',
    good: () => checkLatest(txn(t), txn(t), String(t.id)),
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
    bad: () => checkCurrentIdle(txn(t)),
  },
  {
    id: 'TM-START-3',
    name: 'a refund reported as a sale',
    good: () => checkStartedActive(with_({ is_active: true }), 'sale'),
    bad: () => checkStartedActive(with_({ is_active: true }), 'refund'),
  },
  {
    id: 'TM-START-4',
    name: 'client id replaced',
    good: () => checkIdKept(with_({ id: 'mine' }), 'mine'),
    bad: () => checkIdKept(t, 'mine'),
  },
  {
    id: 'TM-START-5',
    name: 'ids repeat',
    good: () => checkIdsUnique(['a', 'b']),
    bad: () => checkIdsUnique(['a', 'a']),
  },
  {
    id: 'TM-START-6',
    name: 'id is not a UUID',
    good: () => checkIdIsUuid(t.id),
    bad: () => checkIdIsUuid('12345'),
  },
  {
    id: 'TM-TXN-2',
    name: 'total is off by one',
    good: () => checkTotalAmount(t),
    bad: () => checkTotalAmount(with_({ total_amount: 501 })),
  },
  {
    id: 'TM-TXN-3',
    name: 'full card number in account_number',
    good: () => checkNoCardData(txn(t).body),
    bad: () => checkNoCardData(with_({ account_number: pan })),
  },
  {
    id: 'TM-TXN-3',
    name: 'clear track 2',
    good: () => checkNoCardData({ tags: { '57': '476173D2912' } }),
    bad: () =>
      checkNoCardData(with_({ card_details: { scheme: 'visa-qvsdc', track2: `${pan}=29122010000` } })),
  },
  {
    id: 'TM-TXN-3',
    name: 'card number inside a host message',
    good: () => checkNoCardData({ online_request: { reference: '123456789012' } }),
    bad: () => checkNoCardData({ online_request: { note: `card ${pan} ok` } }),
  },
  {
    id: 'TM-TXN-3',
    name: 'track 2 in EMV tag 57',
    good: () => checkNoCardData({ tags: { '50': '4445424954204D415354455243415244' } }),
    bad: () => checkNoCardData({ tags: { '57': `${pan}D29122010000F` } }),
  },
  {
    id: 'TM-TXN-4',
    name: 'stan repeats',
    good: () => checkStanIncreasing([1, 2, 5]),
    bad: () => checkStanIncreasing([1, 2, 2]),
  },
  {
    id: 'TM-TXN-5',
    name: 'ended without result',
    good: () => checkFinished(t),
    bad: () => checkFinished(with_({ result: null })),
  },
  {
    id: 'TM-TXN-6',
    name: 'ended before it started',
    good: () => checkTimes(t),
    bad: () => checkTimes(with_({ ended_at: 1718009740 })),
  },
  {
    id: 'TM-TXN-6',
    name: 'duration disagrees',
    good: () => checkTimes(t),
    bad: () => checkTimes(with_({ duration: 30 })),
  },
  {
    id: 'TM-TXN-7',
    name: 'result outside the list',
    good: () => checkResultValues(t),
    bad: () => checkResultValues(with_({ result: 'ok' })),
  },
  {
    id: 'TM-TXN-8',
    name: 'unknown type',
    good: () => checkTypeValue(t),
    bad: () => checkTypeValue(with_({ type: 'payment' })),
  },
  {
    id: 'TM-TXN-9',
    name: 'unknown scheme',
    good: () => checkScheme(with_({ card_details: { scheme: 'unknown-a000' } })),
    bad: () => checkScheme(with_({ card_details: { scheme: 'visa' } })),
  },
  {
    id: 'TM-TXN-10',
    name: 'tags on a swipe',
    good: () => checkEmvTags(t),
    bad: () => checkEmvTags(with_({ input_source: 'mag_stripe' })),
  },
  {
    id: 'TM-TXN-10',
    name: 'tag value not hex',
    good: () => checkEmvTags(t),
    bad: () => checkEmvTags(with_({ tags: { '9F02': 'zz' } })),
  },
  {
    id: 'TM-TXN-11',
    name: 'unknown input source',
    good: () => checkEntrySources(t),
    bad: () => checkEntrySources(with_({ attempted_sources: ['nfc'] })),
  },
  {
    id: 'TM-TXN-12',
    name: 'unknown cvm_mode',
    good: () => checkCvm(with_({ cvm_result: ['failed', 'blocked'] })),
    bad: () => checkCvm(with_({ cvm_mode: 'pin' })),
  },
  {
    id: 'TM-TXN-13',
    name: 'unknown range_of_services',
    good: () => checkServices(t),
    bad: () => checkServices(with_({ services: { ...(t.services as object), range_of_services: 'all' } })),
  },
  {
    id: 'TM-TXN-14',
    name: 'unknown online decision',
    good: () => checkOnlineDecision(t),
    bad: () => checkOnlineDecision(with_({ terminal_online_decision: 'online' })),
  },
  {
    id: 'TM-TXN-15',
    name: 'expiry MMYY',
    good: () => checkCardExpiry(t),
    bad: () => checkCardExpiry(with_({ card_expiry: '1329' })),
  },
  {
    id: 'TM-TXN-16',
    name: 'pin block without online PIN',
    good: () => checkPinFields(with_({ pin_block: 'ABCD', is_online_pin: true })),
    bad: () => checkPinFields(with_({ pin_block: 'ABCD' })),
  },
  {
    id: 'TM-TXN-17',
    name: 'deferred fields on a normal sale',
    good: () => checkDeferredAuthFields(t),
    bad: () => checkDeferredAuthFields(with_({ num_deferred_auth_attempts: 0 })),
  },
  {
    id: 'TM-LIFE-1',
    name: 'still active after the end',
    good: () => checkActiveThenEnded(with_({ is_active: true }), t),
    bad: () => checkActiveThenEnded(with_({ is_active: true }), with_({ is_active: true })),
  },
  {
    id: 'TM-LIFE-2',
    name: 'timeout 60000',
    good: () => checkDefaultTimeout(t),
    bad: () => checkDefaultTimeout(with_({ timeout_ms: 60000 })),
  },
  {
    id: 'TM-LIFE-4',
    name: 'reversed sale not marked',
    good: () => checkReversal(with_({ reference_txn_id: 's' }), with_({ is_reversed: true }), 's'),
    bad: () => checkReversal(with_({ reference_txn_id: 's' }), t, 's'),
  },
  {
    id: 'TM-LIFE-5',
    name: 'session unchanged after reconciliation',
    good: () => checkSessionClosed(t, t, with_({ session_number: 2 })),
    bad: () => checkSessionClosed(t, t, t),
  },
  {
    id: 'TM-SCR-2',
    name: 'result screen stays',
    good: () => checkScreenIdle(idle),
    bad: () => checkScreenIdle(busy),
  },
  {
    id: 'TM-SCR-3',
    name: 'idle while active',
    good: () => checkScreenBusy(busy),
    bad: () => checkScreenBusy(idle),
  },
  {
    id: 'TM-PRN-2',
    name: 'no printer answers 200 success',
    good: () => checkNoPrinterRefused(answer(400, { success: false })),
    bad: () => checkNoPrinterRefused(answer(200, { success: true })),
  },
  {
    id: 'TM-RCPT-2',
    name: 'cardholder receipt of a reconciliation served',
    good: () => checkReceiptRefused('TM-RCPT-2', answer(400, { success: false })),
    bad: () => checkReceiptRefused('TM-RCPT-2', receipt(['x'])),
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
    bad: () => checkReceiptLines(lines(['HD1', 'HD2', 'x', 'FD1', 'FD2']), settingsBody, 'acquirer_a'),
  },
  {
    id: 'TM-ERR-1',
    name: 'error body without success',
    good: () => checkSuccessBoolean(answer(404, { success: false })),
    bad: () => checkSuccessBoolean(answer(404, { description: 'No transaction found' })),
  },
  {
    id: 'TM-TXN-3',
    name: 'a card number as the key serial number',
    good: () => checkNoCardData({ ksn: 'FFFF9876543210E00482', pin_block: '1234567890123456789A' }),
    bad: () => checkNoCardData({ ksn: pan }),
  },
  {
    id: 'TM-AUTH-1',
    name: 'a 404 that ignores credentials',
    good: () => checkRefused('TM-AUTH-1', answer(401, { success: false }), answer(404, { success: false })),
    bad: () => checkRefused('TM-AUTH-1', answer(404, { success: false }), answer(404, { success: false })),
  },
];

for (const row of rows) {
  test(`${row.id}: passes a conformant input, fails ${row.name}`, () => {
    expect(row.good).not.toThrow();
    let caught: unknown;
    try {
      row.bad();
    } catch (e) {
      caught = e;
    }
    expect(isCheckFailure(caught), `${row.name} must throw a CheckFailure`).toBe(true);
    expect((caught as { requirementId?: string }).requirementId).toBe(row.id);
  });
}
