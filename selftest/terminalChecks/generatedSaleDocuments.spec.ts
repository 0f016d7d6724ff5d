/**
 * paycert's own generated sale documents (lib/judging/arbitraries/terminal/) against
 * the schema and the total_amount check (spec B. Transaction: total_amount
 * equals amount + tip_amount + amount_other): a consistent total passes both,
 * any wrong total fails the check. A self-test, not conformance evidence: it
 * talks to no target, so it credits no requirement (lib/reporting/report/targetCredit.ts);
 * the target's documents are judged by suites/properties/terminalAmounts.spec.ts.
 */
import fc from 'fast-check';
import { test } from '@playwright/test';
import { finishedSaleDocument } from '../../lib/judging/arbitraries/terminal/finishedSaleDocument.js';
import { isDeviation } from '../../lib/judging/checks/deviation.js';
import { checkTotalAmount } from '../../lib/judging/checks/terminal/transactionFieldChecks.js';
import { runProperty } from '../../lib/judging/properties/runProperty.js';
import { formatErrors, validate } from '../../lib/judging/validation/validate.js';

test('generated: documents with a consistent total pass the schema and the check, a wrong total fails (TM-TXN-2)', async () => {
  const title = 'generated: documents with a consistent total pass';
  await runProperty(
    fc.property(finishedSaleDocument(), fc.integer({ min: 1, max: 500 }), (doc, off) => {
      const v = validate('terminal/transaction', doc);
      if (!v.ok) throw new Error(formatErrors('terminal/transaction', v.errors));
      checkTotalAmount(doc);
      const broken = { ...doc, total_amount: (doc.total_amount as number) + off };
      let caught: unknown;
      try {
        checkTotalAmount(broken);
      } catch (e) {
        caught = e;
      }
      if (!isDeviation(caught)) throw new Error('a wrong total passed checkTotalAmount');
    }),
    { title, numRuns: 200, project: 'selftest' },
  );
});
