/**
 * Transaction lifecycle per type (spec B. Transaction; States B; Endpoints
 * B): started active with its type, ended consistent, found by id, latest,
 * current and in the list; screen idle exactly when nothing is active.
 */
import { test } from '../../fixtures/test.js';
import { docOf } from '../../fixtures/terminal/terminalSession.js';
import { checkActiveThenEnded } from '../../lib/checks/terminal/checkActiveThenEnded.js';
import { checkCurrentActive } from '../../lib/checks/terminal/checkCurrentActive.js';
import { checkCurrentIdle } from '../../lib/checks/terminal/checkCurrentIdle.js';
import { checkDocumentSchema } from '../../lib/checks/terminal/checkDocumentSchema.js';
import { checkFinished } from '../../lib/checks/terminal/checkFinished.js';
import { checkLatest } from '../../lib/checks/terminal/checkLatest.js';
import { checkListHolds } from '../../lib/checks/terminal/checkListHolds.js';
import { checkListWrapper } from '../../lib/checks/terminal/checkListWrapper.js';
import { checkObservedStatus } from '../../lib/checks/terminal/checkObservedStatus.js';
import { checkScreenBusy } from '../../lib/checks/terminal/checkScreenBusy.js';
import { checkScreenIdle } from '../../lib/checks/terminal/checkScreenIdle.js';
import { checkStartResponse } from '../../lib/checks/terminal/checkStartResponse.js';
import { checkStartedActive } from '../../lib/checks/terminal/checkStartedActive.js';
import { checkStatusRecorded } from '../../lib/checks/terminal/checkStatusRecorded.js';
import { checkSummaryAgrees } from '../../lib/checks/terminal/checkSummaryAgrees.js';
import { checkTimes } from '../../lib/checks/terminal/checkTimes.js';
import { checkTransactionById } from '../../lib/checks/terminal/checkTransactionById.js';
import { checkTypeStartable } from '../../lib/checks/terminal/checkTypeStartable.js';
import { summariesOf } from '../../lib/checks/terminal/documentParts.js';
import { extraFields } from '../../lib/checks/terminal/extraFields.js';
import {
  transactionDocumentChecks,
  transactionDocumentIds,
} from '../../lib/checks/terminal/transactionDocumentChecks.js';
import type { TransactionType } from '../../lib/terminal/terminalClient.js';
import type { RequirementId } from '../../lib/requirements/catalogue.js';

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
  'TM-TXN-18',
  'TM-LIFE-1',
  'TM-LIFE-6',
  'TM-GET-1',
  'TM-GET-2',
  'TM-GET-3',
  'TM-GET-4',
  'TM-SCR-2',
  'TM-SCR-3',
  'TM-LIST-1',
  'TM-LIST-2',
  'TM-LIST-3',
  'TM-LIST-4',
  ...transactionDocumentIds,
];

for (const row of rows) {
  test(
    `lifecycle of a ${row.type} ${ids.join(' ')}`,
    { tag: ids.map((i) => `@${i}`) },
    async ({ verify, terminal }) => {
      terminal.allowType(verify, ids, row.type);
      if (row.card !== undefined || row.type === 'reversal') terminal.requireCards(verify, ids);
      const body = { ...row.body };
      if (row.type === 'reversal') {
        const sale = await terminal.run('sale', { amount: 275 }, 'visa-qvsdc-contactless');
        body.reference_txn_id = sale.ended?.id;
      }
      // Idle before the start: screen idle, current.json an error (States B).
      await verify('TM-SCR-2', async () => checkScreenIdle(await terminal.client.screen()));
      await verify('TM-GET-4', async () => checkCurrentIdle(await terminal.client.current()));

      const started = await terminal.start(row.type, body);
      await verify('TM-START-1', () => checkStartResponse(started));
      await verify('TM-START-2', () => checkTypeStartable(started, row.type));
      await verify('TM-START-7', () => checkObservedStatus('TM-START-7', started, [200, 201]));
      await verify('TM-TXN-1', () =>
        checkDocumentSchema('TM-TXN-1', 'terminal/transaction-response', started),
      );
      const t0 = docOf(started);
      await verify('TM-START-3', () => checkStartedActive(t0, row.type));
      const id = String(t0?.id);
      if (row.card !== undefined) {
        // A sale or refund waits for the card: active for sure, so current and screen are judged.
        const current = await terminal.client.current();
        await verify('TM-GET-3', () => checkCurrentActive(current, id));
        await verify('TM-TXN-1', () =>
          checkDocumentSchema('TM-TXN-1', 'terminal/transaction-response', current),
        );
        await verify('TM-SCR-3', async () => checkScreenBusy(await terminal.client.screen()));
        await terminal.present(row.card);
      }
      const drive = await terminal.finish(id, typeof t0?.timeout_ms === 'number' ? t0.timeout_ms : undefined);
      const t1 = drive.doc;
      await verify('TM-LIFE-1', () => checkActiveThenEnded(t0, t1));
      await verify('TM-LIFE-6', () => checkStatusRecorded(drive.statuses));
      if (t1 === undefined) return;
      await verify('TM-TXN-5', () => checkFinished(t1));
      await verify('TM-TXN-6', () => checkTimes(t1));
      for (const rule of transactionDocumentChecks) await verify(rule.id, () => rule.check(t1));
      const { extra, nulls } = extraFields(t1);
      test.info().annotations.push({
        type: 'TM-TXN-18 observed',
        description: `extra fields: ${extra.join(', ') || 'none'}; null fields: ${nulls.join(', ') || 'none'}`,
      });
      await verify('TM-TXN-18', () => undefined);

      const byId = await terminal.client.transaction(id);
      await verify('TM-GET-1', () => checkTransactionById(byId, id));
      await verify('TM-TXN-1', () => checkDocumentSchema('TM-TXN-1', 'terminal/transaction-response', byId));
      const [latest, last] = [await terminal.client.latest(), await terminal.client.last()];
      await verify('TM-GET-2', () => checkLatest(latest, last, id));
      await verify('TM-SCR-2', async () => checkScreenIdle(await terminal.client.screen()));
      await verify('TM-GET-4', async () => checkCurrentIdle(await terminal.client.current()));

      const list = await terminal.client.transactions();
      await verify('TM-LIST-1', () => checkDocumentSchema('TM-LIST-1', 'terminal/transaction-list', list));
      await verify('TM-LIST-2', () => checkListHolds(list, [id]));
      await verify('TM-LIST-3', () => checkListWrapper(list));
      const ended = docOf(byId) ?? t1;
      await verify('TM-LIST-4', () =>
        checkSummaryAgrees(
          summariesOf(list)?.find((s) => s.id === id),
          ended,
        ),
      );
    },
  );
}
