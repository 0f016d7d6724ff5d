/**
 * total_amount = amount + tip_amount + amount_other (spec B. Transaction) for
 * random amounts, tips and cashback: on every document the target serves
 * for the sale (start, current, by id, latest). paycert's own generated
 * documents are a self-test (selftest/terminalChecks/generatedSaleDocuments.spec.ts):
 * they talk to no target, so they are no evidence about one.
 */
import fc from 'fast-check';
import { test, named } from '../../fixtures/test.js';
import { docOf } from '../../fixtures/terminal/terminalSession.js';
import { saleAmounts } from '../../lib/judging/arbitraries/terminal/saleAmounts.js';
import { checkAnswerSchema } from '../../lib/judging/checks/terminal/responseChecks.js';
import { checkTotalAmount } from '../../lib/judging/checks/terminal/transactionFieldChecks.js';
import { FailingStep } from '../../lib/judging/properties/failingStep.js';
import { propertyFailure } from '../../lib/judging/properties/runProperty.js';

test(
  ...named('target: total_amount is the sum on every document of random sales', 'TM-TXN-2', 'TM-TXN-1'),
  async ({ verify, terminal }) => {
    const title = 'target: total_amount is the sum on every document of random sales';
    terminal.requireSimulator(verify, 'present ten cards in a row (sales with tips and cashback)');
    const step = new FailingStep<'TM-TXN-1' | 'TM-TXN-2'>();
    const failure = await propertyFailure(
      fc.asyncProperty(saleAmounts(), async (amounts) => {
        const started = await terminal.start('sale', { ...amounts });
        const id = docOf(started)?.id;
        const current = await terminal.client.current();
        if (typeof id === 'string') {
          await terminal.present('visa-qvsdc-contactless');
          await terminal.finish(id);
        }
        const docs = [
          started,
          current,
          await terminal.client.transaction(String(id)),
          await terminal.client.latest(),
        ];
        for (const r of docs) {
          await step.at('TM-TXN-1', () => checkAnswerSchema('terminal/transaction-response', r));
          const t = docOf(r);
          if (t !== undefined) await step.at('TM-TXN-2', () => checkTotalAmount(t));
        }
      }),
      { title, numRuns: 10 },
    );
    await verify('TM-TXN-2', () => step.throwFor('TM-TXN-2', failure));
    await verify('TM-TXN-1', () => step.throwFor('TM-TXN-1', failure));
  },
);
