/**
 * The Playwright projects of a fault proof: one per fault switch, running only
 * the tests tagged with the requirement the fault breaks, against an embedded
 * simulator with that one fault on. One `playwright test` run then proves
 * every fault with full worker parallelism, instead of one run per fault.
 */
import type { RequirementId } from '../requirements/catalogue.js';

/** One fault switch and the requirement it breaks: what a fault project proves. */
export interface FaultCase {
  readonly fault: string;
  readonly simulator: 'terminal' | 'gateway';
  readonly breaks: RequirementId;
  /**
   * Further requirements the fault breaks by the spec's own words (e.g. a value
   * outside a schema enum also breaks the schema rule), declared beside the
   * fault: failing them does not make the proof "not exact".
   */
  readonly alsoBreaks?: readonly RequirementId[];
}

export const faultProjectPrefix = 'fault/';

export interface FaultProject {
  readonly name: string;
  readonly testDir: string;
  readonly grep: RegExp;
  /** One worker each: most fault projects hold a few tests, and every worker start costs a second. */
  readonly workers: number;
  /** A broken target often makes a test wait for what never comes; the verdict does not need the full wait. */
  readonly timeout: number;
  readonly use: { readonly terminalFaults?: string[]; readonly gatewayFaults?: string[] };
}

/** `\b` keeps @TM-TXN-1 from selecting the tests of @TM-TXN-10. */
export function tagPattern(id: string): RegExp {
  return new RegExp(`@${id.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}\\b`);
}

export function faultProjectName(c: FaultCase): string {
  return `${faultProjectPrefix}${c.simulator}/${c.fault}`;
}

export function faultProjects(cases: readonly FaultCase[], testDir = 'suites'): FaultProject[] {
  return cases.map((c) => ({
    name: faultProjectName(c),
    testDir,
    grep: tagPattern(c.breaks),
    workers: 1,
    timeout: 15_000,
    use: c.simulator === 'terminal' ? { terminalFaults: [c.fault] } : { gatewayFaults: [c.fault] },
  }));
}
