/**
 * Each requirement's outcome as every report of a reports folder states it,
 * read back from the files a person or a CI system reads: conformance.json,
 * conformance.md, conformance.html, conformance.junit.xml and the Allure
 * results (each test's outcome per requirement from its description, combined
 * across tests as the matrix combines them, `worstOutcome`; only the last
 * attempt of a test counts, as in the matrix). `disagreements` lists every
 * requirement on which one of them says otherwise than conformance.json.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Outcome } from '../../lib/judging/requirements/outcome.js';
import type { ConformanceReport } from '../../lib/reporting/report/conformanceReport.js';
import { worstOutcome } from '../../lib/reporting/report/worstOutcome.js';

export const reportNames = ['json', 'markdown', 'html', 'junit', 'allure'] as const;
export type ReportName = (typeof reportNames)[number];
export type OutcomesByReport = Record<ReportName, ReadonlyMap<string, Outcome>> & {
  /** The requirements conformance.json names a test for: the only ones an Allure result can speak of. */
  readonly tested: ReadonlySet<string>;
};

const outcome = '(PASSED|FAILED|ERROR|WARNING|REVIEW|SKIPPED|NOT RUN|OUT OF SCOPE)';
const id = '([A-Z]{2,}(?:-[A-Z0-9]+)*-\\d+)';

function matches(text: string, pattern: string): Map<string, Outcome> {
  const out = new Map<string, Outcome>();
  for (const m of text.matchAll(new RegExp(pattern, 'gm'))) out.set(m[1] ?? '', m[2] as Outcome);
  return out;
}

interface AllureResultFile {
  readonly historyId?: string;
  readonly fullName?: string;
  readonly stop?: number;
  readonly descriptionHtml?: string;
}

/** Each requirement's outcome over the tests of the Allure results, the last attempt of each test. */
function allureOutcomes(dir: string): Map<string, Outcome> {
  const last = new Map<string, AllureResultFile>();
  for (const f of readdirSync(dir).filter((x) => x.endsWith('-result.json'))) {
    const r = JSON.parse(readFileSync(join(dir, f), 'utf8')) as AllureResultFile;
    const key = r.historyId ?? r.fullName ?? f;
    const seen = last.get(key);
    if (seen === undefined || (r.stop ?? 0) >= (seen.stop ?? 0)) last.set(key, r);
  }
  const byId = new Map<string, Outcome[]>();
  for (const r of last.values())
    for (const [req, o] of matches(r.descriptionHtml ?? '', `<li><b>${id}</b> [A-Z]+ · ${outcome} ·`))
      byId.set(req, [...(byId.get(req) ?? []), o]);
  return new Map([...byId].map(([req, list]) => [req, worstOutcome(list)]));
}

export function readOutcomes(reportsDir: string): OutcomesByReport {
  const read = (f: string): string => readFileSync(join(reportsDir, f), 'utf8');
  const report = JSON.parse(read('conformance.json')) as ConformanceReport;
  return {
    json: new Map(report.requirements.map((r) => [r.id, r.outcome])),
    tested: new Set(report.requirements.filter((r) => r.tests.length > 0).map((r) => r.id)),
    // A row: | id | level | outcome (expected until …) | …
    markdown: matches(read('conformance.md'), `^\\| ${id} \\| [A-Z]+ \\| ${outcome}[ |]`),
    html: matches(
      read('conformance.html'),
      `<tr id="${id}"[^>]*>.*?<span class="badge [^"]*">${outcome}</span>`,
    ),
    junit: matches(
      read('conformance.junit.xml'),
      `<testcase [^>]*name="${id} [^"]*"[^>]*><properties>(?:(?!</properties>).)*?<property name="outcome" value="${outcome}"/>`,
    ),
    allure: allureOutcomes(join(reportsDir, 'allure-results')),
  };
}

/**
 * Every requirement of conformance.json on which another report says otherwise, one line each. The
 * Allure results speak only of requirements some test named: one no test named must be absent there.
 */
export function disagreements(views: OutcomesByReport): string[] {
  const out: string[] = [];
  const ids = new Set([...reportNames.flatMap((n) => [...views[n].keys()])]);
  for (const req of ids) {
    const want = views.json.get(req);
    for (const name of reportNames) {
      const got = views[name].get(req);
      if (got === want) continue;
      if (name === 'allure' && got === undefined && !views.tested.has(req)) continue;
      out.push(`${req}: conformance.json ${want ?? 'absent'}, ${name} ${got ?? 'absent'}`);
    }
  }
  return out;
}
