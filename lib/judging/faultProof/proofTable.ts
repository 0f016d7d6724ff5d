/**
 * The suite-strength table (after schemathesis: a check never shown failing
 * may assert nothing): for every MUST requirement, whether a fault switch has
 * shown that its check fails. A fault proves its requirement when a failing
 * test carries the id, as a tag or as a FAILED outcome.
 */
import { isClientArea, type Requirement } from '../requirements/requirement.js';
import type { RequirementId } from '../requirements/catalogue.js';
import type { TestFact } from './playwrightJson.js';

export interface FaultRun {
  readonly fault: string;
  readonly simulator: 'terminal' | 'gateway';
  readonly breaks: RequirementId;
  /** Requirements the fault declares it breaks too (runFaultProof.ts, FaultCase). */
  readonly alsoBreaks?: readonly RequirementId[];
  readonly facts: readonly TestFact[];
  /** Set when the run itself broke (config error, crash) rather than a test failing. */
  readonly error?: string;
}

/** `not exact`: the fault was detected, but it also failed requirements it does not break. */
export type ProofStatus = 'proven' | 'not exact' | 'unproven' | 'not detected' | 'not breakable';

export interface ProofRow {
  readonly id: string;
  readonly status: ProofStatus;
  readonly faults: readonly string[];
  readonly note?: string;
}

/**
 * Whether this run shows the deviation with the right severity: the broken
 * requirement recorded FAILED (under `npm run prove`, `verify` records MUST
 * failures without failing the test), a failing test that carries the id, or,
 * for a fault that breaks an observation, a WARNING recorded for it.
 */
export function detects(run: FaultRun): boolean {
  if (run.error !== undefined) return false;
  return run.facts.some(
    (f) =>
      f.failedIds.includes(run.breaks) ||
      (f.failed && f.tags.includes(run.breaks)) ||
      f.warningIds.includes(run.breaks),
  );
}

/**
 * The requirements a fault run failed beyond the one it breaks: one broken
 * rule must fail one requirement, so each extra id is an error of the proof
 * (a check that blames the wrong rule, or a tag-only outcome).
 */
export function extraFailures(run: FaultRun): string[] {
  const named = new Set<string>([run.breaks, ...(run.alsoBreaks ?? [])]);
  return [...new Set(run.facts.flatMap((f) => f.failedIds))].filter((id) => !named.has(id)).sort();
}

/**
 * `unbreakable` names the MUST requirements no simulator fault can break, each with the reason
 * (lib/judging/faultProof/unbreakable.ts); they are listed, not counted as gaps.
 */
export function proofTable(
  requirements: readonly Requirement[],
  runs: readonly FaultRun[],
  unbreakable: ReadonlyMap<string, string> = new Map(),
): ProofRow[] {
  // Client requirements judge an application, not a simulator: selftest/client/ proves each.
  return requirements
    .filter((r) => r.level === 'MUST' && !isClientArea(r.area))
    .map((r): ProofRow => {
      const mine = runs.filter((x) => x.breaks === r.id);
      const why = unbreakable.get(r.id);
      if (mine.length === 0 && why !== undefined)
        return { id: r.id, status: 'not breakable', faults: [], note: why };
      if (mine.length === 0) return { id: r.id, status: 'unproven', faults: [] };
      const missed = mine.filter((x) => !detects(x));
      const inexact = mine.filter((x) => extraFailures(x).length > 0);
      if (missed.length === 0 && inexact.length > 0)
        return {
          id: r.id,
          status: 'not exact',
          faults: mine.map((x) => x.fault),
          note: inexact.map((x) => `${x.fault} also failed ${extraFailures(x).join(', ')}`).join('; '),
        };
      if (missed.length === 0) return { id: r.id, status: 'proven', faults: mine.map((x) => x.fault) };
      return {
        id: r.id,
        status: 'not detected',
        faults: mine.map((x) => x.fault),
        note: missed.map((x) => `${x.fault}${x.error === undefined ? '' : `: ${x.error}`}`).join('; '),
      };
    });
}

export function formatProofTable(rows: readonly ProofRow[]): string {
  const count = (s: ProofStatus): number => rows.filter((r) => r.status === s).length;
  const lines = [
    'MUST requirement  status        fault switches',
    ...rows.map(
      (r) =>
        `${r.id.padEnd(17)} ${r.status.padEnd(13)} ${r.faults.join(', ')}${r.note ? `  (${r.note})` : ''}`,
    ),
    '',
    `${count('proven')} proven, ${count('not exact')} not exact (failed more than they break), ${count('not detected')} not detected, ${count('unproven')} unproven (no fault switch yet), ${count('not breakable')} not breakable by a simulator`,
  ];
  return lines.join('\n');
}
