/**
 * One sale per test card of lib/targets/terminal/testCards.ts: every scheme, entry
 * mode, CVM and outcome. The final document matches its schema and every
 * field rule of B. Transaction. Whether result and online_result are those
 * the card is described to produce is an observation (TM-TXN-19): "Final
 * decision. May differ from online_result, because the card can overrule
 * the host", and on a real device the host decides.
 */
import { test, named } from '../../fixtures/test.js';
import { checkAnswerSchema } from '../../lib/judging/checks/terminal/responseChecks.js';
import { checkHostIsModule } from '../../lib/judging/checks/terminal/settingsChecks.js';
import {
  checkFinished,
  checkResultAgainstCard,
  checkTimes,
} from '../../lib/judging/checks/terminal/transactionLifeChecks.js';
import { testCards } from '../../lib/targets/terminal/testCards.js';
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import { documentRuleIds, documentRules } from '../../lib/judging/checks/terminal/documentRules.js';

const ids: RequirementId[] = [
  'TM-TXN-1',
  'TM-TXN-5',
  'TM-TXN-6',
  'TM-TXN-19',
  'TM-TXN-20',
  ...documentRuleIds,
];

for (const card of testCards) {
  test(...named(`sale with ${card.id} (${card.outcome})`, ...ids), async ({ verify, terminal }) => {
    terminal.requireCards(verify);
    const ran = await terminal.run('sale', { amount: 1250 }, card.id);
    const id = String(ran.started?.id);
    const byId = await terminal.client.transaction(id);
    await verify('TM-TXN-1', () => checkAnswerSchema('terminal/transaction-response', byId));
    const t = ran.ended;
    if (t === undefined) return;
    await verify('TM-TXN-5', () => checkFinished(t));
    await verify('TM-TXN-6', () => checkTimes(t));
    await verify('TM-TXN-19', () => checkResultAgainstCard(t, card));
    for (const rule of documentRules) await verify(rule.id, () => rule.check(t));
    // The host that ran the card (American Express goes to a second module) is one of the settings'.
    const settings = await terminal.client.settings();
    await verify('TM-TXN-20', () => checkHostIsModule(t, settings.body));
  });
}
