/**
 * What the benchmarks read from Linux's /proc about a process: its stat
 * fields, its children, its command line. One reader for bench/processTree.ts
 * (the main job's process tree) and bench/ciTimesReporter.ts (a CI run's
 * test files).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ on Linux: the unit of the CPU times in /proc/<pid>/stat. */
export const ticksPerSecond = 100;

/** A /proc file's text, or undefined when the process (or the file) is gone. */
export function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The fields of /proc/<pid>/stat after the command name (which may hold spaces), so index 11 is
 * utime, 12 stime, 13 cutime, 14 cstime and 19 the start time; undefined when the process is gone.
 */
export function statFields(pid: number): string[] | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  return stat === undefined ? undefined : stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The children of every thread of `pid`. */
export function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((t) =>
    (readProc(`/proc/${pid}/task/${t}/children`) ?? '')
      .split(' ')
      .filter((x) => x !== '')
      .map(Number),
  );
}
