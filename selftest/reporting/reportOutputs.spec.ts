/**
 * End to end through the reporters: a made-up run (sample/) writes
 * conformance.json (valid against its schema), .md, .html, .junit.xml,
 * verdict.json, profile.json and Allure results cut to paycert's labels; every
 * requirement row carries its section titles and, for a MUST, the
 * specification's sentence, with links only to where PAYCERT_SPEC_URL says the
 * specification is; planted secrets (a card number, an environment password)
 * reach no file, trace or zip.
 */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { scanForSecrets, scanText } from '../../lib/reporting/evidence/scanForSecrets.js';
import { conformanceReportSchema } from '../../lib/reporting/report/conformanceReportSchema.js';
import type { ConformanceReport } from '../../lib/reporting/report/conformanceReport.js';
import type { Profile } from '../../lib/reporting/profile/profile.js';
import { requirement } from '../../lib/judging/requirements/catalogue.js';
import { escapeHtml } from '../../lib/support/html/escapeHtml.js';
import { disagreements, readOutcomes } from './reportOutcomes.js';
import { playwrightCommand } from '../commands.js';

const canary = 'canary-sample-9d2e41f0';
const specUrl = 'https://example.org/interfaces/payment-interfaces.md';

test('the reporters write every output, valid and redacted', () => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-sample-'));
  const run = spawnSync(
    ...playwrightCommand('test', '--config', 'selftest/reporting/sample/sample.config.ts'),
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        PAYCERT_EVIDENCE_DIR: dir,
        PAYCERT_SAMPLE_PASSWORD: canary,
        PAYCERT_SPEC_URL: specUrl,
        CI: '',
      },
    },
  );
  expect(run.status, run.stderr).toBe(1); // tests fail their MUST
  const read = (f: string): string => readFileSync(join(dir, f), 'utf8');

  const report = JSON.parse(read('conformance.json')) as ConformanceReport;
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(conformanceReportSchema);
  expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  const outcome = (id: string) => report.requirements.find((r) => r.id === id)?.outcome;
  expect([
    outcome('TM-PING-1'),
    outcome('TM-RCPT-2'),
    outcome('TM-SET-6'),
    outcome('TM-DEV-1'),
    outcome('TM-SET-4'),
  ]).toEqual(['PASSED', 'FAILED', 'WARNING', 'NOT RUN', 'REVIEW']);
  expect(report.requirements.find((r) => r.id === 'TM-DEV-1')?.messages).toEqual(['needs a real device']);
  // verify.skipTest: every id the test names is SKIPPED with the reason, not merely NOT RUN.
  for (const id of ['TM-SCR-2', 'TM-SCR-3']) {
    expect(outcome(id)).toBe('SKIPPED');
    expect(report.requirements.find((r) => r.id === id)?.messages).toEqual([
      'needs a screen this target does not show',
    ]);
  }
  // A failed precondition fails its own requirement only; the rest of the test is NOT RUN with the reason.
  expect([outcome('TM-START-1'), outcome('TM-GET-3')]).toEqual(['FAILED', 'NOT RUN']);
  expect(report.requirements.find((r) => r.id === 'TM-GET-3')?.messages).toEqual([
    'precondition TM-START-1 did not hold: the start was refused',
  ]);
  // A test that talked to no target credits nothing (targetCredit.ts): its PASSED is NOT RUN.
  expect(outcome('PR-3')).toBe('NOT RUN');
  // Transport trouble is ERROR, never FAILED, and ends the test.
  expect([outcome('TM-LIST-1'), outcome('TM-LIST-2')]).toEqual(['ERROR', 'NOT RUN']);
  expect(report.requirements.find((r) => r.id === 'TM-LIST-1')?.messages[0]).toMatch(
    /^could not judge: the target did not answer: TypeError: fetch failed \(connect ECONNREFUSED 127\.0\.0\.1:9\)/,
  );
  // The deviation's evidence reaches the report, redacted.
  const evidence = report.requirements.find((r) => r.id === 'TM-RCPT-2')?.tests[0]?.evidence;
  expect(evidence).toMatchObject({ field: 'receipt', expected: 'a refusal', status: 200 });
  expect(JSON.stringify(evidence)).not.toContain(['4111', '1111', '1111', '1111'].join(''));
  expect(report.requirements.find((r) => r.id === 'TM-RCPT-2')?.tests[0]?.location).toMatch(
    /^selftest\/reporting\/sample\/sample\.case\.ts:\d+$/,
  );
  expect(report.run.targets).toEqual([expect.objectContaining({ kind: 'terminal', host: '127.0.0.1:8080' })]);

  const verdict = JSON.parse(read('verdict.json')) as {
    verdict: string;
    pass: boolean;
    mustFailures: number;
    mustFailureIds: string[];
  };
  // ERROR wins over FAIL: the run could not judge TM-LIST-1; its failures are still named.
  expect(verdict).toMatchObject({
    verdict: 'ERROR',
    pass: false,
    mustFailures: 2,
    mustFailureIds: ['TM-START-1', 'TM-RCPT-2'],
  });
  expect(read('conformance.md')).toContain('| TM-RCPT-2 | MUST | FAILED |');
  expect(read('conformance.html')).toContain('<div class="v">ERROR</div>');
  expect(read('conformance.md')).toMatch(/^# paycert conformance: ⛔ ERROR/);
  expect(run.stdout).toMatch(
    /paycert conformance: ERROR \(1 problem kept it from judging; 2 MUST requirements failed: TM-START-1, TM-RCPT-2/,
  );
  expect(run.stdout).toContain('TM-RCPT-2');
  expect(report.run).toMatchObject({ evidence: true, conditions: { browsers: [], personalities: [] } });

  // A row stands alone: its sections by their titles (linked where PAYCERT_SPEC_URL says), the sentence.
  const quote = requirement('TM-RCPT-2').quote ?? '';
  expect(quote).not.toBe('');
  const rcpt = report.requirements.find((r) => r.id === 'TM-RCPT-2');
  expect(rcpt?.citations).toEqual([
    { title: 'Endpoints › B. Terminal › Notes', anchor: 'b-terminal-1', url: `${specUrl}#b-terminal-1` },
    { title: 'Errors, rule 5', anchor: 'errors', url: `${specUrl}#errors` },
  ]);
  expect(rcpt?.quote).toBe(quote);
  expect(read('conformance.md')).toContain(`[Endpoints › B. Terminal › Notes](${specUrl}#b-terminal-1)`);
  expect(read('conformance.md')).toContain(`“${quote.replace(/\|/g, '\\|')}”`);
  expect(read('conformance.html')).toContain(`<blockquote class="quote">${escapeHtml(quote)}</blockquote>`);
  expect(read('conformance.html')).toContain(`<a href="${specUrl}#b-terminal-1">`);
  const junit = read('conformance.junit.xml');
  expect(junit).toContain(`name="TM-RCPT-2 ${escapeHtml(requirement('TM-RCPT-2').text)}"`);
  expect(junit).toContain(`<property name="quote" value="${escapeHtml(quote)}"/>`);
  expect(junit).toMatch(/name="TM-RCPT-2 [^"]*"[^>]*><properties>.*?<\/properties><failure message="got 200/);
  expect(junit).toMatch(
    /name="TM-DEV-1 [^"]*"[^>]*><properties>.*?<\/properties><skipped message="NOT RUN: needs a real device"/,
  );

  const profile = JSON.parse(read('profile.json')) as Profile;
  const txn = profile.resources['terminal/transaction-response']?.finished;
  expect(txn?.fields['transaction.result']?.values).toEqual(['approved']);
  expect(txn?.beyondSpec).toContain('transaction.vendor_extra');
  expect(Object.values(profile.screenSequences)).toEqual([['app.views.layouts.idle']]);
  expect(profile.receiptLayouts['terminal/receipt-response merchant']?.[0]?.[0]).toBe(
    'text x=0 y=0 size=20 "CARD ################"',
  );

  // Allure: only the labels a reader filters by, no tag chips; the row's sentence in the description.
  const allure = readdirSync(join(dir, 'allure-results'))
    .filter((f) => f.endsWith('-result.json'))
    .map(
      (f) =>
        JSON.parse(readFileSync(join(dir, 'allure-results', f), 'utf8')) as {
          name: string;
          labels: { name: string; value: string }[];
          links: { url: string }[];
          descriptionHtml?: string;
        },
    );
  // One result per test of the sample run (sample.case.ts and noTarget.case.ts).
  expect(allure).toHaveLength(9);
  const labelNames = new Set(allure.flatMap((r) => r.labels.map((l) => l.name)));
  expect([...labelNames].sort()).toEqual(['_fallbackTestCaseId', 'area', 'level', 'outcome', 'requirement']);
  const refused = allure.find((r) => r.name === 'cardholder receipt of a reconciliation is refused');
  expect(refused?.labels.filter((l) => l.name !== '_fallbackTestCaseId')).toEqual([
    { name: 'area', value: 'Part B · Terminal' },
    { name: 'requirement', value: 'TM-RCPT-2' },
    { name: 'level', value: 'MUST' },
    { name: 'outcome', value: 'FAILED' },
  ]);
  expect(refused?.links).toEqual([expect.objectContaining({ url: `${specUrl}#b-terminal-1` })]);
  expect(refused?.descriptionHtml).toContain(escapeHtml(quote));

  // Every report states each requirement's outcome as conformance.json does: one rule behind them all.
  expect(disagreements(readOutcomes(dir))).toEqual([]);

  const hits = [
    ...scanForSecrets(dir, { canaries: [canary] }),
    ...scanText(run.stdout + run.stderr, 'console', { canaries: [canary] }),
  ];
  expect(hits).toEqual([]);
});
