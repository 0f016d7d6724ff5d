/**
 * The proxy's output folder holds one run: the recording and the client
 * report. Before a run it loses every entry paycert writes there; a folder
 * holding anything else is refused (it is a user's path), as the
 * conformance run does with its reports folder (lib/reporting/evidence/reportsFolder.ts).
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { reportEntries } from '../lib/reporting/evidence/reportsFolder.js';
import { recordingFile, recordingSummaryFile } from '../lib/judging/replay/recording.js';

const ours = new Set([...reportEntries, recordingFile, recordingSummaryFile]);

/** Empties `dir` of paycert's entries (creating it); throws one sentence when it holds anything else. */
export function prepareOutDir(dir: string, flag: string): void {
  mkdirSync(dir, { recursive: true });
  const entries = readdirSync(dir);
  const foreign = entries.filter((e) => !ours.has(e));
  if (foreign.length > 0)
    throw new Error(
      `${flag} ${dir} holds ${foreign.slice(0, 3).join(', ')}${foreign.length > 3 ? ', …' : ''}, which paycert did not write; name an empty folder or one of an earlier run`,
    );
  for (const e of entries) rmSync(join(dir, e), { recursive: true, force: true });
}
