/**
 * One transaction at a time per device, across worker processes: a lock
 * file per device URL in the system temp folder, created exclusively, with
 * the holder's pid so a lock left by a dead process is taken over. Needed
 * when a fleet run has more workers than devices.
 */
import { createHash } from 'node:crypto';
import { openSync, closeSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pollUntil } from './pollUntil.js';

export interface DeviceLock {
  release(): void;
}

function lockPath(url: URL): string {
  return join(
    tmpdir(),
    `paycert-device-${createHash('sha256').update(url.href).digest('hex').slice(0, 16)}.lock`,
  );
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tryLock(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch {
    try {
      const holder = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && !alive(holder)) unlinkSync(path);
    } catch {
      // released meanwhile: the next attempt takes it
    }
    return false;
  }
}

/** Waits (bounded) until this process holds the device's lock. */
export async function lockDevice(url: URL, timeoutMs: number): Promise<DeviceLock> {
  const path = lockPath(url);
  const got = await pollUntil(
    async () => Promise.resolve(tryLock(path)),
    (ok) => ok,
    { timeoutMs, maxDelayMs: 250 },
  );
  if (!got.done)
    throw new Error(
      `the device at ${url.host} stayed busy with another worker for ${Math.round(timeoutMs / 1000)} s`,
    );
  return {
    release(): void {
      try {
        if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
      } catch {
        // already gone
      }
    },
  };
}
