/**
 * The pieces of `npm run merge` that need no Playwright run: the exit status
 * a verdict.json stands for, and gathering the shards' blob reports.
 */
import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectBlobs } from '../../lib/reporting/merge/collectBlobs.js';
import { paycertReporters, shardBlobReporter } from '../../lib/reporting/merge/paycertReporters.js';
import { verdictExitCode } from '../../lib/reporting/merge/verdictExitCode.js';

function folderWith(verdict: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-merge-test-'));
  if (verdict !== undefined)
    writeFileSync(join(dir, 'verdict.json'), typeof verdict === 'string' ? verdict : JSON.stringify(verdict));
  return dir;
}

test('the verdict field gives the exit status; the old pass field is the fallback; none is ERROR', () => {
  expect(verdictExitCode(folderWith({ verdict: 'PASS', pass: true })).code).toBe(0);
  expect(verdictExitCode(folderWith({ verdict: 'FAIL', pass: false })).code).toBe(1);
  expect(verdictExitCode(folderWith({ verdict: 'ERROR', pass: false })).code).toBe(2);
  expect(verdictExitCode(folderWith({ verdict: 'INCOMPLETE', pass: true })).code).toBe(3);
  expect(verdictExitCode(folderWith({ pass: true }))).toEqual({ code: 0, verdict: 'PASS' });
  expect(verdictExitCode(folderWith({ pass: false }))).toEqual({ code: 1, verdict: 'FAIL' });
  expect(verdictExitCode(folderWith(undefined)).code).toBe(2);
  expect(verdictExitCode(folderWith('{not json')).code).toBe(2);
});

test('blobs from each shard folder are gathered without overwriting one another', () => {
  const root = mkdtempSync(join(tmpdir(), 'paycert-merge-blobs-'));
  const a = join(root, 'a');
  const b = join(root, 'b');
  mkdirSync(join(a, 'blob'), { recursive: true });
  mkdirSync(b, { recursive: true });
  writeFileSync(join(a, 'blob', 'report.zip'), 'A');
  writeFileSync(join(b, 'report.zip'), 'B');
  const staging = join(root, 'staging');
  mkdirSync(staging);
  expect(collectBlobs([a, b], staging)).toHaveLength(2);
  expect(readdirSync(staging).sort()).toEqual(['shard-1-1-report.zip', 'shard-2-1-report.zip']);
  expect(() => collectBlobs([join(root, 'empty')], staging)).toThrow(/holds no blob report/);
});

test('the merge uses the reporters of a run, and a shard adds a blob report', () => {
  const names = (choice: Parameters<typeof paycertReporters>[2]) =>
    paycertReporters('/r', '/repo', choice).map((r) => r[0]);
  // An evidence run (`paycert conformance`, `merge`): a few progress lines instead of a line per test.
  expect(names({ evidence: true, ci: true })).toEqual([
    '/repo/reporters/presentMustFailures.ts',
    '/repo/reporters/progressReporter.ts',
    'html',
    'junit',
    '/repo/reporters/conformanceReporter.ts',
    '/repo/reporters/allureReporter.ts',
  ]);
  // A developer's run keeps Playwright's line per test and the CI line `N passed, N failed`.
  expect(names({ ci: true })).toEqual([
    '/repo/reporters/presentMustFailures.ts',
    'line',
    'html',
    'junit',
    '/repo/reporters/conformanceReporter.ts',
    '/repo/reporters/allureReporter.ts',
    '/repo/reporters/summaryLine.ts',
  ]);
  // `--list` runs no test: no reporter that writes a report.
  expect(names({ list: true, ci: false })).toEqual(['list']);
  expect(shardBlobReporter('/r')).toEqual(['blob', { outputDir: '/r/blob' }]);
});
