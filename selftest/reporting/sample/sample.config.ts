/**
 * A made-up run for the reporting self-tests (reportOutputs.spec.ts): the
 * sample cases through the conformance, Allure, HTML and JUnit reporters,
 * with traces on so the secret scan has traces to look into.
 */
import { defineConfig } from '@playwright/test';

const dir = process.env.PAYCERT_REPORTS_DIR ?? 'reports/sample';

export default defineConfig({
  testDir: '.',
  testMatch: '*.case.ts',
  workers: 1,
  outputDir: `${dir}/test-results`,
  reporter: [
    ['../../../reporters/conformanceReporter.ts'],
    ['../../../reporters/allureReporter.ts'],
    ['html', { outputFolder: `${dir}/html`, open: 'never' }],
    ['junit', { outputFile: `${dir}/junit.xml` }],
  ],
  use: { trace: 'on' },
});
