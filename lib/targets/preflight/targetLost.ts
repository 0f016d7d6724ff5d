/**
 * A target that stops answering mid-run ends the run as ERROR, not as
 * hundreds of failures: each worker slot counts the tests in a row that ended
 * on transport trouble; at `lostAfter` the run is marked lost and every later
 * test, in every worker, is NOT RUN with the reason. Files, not memory,
 * because Playwright restarts a worker after a failed test, and the slots
 * share no memory. The folder is the run's output folder, which Playwright
 * empties at the start of each run.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Consecutive tests of one worker slot ended by transport trouble before the run is lost. */
export const lostAfter = 3;

const lostFile = 'paycert-target-lost.txt';
const slotFile = (slot: number): string => `paycert-transport-${slot}.txt`;

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** The reason the run was marked lost, or undefined while the target answers. */
export function lostReason(dir: string): string | undefined {
  return read(join(dir, lostFile));
}

/** Notes a test that ended on transport trouble; returns the lost reason once the run is lost. */
export function noteTransportTrouble(dir: string, slot: number, trouble: string): string | undefined {
  mkdirSync(dir, { recursive: true });
  const count = (Number(read(join(dir, slotFile(slot)))) || 0) + 1;
  writeFileSync(join(dir, slotFile(slot)), String(count));
  if (count < lostAfter) return undefined;
  const reason = `the target stopped answering (${count} tests in a row ended on: ${trouble})`;
  if (lostReason(dir) === undefined) writeFileSync(join(dir, lostFile), reason);
  return lostReason(dir);
}

/** Notes a test that reached the target: the count of its slot starts again. */
export function noteTargetAnswered(dir: string, slot: number): void {
  rmSync(join(dir, slotFile(slot)), { force: true });
}
