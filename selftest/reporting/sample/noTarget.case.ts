/**
 * A made-up case of paycert's own model, run by reportOutputs.spec.ts: it talks to no target, so
 * its PASSED is no evidence about one (lib/reporting/report/targetCredit.ts) and every report,
 * Allure's too, shows the requirement NOT RUN.
 */
import { conformanceTest as test } from '../../../fixtures/conformance.js';

test('the printer model refuses a negative y', { tag: ['@PR-3'] }, async ({ verify }) => {
  await verify('PR-3', () => undefined);
});
