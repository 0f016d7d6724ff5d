/**
 * How a fault proof runs in Playwright. Each test tagged with the requirement
 * a fault breaks runs once more, as a copy named after the fault, against a
 * simulator that has that one fault switched on for that test only
 * (fixtures/faultSwitch.ts switches it through the simulator's control API,
 * after a reset, and off again after the test). All copies are one project,
 * so the workers that prove them each prove many faults: Playwright never
 * lets a worker serve two projects, and one project per fault switch cost a
 * worker start (a Node process, the suites loaded, a browser for the 3-D
 * Secure tests) for each of some 140 faults.
 */
import type { RequirementId } from '../requirements/catalogue.js';

/** One fault switch and the requirement it breaks: what a fault copy proves. */
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

/** The project of the fault copies. */
export const faultProofProject = 'fault proof';

/** The tag every fault copy carries (so the baseline projects leave the copies out). */
export const faultCopyTag = '@paycert-fault-copy';

/** The annotation naming a copy's fault (`terminal/wrong-total`): what the proof reads back. */
export const faultAnnotation = 'paycert-fault';

export function faultKey(c: Pick<FaultCase, 'simulator' | 'fault'>): string {
  return `${c.simulator}/${c.fault}`;
}

/** The fault cases a test with these tags (`@TM-TXN-2`) is copied for: those whose requirement it carries. */
export function casesForTags(tags: readonly string[], cases: readonly FaultCase[]): FaultCase[] {
  const ids = new Set(tags.map((t) => t.replace(/^@/, '')));
  return cases.filter((c) => ids.has(c.breaks));
}

/** The copy's title: the test's, with the fault it runs under. */
export function faultCopyTitle(title: string, c: FaultCase): string {
  return `${title} [${c.simulator} fault ${c.fault}]`;
}

/** The fault cases a proof run holds: PAYCERT_PROVE_ONLY narrows them (comma-separated names). */
export function provenCases(all: readonly FaultCase[], env: NodeJS.ProcessEnv = process.env): FaultCase[] {
  const only = new Set((env.PAYCERT_PROVE_ONLY ?? '').split(',').filter((f) => f !== ''));
  return all.filter((c) => only.size === 0 || only.has(c.fault));
}

export interface FaultProofProject {
  readonly name: string;
  readonly testDir: string;
  readonly grep: RegExp;
  /** A broken target often makes a test wait for what never comes; the verdict does not need the full wait. */
  readonly timeout: number;
  readonly fullyParallel: true;
}

/** The one project of the copies, beside the baseline (the product projects, copies left out). */
export function faultProofProjectOf(testDir = 'suites'): FaultProofProject {
  return {
    name: faultProofProject,
    testDir,
    grep: new RegExp(faultCopyTag),
    timeout: 15_000,
    fullyParallel: true,
  };
}
