/**
 * The report of a run that could not judge the target before or outside
 * Playwright (a pre-flight problem, a Playwright crash): verdict ERROR with
 * the reasons, every requirement in scope NOT RUN, written like any report,
 * so a reports folder never holds an older verdict.
 */
import type { ParsedExpectations } from '../../judging/expectations/expectedFailure.js';
import type { Requirement } from '../../judging/requirements/requirement.js';
import { buildConformanceReport } from './buildConformanceReport.js';
import type { ConformanceReport } from './conformanceReport.js';

export interface ErrorReportInput {
  readonly catalogue: readonly Requirement[];
  readonly problems: readonly string[];
  readonly projects: readonly string[];
  readonly paycertVersion: string;
  readonly startedAt: Date;
  readonly endedAt: Date;
}

const noExpectations: ParsedExpectations = { ok: true, entries: [] };

export function errorReport(input: ErrorReportInput): ConformanceReport {
  return buildConformanceReport({
    catalogue: input.catalogue,
    tests: [],
    expectations: noExpectations,
    paycertVersion: input.paycertVersion,
    nodeVersion: process.version,
    startedAt: input.startedAt,
    endedAt: input.endedAt,
    runStatus: 'failed',
    projects: input.projects,
    preflightErrors: input.problems,
    // Only `paycert conformance` writes it, into its evidence folder.
    evidence: true,
  });
}
