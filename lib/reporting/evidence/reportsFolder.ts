/**
 * One `./reports` every command understands. Each command owns the entries
 * it writes into its folder (`conformance` and `merge` the reports folder,
 * `proxy` and `simulate --record` the client folder, `replay` its own); the
 * default folders nest (`reports/`, `reports/client/`, `reports/replay/`).
 * Before a run a command removes only its own entries, leaves alone a
 * subfolder another paycert command wrote (recognised by the files each
 * writes, below) and refuses, with one sentence, a folder holding anything
 * else: it is a user's path. The manifest of a folder leaves such subfolders
 * out (manifest.ts); each is sealed by its own.
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What paycert and its reporters write into the reports folder (`conformance`, `merge`). */
export const reportEntries: readonly string[] = [
  'conformance.json',
  'conformance.md',
  'conformance.html',
  'conformance.junit.xml',
  'verdict.json',
  'profile.json',
  'manifest.json',
  'junit.xml',
  'html',
  'allure-results',
  'test-results',
  'blob',
  // Photos of the printed paper attached on the operator's console (lib/targets/operator/console/).
  'operator-photos',
];

/** The recording proxy's files beside the client report (proxy/exchangeRecorder.ts). */
export const recordingFiles = { exchanges: 'exchanges.ndjson', summary: 'recording.json' } as const;

/** `paycert replay`'s report (lib/judging/replay/replayReport.ts). */
export const replayFiles = { json: 'replay.json', markdown: 'replay.md' } as const;

export type FolderKind = 'conformance' | 'client' | 'replay';

interface KindEntries {
  /** Every top-level entry the kind's command writes. */
  readonly entries: readonly string[];
  /** Entries only this kind writes: one of them says whose folder it is. */
  readonly marks: readonly string[];
  /** The command, for the sentence that refuses a folder. */
  readonly command: string;
  /** What such a folder is called. */
  readonly noun: string;
}

const clientReportFiles = [
  'conformance.json',
  'conformance.md',
  'conformance.html',
  'conformance.junit.xml',
  'verdict.json',
  'manifest.json',
];

/** Checked in this order: a client folder also holds conformance.* files. */
export const folderKinds: Readonly<Record<FolderKind, KindEntries>> = {
  client: {
    entries: [...clientReportFiles, ...Object.values(recordingFiles)],
    marks: Object.values(recordingFiles),
    command: 'paycert proxy',
    noun: 'paycert client report folder',
  },
  replay: {
    entries: Object.values(replayFiles),
    marks: Object.values(replayFiles),
    command: 'paycert replay',
    noun: 'paycert replay folder',
  },
  conformance: {
    entries: reportEntries,
    marks: reportEntries,
    command: 'paycert conformance',
    noun: 'paycert reports folder',
  },
};

function entriesOf(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Which command wrote the folder `dir`, judged by its entries; undefined when none or empty. */
export function paycertFolderKind(dir: string): FolderKind | undefined {
  const names = entriesOf(dir);
  if (names.length === 0) return undefined;
  for (const kind of Object.keys(folderKinds) as FolderKind[]) {
    const k = folderKinds[kind];
    if (names.every((n) => k.entries.includes(n)) && names.some((n) => k.marks.includes(n))) return kind;
  }
  return undefined;
}

/**
 * The subfolders of `dir` another run wrote (or that are empty), which a
 * command leaves alone and a manifest leaves out. A folder's own entries
 * (`html/`, `allure-results/`, …) are never among them.
 */
export function nestedFolders(dir: string, own: readonly string[] = []): string[] {
  return entriesOf(dir).filter((n) => {
    const path = join(dir, n);
    if (own.includes(n) || !isDirectory(path)) return false;
    return entriesOf(path).length === 0 || paycertFolderKind(path) !== undefined;
  });
}

/**
 * The sentence refusing `dir` as the folder of a `kind` run, or undefined
 * when it holds only the kind's own entries and other runs' subfolders.
 * `label` names the setting that chose it (`PAYCERT_REPORTS_DIR (reports)`).
 */
export function folderProblem(dir: string, kind: FolderKind, label: string): string | undefined {
  const own = folderKinds[kind].entries;
  const nested = nestedFolders(dir, own);
  const others = entriesOf(dir).filter((n) => !own.includes(n) && !nested.includes(n));
  if (others.length === 0) return undefined;
  const listed = `${others.slice(0, 3).join(', ')}${others.length > 3 ? ', …' : ''}`;
  const writer = (Object.keys(folderKinds) as FolderKind[]).find(
    (k) => k !== kind && others.every((n) => folderKinds[k].entries.includes(n)),
  );
  const whose =
    writer === undefined
      ? `${listed}, which paycert did not write`
      : `${listed}, written by ${folderKinds[writer].command}`;
  return `${label} does not look like a ${folderKinds[kind].noun}: it holds ${whose}; name an empty folder or one of an earlier ${folderKinds[kind].command} run.`;
}

/**
 * Empties `dir` of the kind's own entries (creating it when missing),
 * leaving other runs' subfolders. Returns the sentence refusing to, when
 * `dir` holds anything else; then nothing is removed.
 */
export function prepareFolder(dir: string, kind: FolderKind, label: string): string | undefined {
  mkdirSync(dir, { recursive: true });
  const problem = folderProblem(dir, kind, label);
  if (problem !== undefined) return problem;
  const own = folderKinds[kind].entries;
  for (const e of entriesOf(dir)) if (own.includes(e)) rmSync(join(dir, e), { recursive: true, force: true });
  return undefined;
}

/** `paycert conformance`'s reports folder, emptied of its entries; `variable` names the setting. */
export function clearReportsFolder(dir: string, variable: string): string | undefined {
  return prepareFolder(dir, 'conformance', `${variable} (${dir})`);
}

/** The reports folder every command's default lies in: PAYCERT_REPORTS_DIR, else `reports`. */
export function reportsRoot(env: NodeJS.ProcessEnv = process.env): string {
  const v = env.PAYCERT_REPORTS_DIR?.trim();
  return v === undefined || v === '' ? 'reports' : v;
}

/** Where each command writes by default: `reports`, `reports/client`, `reports/replay`. */
export function defaultFolder(kind: FolderKind, env: NodeJS.ProcessEnv = process.env): string {
  return kind === 'conformance' ? reportsRoot(env) : join(reportsRoot(env), kind);
}
