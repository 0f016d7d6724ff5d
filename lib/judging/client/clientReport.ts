/**
 * The client report: a conformance report (lib/reporting/report/conformanceReport.ts)
 * over the client requirements, with `client` holding what only it has: the
 * sides carried, the exchanges seen, the outcome coverage table and the
 * optional features used.
 */
import type { ConformanceReport } from '../../reporting/report/conformanceReport.js';
import type { ClientFeature } from '../requirements/feature.js';
import type { ClientOutcome } from './clientJudge.js';
import type { Side } from './rawExchange.js';

export interface CoverageRow {
  readonly outcome: ClientOutcome;
  readonly side: Side;
  /** The run carried this outcome's side. */
  readonly inScope: boolean;
  /** `--require-outcomes` named it (or `all`, for a side carried). */
  readonly required: boolean;
  readonly met: boolean;
  readonly count: number;
  readonly firstSeq?: number;
}

/** One optional feature (lib/judging/requirements/feature.ts) as the run saw it. */
export interface FeatureRow {
  readonly feature: ClientFeature;
  readonly side: Side;
  /** The run carried its side. */
  readonly inScope: boolean;
  /** `--features` / PAYCERT_FEATURES named it: never used, it keeps a PASS from being one (INCOMPLETE). */
  readonly declared: boolean;
  readonly used: boolean;
  /** Exchanges that used it, and the first. */
  readonly exchanges: number;
  readonly firstSeq?: number;
  /** The client requirements that belong to it. */
  readonly requirements: readonly string[];
  /** Unused: why its requirements are OUT OF SCOPE, a sentence about the application. */
  readonly reason?: string;
}

export interface ExchangeCounts {
  readonly total: number;
  /** The application's requests to each interface. */
  readonly terminal: number;
  readonly gateway: number;
  /** The shopper's browser on the gateway's pages. */
  readonly browser: number;
  /** Simulator control API calls (/_sim/): not judged. */
  readonly control: number;
  /** Exchanges the upstream never answered (the proxy's error). */
  readonly unanswered: number;
}

export interface ClientSection {
  readonly sides: readonly Side[];
  readonly upstreams: Readonly<Partial<Record<Side, string>>>;
  readonly exchanges: ExchangeCounts;
  readonly requireOutcomes: 'all' | readonly ClientOutcome[];
  readonly coverage: readonly CoverageRow[];
  /** Required outcomes not met: each keeps a PASS from being one (INCOMPLETE). */
  readonly missingOutcomes: readonly ClientOutcome[];
  /** Every optional feature: used or not, with the exchanges that used it. */
  readonly features: readonly FeatureRow[];
  /** The features the application was declared to use (`--features`, PAYCERT_FEATURES). */
  readonly declaredFeatures: readonly ClientFeature[];
  /** Declared features never used: each keeps a PASS from being one (INCOMPLETE). */
  readonly missingFeatures: readonly ClientFeature[];
  /** The judge's bounded memory: entries per map and how many were forgotten. */
  readonly memory: { readonly capacity: number; readonly evicted: number };
}

export type ClientReport = ConformanceReport & { readonly client: ClientSection };

/** How every rendering of the client report names it. */
export const clientReportTitle = 'paycert client';

export function sideOfOutcome(o: ClientOutcome): Side {
  return o.startsWith('terminal.') ? 'terminal' : 'gateway';
}
