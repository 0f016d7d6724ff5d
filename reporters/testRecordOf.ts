/**
 * Converts a finished Playwright test (its last result) into the
 * runner-agnostic TestRecord of lib/reporting/report/ and its observations for the
 * profile. Only this file knows Playwright's reporter types.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { isRequirementId } from '../lib/judging/requirements/catalogue.js';
import type { OutcomeRecord } from '../lib/judging/requirements/outcome.js';
import { redactText } from '../lib/reporting/redaction/redact.js';
import {
  decodeObservation,
  isObservation,
  observedAnnotation,
  type Observation,
} from '../lib/reporting/profile/observation.js';
import { transportMessagePattern } from '../lib/reporting/report/classifyThrown.js';
import {
  decodeFindings,
  outcomesAttachment,
  type TestFindings,
} from '../lib/reporting/report/outcomesAttachment.js';
import type { TargetInfo } from '../lib/reporting/report/target.js';
import { observedAttachment, type TestRecord, type TestStatus } from '../lib/reporting/report/testRecord.js';

type Annotation = { type: string; description?: string };

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

function annotationsOf(test: TestCase, result: TestResult): Annotation[] {
  const seen = new Set<string>();
  const out: Annotation[] = [];
  // Static annotations (test.skip with a reason, tags' siblings) and runtime ones (verify, fixtures).
  for (const a of [...test.annotations, ...result.annotations]) {
    const key = `${a.type}\u0000${a.description ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
  }
  return out;
}

/** The text of an attachment, inline or in its file; undefined when unreadable. */
function attachmentText(a: TestResult['attachments'][number]): string | undefined {
  try {
    return a.body?.toString('utf8') ?? (a.path === undefined ? undefined : readFileSync(a.path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** What the test's `verify` calls and target fixtures recorded (fixtures/conformance.ts). */
function attachedFindings(result: TestResult): TestFindings[] {
  return result.attachments
    .filter((a) => a.name === outcomesAttachment)
    .map((a) => decodeFindings(attachmentText(a)));
}

/** The observations a test attached as one JSON array (fixtures/findings.ts). */
function attachedObservations(result: TestResult): Observation[] {
  const out: Observation[] = [];
  for (const a of result.attachments) {
    if (a.name !== observedAttachment) continue;
    const text = attachmentText(a);
    let list: unknown;
    try {
      list = JSON.parse(text ?? '[]');
    } catch {
      list = [];
    }
    if (!Array.isArray(list)) continue;
    out.push(...list.filter(isObservation));
  }
  return out;
}

function statusOf(test: TestCase, result: TestResult): TestStatus {
  const outcome = test.outcome();
  if (outcome === 'skipped' || result.status === 'skipped') return 'skipped';
  if (outcome === 'expected' || outcome === 'flaky') return 'passed';
  // Unexpected: a pass of a test marked test.fail() counts as a failure too.
  return result.status === 'passed' ? 'failed' : result.status;
}

export interface Converted {
  readonly record: TestRecord;
  readonly observations: readonly Observation[];
  /** Tags that look like requirement ids but are not in the catalogue (typos). */
  readonly unknownTags: readonly string[];
}

export function testRecordOf(
  test: TestCase,
  result: TestResult,
  rootDir: string,
  secrets: readonly string[],
): Converted {
  const annotations = annotationsOf(test, result);
  const tagIds = test.tags.map((t) => t.replace(/^@/, ''));
  const found = attachedFindings(result);
  const outcomes: OutcomeRecord[] = found.flatMap((f) => f.outcomes);
  const targets: TargetInfo[] = found.flatMap((f) => f.targets);
  const browser = found.find((f) => f.browser !== undefined)?.browser;
  const observations: Observation[] = attachedObservations(result);
  let skipReason: string | undefined;
  for (const a of annotations) {
    if (a.type === observedAnnotation) {
      const o = decodeObservation(a.description);
      if (o !== undefined) observations.push(o);
    } else if ((a.type === 'skip' || a.type === 'fixme') && a.description !== undefined) {
      skipReason ??= redactText(a.description, secrets);
    }
  }
  const firstError = result.errors[0]?.message ?? result.error?.message;
  const error =
    firstError === undefined
      ? undefined
      : redactText(firstError.replace(ansi, '').split('\n')[0] ?? '', secrets);
  const status = statusOf(test, result);
  const record: TestRecord = {
    title: redactText(test.titlePath().slice(3).join(' › ') || test.title, secrets),
    file: relative(rootDir, test.location.file).split('\\').join('/'),
    line: test.location.line,
    project: test.parent.project()?.name ?? '',
    status,
    ...(test.outcome() === 'flaky' ? { flaky: true } : {}),
    requirementIds: tagIds.filter(isRequirementId),
    outcomes,
    // A precondition that failed a MUST both fails and skips the test: its reason still counts.
    ...(status !== 'passed' && skipReason !== undefined ? { skipReason } : {}),
    ...(status !== 'passed' && status !== 'skipped' && error !== undefined ? { error } : {}),
    ...(error !== undefined && transportMessagePattern.test(error)
      ? { errorKind: 'transport' as const }
      : {}),
    targets,
    ...(browser === undefined ? {} : { browser }),
  };
  const unknownTags = tagIds.filter((t) => /^[A-Z]{2,}-[A-Z0-9]+-\d+$/.test(t) && !isRequirementId(t));
  return { record, observations, unknownTags };
}
