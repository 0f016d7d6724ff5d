/**
 * A made-up run for targetCredit.spec.ts: the cases of this folder through
 * the conformance reporter only.
 */
import { defineConfig } from '@playwright/test';

const dir = process.env.PAYCERT_RUN_DIR ?? 'test-results/target-credit';

export default defineConfig({
  testDir: '.',
  testMatch: '*.case.ts',
  workers: 1,
  outputDir: `${dir}/test-results`,
  reporter: [['../../../reporters/conformanceReporter.ts']],
});
