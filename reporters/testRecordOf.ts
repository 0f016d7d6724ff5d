/**
 * Converts a finished Playwright test (its last result) into the
 * runner-agnostic TestRecord of lib/report/ and its observations for the
 * profile. Only this file knows Playwright's reporter types.
 */
import { relative } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { isRequirementId } from '../lib/requirements/catalogue.js';
import { decodeOutcome, outcomeAnnotation, type OutcomeRecord } from '../lib/requirements/outcome.js';
import { redactText } from '../lib/redaction/redact.js';
import { decodeObservation, observedAnnotation, type Observation } from '../lib/profile/observation.js';
import { decodeTarget, targetAnnotation, type TargetInfo } from '../lib/report/target.js';
import type { TestRecord, TestStatus } from '../lib/report/testRecord.js';

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
  const outcomes: OutcomeRecord[] = [];
  const targets: TargetInfo[] = [];
  const observations: Observation[] = [];
  let skipReason: string | undefined;
  for (const a of annotations) {
    if (a.type === outcomeAnnotation) {
      const o = decodeOutcome(a.description);
      if (o !== undefined) outcomes.push(o);
    } else if (a.type === targetAnnotation) {
      const t = decodeTarget(a.description);
      if (t !== undefined) targets.push(t);
    } else if (a.type === observedAnnotation) {
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
    ...(status === 'skipped' && skipReason !== undefined ? { skipReason } : {}),
    ...(status !== 'passed' && status !== 'skipped' && error !== undefined ? { error } : {}),
    targets,
  };
  const unknownTags = tagIds.filter((t) => /^[A-Z]{2,}-[A-Z0-9]+-\d+$/.test(t) && !isRequirementId(t));
  return { record, observations, unknownTags };
}
