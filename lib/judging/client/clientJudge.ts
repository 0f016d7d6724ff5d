/**
 * The contract between the recording proxy (which sees exchanges) and the
 * client judge (which evaluates the CL- requirements over them and writes the
 * client report). The proxy depends only on this interface.
 */
import type { ClientFeature } from '../requirements/feature.js';
import type { RawExchange, Side } from './rawExchange.js';

/** Outcomes an application can meet; the client report's coverage table counts each. */
export const clientOutcomes = [
  'terminal.approved',
  'terminal.declined',
  'terminal.cancelled',
  'terminal.host-error',
  'terminal.timeout',
  'terminal.busy',
  'terminal.out-of-paper',
  'gateway.3ds-passed',
  'gateway.3ds-failed',
  'gateway.3ds-not-authenticated',
  'gateway.3ds-cancelled',
  'gateway.token-paid',
] as const;

/**
 * Outcomes an application reaches only by breaking an observation: a start
 * refused as busy is a start while another was active, which CL-TM-BUSY-1
 * warns of every time. `--require-outcomes all` leaves them out; a list names
 * them (`all,terminal.busy`).
 */
export const warningOutcomes: readonly ClientOutcome[] = ['terminal.busy'];

/** What `--require-outcomes all` requires (of the sides carried): every outcome reachable without a warning. */
export const allOutcomes: readonly ClientOutcome[] = clientOutcomes.filter(
  (o) => !warningOutcomes.includes(o),
);

/**
 * Outcomes of the drills (docs/drills.md): the application met a drill and
 * recovered from it. Not part of `--require-outcomes all` (an application
 * run without drills meets none of them); `drills` names them all.
 */
export const recoveryOutcomes = [
  'terminal.recovered-lost-start',
  'terminal.recovered-slow-answer',
  'terminal.recovered-unreachable',
  'gateway.recovered-lost-job-answer',
  'gateway.return-visited-twice',
  'gateway.return-without-payment',
] as const;

export type ClientOutcome = (typeof clientOutcomes)[number] | (typeof recoveryOutcomes)[number];

/** Every row of the coverage table: the outcomes, then the recoveries from drills. */
export const coverageOutcomes: readonly ClientOutcome[] = [...clientOutcomes, ...recoveryOutcomes];

export function isRecoveryOutcome(o: ClientOutcome): boolean {
  return (recoveryOutcomes as readonly string[]).includes(o);
}

export interface ClientJudgeOptions {
  /** The merchant's API keys (GATEWAY_API_KEY, or the embedded simulator's): Hashes are judged with them, never written. */
  readonly gatewayApiKeys: readonly string[];
  /** Literal secrets (terminal password, API keys) that redaction must remove from every output. */
  readonly secrets: readonly string[];
}

export interface ClientRunInfo {
  readonly startedAt: Date;
  readonly endedAt: Date;
  /** The interfaces the proxy carried; the other side's requirements are OUT OF SCOPE. */
  readonly sides: readonly Side[];
  /** `--require-outcomes`: `all` (allOutcomes of the sides carried), a list, or none required. */
  readonly requireOutcomes: 'all' | readonly ClientOutcome[];
  /** `--features` / PAYCERT_FEATURES: features the application must use (none when absent). */
  readonly features?: readonly ClientFeature[];
  /** How each side was reached (upstream URL or "embedded simulator"), for the report's header. */
  readonly upstreams: Readonly<Partial<Record<Side, string>>>;
}

export interface ClientVerdict {
  readonly verdict: 'PASS' | 'FAIL' | 'ERROR' | 'INCOMPLETE';
  readonly exitCode: 0 | 1 | 2 | 3;
  /** SHA-256 of the manifest.json written last into the report folder. */
  readonly manifestSha256: string;
  /** The console's account of the report (lib/reporting/report/renderConsoleSummary.ts), redacted. */
  readonly summary: string;
}

export interface ClientJudge {
  /** Reads one exchange, in `seq` order; keeps only bounded state. Never throws on target data. */
  observe(exchange: RawExchange): void;
  /** Writes conformance.{json,md,html}, verdict.json and manifest.json into `dir` (fresh). */
  writeReport(dir: string, run: ClientRunInfo): Promise<ClientVerdict>;
}
