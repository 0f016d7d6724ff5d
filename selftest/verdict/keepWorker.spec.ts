/**
 * A failing run is as fast as a passing one (issue 11, item 9): a test that
 * fails a MUST keeps its worker (lib/reporting/report/mustFailureMarker.ts), and every
 * report still shows it as failed. With `--reporter` replacing paycert's
 * reporters, nothing takes the declaration back, so the tests fail plainly:
 * slower, never a green run on a failing target.
 */
import { test, expect } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightCommand } from '../commands.js';

const grep = 'lifecycle of a (sale|refund)|three sales';

function playwright(dir: string, extra: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: '' };
  for (const k of Object.keys(env)) if (/^(TERMINAL_|GATEWAY_|PAYCERT_)/.test(k)) delete env[k];
  return spawnSync(
    ...playwrightCommand('test', '--project=terminal', '--workers=1', '--grep', grep, ...extra),
    {
      encoding: 'utf8',
      env: {
        ...env,
        PAYCERT_RUN_DIR: dir,
        PAYCERT_TERMINAL_FAULTS: 'wrong-total',
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(dir, 'report.json'),
        PLAYWRIGHT_JUNIT_OUTPUT_FILE: join(dir, 'junit.xml'),
      },
      timeout: 150_000,
    },
  );
}

interface AllureResult {
  status: string;
}

interface JsonSuite {
  suites?: JsonSuite[];
  specs?: { tests: { results: { workerIndex: number }[] }[] }[];
}

function workerIndexes(s: JsonSuite): number[] {
  return [
    ...(s.specs ?? []).flatMap((spec) => spec.tests.flatMap((t) => t.results.map((r) => r.workerIndex))),
    ...(s.suites ?? []).flatMap(workerIndexes),
  ];
}

// paycert's reporters that write files, first the one that shows a failed MUST as failed, and
// Playwright's JSON report for the worker of each test.
const reporters = [
  './reporters/presentMustFailures.ts',
  'line',
  'junit',
  'json',
  './reporters/conformanceReporter.ts',
  './reporters/allureReporter.ts',
].join(',');

test('a failed MUST keeps the worker, and every report shows the test failed', () => {
  test.setTimeout(160_000);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-keep-worker-'));
  const run = playwright(dir, [`--reporter=${reporters}`]);
  expect(run.status, `${run.stdout}${run.stderr}`.slice(-3000)).toBe(1);
  const junit = readFileSync(join(dir, 'junit.xml'), 'utf8');
  const failures = Number(/<testsuites[^>]*\bfailures="(\d+)"/.exec(junit)?.[1]);
  expect(failures).toBeGreaterThanOrEqual(3);
  expect(junit).not.toContain('a MUST check failed; shown as a failure');
  const results = readdirSync(join(dir, 'allure-results'))
    .filter((f) => f.endsWith('-result.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, 'allure-results', f), 'utf8')) as AllureResult);
  expect(results.filter((r) => r.status === 'failed')).toHaveLength(failures);
  // One worker ran every test: no restart after the failures.
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { suites: JsonSuite[] };
  expect(new Set(report.suites.flatMap(workerIndexes)).size).toBe(1);
  const verdict = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as { mustFailureIds: string[] };
  expect(verdict.mustFailureIds).toEqual(['TM-TXN-2']);
});

test('with --reporter replacing paycert reporters, the tests fail plainly (exit 1)', () => {
  test.setTimeout(160_000);
  const dir = mkdtempSync(join(tmpdir(), 'paycert-keep-worker-'));
  const run = playwright(dir, ['--reporter=line']);
  const out = `${run.stdout}${run.stderr}`;
  expect(run.status, out.slice(-3000)).toBe(1);
  expect(out).toMatch(/\b3 failed\b/);
  expect(out).not.toMatch(/expected to fail|flaky/i);
});
