/**
 * conformance.html: one self-contained page (inline CSS, no script, no
 * external asset) with a verdict banner, a coverage picture per area (a
 * stacked bar of outcomes and a square per requirement) and a table per area.
 * Every text is HTML-escaped here; the caller redacts the whole page.
 */
import type { Outcome } from '../../judging/requirements/outcome.js';
import { escapeHtml } from '../../support/html/escapeHtml.js';
import { evaluatedBy, type ConformanceReport, type RequirementResult } from './conformanceReport.js';
import { areaSummaries, outcomeDisplayOrder as outcomeOrder, type AreaSummary } from './areaSummary.js';
import { describeTarget } from './describeTarget.js';
import { messagesInOrder, shownEvidence } from './failureDigest.js';
import { formatEvidence } from './formatEvidence.js';
import { htmlStyle, outcomeClass } from './htmlStyle.js';
import { describeConditions } from './runConditions.js';
import type { Citation } from './specSections.js';
import { describeScope, plural, verdictDetails, verdictSummary } from './verdictLines.js';

const e = escapeHtml;

function badge(o: Outcome): string {
  return `<span class="badge ${outcomeClass(o)}">${e(o)}</span>`;
}

function bar(a: AreaSummary): string {
  const parts = outcomeOrder
    .filter((o) => a.counts[o] > 0)
    .map((o) => {
      const pct = (100 * a.counts[o]) / Math.max(1, a.total);
      return `<span class="${outcomeClass(o)}" style="width:${pct.toFixed(2)}%" title="${e(`${o}: ${a.counts[o]}`)}">${a.counts[o]}</span>`;
    })
    .join('');
  const squares = a.requirements
    .map(
      (r) =>
        `<a href="#${e(r.id)}" class="${outcomeClass(r.outcome)}" title="${e(`${r.id} ${r.outcome}`)}"></a>`,
    )
    .join('');
  return `<div><b>${e(a.title)}</b><div class="meta">${a.total} requirements</div></div><div><div class="bar">${parts}</div><div class="grid">${squares}</div></div>`;
}

/** Tests and distinct messages shown per requirement; the rest are counted (every one is in conformance.json). */
export const shownPerRequirement = { tests: 5, messages: 3 };

function citation(c: Citation): string {
  return c.url === undefined ? e(c.title) : `<a href="${e(c.url)}">${e(c.title)}</a>`;
}

/** The first few, then how many more: a requirement 47 tests failed is not a wall of 47 lines. */
function firstFew<T>(items: readonly T[], max: number, show: (x: T) => string, noun: string): string {
  const more = items.length - max;
  return `${items.slice(0, max).map(show).join('')}${more > 0 ? `<div class="more">… and ${e(plural(more, `more ${noun}`))}</div>` : ''}`;
}

function row(r: RequirementResult, unit: 'test' | 'exchange'): string {
  const evidence = r.outcome === 'FAILED' ? shownEvidence(r) : undefined;
  const msgs =
    firstFew(messagesInOrder(r), shownPerRequirement.messages, (m) => `<div>${e(m)}</div>`, 'message') +
    (evidence === undefined ? '' : `<pre class="ev">${e(formatEvidence(evidence))}</pre>`);
  // The specification's sentence for a MUST, so the row needs no other document.
  const rule =
    r.quote === undefined
      ? `<div class="req">${e(r.text)}</div>`
      : `<blockquote class="quote">${e(r.quote)}</blockquote><div class="req">${e(r.text)}</div>`;
  const expected =
    r.expected === undefined
      ? ''
      : `<div class="exp" title="${e(r.expected.reason)}">expected failure until ${e(r.expected.expires)}</div><div class="req">${e(r.expected.reason)}</div>`;
  // The tests whose outcome decided the requirement's first, then the others.
  const ordered = [
    ...r.tests.filter((t) => t.outcome === r.outcome),
    ...r.tests.filter((t) => t.outcome !== r.outcome),
  ];
  const decided = r.occurrences ?? r.tests.filter((t) => t.outcome === r.outcome).length;
  const tests =
    r.tests.length === 0
      ? `<span class="meta">no ${unit} named it</span>`
      : `${decided > shownPerRequirement.tests || r.tests.length > shownPerRequirement.tests ? `<div class="meta">${e(`${plural(decided, unit)} ${r.outcome}${r.occurrences === undefined ? `, of ${r.tests.length}` : ''}`)}</div>` : ''}<ul class="tests">${firstFew(
          ordered,
          shownPerRequirement.tests,
          (t) =>
            `<li>${badge(t.outcome)} ${e(t.title)} <code>${e(t.location)}</code>${t.project === '' ? '' : ` · ${e(t.project)}`}</li>`,
          unit,
        )}</ul>`;
  return `<tr id="${e(r.id)}" class="row-${outcomeClass(r.outcome)}"><td class="id">${e(r.id)}<div class="lvl">${e(r.level)}</div></td><td>${badge(r.outcome)}${expected}</td><td class="sec">${r.citations.map(citation).join('<br>')}</td><td class="msg">${msgs}${rule}</td><td>${tests}</td></tr>`;
}

