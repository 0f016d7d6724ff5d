/**
 * The outcome coverage table of the client report, as Markdown and as HTML
 * (inserted into the family's renderers before their summary), plus the
 * exchanges seen. Plain text in; the writer redacts the whole output.
 */
import { escapeHtml as e } from '../../support/html/escapeHtml.js';
import { warningOutcomes } from './clientJudge.js';
import type { ClientSection } from './clientReport.js';

function yesNo(b: boolean): string {
  return b ? 'yes' : 'no';
}

function requiredText(c: ClientSection): string {
  return c.requireOutcomes === 'all'
    ? `all (of the sides carried, but ${warningOutcomes.join(', ')}, which always warns)`
    : c.requireOutcomes.join(', ') || 'none';
}

/** The exchanges seen, by kind, and the sides carried (the console says it too). */
export function exchangesLine(c: ClientSection): string {
  const x = c.exchanges;
  return `Exchanges: ${x.total} (terminal ${x.terminal}, gateway ${x.gateway}, shopper's browser ${x.browser}, control API ${x.control}, unanswered ${x.unanswered}). Sides carried: ${c.sides.join(', ') || 'none'}.`;
}

function aboutLine(c: ClientSection): string {
  return `${exchangesLine(c)} Judge memory: ${c.memory.capacity} entries per map, ${c.memory.evicted} forgotten.`;
}

export function coverageMarkdown(c: ClientSection): string {
  const rows = c.coverage.map(
    (r) =>
      `| ${r.outcome} | ${r.inScope ? yesNo(r.required) : 'out of scope'} | ${r.met ? '✅ met' : '— not met'} | ${r.count} | ${r.firstSeq === undefined ? '' : `#${r.firstSeq}`} |`,
  );
  const missing =
    c.missingOutcomes.length === 0
      ? []
      : ['', `Required outcomes not met: **${c.missingOutcomes.join(', ')}**.`];
  return [
    '## Outcome coverage',
    '',
    aboutLine(c),
    '',
    `Required outcomes: ${requiredText(c)}.`,
    '',
    '| Outcome | Required | Met | Times | First exchange |',
    '|---|---|---|---:|---|',
    ...rows,
    ...missing,
  ].join('\n');
}

export function coverageHtml(c: ClientSection): string {
  const rows = c.coverage
    .map(
      (r) =>
        `<tr class="row-${r.met ? 'o-passed' : r.required ? 'o-failed' : 'o-not-run'}"><td class="id">${e(r.outcome)}</td><td>${e(r.inScope ? yesNo(r.required) : 'out of scope')}</td><td>${r.met ? 'met' : 'not met'}</td><td>${r.count}</td><td>${r.firstSeq === undefined ? '' : `#${r.firstSeq}`}</td></tr>`,
    )
    .join('');
  const missing =
    c.missingOutcomes.length === 0
      ? ''
      : `<div class="card problems"><b>Required outcomes not met:</b> ${e(c.missingOutcomes.join(', '))}</div>`;
  return `<h2>Outcome coverage</h2><div class="card meta">${e(aboutLine(c))}<br>Required outcomes: ${e(requiredText(c))}.</div>${missing}<table><thead><tr><th>Outcome</th><th>Required</th><th>Met</th><th>Times</th><th>First exchange</th></tr></thead><tbody>${rows}</tbody></table>`;
}
