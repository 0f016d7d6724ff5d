/**
 * `paycert verify-evidence <reports dir>`: checks an evidence pack against
 * its manifest.json. Exit 0 intact, 1 changed, 2 usage or no manifest.
 */
import { join } from 'node:path';
import { FlagError, parseFlags } from '../lib/support/cli/flags.js';
import { verifyManifest } from '../lib/reporting/evidence/verifyManifest.js';
import type { Command } from './command.js';

const help = `Usage: paycert verify-evidence <reports dir>

Re-computes the SHA-256 digest of every file of the reports folder and
compares it with manifest.json. Lists every edited, added or removed file.
Another paycert run's subfolder (reports/client, reports/replay) is not
covered: it is checked on its own.
Exit status: 0 intact, 1 changed, 2 bad arguments or no manifest.`;

function run(argv: readonly string[]): Promise<number> {
  const { positionals } = parseFlags({}, argv, { positionals: true });
  const [dir, ...rest] = positionals;
  if (dir === undefined || rest.length > 0) throw new FlagError('expected one reports folder (see --help)');
  const r = verifyManifest(dir);
  if (r.error !== undefined) throw new FlagError(r.error);
  for (const f of r.edited) console.log(`edited:  ${f}`);
  for (const f of r.added) console.log(`added:   ${f}`);
  for (const f of r.removed) console.log(`removed: ${f}`);
  for (const f of r.others ?? [])
    console.log(`not covered: ${f}/ (another paycert run's folder: paycert verify-evidence ${join(dir, f)})`);
  console.log(r.ok ? `${dir}: intact` : `${dir}: CHANGED since the run`);
  return Promise.resolve(r.ok ? 0 : 1);
}

export const verifyEvidence: Command = {
  name: 'verify-evidence',
  summary: 'check a reports folder against its manifest: exit 1 when anything changed',
  help,
  run,
};
