/**
 * A made-up run for the reporting self-tests (reportOutputs.spec.ts): the
 * sample cases through the conformance, Allure, HTML and JUnit reporters,
 * with traces on so the secret scan has traces to look into.
 */
import { defineConfig } from '@playwright/test';
import { runFolder } from '../../../lib/reporting/evidence/evidenceRun.js';

// As `paycert conformance` runs it: the evidence folder it names (PAYCERT_EVIDENCE_DIR).
const { dir, evidence } = runFolder();

export default defineConfig({
  testDir: '.',
  testMatch: '*.case.ts',
  workers: 1,
  outputDir: `${dir}/test-results`,
  reporter: [
    ['../../../reporters/conformanceReporter.ts', { outputDir: dir, evidence }],
    ['../../../reporters/allureReporter.ts', { resultsDir: `${dir}/allure-results` }],
    ['html', { outputFolder: `${dir}/html`, open: 'never' }],
    ['junit', { outputFile: `${dir}/junit.xml` }],
  ],
  use: { trace: 'on' },
});
