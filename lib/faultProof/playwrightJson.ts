/**
 * Reads Playwright's JSON report into the few facts the fault proof needs:
 * per test, its tags, whether it failed, and the requirement ids it recorded
 * as FAILED through `verify`.
 */
import { decodeOutcome, outcomeAnnotation } from '../requirements/outcome.js';

export interface TestFact {
  readonly title: string;
  readonly tags: readonly string[];
  readonly failed: boolean;
  readonly skipped: boolean;
  readonly failedIds: readonly string[];
}

interface JsonAnnotation {
  type: string;
  description?: string;
}
interface JsonResult {
  status?: string;
  annotations?: JsonAnnotation[];
}
interface JsonTest {
  status?: string;
  annotations?: JsonAnnotation[];
  results?: JsonResult[];
}
interface JsonSpec {
  title: string;
  tags?: string[];
  tests?: JsonTest[];
}
interface JsonSuite {
  specs?: JsonSpec[];
  suites?: JsonSuite[];
}
export interface JsonReport {
  suites?: JsonSuite[];
  errors?: { message?: string }[];
}

function* specsOf(suites: readonly JsonSuite[] | undefined): Generator<JsonSpec> {
  for (const s of suites ?? []) {
    yield* s.specs ?? [];
    yield* specsOf(s.suites);
  }
}

export function testFacts(report: JsonReport): TestFact[] {
  const facts: TestFact[] = [];
  for (const spec of specsOf(report.suites)) {
    const tags = (spec.tags ?? []).map((t) => t.replace(/^@/, ''));
    for (const t of spec.tests ?? []) {
      const annotations = [
        ...(t.annotations ?? []),
        ...(t.results ?? []).flatMap((r) => r.annotations ?? []),
      ];
      const failedIds = annotations
        .filter((a) => a.type === outcomeAnnotation)
        .map((a) => decodeOutcome(a.description))
        .filter((o) => o?.outcome === 'FAILED')
        .map((o) => o?.id ?? '');
      facts.push({
        title: spec.title,
        tags,
        failed: t.status === 'unexpected',
        skipped: t.status === 'skipped',
        failedIds: [...new Set(failedIds)],
      });
    }
  }
  return facts;
}
