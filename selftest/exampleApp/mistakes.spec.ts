/**
 * Each documented client mistake of the example application
 * (examples/app/README.md, "Mistakes"), switched on alone, fails the client
 * report with exactly its CL requirement and no other MUST (issue 14, item 5).
 */
import { expect, test } from '@playwright/test';
import type { Mistake } from '../../examples/app/mistakes.js';
import type { RequirementId } from '../../lib/requirements/catalogue.js';
import { runEveryOutcome } from './everyOutcome.js';
import { startExampleRig } from './exampleRig.js';

const rows: readonly { mistake: Mistake; breaks: RequirementId }[] = [
  { mistake: 'hash-over-reserialised-json', breaks: 'CL-GW-HASH-2' },
  { mistake: 'amount-one-fraction-digit', breaks: 'CL-GW-AMT-1' },
  { mistake: 'expiry-month-unpadded', breaks: 'CL-GW-EXP-1' },
  { mistake: 'print-negative-y', breaks: 'CL-TM-PRINT-3' },
  { mistake: 'device-info-without-credentials', breaks: 'CL-TM-AUTH-1' },
];

for (const { mistake, breaks } of rows) {
  test(`mistake ${mistake} fails exactly ${breaks}`, async ({}, testInfo) => {
    const rig = await startExampleRig(new Set([mistake]));
    try {
      await runEveryOutcome(rig);
      // No outcome required: the verdict speaks of the requirements alone.
      const run = await rig.finish(testInfo.outputPath('client-report'), []);
      expect(run.file.mustFailureIds).toEqual([breaks]);
      expect(run.file.verdict).toBe('FAIL');
      expect(run.verdict).toMatchObject({ verdict: 'FAIL', exitCode: 1 });
    } finally {
      await rig.stop();
    }
  });
}
