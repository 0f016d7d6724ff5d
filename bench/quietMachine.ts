/**
 * Every timing in bench/ is taken on a quiet machine or says it was not: on
 * 2 shared cores a wall-clock figure measures the neighbours as much as
 * paycert. `waitForQuiet` waits, bounded, until the CPUs were mostly idle over
 * a few seconds (Linux: /proc/stat) and the 1-minute load average is below
 * one per core (it lags: right after a measurement it still counts that
 * measurement, which the idle window does not), and returns the conditions
 * to record beside the figure: the load average before and after, the idle
 * share, and whether the machine was quiet. A figure whose conditions say `quiet: false`
 * is printed as taken under load, never as paycert's.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

export interface QuietOptions {
  /** Highest 1-minute load average that counts as quiet (default: the number of cores). */
  readonly maxLoad?: number;
  /** Lowest idle share of the CPUs over the window (default 0.9). */
  readonly minIdle?: number;
  /** How long to wait for quiet before measuring anyway and saying so (default 600 s). */
  readonly maxWaitMs?: number;
  /** Length of the idle window (default 5 s). */
  readonly windowMs?: number;
  readonly log?: (line: string) => void;
}

/** The conditions of one measurement, recorded beside its figure. */
export interface Conditions {
  /** 1-, 5- and 15-minute load averages when the measurement started. */
  readonly loadBefore: readonly number[];
  /** The same when it ended (filled by `finish`). */
  readonly loadAfter?: readonly number[];
  /** The CPUs' idle share over the window before the start; undefined off Linux. */
  readonly idleBefore?: number;
  /** The machine met the quiet bounds before the start. */
  readonly quiet: boolean;
  readonly waitedSeconds: number;
  readonly cores: number;
}

const round = (n: number, d = 2): number => Math.round(n * 10 ** d) / 10 ** d;
const loads = (): number[] => loadavg().map((l) => round(l));

/** Idle and total jiffies of all CPUs (the first line of /proc/stat), or undefined off Linux. */
function cpuTimes(): { idle: number; total: number } | undefined {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1);
    const n = fields.map(Number);
    const idle = (n[3] ?? 0) + (n[4] ?? 0);
    return { idle, total: n.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}

/** The CPUs' idle share over `ms`; undefined off Linux. */
async function idleShare(ms: number): Promise<number | undefined> {
  const a = cpuTimes();
  await sleep(ms);
  const b = cpuTimes();
  if (a === undefined || b === undefined || b.total === a.total) return undefined;
  return round((b.idle - a.idle) / (b.total - a.total), 3);
}

/** Waits (bounded) for a quiet machine; returns the conditions to record, quiet or not. */
export async function waitForQuiet(o: QuietOptions = {}): Promise<Conditions> {
  const cores = cpus().length;
  const maxLoad = o.maxLoad ?? cores;
  const minIdle = o.minIdle ?? 0.9;
  const maxWaitMs = o.maxWaitMs ?? 600_000;
  const windowMs = o.windowMs ?? 5_000;
  const started = Date.now();
  let said = false;
  for (;;) {
    const idle = await idleShare(windowMs);
    const load = loads();
    const quiet = (load[0] ?? Infinity) < maxLoad && (idle === undefined || idle >= minIdle);
    const waited = Date.now() - started;
    if (quiet || waited >= maxWaitMs) {
      if (!quiet)
        o.log?.(
          `the machine stayed busy for ${Math.round(waited / 1000)} s (load ${load.join(' ')}, idle ${idle ?? 'n/a'}): measuring anyway, marked as taken under load`,
        );
      return {
        loadBefore: load,
        ...(idle === undefined ? {} : { idleBefore: idle }),
        quiet,
        waitedSeconds: Math.round(waited / 1000),
        cores,
      };
    }
    if (!said) {
      o.log?.(
        `waiting up to ${Math.round(maxWaitMs / 1000)} s for a quiet machine (load ${load.join(' ')} now, below ${maxLoad} and ${minIdle * 100} % idle wanted)`,
      );
      said = true;
    }
  }
}

/** The conditions with the load average at the end of the measurement. */
export function finish(c: Conditions): Conditions {
  return { ...c, loadAfter: loads() };
}

/** Measures `body` on a quiet machine if one comes within the bound; the result carries its conditions. */
export async function measured<T>(
  body: () => Promise<T>,
  o: QuietOptions = {},
): Promise<{ value: T; conditions: Conditions }> {
  const before = await waitForQuiet(o);
  const value = await body();
  return { value, conditions: finish(before) };
}

/** "load 0.31 → 0.52" or "load 6.1 → 8.0, under load (not paycert's figure)". */
export function describeConditions(c: Conditions | undefined): string {
  if (c === undefined) return 'load not recorded';
  const l = (x: readonly number[] | undefined): string => (x?.[0] === undefined ? '?' : x[0].toFixed(2));
  return `load ${l(c.loadBefore)} → ${l(c.loadAfter)}${c.quiet ? '' : ", under load (not paycert's figure)"}`;
}
