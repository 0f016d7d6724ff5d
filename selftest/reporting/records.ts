/** Builders for made-up test records and requirement results used by the reporting self-tests. */
import type { TestRecord } from '../../lib/reporting/report/testRecord.js';
import type { OutcomeRecord } from '../../lib/judging/requirements/outcome.js';
import { catalogue } from '../../lib/judging/requirements/catalogue.js';
import {
  buildConformanceReport,
  type BuildInput,
} from '../../lib/reporting/report/buildConformanceReport.js';
import type { ConformanceReport } from '../../lib/reporting/report/conformanceReport.js';

let line = 1;

export function rec(
  partial: Partial<TestRecord> & { tags?: string[]; verified?: OutcomeRecord[] },
): TestRecord {
  const { tags, verified, ...rest } = partial;
  return {
    title: `test ${line}`,
    file: 'suites/terminal/made-up.spec.ts',
    line: line++,
    project: 'terminal',
    status: 'passed',
    requirementIds: tags ?? [],
    outcomes: verified ?? [],
    targets: [{ kind: 'terminal', host: '127.0.0.1:8080' }],
    ...rest,
  };
}

/** Ids of the real catalogue the tables use. */
export const MUST_A = 'TM-RCPT-2';
export const MUST_B = 'TM-PING-1';
export const OBS = 'TM-SET-6';

/** The report of made-up `tests`: the whole catalogue, no expected failures, a run of one second. */
export function madeUpReport(
  tests: readonly TestRecord[],
  run: Partial<Pick<BuildInput, 'projects' | 'runStatus' | 'evidence'>> = {},
): ConformanceReport {
  return buildConformanceReport({
    catalogue,
    tests,
    expectations: { ok: true, entries: [] },
    paycertVersion: 'test',
    nodeVersion: process.version,
    startedAt: new Date(0),
    endedAt: new Date(1000),
    runStatus: 'passed',
    ...run,
  });
}
