/**
 * Who owns a running simulator's card reader, across the runs of one
 * machine. A run that drives a simulator switches its automatic card
 * presentation off for the run (a card presented by the simulator while the
 * suite presents its own is a race the suite can lose on a busy machine) and
 * restores it afterwards. Two runs may drive one simulator at once: each
 * writes an owner ticket into a folder named after the simulator (system
 * temp folder, as the device turns do, turnLock.ts) holding the setting the
 * first owner found; only the last owner out restores it, so one run's end
 * never switches presentation back on under another. A ticket of a process
 * that died is cleared by the next owner, its recorded setting kept.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { processAlive as alive } from '../../support/process/processAlive.js';

export type AutoPresent = false | { readonly delayMs: number };

export interface Ownership {
  /** The setting the simulator had before the first of its current owners switched it off. */
  readonly found: AutoPresent;
  /** Ends this run's ownership; returns the setting to restore when it was the last owner, else undefined. */
  release(): AutoPresent | undefined;
}

const ticketName = /^(\d{10})-[0-9a-f]{8}\.json$/;

function folderOf(simulatorUrl: string): string {
  const key = createHash('sha256').update(simulatorUrl).digest('hex').slice(0, 16);
  return join(tmpdir(), 'paycert-card-readers', key);
}

function readTicket(path: string): AutoPresent | undefined {
  try {
    const v = (JSON.parse(readFileSync(path, 'utf8')) as { found?: unknown }).found;
    if (v === false) return false;
    const d = (v as { delayMs?: unknown } | null)?.delayMs;
    return typeof d === 'number' ? { delayMs: d } : undefined;
  } catch {
    return undefined;
  }
}

function remove(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

/** Tickets in the folder, the dead ones' setting kept but their files removed. */
function tickets(folder: string): { live: string[]; recorded: AutoPresent | undefined } {
  let names: string[] = [];
  try {
    names = readdirSync(folder).filter((n) => ticketName.test(n));
  } catch {
    return { live: [], recorded: undefined };
  }
  let recorded: AutoPresent | undefined;
  const live: string[] = [];
  for (const n of names.sort()) {
    const path = join(folder, n);
    recorded ??= readTicket(path);
    if (alive(Number(ticketName.exec(n)?.[1]))) live.push(path);
    else remove(path);
  }
  return { live, recorded };
}

/** Becomes an owner of the simulator at `simulatorUrl`, which currently has `current`. */
export function ownCardReader(simulatorUrl: string, current: AutoPresent): Ownership {
  const folder = folderOf(simulatorUrl);
  mkdirSync(folder, { recursive: true });
  // The setting before any owner: recorded by an earlier owner (live or dead), else what is there now.
  const found = tickets(folder).recorded ?? current;
  const mine = join(
    folder,
    `${String(process.pid).padStart(10, '0')}-${randomBytes(4).toString('hex')}.json`,
  );
  writeFileSync(mine, JSON.stringify({ found }), { flag: 'wx' });
  let released = false;
  return {
    found,
    release(): AutoPresent | undefined {
      if (released) return undefined;
      released = true;
      remove(mine);
      if (tickets(folder).live.length > 0) return undefined;
      try {
        rmdirSync(folder);
      } catch {
        // another owner just came
      }
      return found;
    },
  };
}
