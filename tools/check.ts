/**
 * `npm run check`: the one gate. Type-checks every folder, lints (type-aware),
 * checks formatting, fails when generated/ drifted from schemas/ or its OpenAPI
 * documents are not valid OpenAPI 3.1, holds the import directions and each
 * test's requirement ids (named against verify), validates the CI templates,
 * and lists the tests with --forbid-only.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptFlags } from '../lib/support/cli/flags.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

scriptFlags(
  'check',
  `Usage: npm run check

Runs, in order, and fails on the first step that fails:
  types      tsc --noEmit over every folder
  lint       eslint (type-aware, no-floating-promises)
  format     prettier --check
  generated  generated/ matches schemas/ (npm run generate -- --check)
  openapi    generated/openapi/ documents are valid OpenAPI 3.1 (third-party validator)
  imports    the import directions of ARCHITECTURE.md
  test ids   each suite test names in named(...) exactly the ids it verifies
  ci         ci/ holds what paycert init renders; every CI file it writes is valid (offline validators)
  tests      playwright test --list --forbid-only`,
  {},
  () => undefined,
);

const steps: [string, string, string[]][] = [
  ['types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  ['generated', 'npx', ['tsx', 'tools/generate.ts', '--check']],
  ['openapi', 'npx', ['tsx', 'tools/openapi/validateDocuments.ts']],
  ['imports', 'npx', ['tsx', 'tools/checkImports.ts']],
  ['test ids', 'npx', ['tsx', 'tools/checkTestIds.ts']],
  ['ci', 'npx', ['tsx', 'tools/ciTemplates.ts']],
  ['tests', 'npx', ['playwright', 'test', '--list', '--forbid-only', '--reporter=null']],
];

for (const [name, cmd, args] of steps) {
  const started = Date.now();
  process.stdout.write(`check: ${name} ... `);
  const r = spawnSync(cmd, args, { cwd: root, encoding: 'utf8', env: { ...process.env, CI: '1' } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.log(`FAILED (${secs}s)`);
    process.stdout.write(r.stdout ?? '');
    process.stderr.write(r.stderr ?? '');
    process.exit(1);
  }
  console.log(`ok (${secs}s)`);
}
