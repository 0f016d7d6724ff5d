/**
 * The client report on the console (`paycert proxy`, `simulate --record`),
 * through the one presenter (lib/reporting/report/renderConsoleSummary.ts)
 * with what only the client report has: the features the application used
 * (exchanges each), the ones it never used (OUT OF SCOPE, with why), its
 * exchanges, and the report folder. Plain text; the caller redacts.
 */
import { renderConsoleSummary, type ConsoleFamily } from '../../reporting/report/renderConsoleSummary.js';
import { plural } from '../../reporting/report/verdictLines.js';
import { clientReportTitle, type ClientReport, type FeatureRow } from './clientReport.js';
import { exchangesLine } from './renderCoverage.js';

function usedLine(rows: readonly FeatureRow[]): string {
  const used = rows.filter((f) => f.used);
  const list = used.map((f) => `${f.feature} (${plural(f.exchanges, 'exchange')})`).join(', ');
  return `Features used: ${list === '' ? 'none of the optional features' : list}.`;
}

/** The features of the sides carried that no exchange used, each with why and what it put out of scope. */
function unusedLines(rows: readonly FeatureRow[]): string[] {
  const unused = rows.filter((f) => f.inScope && !f.used);
  if (unused.length === 0) return [];
  return [
    'Features never used (their requirements OUT OF SCOPE):',
    ...unused.map(
      (f) =>
        `  ${f.feature}${f.declared ? ' (declared)' : ''}: ${f.reason ?? ''}${f.requirements.length === 0 ? '' : `; ${f.requirements.join(', ')}`}`,
    ),
  ];
}

export function clientConsoleFamily(report: ClientReport, dir: string): ConsoleFamily {
  const c = report.client;
  return {
    title: clientReportTitle,
    sections: [[usedLine(c.features), ...unusedLines(c.features)]],
    counts: [exchangesLine(c)],
    reports: [
      `Reports: ${dir}: conformance.html (per requirement), conformance.md, conformance.junit.xml, verdict.json`,
      `See it in a browser: paycert report ${dir}`,
    ],
  };
}

/** The console's account of a client report written into `dir`. */
export function renderClientConsole(report: ClientReport, dir: string): string {
  return renderConsoleSummary(report, { reportsDir: dir, family: clientConsoleFamily(report, dir) });
}
