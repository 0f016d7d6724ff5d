/**
 * One failed requirement as a reader takes it in at a glance: which, where the
 * specification says so and its sentence, one line of evidence (request line,
 * field, expected, actual: the first test whose evidence names a request),
 * and how many tests saw it. The console prints this once per requirement
 * however many tests failed it; the reports list every test.
 */
import type { OutcomeEvidence } from '../../judging/requirements/outcome.js';
import type { RequirementResult, TestRef } from './conformanceReport.js';

export interface FailureDigest {
  readonly id: string;
  readonly level: string;
  /** Where the specification says so: the first cited section's title. */
  readonly section: string;
  /** The specification's sentence (the requirement's own line where none is quoted). */
  readonly sentence: string;
  /** The deviation's message. */
  readonly message: string;
  /** `GET /api/v2/… → 200 · transaction.total_amount: expected 1250, actual 1251`, or '' without evidence. */
  readonly evidence: string;
  /** Tests (or, in a client report, exchanges) whose outcome for it is the requirement's outcome. */
  readonly tests: number;
  readonly firstTest?: TestRef;
}

const maxValue = 80;

function value(v: unknown): string {
  const text = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return text.length > maxValue ? `${text.slice(0, maxValue - 1)}…` : text;
}

/** The evidence in one line; a long value is cut, the whole one is in the reports. */
export function evidenceLine(e: OutcomeEvidence | undefined): string {
  if (e === undefined) return '';
  const request =
    e.request === undefined
      ? e.status === undefined
        ? ''
        : `status ${e.status}`
      : `${e.request}${e.status === undefined ? '' : ` → ${e.status}`}`;
  const comparison = [
    'expected' in e ? `expected ${value(e.expected)}` : '',
    'actual' in e ? `actual ${value(e.actual)}` : '',
  ]
    .filter((s) => s !== '')
    .join(', ');
  const at = e.field === undefined ? comparison : `${e.field}${comparison === '' ? '' : `: ${comparison}`}`;
  return [request, at].filter((s) => s !== '').join(' · ');
}

/** The test whose evidence to show for a requirement: one that names the request first, else any. */
export function shownTest(r: RequirementResult): TestRef | undefined {
  const decisive = r.tests.filter((t) => t.outcome === r.outcome && t.evidence !== undefined);
  return decisive.find((t) => t.evidence?.request !== undefined) ?? decisive[0];
}

export function shownEvidence(r: RequirementResult): OutcomeEvidence | undefined {
  return shownTest(r)?.evidence;
}

/** The requirement's distinct messages, the one of the evidence shown first, so they read together. */
export function messagesInOrder(r: RequirementResult): string[] {
  const lead = shownTest(r)?.message;
  return [...new Set([...(lead === undefined ? [] : [lead]), ...r.messages])];
}

export function failureDigest(r: RequirementResult): FailureDigest {
  const decisive = r.tests.filter((t) => t.outcome === r.outcome);
  const firstTest = decisive[0];
  return {
    id: r.id,
    level: r.level,
    section: r.citations[0]?.title ?? r.section,
    sentence: r.quote ?? r.text,
    message: (messagesInOrder(r)[0] ?? '').split('\n')[0] ?? '',
    evidence: evidenceLine(shownEvidence(r)),
    tests: r.occurrences ?? decisive.length,
    ...(firstTest === undefined ? {} : { firstTest }),
  };
}
