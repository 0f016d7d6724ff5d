/**
 * Reads Playwright's JSON report into the few facts the fault proof needs:
 * per test, its tags, the fault it ran under (a fault copy's annotation),
 * whether it failed, and the requirement ids it recorded as FAILED through
 * `verify` (in its outcomes attachment).
 */
import { decodeFindings, outcomesAttachment } from '../../reporting/report/outcomesAttachment.js';
import { faultAnnotation } from './faultProjects.js';

export interface TestFact {
  readonly title: string;
  readonly project: string;
  readonly tags: readonly string[];
  /** The fault switch a copy ran under (`terminal/wrong-total`); undefined for a test without one. */
  readonly fault?: string;
  readonly failed: boolean;
  readonly skipped: boolean;
  readonly failedIds: readonly string[];
  /** Observation ids recorded as WARNING: how an observation deviation shows. */
  readonly warningIds: readonly string[];
}

interface JsonAnnotation {
  type: string;
  description?: string;
}
interface JsonResult {
  status?: string;
  annotations?: JsonAnnotation[];
  /** Inline attachments carry their body in base64. */
  attachments?: { name: string; body?: string }[];
}
interface JsonTest {
  projectName?: string;
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
      // `verify` records its outcomes in one attachment per test (lib/reporting/report/outcomesAttachment.ts).
      const outcomes = (t.results ?? [])
        .flatMap((r) => r.attachments ?? [])
        .filter((a) => a.name === outcomesAttachment && a.body !== undefined)
        .flatMap((a) => decodeFindings(Buffer.from(a.body ?? '', 'base64').toString('utf8')).outcomes);
      const idsWith = (outcome: string): string[] => [
        ...new Set(outcomes.filter((o) => o?.outcome === outcome).map((o) => o?.id ?? '')),
      ];
      const fault = [...(t.annotations ?? []), ...(t.results ?? []).flatMap((r) => r.annotations ?? [])].find(
        (a) => a.type === faultAnnotation,
      )?.description;
      facts.push({
        title: spec.title,
        project: t.projectName ?? '',
        tags,
        ...(fault === undefined ? {} : { fault }),
        failed: t.status === 'unexpected',
        skipped: t.status === 'skipped',
        failedIds: idsWith('FAILED'),
        warningIds: idsWith('WARNING'),
      });
    }
  }
  return facts;
}
