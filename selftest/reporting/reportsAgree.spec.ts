/**
 * One judging core for every report: conformance.json, .md, .html,
 * .junit.xml and the Allure results state every requirement's outcome alike,
 * on a failing run (the embedded terminal simulator with a wrong total) and
 * on an INCOMPLETE one (a --grep leaves most of the terminal's MUSTs
 * unevaluated), both through `paycert conformance`. And the comparison can
 * fail: a report or an Allure result fed another outcome than the matrix's is
 * named, requirement and report.
 */
import { test, expect } from '@playwright/test';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Outcome } from '../../lib/judging/requirements/outcome.js';
import { testOutcomes } from '../../lib/reporting/report/aggregateRequirements.js';
import type { ConformanceReport } from '../../lib/reporting/report/conformanceReport.js';
import { renderMarkdown } from '../../lib/reporting/report/renderMarkdown.js';
import type { TestRecord } from '../../lib/reporting/report/testRecord.js';
import { writeConformanceOutputs } from '../../lib/reporting/report/writeConformanceOutputs.js';
import { paycertListener } from '../../reporters/allureReporter.js';
import { nestedEnv, runConformance } from '../verdict/nestedConformance.js';
import { madeUpReport, rec } from './records.js';
import { disagreements, readOutcomes } from './reportOutcomes.js';

test('a failing and an INCOMPLETE run of the simulators: every report gives each requirement one outcome', async () => {
  test.setTimeout(240_000);
  const work = mkdtempSync(join(tmpdir(), 'paycert-reports-agree-'));
  try {
    const run = (name: string, grep: string, vars: Record<string, string>) =>
      runConformance(
        ['--project=terminal', '--grep', grep],
        nestedEnv({ PAYCERT_REPORTS_DIR: join(work, name), ...vars }),
        200_000,
      );
    // Side by side: each is mostly start-up, and the machine has two cores.
    const [failing, incomplete] = await Promise.all([
      run('failing', 'lifecycle of a sale|ping answers', { PAYCERT_TERMINAL_FAULTS: 'wrong-total' }),
      run('incomplete', 'ping answers', {}),
    ]);
    const verdictOf = (name: string): string =>
      (JSON.parse(readFileSync(join(work, name, 'verdict.json'), 'utf8')) as { verdict: string }).verdict;
    expect(failing.status, failing.out.slice(-3000)).toBe(1);
    expect(verdictOf('failing')).toBe('FAIL');
    expect(incomplete.status, incomplete.out.slice(-3000)).toBe(3);
    expect(verdictOf('incomplete')).toBe('INCOMPLETE');
    for (const name of ['failing', 'incomplete']) {
      const views = readOutcomes(join(work, name));
      // Every requirement of the catalogue's server side is in every file, and tested ones in Allure.
      expect(views.json.size).toBeGreaterThan(100);
      expect(views.allure.size, name).toBe(views.tested.size);
      expect(disagreements(views), name).toEqual([]);
    }
    // The runs hold the outcomes a disagreement would hide in: a FAILED, PASSED, NOT RUN, OUT OF SCOPE.
    const failingViews = readOutcomes(join(work, 'failing'));
    expect(failingViews.allure.get('TM-TXN-2')).toBe('FAILED');
    expect([...new Set(failingViews.junit.values())]).toEqual(
      expect.arrayContaining(['PASSED', 'FAILED', 'NOT RUN', 'OUT OF SCOPE'] satisfies Outcome[]),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

const records: TestRecord[] = [
  rec({ tags: ['TM-PING-1'], verified: [{ id: 'TM-PING-1', outcome: 'PASSED' }] }),
  rec({
    status: 'failed',
    tags: ['TM-TXN-2', 'TM-TXN-1'],
    verified: [
      { id: 'TM-TXN-2', outcome: 'FAILED', message: 'total_amount 451 != 450' },
      { id: 'TM-TXN-1', outcome: 'PASSED' },
    ],
  }),
  // Talked to no target: its PASSED is no evidence (NOT RUN), whatever the test recorded.
  rec({ tags: ['PR-3'], verified: [{ id: 'PR-3', outcome: 'PASSED' }], targets: [] }),
];

/** The reports of `records`, the Allure results through paycert's listener given `judged` outcomes. */
function writeReports(
  dir: string,
  judged: (t: TestRecord) => ReadonlyMap<string, Outcome>,
): ConformanceReport {
  const report = madeUpReport(records, { projects: ['terminal'], runStatus: 'failed' });
  writeConformanceOutputs(report, dir, []);
  mkdirSync(join(dir, 'allure-results'));
  records.forEach((t, i) => {
    const result = {
      uuid: `u${i}`,
      historyId: `h${i}`,
      name: t.title,
      labels: [],
      links: [],
      attachments: [],
      steps: [],
      parameters: [],
      statusDetails: {},
    };
    type Result = Parameters<NonNullable<ReturnType<typeof paycertListener>['beforeTestResultWrite']>>[0];
    paycertListener(undefined, [], () => judged(t)).beforeTestResultWrite?.(result as unknown as Result);
    writeFileSync(join(dir, 'allure-results', `u${i}-result.json`), JSON.stringify(result));
  });
  return report;
}

const byTheMatrix = (t: TestRecord): ReadonlyMap<string, Outcome> =>
  new Map([...testOutcomes(t)].map(([id, o]) => [id, o.outcome]));

test('the comparison names a report that states another outcome than the matrix', () => {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-reports-differ-'));
  try {
    const report = writeReports(dir, byTheMatrix);
    expect(disagreements(readOutcomes(dir))).toEqual([]);
    expect(readOutcomes(dir).allure.get('PR-3')).toBe('NOT RUN');

    // A Markdown writer fed another outcome for one requirement.
    const altered = {
      ...report,
      requirements: report.requirements.map((r) =>
        r.id === 'TM-TXN-2' ? { ...r, outcome: 'PASSED' as const } : r,
      ),
    };
    writeFileSync(join(dir, 'conformance.md'), renderMarkdown(altered));
    expect(disagreements(readOutcomes(dir))).toEqual(['TM-TXN-2: conformance.json FAILED, markdown PASSED']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const again = mkdtempSync(join(tmpdir(), 'paycert-reports-differ-'));
  try {
    // The Allure listener fed what a test recorded, without the credit rule (the old per-test rule).
    writeReports(again, (t) => new Map(t.outcomes.map((o) => [o.id, o.outcome])));
    expect(disagreements(readOutcomes(again))).toEqual(['PR-3: conformance.json NOT RUN, allure PASSED']);
  } finally {
    rmSync(again, { recursive: true, force: true });
  }
});
