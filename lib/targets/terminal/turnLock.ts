/**
 * One holder at a time across processes, served in arrival order: each
 * waiter writes a ticket into a folder named after the resource (system temp
 * folder), and the oldest ticket of a live process holds the turn. A holder
 * that releases and asks again queues behind those already waiting, so two
 * workers sharing one device take turns instead of one starving the other. A
 * ticket left by a dead process is removed by the next waiter. Every wait is
 * bounded.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pollUntil } from './pollUntil.js';
import { processAlive as alive } from '../../support/process/processAlive.js';

export interface Turn {
  release(): void;
}

/** `<monotonic ns>-<pid>-<random>`: sorted by name is sorted by arrival (CLOCK_MONOTONIC is machine-wide). */
const ticketName = /^(\d{20})-(\d{10})-[0-9a-f]{8}$/;

function folderOf(resource: string): string {
  return join(tmpdir(), 'paycert-turns', createHash('sha256').update(resource).digest('hex').slice(0, 16));
}

function remove(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

/** The last one out removes the folder; a waiter that just made it makes it again. */
function leaveNoFolder(folder: string): void {
  try {
    rmdirSync(folder); // only when empty
  } catch {
    // tickets of others are still in it
  }
}

/** Writes the ticket, making the folder again when the last holder just removed it (bounded). */
function writeTicket(folder: string, path: string): void {
  for (let attempt = 1; ; attempt++) {
    mkdirSync(folder, { recursive: true });
    try {
      writeFileSync(path, '', { flag: 'wx' });
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || attempt >= 5) throw e;
    }
  }
}

/** Whether `mine` is the oldest ticket of a live process (dead ones ahead of it are removed). */
function myTurn(folder: string, mine: string): boolean {
  const tickets = readdirSync(folder)
    .filter((t) => ticketName.test(t))
    .sort();
  for (const t of tickets) {
    if (t === mine) return true;
    const pid = Number(ticketName.exec(t)?.[2]);
    if (pid !== process.pid && !alive(pid)) remove(join(folder, t));
    else return false;
  }
  // Our own ticket vanished (a temp-folder cleaner): the turn is not ours to claim.
  return false;
}

/** Waits (bounded) for the turn on `resource`; undefined when `timeoutMs` passes first. */
export async function takeTurn(resource: string, timeoutMs: number): Promise<Turn | undefined> {
  const folder = folderOf(resource);
  const mine = `${process.hrtime.bigint().toString().padStart(20, '0')}-${String(process.pid).padStart(10, '0')}-${randomBytes(4).toString('hex')}`;
  const path = join(folder, mine);
  writeTicket(folder, path);
  const got = await pollUntil(
    () => Promise.resolve(myTurn(folder, mine)),
    (ok) => ok,
    { timeoutMs, maxDelayMs: 200 },
  );
  if (!got.done) {
    remove(path);
    leaveNoFolder(folder);
    return undefined;
  }
  let released = false;
  return {
    release(): void {
      if (released) return;
      released = true;
      remove(path);
      leaveNoFolder(folder);
    },
  };
}
