/**
 * The harness proves that each check can fail (a check never shown failing
 * may assert nothing): with each simulator fault switch on, one at a time,
 * the tests that carry the broken requirement fail (or warn, for an
 * observation), they fail no requirement the fault does not name (`breaks`,
 * `alsoBreaks`: one broken rule, one failed requirement), and every MUST
 * requirement a simulator could break has such a fault. The no-fault baseline
 * is the rest of `npm test`, so it is not run twice here.
 */
import { test, expect } from '@playwright/test';
import { catalogue } from '../lib/judging/requirements/catalogue.js';
import {
  detects,
  extraFailures,
  formatProofTable,
  proofTable,
} from '../lib/judging/faultProof/proofTable.js';
import { runProof } from '../lib/judging/faultProof/runFaultProof.js';
import { unbreakable } from '../lib/judging/faultProof/unbreakable.js';
import { faultCases } from '../simulators/faultCases.js';

test('every fault switch is detected and exact, and every breakable MUST requirement is proven', async ({}, testInfo) => {
  // 138 fault switches, each a Playwright project; on the shared two-core machine the run takes
  // 15-20 minutes, so the bound leaves room above that and stops the proof run before the test.
  test.setTimeout(1_800_000);
  const result = await runProof({ cases: faultCases(), baseline: false, timeoutMs: 1_740_000 });
  expect(result.error, 'the proof run itself').toBeUndefined();
  const rows = proofTable(catalogue, result.runs, unbreakable);
  const table = formatProofTable(rows);
  await testInfo.attach('suite strength', { body: table, contentType: 'text/plain' });
  console.log(table.split('\n').slice(-1)[0]);
  expect(
    result.runs.filter((r) => !detects(r)).map((r) => `${r.simulator} ${r.fault} -> ${r.breaks}`),
    'faults the suites did not detect',
  ).toEqual([]);
  expect(
    result.runs
      .filter((r) => extraFailures(r).length > 0)
      .map((r) => `${r.simulator} ${r.fault} -> ${r.breaks} also failed ${extraFailures(r).join(', ')}`),
    'faults that failed requirements they do not break (not exact)',
  ).toEqual([]);
  expect(
    rows.filter((r) => r.status === 'unproven').map((r) => r.id),
    'MUST requirements without a proving fault',
  ).toEqual([]);
});
