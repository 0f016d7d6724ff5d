/**
 * conformance.html: one self-contained page (inline CSS, no script, no
 * external asset) with a verdict banner, a coverage picture per area (a
 * stacked bar of outcomes and a square per requirement) and a table per area.
 * Every text is HTML-escaped here; the caller redacts the whole page.
 */
import type { Outcome } from '../requirements/outcome.js';
import type { ConformanceReport, RequirementResult } from './conformanceReport.js';
import { areaSummaries, outcomeDisplayOrder as outcomeOrder, type AreaSummary } from './areaSummary.js';
import { describeTarget } from './describeTarget.js';
import { formatEvidence } from './formatEvidence.js';
import { htmlStyle, outcomeClass } from './htmlStyle.js';
import { verdictDetails, verdictSummary } from './verdictLines.js';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

function row(r: RequirementResult, column: string): string {
  const evidence =
    r.outcome === 'FAILED' ? r.tests.find((t) => t.evidence !== undefined)?.evidence : undefined;
  const msgs =
    r.messages.map((m) => `<div>${e(m)}</div>`).join('') +
    (evidence === undefined ? '' : `<pre class="ev">${e(formatEvidence(evidence))}</pre>`);
  const expected =
    r.expected === undefined
      ? ''
      : `<div class="exp" title="${e(r.expected.reason)}">expected failure until ${e(r.expected.expires)}</div><div class="req">${e(r.expected.reason)}</div>`;
  const tests =
    r.tests.length === 0
      ? `<span class="meta">no ${column === 'Tests' ? 'test' : e(column.toLowerCase().replace(/s$/, ''))} named it</span>`
      : `<ul class="tests">${r.tests
          .map(
            (t) =>
              `<li>${badge(t.outcome)} ${e(t.title)} <code>${e(t.location)}</code> · ${[t.project]
                .filter((x) => x !== '')
                .map(e)
                .join(' · ')}</li>`,
          )
          .join('')}</ul>`;
  return `<tr id="${e(r.id)}" class="row-${outcomeClass(r.outcome)}"><td class="id">${e(r.id)}<div class="lvl">${e(r.level)}</div></td><td>${badge(r.outcome)}${expected}</td><td class="sec">${e(r.section)}</td><td class="msg">${msgs}<div class="req">${e(r.text)}</div></td><td>${tests}</td></tr>`;
}

function table(a: AreaSummary, column: string): string {
  return `<h2>${e(a.title)}</h2><table><thead><tr><th>Id</th><th>Outcome</th><th>Spec section</th><th>Message / requirement</th><th>${e(column)}</th></tr></thead><tbody>${a.requirements.map((r) => row(r, column)).join('')}</tbody></table>`;
}

/** What another report of the family (the client report) adds: its title and HTML sections before the coverage. */
export interface HtmlExtras {
  readonly title?: string;
  /** Already escaped HTML. */
  readonly sections?: readonly string[];
  /** The last column's heading: what evaluated each requirement (default `Tests`). */
  readonly evidenceColumn?: string;
}

export function renderHtml(report: ConformanceReport, extras: HtmlExtras = {}): string {
  const title = extras.title ?? 'paycert conformance';
  const v = report.verdict;
  const areas = areaSummaries(report.requirements);
  const figures: [string, number][] = [
    ['MUST failures', v.mustFailures],
    ['errors', v.errors.length],
    ['MUST not evaluated', v.notEvaluated.length],
    ['expected failures', v.expectedFailures],
    ['warnings', v.warnings],
    ['to review', v.reviews],
    ['passed', v.counts.PASSED],
    ['not run', v.counts['NOT RUN']],
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
<li>scope: projects ${e(v.scope.projects.join(', ') || '(all)')}; parts ${e(v.scope.areas.join(', ') || 'none')}${report.run.runTimeoutMs === undefined ? '' : ` · whole-run limit ${report.run.runTimeoutMs} ms`}</li>
<li>paycert ${e(report.run.paycertVersion)} · Node ${e(report.run.nodeVersion)} · ${e(report.run.startedAt)} → ${e(report.run.endedAt)} · Playwright: ${e(report.run.status)}</li></ul></div>
${(extras.sections ?? []).map((x) => `${x}\n`).join('')}<h2>Coverage</h2>
<div class="card"><div class="cov">${areas.map(bar).join('')}</div><div class="legend">${legend}</div></div>
${areas.map((a) => table(a, extras.evidenceColumn ?? 'Tests')).join('\n')}
</main></body></html>
`;
}
