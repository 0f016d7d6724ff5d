/**
 * The reports other paycert commands left below a reports folder
 * (`reports/client/` of `paycert proxy`, `reports/replay/` of `paycert
 * replay`, a shard's folder), so `paycert report` serves every report it
 * finds under `./reports`, each with its page and what it says.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  nestedFolders,
  paycertFolderKind,
  replayFiles,
  reportEntries,
  type FolderKind,
} from '../evidence/reportsFolder.js';

export interface NestedReport {
  /** The subfolder's name. */
  readonly folder: string;
  readonly kind: FolderKind;
  /** The page to open, relative to the served folder: `client/conformance.html`, `replay/replay.md`. */
  readonly page: string;
  /** The verdict, or the replay's outcome; `no verdict` while a run is still writing. */
  readonly says: string;
}

function field(path: string, name: string): string | undefined {
  try {
    const v = (JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>)[name];
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** The reports in the subfolders of `root` that other paycert runs wrote, by folder name. */
export function nestedReports(root: string): NestedReport[] {
  const out: NestedReport[] = [];
  for (const folder of nestedFolders(root, reportEntries).sort()) {
    const dir = join(root, folder);
    const kind = paycertFolderKind(dir);
    if (kind === undefined) continue;
    if (kind === 'replay') {
      out.push({
        folder,
        kind,
        page: `${folder}/${replayFiles.markdown}`,
        says: `replay: ${field(join(dir, replayFiles.json), 'outcome') ?? 'no outcome'}`,
      });
      continue;
    }
    const page = ['conformance.html', 'html/index.html'].find((p) => existsSync(join(dir, p)));
    if (page === undefined) continue;
    const what = kind === 'client' ? 'client report' : 'conformance report';
    out.push({
      folder,
      kind,
      page: `${folder}/${page}`,
      says: `${what}: ${field(join(dir, 'verdict.json'), 'verdict') ?? 'no verdict'}`,
    });
  }
  return out;
}
