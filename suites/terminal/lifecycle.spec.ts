/**
 * Transaction lifecycle per type (spec B. Transaction; States B; Endpoints
 * B): started with its type, active while it waits for a card, ended
 * consistent, found by id, latest, current and in the list; the screen is
 * idle only when nothing is active, and comes back to idle after the end.
 */
import { test, named } from '../../fixtures/test.js';
import { docOf } from '../../fixtures/terminal/terminalSession.js';
import { summariesOf } from '../../lib/judging/checks/terminal/exchange.js';
import { extraFields } from '../../lib/judging/checks/terminal/extraFields.js';
import {
  checkListHolds,
  checkListWrapper,
  checkSummaryAgrees,
  checkSummaryFields,
} from '../../lib/judging/checks/terminal/listChecks.js';
import { checkHostIsModule } from '../../lib/judging/checks/terminal/settingsChecks.js';
import { checkAnswerSchema, checkObservedStatus } from '../../lib/judging/checks/terminal/responseChecks.js';
import {
  checkBackToIdle,
  checkIdleMeansEnded,
  checkScreenBusy,
} from '../../lib/judging/checks/terminal/screenChecks.js';
import {
  checkCurrentActive,
  checkCurrentIdle,
  checkLatest,
  checkStartResponse,
  checkStartedActive,
  checkTransactionById,
  checkTypeStartable,
} from '../../lib/judging/checks/terminal/transactionEndpointChecks.js';
import {
  checkActiveWhileRunning,
  checkFinished,
  checkInactiveOnceEnded,
  checkStatusRecorded,
  checkTimes,
} from '../../lib/judging/checks/terminal/transactionLifeChecks.js';
import type { TransactionType } from '../../lib/targets/terminal/terminalClient.js';
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import { documentRuleIds, documentRules } from '../../lib/judging/checks/terminal/documentRules.js';
import { screenOnceIdle } from './idleScreen.js';

interface Row {
  readonly type: TransactionType;
  readonly body: Record<string, unknown>;
  /** The test card a sale or refund needs; host-only types take none. */
  readonly card?: string;
}

const rows: readonly Row[] = [
  { type: 'sale', body: { amount: 450 }, card: 'visa-qvsdc-contactless' },
  { type: 'refund', body: { amount: 325 }, card: 'mastercard-mchip-contactless' },
  { type: 'reconciliation', body: {} },
  { type: 'reversal', body: {} },
];

const ids: RequirementId[] = [
  'TM-START-1',
  'TM-START-2',
  'TM-START-3',
  'TM-START-7',
  'TM-TXN-1',
  'TM-TXN-5',
  'TM-TXN-6',
  'TM-LIFE-1',
  'TM-LIFE-6',
  'TM-GET-1',
  'TM-GET-2',
  'TM-GET-3',
  'TM-GET-4',
  'TM-SCR-2',
  'TM-SCR-3',
  'TM-SCR-4',
  'TM-TXN-20',
  'TM-LIST-1',
  'TM-LIST-2',
  'TM-LIST-3',
  'TM-LIST-4',
  ...documentRuleIds,
];

