/**
 * `npm run conformance`: the main job. Runs every conformance project
 * (terminal, gateway, properties) against the embedded simulators, or against
 * the targets the environment names, and writes every report to one folder.
 * Extra arguments go to `playwright test` (e.g. `-- --shard 1/2`).
 */
import { spawnSync } from 'node:child_process';

const help = `Usage: npm run conformance [-- <playwright test options>]

Runs the terminal, gateway and properties projects and writes the reports
folder (PAYCERT_REPORTS_DIR, default ./reports). Targets come from the
environment or .env (see README, "Configuration"); with none, the embedded
simulators are used. Exit status: non-zero on a MUST failure.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(help);
  process.exit(0);
}

const r = spawnSync(
  'npx',
  ['playwright', 'test', '--project', 'terminal', '--project', 'gateway', '--project', 'properties', ...args],
  { stdio: 'inherit', env: process.env },
);
process.exit(r.status ?? 1);
