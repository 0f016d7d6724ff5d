/**
 * `npx tsx bin/verify-evidence.ts <reports dir>`: checks an evidence pack
 * against its manifest.json. Exit 0 intact, 1 changed, 2 usage or no manifest.
 */
import { verifyManifest } from '../lib/evidence/verifyManifest.js';

const help = `Usage: npx tsx bin/verify-evidence.ts <reports dir>

Re-computes the SHA-256 digest of every file of the reports folder and
compares it with manifest.json. Lists every edited, added or removed file.
Exit status: 0 intact, 1 changed, 2 bad arguments or no manifest.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(help);
  process.exit(0);
}
const [dir, ...rest] = args;
if (dir === undefined || rest.length > 0) {
  console.error(`verify-evidence: expected one folder\n\n${help}`);
  process.exit(2);
}
const r = verifyManifest(dir);
if (r.error !== undefined) {
  console.error(`verify-evidence: ${r.error}`);
  process.exit(2);
}
for (const f of r.edited) console.log(`edited:  ${f}`);
for (const f of r.added) console.log(`added:   ${f}`);
for (const f of r.removed) console.log(`removed: ${f}`);
console.log(r.ok ? `${dir}: intact` : `${dir}: CHANGED since the run`);
process.exit(r.ok ? 0 : 1);
