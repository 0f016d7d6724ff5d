/**
 * `paycert diff <old> <new>`: what changed between two runs (firmware
 * baselines). Each argument is a reports folder or a profile.json. Exit 1 on a
 * regression, 2 on a usage or file error.
 */
import { FlagError, parseFlags } from '../lib/support/cli/flags.js';
import { diffProfiles } from '../lib/reporting/profile/diffProfiles.js';
import { formatProfileDiff } from '../lib/reporting/profile/formatProfileDiff.js';
import { ProfileError, readProfile } from '../lib/reporting/profile/readProfile.js';
import type { Command } from './command.js';

const help = `Usage: paycert diff <old reports dir | profile.json> <new reports dir | profile.json>

Prints what changed between two runs: new failing requirements, requirements
that now pass, field type changes, fields added or removed, new enum values,
screen sequence and receipt layout changes.
Exit status: 0 no regression, 1 regression (a new failing MUST requirement,
a changed field type or a removed field), 2 bad arguments or unreadable files.`;

function run(argv: readonly string[]): Promise<number> {
  const { positionals } = parseFlags({}, argv, { positionals: true });
  const [oldArg, newArg, ...rest] = positionals;
  if (oldArg === undefined || newArg === undefined || rest.length > 0)
    throw new FlagError(`expected two arguments, got ${positionals.length} (see --help)`);
  try {
    const d = diffProfiles(readProfile(oldArg), readProfile(newArg));
    process.stdout.write(`paycert diff ${oldArg} → ${newArg}\n\n${formatProfileDiff(d)}`);
    return Promise.resolve(d.regression ? 1 : 0);
  } catch (e) {
    if (e instanceof ProfileError) throw new FlagError(e.message);
    throw e;
  }
}

export const diff: Command = {
  name: 'diff',
  summary: 'compare two runs (a firmware update): exit 1 on a regression',
  help,
  run,
};
