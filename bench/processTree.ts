/**
 * The CPU seconds of a process and everything it starts, and how many of each
 * kind it started (Playwright workers, browsers, browser helpers), sampled
 * from /proc while it runs (Linux only). GNU time adds up only the children
 * that were waited for, which misses Chromium's helpers (they are reparented
 * when the browser ends); the samples see every process of the tree while
 * it lives. Each process is read through its parent's `children` lists, so
 * a sample costs about a millisecond, not a scan of every process. A
 * process's last 100 ms before it ends are not seen: the figure is a slight
 * undercount, the same for every run.
 */
import { childrenOf as children, readProc as read, statFields, ticksPerSecond as ticks } from './procFs.js';

export type ProcessKind =
  'paycert CLI' | 'Playwright runner' | 'Playwright worker' | 'browser' | 'browser helper' | 'other';

export interface TreeUsage {
  /** user + system CPU seconds of every process seen, by kind. */
  readonly cpuSeconds: Record<ProcessKind, number>;
  /** Processes seen, by kind: `browser` counts browser launches, `Playwright worker` worker starts. */
  readonly processes: Record<ProcessKind, number>;
  readonly totalCpuSeconds: number;
}

const kinds: readonly ProcessKind[] = [
  'paycert CLI',
  'Playwright runner',
  'Playwright worker',
  'browser',
  'browser helper',
  'other',
];
/** utime + stime in ticks and the start time (a reused pid is another process), or undefined when gone. */
function procStat(pid: number): { ticks: number; start: string } | undefined {
  const f = statFields(pid);
  if (f === undefined) return undefined;
  return { ticks: Number(f[11]) + Number(f[12]), start: f[19] ?? '' };
}

export function kindOf(cmdline: string): ProcessKind {
  // A shell (npm's, or a subshell of Debian's chromium wrapper) is not what it starts.
  if (/^(\/bin\/)?(sh|bash|dash) /.test(cmdline)) return 'other';
  if (/workerProcessEntry/.test(cmdline)) return 'Playwright worker';
  if (/(playwright|@playwright\/test)\/cli\.js|\.bin\/playwright/.test(cmdline)) return 'Playwright runner';
  if (/paycert(\.ts|\.js)?\s/.test(`${cmdline} `) && !/chrom/i.test(cmdline)) return 'paycert CLI';
  // The program (not an argument: Debian's wrapper runs `ls /usr/share/chromium/…`) is a Chromium.
  const program = cmdline.split(' ')[0] ?? '';
  if (/chrom|headless_shell|\/proc\/self\/exe/i.test(program))
    return /--type=/.test(cmdline) ? 'browser helper' : 'browser';
  return 'other';
}

interface Seen {
  cmdline: string;
  ticks: number;
  /** The key of the process whose children list held it. */
  parent: string | undefined;
}

/** Samples the tree below `root` every `intervalMs` until `stop()`; then sums it up. */
export class TreeSampler {
  private readonly seen = new Map<string, Seen>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly root: number,
    intervalMs = 100,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), intervalMs);
  }

  private sample(): void {
    const todo: [number, string | undefined][] = [[this.root, undefined]];
    for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
      const [pid, parent] = next;
      const stat = procStat(pid);
      if (stat === undefined) continue;
      const key = `${pid}/${stat.start}`;
      const s = this.seen.get(key);
      // Read again while it may still become another program: a child caught between fork and
      // exec shows its parent's command line, a shell wrapper (Debian's chromium) execs under its pid.
      const parentLine = parent === undefined ? undefined : this.seen.get(parent)?.cmdline;
      const unsettled =
        s === undefined || s.cmdline === '' || s.cmdline.startsWith('/bin/sh') || s.cmdline === parentLine;
      const cmdline = unsettled ? (read(`/proc/${pid}/cmdline`) ?? '').replace(/\0/g, ' ').trim() : s.cmdline;
      this.seen.set(key, {
        cmdline: cmdline || (s?.cmdline ?? ''),
        ticks: stat.ticks,
        parent: s?.parent ?? parent,
      });
      todo.push(...children(pid).map((c): [number, string] => [c, key]));
    }
  }

  /** Every process seen, its kind, CPU seconds and command line (for a closer look). */
  list(): { kind: ProcessKind; cpuSeconds: number; cmdline: string }[] {
    return [...this.seen.values()].map((s) => ({
      kind: kindOf(s.cmdline),
      cpuSeconds: s.ticks / ticks,
      cmdline: s.cmdline.slice(0, 200),
    }));
  }

  stop(): TreeUsage {
    clearInterval(this.timer);
    const cpuSeconds = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<ProcessKind, number>;
    const processes = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<ProcessKind, number>;
    for (const s of this.seen.values()) {
      // Chromium forks its helpers from the browser: only a browser started by something else is a launch.
      const parent = s.parent === undefined ? undefined : this.seen.get(s.parent);
      const fromBrowser = parent !== undefined && /browser/.test(kindOf(parent.cmdline));
      const own = kindOf(s.cmdline);
      const k = own === 'browser' && fromBrowser ? 'browser helper' : own;
      cpuSeconds[k] += s.ticks / ticks;
      processes[k]++;
    }
    for (const k of kinds) cpuSeconds[k] = Math.round(cpuSeconds[k] * 100) / 100;
    const totalCpuSeconds = Math.round(Object.values(cpuSeconds).reduce((a, b) => a + b, 0) * 100) / 100;
    return { cpuSeconds, processes, totalCpuSeconds };
  }
}
