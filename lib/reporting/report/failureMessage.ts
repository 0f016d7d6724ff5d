/**
 * A failed MUST as Playwright's failure page, the console of a developer's
 * run and JUnit show it: the requirement and what broke, the evidence (request
 * line, field, expected against actual), then where the specification says
 * so and its sentence. The caller passes redacted text.
 */
import type { OutcomeEvidence } from '../../judging/requirements/outcome.js';
import type { Requirement } from '../../judging/requirements/requirement.js';
import { formatEvidence } from './formatEvidence.js';
import { citationsOf } from './specSections.js';

export function failureMessage(req: Requirement, message: string, evidence?: OutcomeEvidence): string {
  const lines = [`${req.id} failed (${req.level}): ${message}`];
  if (evidence !== undefined)
    lines.push(
      ...formatEvidence(evidence)
        .split('\n')
        .map((l) => `  ${l}`),
    );
  const where = citationsOf(req.section)
    .map((c) => c.title)
    .join('; ');
  lines.push(`The interface specification, ${where}:`, `  "${req.quote ?? req.text}"`);
  return lines.join('\n');
}