for (const row of rows) {
  test(...named(`lifecycle of a ${row.type}`, ...ids), async ({ verify, terminal }) => {
    terminal.allowType(verify, row.type);
    if (row.card !== undefined || row.type === 'reversal') terminal.requireCards(verify);
    const body = { ...row.body };
    if (row.type === 'reversal') {
      const sale = await terminal.run('sale', { amount: 275 }, 'visa-qvsdc-contactless');
      // Only a finished sale can be reversed: one left without its end is TM-TXN-5's failure, and
      // the reversal that needs it is NOT RUN rather than blamed on the start rules.
      await verify.precondition(
        'TM-TXN-5',
        () => checkFinished(sale.ended ?? {}),
        'the sale to reverse did not finish',
      );
      body.reference_txn_id = sale.ended?.id;
    }
    // Before the start nothing is in progress: current.json is an error, an idle screen agrees.
    const currentBefore = await terminal.client.current();
    await verify('TM-GET-4', () => checkCurrentIdle(currentBefore));
    const screenBefore = await terminal.client.screen();
    await verify('TM-SCR-2', () => checkIdleMeansEnded(screenBefore, docOf(currentBefore)));

    const started = await terminal.start(row.type, body);
    // The rest of the test follows the started transaction: a type refused, or a start answer
    // without the transaction, ends it here, and only the refused rule fails.
    await verify.precondition(
      'TM-START-2',
      () => checkTypeStartable(started, row.type),
      `the ${row.type} was not started`,
    );
    await verify.precondition(
      'TM-START-1',
      () => checkStartResponse(started),
      'the start answer holds no transaction to follow',
    );
    await verify('TM-START-7', () => checkObservedStatus(started, [200, 201]));
    await verify('TM-TXN-1', () => checkAnswerSchema('terminal/transaction-response', started));
    const t0 = docOf(started);
    await verify('TM-START-3', () => checkStartedActive(t0, row.type, row.card !== undefined));
    const id = String(t0?.id);
    if (row.card !== undefined) {
      // A sale or refund waits for the card: in progress for sure, so current and screen are judged.
      await verify('TM-LIFE-1', () => checkActiveWhileRunning(t0));
      const current = await terminal.client.current();
      // The document's schema is judged only on the transaction current.json was to return.
      if (await verify('TM-GET-3', () => checkCurrentActive(current, id)))
        await verify('TM-TXN-1', () => checkAnswerSchema('terminal/transaction-response', current));
      await verify('TM-SCR-3', async () => checkScreenBusy(await terminal.client.screen()));
      await terminal.present(row.card);
      // While the card is processed: a screen that says idle must find the transaction ended when
      // read after it (an end is final, so the screen first, then the document).
      const screenWhileProcessing = await terminal.client.screen();
      const processed = docOf(await terminal.client.transaction(id));
      await verify('TM-SCR-2', () => checkIdleMeansEnded(screenWhileProcessing, processed));
    }
    const drive = await terminal.finish(id, typeof t0?.timeout_ms === 'number' ? t0.timeout_ms : undefined);
    const t1 = drive.doc;
    const endedInactive = await verify('TM-LIFE-1', () => checkInactiveOnceEnded(t1));
    await verify('TM-LIFE-6', () => checkStatusRecorded(drive.statuses));
    if (t1 === undefined) return;
    await verify('TM-TXN-5', () => checkFinished(t1));
    await verify('TM-TXN-6', () => checkTimes(t1));
    for (const rule of documentRules) await verify(rule.id, () => rule.check(t1));
    const { extra, nulls } = extraFields(t1);
    test.info().annotations.push({
      type: 'TM-TXN-18 observed',
      description: `extra fields: ${extra.join(', ') || 'none'}; null fields: ${nulls.join(', ') || 'none'}`,
    });
    const settings = await terminal.client.settings();
    await verify('TM-TXN-20', () => checkHostIsModule(t1, settings.body));

    const byId = await terminal.client.transaction(id);
    const byIdHeld = await verify('TM-GET-1', () => checkTransactionById(byId, id));
    if (byIdHeld) await verify('TM-TXN-1', () => checkAnswerSchema('terminal/transaction-response', byId));
    const [latest, last] = [await terminal.client.latest(), await terminal.client.last()];
    await verify('TM-GET-2', () => checkLatest(latest, last, id));
    // After the end: idle only once ended, and (an observation) back to idle within a bound.
    const { screen, waitedMs } = await screenOnceIdle(terminal);
    const afterEnd = docOf(await terminal.client.transaction(id));
    // An ended transaction that still says is_active (TM-LIFE-1 failed) is no measure of an idle screen.
    if (endedInactive) await verify('TM-SCR-2', () => checkIdleMeansEnded(screen, afterEnd));
    await verify('TM-SCR-4', () => checkBackToIdle(screen, waitedMs));
    await verify('TM-GET-4', async () => checkCurrentIdle(await terminal.client.current()));

    const list = await terminal.client.transactions();
    await verify('TM-LIST-1', () => checkAnswerSchema('terminal/transaction-list', list));
    const listed = await verify('TM-LIST-2', () => checkListHolds(list, [id]));
    await verify('TM-LIST-3', () => checkListWrapper(list));
    // A summary is compared only when the list holds it (else TM-LIST-2 failed) and the full
    // document of this transaction could be read by its id (else TM-GET-1 failed, and every
    // document read while driving it was another transaction's): there is nothing to compare.
    if (!listed || !byIdHeld) return;
    const ended = docOf(byId) ?? t1;
    const summary = summariesOf(list)?.find((s) => s.id === id);
    await verify('TM-LIST-1', () => checkSummaryFields(summary, id));
    await verify('TM-LIST-4', () => checkSummaryAgrees(summary, ended));
  });
}
