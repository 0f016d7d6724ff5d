/**
 * The fault switches as variation entries (variations/variation.ts): each
 * fault of faults.ts (name, the requirement it breaks, what it does) with the
 * hooks that make its change to the finished answer. A fault without hooks
 * here changes what the gateway accepts or decides (authentication, request
 * checks, the state machine): it stays a `faults.has()` check in that step,
 * since no finished answer can show it.
 */
import { gatewayFaults, type GatewayFaultName } from '../faults.js';
import type { FaultEntry, VariationHooks } from '../variation.js';
import { answerFaults } from './answerFaults.js';
import { jobDocumentFaults } from './jobDocumentFaults.js';
import { tokenisationFaults } from './tokenisationFaults.js';

const hooksByFault: Partial<Record<GatewayFaultName, VariationHooks>> = {
  ...jobDocumentFaults,
  ...tokenisationFaults,
};

/** Merges two hook sets of one fault (a fault may bend the document and the redirect both). */
function merged(a: VariationHooks | undefined, b: VariationHooks | undefined): VariationHooks | undefined {
  if (a === undefined || b === undefined) return a ?? b;
  return { ...a, ...b };
}

export const faultEntries: readonly FaultEntry[] = gatewayFaults.flatMap((f) => {
  const hooks = merged(hooksByFault[f.name], answerFaults[f.name]);
  return hooks === undefined ? [] : [{ name: f.name, breaks: f.breaks, change: f.description, ...hooks }];
});

const byName = new Map(faultEntries.map((e) => [e.name, e]));

/** The entries of the active faults, in the order given. */
export function entriesOf(active: readonly string[]): FaultEntry[] {
  return active.flatMap((n) => byName.get(n) ?? []);
}

/** Whether the fault acts through an entry rather than a check in the pipeline. */
export function isEntryFault(name: string): boolean {
  return byName.has(name);
}
