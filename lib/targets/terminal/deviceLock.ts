/**
 * One test at a time per device, across worker processes: a turn per device
 * URL (turnLock.ts), served in arrival order so that workers sharing a device
 * (TERMINAL_URL with the default two workers, a fleet with more workers than
 * devices) take turns and none waits out its bound while another runs test
 * after test.
 */
import { takeTurn } from './turnLock.js';

export interface DeviceLock {
  release(): void;
}

/** Waits (bounded) until this process holds the device's turn. */
export async function lockDevice(url: URL, timeoutMs: number): Promise<DeviceLock> {
  const turn = await takeTurn(`device ${url.href}`, timeoutMs);
  if (turn === undefined)
    throw new Error(
      `the device at ${url.host} stayed busy with another worker for ${Math.round(timeoutMs / 1000)} s`,
    );
  return turn;
}
