/**
 * A deviation's evidence as the few lines a reviewer reads first: the
 * exchange, the offending field, expected against actual. Used by the failure
 * message of Playwright's report and by the conformance report's messages.
 * The caller passes redacted evidence.
 */
import type { OutcomeEvidence } from '../../judging/requirements/outcome.js';

const maxValue = 300;

function value(v: unknown): string {
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > maxValue ? `${text.slice(0, maxValue - 1)}…` : text;
}

export function formatEvidence(e: OutcomeEvidence): string {
  const lines: string[] = [];
  if (e.request !== undefined)
    lines.push(`request:  ${e.request}${e.status === undefined ? '' : ` → ${e.status}`}`);
  else if (e.status !== undefined) lines.push(`status:   ${e.status}`);
  if (e.field !== undefined) lines.push(`field:    ${e.field}`);
  if ('expected' in e) lines.push(`expected: ${value(e.expected)}`);
  if ('actual' in e) lines.push(`actual:   ${value(e.actual)}`);
  return lines.join('\n');
}