function table(a: AreaSummary, unit: 'test' | 'exchange'): string {
  const column = unit === 'test' ? 'Tests' : 'Exchanges';
  return `<h2>${e(a.title)}</h2><table><thead><tr><th>Id</th><th>Outcome</th><th>Specification section</th><th>Message / the specification's sentence</th><th>${column}</th></tr></thead><tbody>${a.requirements.map((r) => row(r, unit)).join('')}</tbody></table>`;
}

/** What another report of the family (the client report) adds: its title and HTML sections before the coverage. */
export interface HtmlExtras {
  readonly title?: string;
  /** Already escaped HTML. */
  readonly sections?: readonly string[];
}

export function renderHtml(report: ConformanceReport, extras: HtmlExtras = {}): string {
  const title = extras.title ?? 'paycert conformance';
  const v = report.verdict;
  const areas = areaSummaries(report.requirements);
  // Every figure counts requirements (the test counts are Playwright's report's).
  const figures: [string, number][] = [
    ['MUST requirements failed', v.mustFailures],
    ['problems kept it from judging', v.errors.length],
    [
      report.client === undefined
        ? 'MUST requirements not evaluated'
        : 'MUST requirements, required outcomes, declared features not evaluated',
      v.notEvaluated.length,
    ],
    ['requirements failing as expected', v.expectedFailures],
    ['requirements warned', v.warnings],
    ['requirements to review', v.reviews],
    ['requirements passed', v.counts.PASSED],
    ['requirements not run', v.counts['NOT RUN']],
  ];
  const problems = verdictDetails(report, 50)
    .map(
      (sec) =>
        `<div class="card problems"><b>${e(sec.title)}</b><ul>${sec.lines.map((p) => `<li>${e(p)}</li>`).join('')}</ul></div>`,
    )
    .join('');
  const targets = report.run.targets.map((t) => `<li>${e(describeTarget(t))}</li>`).join('');
  const legend = outcomeOrder.map((o) => `<span><i class="${outcomeClass(o)}"></i>${e(o)}</span>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)}: ${v.verdict}</title><style>${htmlStyle}</style></head>
<body><main>
<h1>${e(title)} report</h1>
<div class="banner ${v.verdict.toLowerCase()}"><div class="v">${v.verdict}</div><div class="f">${figures
    .map(([label, n]) => `<div><b>${n}</b>${e(label)}</div>`)
    .join('')}</div><div class="s">${e(verdictSummary(report))}</div></div>
${problems}
<div class="card meta"><ul>${targets || '<li>no target fingerprint recorded</li>'}
<li>scope: projects ${e(v.scope.projects.join(', ') || '(all)')}; in scope: ${e(describeScope(report))}${report.run.runTimeoutMs === undefined ? '' : ` · whole-run limit ${report.run.runTimeoutMs} ms`}</li>
${report.run.conditions === undefined ? '' : `<li>conditions: ${e(describeConditions(report.run.conditions))}</li>`}
<li>paycert ${e(report.run.paycertVersion)} · Node ${e(report.run.nodeVersion)} · ${e(report.run.startedAt)} → ${e(report.run.endedAt)} · Playwright: ${e(report.run.status)}${report.run.evidence === true ? '' : ' · a developer run, not an evidence pack'}</li></ul></div>
${(extras.sections ?? []).map((x) => `${x}\n`).join('')}<h2>Coverage</h2>
<div class="card"><div class="cov">${areas.map(bar).join('')}</div><div class="legend">${legend}</div></div>
${areas.map((a) => table(a, evaluatedBy(report))).join('\n')}
</main></body></html>
`;
}
