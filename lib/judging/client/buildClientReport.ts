/**
 * From the judge's tallies to the client report: one result per client
 * requirement (OUT OF SCOPE for a side the proxy did not carry or a feature
 * the application never used, with the reason; NOT RUN, with what the
 * application never sent, when no exchange exercised it), the verdict by
 * lib/reporting/report/computeVerdict.ts, then the required outcomes and the
 * declared features: one not met turns a PASS into INCOMPLETE (FAIL and
 * ERROR stay: they say more).
 */
import { catalogue, type RequirementId } from '../requirements/catalogue.js';
import type { Outcome } from '../requirements/outcome.js';
import { isClientArea, type Requirement } from '../requirements/requirement.js';
import { computeVerdict } from '../../reporting/report/computeVerdict.js';
import {
  requirementRow,
  type RequirementResult,
  type TestRef,
} from '../../reporting/report/conformanceReport.js';
import { conformanceReportVersion } from '../../reporting/report/conformanceReport.js';
import { conformanceReportSchemaId } from '../../reporting/report/conformanceReportSchema.js';
import type { TargetInfo } from '../../reporting/report/target.js';
import type { ClientRunInfo } from './clientJudge.js';
import type { ClientReport, ExchangeCounts, FeatureRow } from './clientReport.js';
import { featureRows, missingFeatureEntries, notCarried, unusedFeatureReason } from './featureScope.js';
import type { FeatureUse } from './featureUse.js';
import { notRunReason } from './notRunReasons.js';
import type { OutcomeCount } from './outcomeCoverage.js';
import type { Side } from './rawExchange.js';
import { coverageRows, missingOutcomeEntries } from './requiredOutcomes.js';
import type { RequirementTally, Tally } from './requirementTally.js';

export interface ClientReportInput {
  readonly tally: RequirementTally;
  readonly coverage: readonly OutcomeCount[];
  readonly features: FeatureUse;
  readonly exchanges: ExchangeCounts;
  readonly gatewayKeys: number;
  readonly memory: { readonly capacity: number; readonly evicted: number };
  readonly run: ClientRunInfo;
  readonly paycertVersion: string;
}

export const clientRequirementList: readonly Requirement<RequirementId>[] = catalogue.filter((r) =>
  isClientArea(r.area),
);

export function sideOfArea(area: Requirement['area']): Side {
  return area === 'client-gateway' ? 'gateway' : 'terminal';
}

function outcomeOf(t: Tally | undefined): Outcome {
  if (t === undefined) return 'NOT RUN';
  if (t.brokenAs !== undefined) return t.brokenAs;
  if (t.errors > 0) return 'ERROR';
  return t.held > 0 ? 'PASSED' : 'NOT RUN';
}

function refsOf(r: Requirement, t: Tally, outcome: Outcome): TestRef[] {
  const refs: TestRef[] = t.offences.map((o) => ({
    title: `#${o.seq} ${o.evidence.request ?? ''}`,
    location: `exchange #${o.seq}`,
    project: o.side,
    status: 'failed',
    outcome: o.outcome,
    message: o.message,
    evidence: o.evidence,
  }));
  if (outcome === 'PASSED' && t.firstHeldSeq !== undefined)
    refs.push({
      title: `first of ${t.held} exchange(s) that held it`,
      location: `exchange #${t.firstHeldSeq}`,
      project: sideOfArea(r.area),
      status: 'passed',
      outcome: 'PASSED',
    });
  return refs;
}

function messagesOf(t: Tally, outcome: Outcome): string[] {
  const judged = t.held + t.broken + t.errors;
  const distinct = [...new Set(t.offences.map((o) => o.message))];
  if (outcome === 'PASSED') return [`held on ${t.held} exchange(s)`];
  const first = t.offences[0];
  const bad = t.broken + t.errors;
  const lead = `${bad} of ${judged} exchange(s) broke it${first === undefined ? '' : `; first #${first.seq}: ${first.message}`}`;
  const shown = t.offences.length < bad ? [`(the first ${t.offences.length} are shown)`] : [];
  return [lead, ...distinct.slice(1), ...shown];
}

