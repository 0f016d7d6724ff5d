/**
 * The output folder of a recording run (`paycert proxy`, `simulate
 * --record`) or of a replay holds that run: before it, the folder loses the
 * entries its command writes, keeps other paycert runs' subfolders, and is
 * refused when it holds anything else (lib/reporting/evidence/reportsFolder.ts).
 */
import { prepareFolder, type FolderKind } from '../lib/reporting/evidence/reportsFolder.js';

/** Empties `dir` of the kind's entries (creating it); throws one sentence naming `flag` otherwise. */
export function prepareOutDir(dir: string, flag: string, kind: FolderKind = 'client'): void {
  const problem = prepareFolder(dir, kind, `${flag} ${dir}`);
  if (problem !== undefined) throw new Error(problem);
}
