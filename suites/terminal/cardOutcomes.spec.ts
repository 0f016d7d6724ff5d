/**
 * One sale per test card of lib/terminal/testCards.ts: every scheme, entry
 * mode, CVM and outcome. The final document matches its schema and every
 * field rule of B. Transaction, and result / online_result are those the
 * card produces (the card may overrule the host: TM-TXN-7).
 */
import { test } from '../../fixtures/test.js';
import { checkDocumentSchema } from '../../lib/checks/terminal/checkDocumentSchema.js';
import { checkFinished } from '../../lib/checks/terminal/checkFinished.js';
import { checkResultAgainstCard } from '../../lib/checks/terminal/checkResultAgainstCard.js';
import { checkTimes } from '../../lib/checks/terminal/checkTimes.js';
import {
  transactionDocumentChecks,
  transactionDocumentIds,
} from '../../lib/checks/terminal/transactionDocumentChecks.js';
import { testCards } from '../../lib/terminal/testCards.js';
import type { RequirementId } from '../../lib/requirements/catalogue.js';

const ids: RequirementId[] = ['TM-TXN-1', 'TM-TXN-5', 'TM-TXN-6', ...transactionDocumentIds];

for (const card of testCards) {
  test(
    `sale with ${card.id} (${card.outcome}) ${ids.join(' ')}`,
    { tag: ids.map((i) => `@${i}`) },
    async ({ verify, terminal }) => {
      terminal.requireCards(verify, ids);
      const ran = await terminal.run('sale', { amount: 1250 }, card.id);
      const id = String(ran.started?.id);
      const byId = await terminal.client.transaction(id);
      await verify('TM-TXN-1', () => checkDocumentSchema('TM-TXN-1', 'terminal/transaction-response', byId));
      const t = ran.ended;
      if (t === undefined) return;
      await verify('TM-TXN-5', () => checkFinished(t));
      await verify('TM-TXN-6', () => checkTimes(t));
      await verify('TM-TXN-7', () => checkResultAgainstCard(t, card));
      for (const rule of transactionDocumentChecks) await verify(rule.id, () => rule.check(t));
    },
  );
}
