/**
 * The gate form's command (`paycert proxy [flags] -- <command> [args...]`),
 * run to its end. It gets a process group of its own, so a SIGINT or SIGTERM
 * to the gate (or the gate's parent going away, as under npm) reaches the
 * whole command, `npm test` and the test runner its shell started alike;
 * a command still running 10 s after it was asked to stop is killed, so the
 * gate always comes back to write its report.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

export interface CommandEnd {
  /** The exit status the gate passes on: the command's, 128 + n after signal n, undefined when it never started. */
  readonly status: number | undefined;
  /** Why it never started, in one sentence. */
  readonly problem?: string;
  /** The signal the gate passed on, when it was asked to stop. */
  readonly stoppedBy?: string;
}

const killAfterMs = 10_000;

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has ended
  }
}

/** Runs `command` with `env`, output and errors on the gate's own; resolves how it ended. */
export function runGateCommand(command: readonly string[], env: NodeJS.ProcessEnv): Promise<CommandEnd> {
  const [file, ...args] = command;
  return new Promise((resolve) => {
    // A process group of its own reads no terminal: a read would stop it (SIGTTIN).
    const child = spawn(file ?? '', args, {
      env,
      detached: true,
      stdio: [process.stdin.isTTY ? 'ignore' : 'inherit', 'inherit', 'inherit'],
    });
    let stoppedBy: string | undefined;
    let killer: NodeJS.Timeout | undefined;
    const stop = (why: NodeJS.Signals, signal: NodeJS.Signals = why): void => {
      if (child.pid === undefined) return;
      stoppedBy ??= why;
      signalGroup(child.pid, signal);
      killer ??= setTimeout(() => signalGroup(child.pid as number, 'SIGKILL'), killAfterMs);
    };
    const onInt = (): void => stop('SIGINT');
    const onTerm = (): void => stop('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    const parent = process.ppid;
    const watch = setInterval(() => {
      if (process.ppid !== parent) stop('SIGTERM');
    }, 250);
    let ended = false;
    const done = (end: CommandEnd): void => {
      if (ended) return;
      ended = true;
      clearInterval(watch);
      clearTimeout(killer);
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      resolve(stoppedBy === undefined ? end : { ...end, stoppedBy });
    };
    child.once('error', (e: NodeJS.ErrnoException) =>
      done({
        status: undefined,
        problem: `could not start ${JSON.stringify(file)}: ${e.code === 'ENOENT' ? 'no such command' : e.message}`,
      }),
    );
    child.once('exit', (code, signal) =>
      done({
        status: code ?? 128 + (signal === null ? 0 : (constants.signals[signal] ?? 0)),
      }),
    );
  });
}
