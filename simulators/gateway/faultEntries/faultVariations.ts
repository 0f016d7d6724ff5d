/**
 * The fault switches as variation entries (kit/variation.ts): each fault
 * declared with its hooks (faultEntries/: name, the requirement it breaks,
 * what it does, the change to the finished answer). A fault without hooks
 * changes what the gateway accepts or decides (authentication, request
 * checks, the state machine): it is declared in faults.ts and stays a
 * `faults.has()` check in that step, since no finished answer can show it.
 */
import { faultEntryOf } from '../../kit/variation.js';
import type { FaultEntry, HookedFault } from '../variation.js';
import { answerFaults } from './answerFaults.js';
import { jobDocumentFaults } from './jobDocumentFaults.js';
import { tokenisationFaults } from './tokenisationFaults.js';

const hooked: readonly HookedFault[] = [...tokenisationFaults, ...jobDocumentFaults, ...answerFaults];

export const faultEntries: readonly FaultEntry[] = hooked.map((f) => faultEntryOf(f, f.hooks));

const byName = new Map(faultEntries.map((e) => [e.name, e]));

/** The entries of the active faults, in the order given. */
export function entriesOf(active: readonly string[]): FaultEntry[] {
  return active.flatMap((n) => byName.get(n) ?? []);
}

/** Whether the fault acts through an entry rather than a check in the pipeline. */
export function isEntryFault(name: string): boolean {
  return byName.has(name);
}