/** How many exchanges decided the outcome (the report lists the first few of them). */
function occurrencesOf(t: Tally, outcome: Outcome): number {
  return outcome === 'PASSED' ? t.held : outcome === 'ERROR' ? t.errors : t.broken;
}

function resultOf(
  r: Requirement,
  input: ClientReportInput,
  features: readonly FeatureRow[],
): RequirementResult {
  const base = requirementRow(r);
  const side = sideOfArea(r.area);
  if (!input.run.sides.includes(side))
    return { ...base, outcome: 'OUT OF SCOPE', messages: [notCarried(side)], tests: [] };
  const t = input.tally.get(r.id as RequirementId);
  // A feature never used: out of scope, unless an exchange broke the rule all the same (never hidden).
  const unused = unusedFeatureReason(r, features);
  if (unused !== undefined && (t === undefined || t.broken + t.errors === 0))
    return { ...base, outcome: 'OUT OF SCOPE', messages: [unused], tests: [] };
  const outcome = outcomeOf(t);
  if (t === undefined || outcome === 'NOT RUN')
    return {
      ...base,
      outcome,
      messages: [notRunReason(r.id as RequirementId, input.gatewayKeys)],
      tests: [],
    };
  return {
    ...base,
    outcome,
    messages: messagesOf(t, outcome),
    tests: refsOf(r, t, outcome),
    occurrences: occurrencesOf(t, outcome),
  };
}

function targetsOf(run: ClientRunInfo): TargetInfo[] {
  return run.sides.map((side) => {
    const where = run.upstreams[side] ?? 'embedded simulator';
    let host = where;
    try {
      host = new URL(where).host;
    } catch {
      // "embedded simulator": no URL
    }
    const simulator = !/^https?:/i.test(where);
    return side === 'terminal'
      ? { kind: 'terminal', host, simulator }
      : { kind: 'gateway', host, environment: simulator ? 'simulator' : 'upstream', simulator };
  });
}

export function buildClientReport(input: ClientReportInput): ClientReport {
  const features = featureRows(input.features, input.run, clientRequirementList);
  const results = clientRequirementList.map((r) => resultOf(r, input, features));
  const areas = [...new Set(results.filter((r) => r.outcome !== 'OUT OF SCOPE').map((r) => r.area))];
  const scope = { projects: input.run.sides.map((s) => `client-${s}`), areas };
  const t = input.tally;
  const internal =
    t.internalErrorCount > t.internalErrors.length
      ? [...t.internalErrors, `… and ${t.internalErrorCount - t.internalErrors.length} more`]
      : t.internalErrors;
  const base = computeVerdict({
    results,
    expectationProblems: [],
    untaggedFailures: 0,
    runStatus: 'passed',
    scope,
    preflightErrors: internal,
  });
  const coverage = coverageRows(input.coverage, input.run);
  const missing = coverage.filter((c) => c.required && !c.met).map((c) => c.outcome);
  const gaps = [...missingOutcomeEntries(coverage, features), ...missingFeatureEntries(features)];
  const verdictName = base.verdict === 'PASS' && gaps.length > 0 ? 'INCOMPLETE' : base.verdict;
  return {
    $schema: conformanceReportSchemaId,
    version: conformanceReportVersion,
    run: {
      paycertVersion: input.paycertVersion,
      nodeVersion: process.version,
      startedAt: input.run.startedAt.toISOString(),
      endedAt: input.run.endedAt.toISOString(),
      status: 'proxy stopped',
      targets: targetsOf(input.run),
      scope,
    },
    verdict: {
      ...base,
      verdict: verdictName,
      pass: verdictName === 'PASS',
      notEvaluated: [...base.notEvaluated, ...gaps],
    },
    requirements: results,
    client: {
      sides: [...input.run.sides],
      upstreams: input.run.upstreams,
      exchanges: input.exchanges,
      requireOutcomes: input.run.requireOutcomes,
      coverage,
      missingOutcomes: missing,
      features,
      declaredFeatures: [...(input.run.features ?? [])],
      missingFeatures: features.filter((f) => f.declared && !f.used).map((f) => f.feature),
      memory: input.memory,
    },
  };
}
