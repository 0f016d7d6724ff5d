/**
 * The features table of the client report, as Markdown and as HTML (inserted
 * into the family's renderers before their summary): each optional feature
 * (lib/judging/requirements/feature.ts), used or not, the exchanges that used
 * it and the first, whether it was declared, its requirements and, unused,
 * why they are OUT OF SCOPE. Plain text in; the writer redacts the whole output.
 */
import { escapeHtml as e } from '../../support/html/escapeHtml.js';
import type { ClientSection, FeatureRow } from './clientReport.js';

function usedText(f: FeatureRow): string {
  return f.used
    ? `used: ${f.exchanges} exchange${f.exchanges === 1 ? '' : 's'}`
    : `unused: ${f.reason ?? ''}`;
}

function declaredText(c: ClientSection): string {
  const missing = c.missingFeatures.length === 0 ? '' : `; never used: ${c.missingFeatures.join(', ')}`;
  return `Declared features (--features, PAYCERT_FEATURES): ${c.declaredFeatures.join(', ') || 'none'}${missing}.`;
}

export function featuresMarkdown(c: ClientSection): string {
  const cell = (s: string): string => s.replace(/\|/g, '\\|');
  const rows = c.features.map(
    (f) =>
      `| ${f.feature} | ${f.side} | ${f.declared ? 'yes' : 'no'} | ${cell(usedText(f))} | ${f.firstSeq === undefined ? '' : `#${f.firstSeq}`} | ${f.requirements.join(', ')} |`,
  );
  return [
    '## Features',
    '',
    'A requirement of a feature the application never used is OUT OF SCOPE.',
    '',
    declaredText(c),
    '',
    '| Feature | Side | Declared | Used | First exchange | Requirements |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

export function featuresHtml(c: ClientSection): string {
  const rows = c.features
    .map(
      (f) =>
        `<tr class="row-${f.used ? 'o-passed' : f.declared ? 'o-failed' : 'o-out-of-scope'}"><td class="id">${e(f.feature)}</td><td>${e(f.side)}</td><td>${f.declared ? 'yes' : 'no'}</td><td>${e(usedText(f))}</td><td>${f.firstSeq === undefined ? '' : `#${f.firstSeq}`}</td><td>${e(f.requirements.join(', '))}</td></tr>`,
    )
    .join('');
  return `<h2>Features</h2><div class="card meta">A requirement of a feature the application never used is OUT OF SCOPE.<br>${e(declaredText(c))}</div><table><thead><tr><th>Feature</th><th>Side</th><th>Declared</th><th>Used</th><th>First exchange</th><th>Requirements</th></tr></thead><tbody>${rows}</tbody></table>`;
}
