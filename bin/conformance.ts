/**
 * `npm run conformance`: the main job. Runs every conformance project
 * (terminal, gateway, properties) against the embedded simulators, or against
 * the targets the environment names, and writes every report to one folder.
 * Extra arguments go to `playwright test` (e.g. `-- --shard 1/2`).
 * The exit status is the conformance verdict (MUST failures only), and the
 * evidence manifest is written last, over everything the run produced.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeManifest } from '../lib/evidence/manifest.js';

const help = `Usage: npm run conformance [-- <playwright test options>]

Runs the terminal, gateway and properties projects and writes the reports
folder (PAYCERT_REPORTS_DIR, default ./reports): conformance.html/.md/.json,
verdict.json, profile.json, Playwright's HTML report, junit.xml,
allure-results/ and manifest.json (SHA-256 of every file).
Targets come from the environment or .env (see README, "Configuration"); with
none, the embedded simulators are used.
Exit status: 0 when no MUST requirement failed, 1 otherwise.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(help);
  process.exit(0);
}

const dir = process.env.PAYCERT_REPORTS_DIR ?? 'reports';
const r = spawnSync(
  'npx',
  ['playwright', 'test', '--project=terminal', '--project=gateway', '--project=properties', ...args],
  { stdio: 'inherit', env: process.env },
);
if (existsSync(dir)) {
  const manifest = writeManifest(dir);
  console.log(
    `evidence manifest: ${join(dir, 'manifest.json')} (${String(Object.keys(manifest.files).length)} files)`,
  );
}
const verdictFile = join(dir, 'verdict.json');
if (!existsSync(verdictFile)) {
  console.error('conformance: the run wrote no verdict (see the output above)');
  process.exit(r.status || 1);
}
const verdict = JSON.parse(readFileSync(verdictFile, 'utf8')) as { pass: boolean };
process.exit(verdict.pass ? 0 : 1);
