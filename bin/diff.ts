/**
 * `npm run diff -- <old> <new>`: what changed between two runs (firmware
 * baselines). Each argument is a reports folder or a profile.json. Exit 1 on a
 * regression, 2 on a usage or file error.
 */
import { diffProfiles } from '../lib/profile/diffProfiles.js';
import { formatProfileDiff } from '../lib/profile/formatProfileDiff.js';
import { ProfileError, readProfile } from '../lib/profile/readProfile.js';

const help = `Usage: npm run diff -- <old reports dir | profile.json> <new reports dir | profile.json>

Prints what changed between two runs: new failing requirements, requirements
that now pass, field type changes, fields added or removed, new enum values,
screen sequence and receipt layout changes.
Exit status: 0 no regression, 1 regression (a new failing MUST requirement,
a changed field type or a removed field), 2 bad arguments or unreadable files.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(help);
  process.exit(0);
}
const [oldArg, newArg, ...rest] = args;
if (oldArg === undefined || newArg === undefined || rest.length > 0) {
  console.error(`diff: expected two arguments, got ${args.length}\n\n${help}`);
  process.exit(2);
}
try {
  const d = diffProfiles(readProfile(oldArg), readProfile(newArg));
  process.stdout.write(`paycert diff ${oldArg} → ${newArg}\n\n${formatProfileDiff(d)}`);
  process.exit(d.regression ? 1 : 0);
} catch (e) {
  if (!(e instanceof ProfileError)) throw e;
  console.error(`diff: ${e.message}`);
  process.exit(2);
}
