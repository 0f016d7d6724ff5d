/**
 * The client report: a conformance report (lib/reporting/report/conformanceReport.ts)
 * over the client requirements, with `client` holding what only it has: the
 * sides carried, the exchanges seen and the outcome coverage table.
 */
import type { ConformanceReport } from '../../reporting/report/conformanceReport.js';
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
  /** The judge's bounded memory: entries per map and how many were forgotten. */
  readonly memory: { readonly capacity: number; readonly evicted: number };
}

export type ClientReport = ConformanceReport & { readonly client: ClientSection };

export function sideOfOutcome(o: ClientOutcome): Side {
  return o.startsWith('terminal.') ? 'terminal' : 'gateway';
}
