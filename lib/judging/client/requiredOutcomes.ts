/**
 * The outcomes `--require-outcomes` asks for: the coverage table's rows
 * (which are required, of the sides carried; `all` is every outcome an
 * application reaches without a warning, clientJudge.ts's allOutcomes) and
 * the required outcomes not met, each a reason the verdict is INCOMPLETE:
 * a side not carried, a feature the application never used, or an outcome
 * it never reached.
 */
import type { Unverified } from '../../reporting/report/conformanceReport.js';
import { featureOfOutcome } from '../requirements/feature.js';
import { allOutcomes, type ClientRunInfo } from './clientJudge.js';
import { sideOfOutcome, type CoverageRow, type FeatureRow } from './clientReport.js';
import { outcomeOfUnusedFeature } from './featureScope.js';
import type { OutcomeCount } from './outcomeCoverage.js';

/** The coverage table's rows: each outcome's side, whether the run carried it, whether it is required. */
export function coverageRows(counts: readonly OutcomeCount[], run: ClientRunInfo): CoverageRow[] {
  const req = run.requireOutcomes;
  return counts.map((c) => {
    const side = sideOfOutcome(c.outcome);
    const inScope = run.sides.includes(side);
    const required = req === 'all' ? inScope && allOutcomes.includes(c.outcome) : req.includes(c.outcome);
    return { ...c, side, inScope, required };
  });
}

/** The required outcomes not met, as the verdict's "not evaluated" entries, each with why. */
export function missingOutcomeEntries(
  coverage: readonly CoverageRow[],
  features: readonly FeatureRow[],
): Unverified[] {
  return coverage
    .filter((c) => c.required && !c.met)
    .map((c) => {
      const o = c.outcome;
      const unused = outcomeOfUnusedFeature(featureOfOutcome(o), features);
      return {
        id: `outcome ${o}`,
        outcome: 'NOT RUN',
        reason: !c.inScope
          ? `required outcome ${o} cannot be met: the proxy did not carry the ${sideOfOutcome(o)} side`
          : `required outcome ${o} was not met: ${unused ?? 'the application never reached it'}`,
      };
    });
}
