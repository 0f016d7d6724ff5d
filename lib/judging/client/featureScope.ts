/**
 * The client report's scope by feature (lib/judging/requirements/feature.ts):
 * which optional features the application used and how often, the sentence
 * that puts a requirement of a feature never used OUT OF SCOPE, and the
 * declared features (`--features`, PAYCERT_FEATURES) it never used, each of
 * which keeps a PASS from being one. A requirement whose feature was used but
 * that no exchange exercised stays NOT RUN, as any other.
 */
import type { Unverified } from '../../reporting/report/conformanceReport.js';
import type { Requirement } from '../requirements/requirement.js';
import { clientFeatures, featureDefinitions, type ClientFeature } from '../requirements/feature.js';
import type { ClientRunInfo } from './clientJudge.js';
import type { FeatureRow } from './clientReport.js';
import type { FeatureUse } from './featureUse.js';
import type { Side } from './rawExchange.js';

/** One row per feature, in the list's order. */
export function featureRows(
  use: FeatureUse,
  run: ClientRunInfo,
  requirements: readonly Requirement[],
): FeatureRow[] {
  const declared = run.features ?? [];
  return clientFeatures.map((feature) => {
    const d = featureDefinitions[feature];
    const seen = use.get(feature);
    const inScope = run.sides.includes(d.side);
    return {
      feature,
      side: d.side,
      inScope,
      declared: declared.includes(feature),
      used: seen !== undefined,
      exchanges: seen?.exchanges ?? 0,
      ...(seen === undefined ? {} : { firstSeq: seen.firstSeq }),
      requirements: requirements.filter((r) => r.feature === feature).map((r) => r.id),
      ...(seen !== undefined ? {} : { reason: inScope ? d.unused : notCarried(d.side) }),
    };
  });
}

export function notCarried(side: Side): string {
  return `the proxy did not carry the ${side} side`;
}

/** Why a requirement of a feature never used is OUT OF SCOPE, or undefined when its feature was used (or it has none). */
export function unusedFeatureReason(r: Requirement, rows: readonly FeatureRow[]): string | undefined {
  const row = r.feature === undefined ? undefined : rows.find((x) => x.feature === r.feature);
  return row === undefined || row.used ? undefined : `feature ${row.feature} unused: ${row.reason ?? ''}`;
}

/** The declared features never used, as the verdict's "not evaluated" entries. */
export function missingFeatureEntries(rows: readonly FeatureRow[]): Unverified[] {
  return rows
    .filter((f) => f.declared && !f.used)
    .map((f) => ({
      id: `feature ${f.feature}`,
      outcome: 'NOT RUN',
      reason: f.inScope
        ? `declared feature ${f.feature} (--features, PAYCERT_FEATURES) was never used: ${f.reason ?? ''}`
        : `declared feature ${f.feature} cannot be used: ${f.reason ?? ''}`,
    }));
}

/** A required outcome only a feature the application never used can meet: that feature's sentence. */
export function outcomeOfUnusedFeature(
  feature: ClientFeature | undefined,
  rows: readonly FeatureRow[],
): string | undefined {
  const row = rows.find((x) => x.feature === feature);
  return row === undefined || row.used ? undefined : row.reason;
}
