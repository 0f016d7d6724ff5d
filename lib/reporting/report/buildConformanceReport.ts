/**
 * From the finished tests of a run to the conformance report: the requirement
 * matrix, expected failures applied, the targets seen, and the verdict.
 */
import { isClientArea, type Requirement } from '../../judging/requirements/requirement.js';
import { applyExpectations } from '../../judging/expectations/applyExpectations.js';
import type { ParsedExpectations } from '../../judging/expectations/expectedFailure.js';
import { aggregateRequirements } from './aggregateRequirements.js';
import { computeVerdict } from './computeVerdict.js';
import { conformanceReportVersion, type ConformanceReport, type RunConditions } from './conformanceReport.js';
import { conformanceReportSchemaId } from './conformanceReportSchema.js';
import { runScope } from './runScope.js';
import { targetKey, type TargetInfo } from './target.js';
import type { TestRecord } from './testRecord.js';

export interface BuildInput {
  readonly catalogue: readonly Requirement[];
  readonly tests: readonly TestRecord[];
  readonly expectations: ParsedExpectations;
  readonly paycertVersion: string;
  readonly nodeVersion: string;
  readonly startedAt: Date;
  readonly endedAt: Date;
  readonly runStatus: string;
  /**
   * The Playwright projects of the run; without them (an old caller) every
   * requirement is in scope.
   */
  readonly projects?: readonly string[];
  /** Problems found before any test ran: the verdict is ERROR. */
  readonly preflightErrors?: readonly string[];
  readonly runTimeoutMs?: number;
  readonly conditions?: RunConditions;
  /** A sealed evidence run (`paycert conformance`, `merge`), not a developer's Playwright run. */
  readonly evidence?: boolean;
}

export function uniqueTargets(tests: readonly TestRecord[]): TargetInfo[] {
  const byKey = new Map<string, TargetInfo>();
  for (const t of tests) for (const target of t.targets) byKey.set(targetKey(target), target);
  return [...byKey.values()].sort((a, b) => targetKey(a).localeCompare(targetKey(b)));
}

export function buildConformanceReport(input: BuildInput): ConformanceReport {
  const targets = uniqueTargets(input.tests);
  const scope = input.projects === undefined ? undefined : runScope(input.projects, input.tests);
  // A server run judges targets: the client requirements (lib/judging/client/) have their own report.
  const serverRequirements = input.catalogue.filter((r) => !isClientArea(r.area));
  const matrix = aggregateRequirements(serverRequirements, input.tests, scope);
  // Requirements of areas not wholly in scope that a test of the run named or evaluated are in
  // scope one by one, and the scope says so: never a PASSED beside "in scope: terminal".
  const partial =
    scope === undefined
      ? []
      : serverRequirements
          .filter((r) => !scope.areas.includes(r.area) && scope.ids.includes(r.id))
          .map((r) => r.id);
  const scopeInfo =
    scope === undefined
      ? { projects: [], areas: ['gateway', 'hash', 'terminal', 'printer'] as const }
      : {
          projects: scope.projects,
          areas: scope.areas,
          ...(partial.length === 0 ? {} : { requirements: partial }),
        };
  const today = input.endedAt.toISOString().slice(0, 10);
  const applied = applyExpectations(matrix, input.expectations.entries, targets, today);
  const expectationProblems = [
    ...(input.expectations.ok ? [] : input.expectations.errors),
    ...applied.problems,
  ];
  const untaggedFailures = input.tests.filter(
    (t) =>
      t.status !== 'passed' &&
      t.status !== 'skipped' &&
      t.requirementIds.length === 0 &&
      t.outcomes.length === 0,
  ).length;
  return {
    $schema: conformanceReportSchemaId,
    version: conformanceReportVersion,
    run: {
      paycertVersion: input.paycertVersion,
      nodeVersion: input.nodeVersion,
      startedAt: input.startedAt.toISOString(),
      endedAt: input.endedAt.toISOString(),
      status: input.runStatus,
      targets,
      scope: scopeInfo,
      ...(input.runTimeoutMs === undefined ? {} : { runTimeoutMs: input.runTimeoutMs }),
      ...(input.conditions === undefined ? {} : { conditions: input.conditions }),
      ...(input.evidence === true ? { evidence: true } : {}),
    },
    verdict: computeVerdict({
      results: applied.results,
      expectationProblems,
      untaggedFailures,
      runStatus: input.runStatus,
      scope: scopeInfo,
      ...(input.preflightErrors === undefined ? {} : { preflightErrors: input.preflightErrors }),
    }),
    requirements: applied.results,
  };
}
