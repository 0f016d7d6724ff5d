/**
 * The operator's console in operator mode: lines written straight to the
 * controlling terminal (/dev/tty), so the person beside the device sees them
 * at once even while the test runner buffers output. Absent when the run has
 * no terminal (CI, a pipe): then card-presenting tests skip.
 */
import { closeSync, openSync, writeSync } from 'node:fs';

export interface OperatorConsole {
  say(line: string): void;
  close(): void;
}

/** Opens the controlling terminal, or returns undefined when there is none. */
export function openOperatorConsole(path = '/dev/tty'): OperatorConsole | undefined {
  let fd: number;
  try {
    fd = openSync(path, 'w');
  } catch {
    return undefined;
  }
  return {
    say(line: string): void {
      try {
        writeSync(fd, `[paycert operator] ${line}\n`);
      } catch {
        // the terminal went away; the run goes on
      }
    },
    close(): void {
      try {
        closeSync(fd);
      } catch {
        // already closed
      }
    },
  };
}
