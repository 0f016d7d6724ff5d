/**
 * `npm run check`: the one gate. Type-checks every folder, lints (type-aware),
 * checks formatting, fails when generated/ drifted from schemas/ or its OpenAPI
 * documents are not valid OpenAPI 3.1, holds the import directions and each
 * test's requirement ids (named against verify), validates the CI templates,
 * and lists the tests with --forbid-only. The steps read and write nothing the
 * others read, so two run at once (the lint alone takes as long as the rest
 * together, each on one core): on a two-core CI machine the gate takes the
 * lint's time, not the sum.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scriptFlags } from '../lib/support/cli/flags.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

scriptFlags(
  'check',
  `Usage: npm run check

Runs these steps, two at a time, and fails when one fails (its output is printed):
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

const require = createRequire(import.meta.url);

/**
 * A package's command run by this Node, not through npx (npm's own start-up costs about a CPU
 * second a step): the script its package.json names under `bin`.
 */
function bin(pkg: string, name: string): string {
  const manifest = require.resolve(`${pkg}/package.json`);
  const { bin: bins } = require(manifest) as { bin: string | Record<string, string> };
  return join(dirname(manifest), typeof bins === 'string' ? bins : (bins[name] ?? name));
}

/** A tool of this repository, run with tsx's loader (one Node, where tsx's command starts two). */
const tool = (file: string, ...args: string[]): string[] => ['--import', 'tsx', file, ...args];

// The longest first, so it runs beside all the others.
const steps: [string, string[]][] = [
  ['lint', [bin('eslint', 'eslint'), '--max-warnings=0', '.']],
  ['types', [bin('typescript', 'tsc'), '--noEmit', '-p', 'tsconfig.json']],
  ['format', [bin('prettier', 'prettier'), '--check', '--log-level=warn', '.']],
  ['generated', tool('tools/generate.ts', '--check')],
  ['openapi', tool('tools/openapi/validateDocuments.ts')],
  ['imports', tool('tools/checkImports.ts')],
  ['test ids', tool('tools/checkTestIds.ts')],
  ['ci', tool('tools/ciTemplates.ts')],
  ['tests', [bin('@playwright/test', 'playwright'), 'test', '--list', '--forbid-only', '--reporter=null']],
];

interface Outcome {
  readonly name: string;
  readonly ok: boolean;
  readonly seconds: string;
  readonly output: string;
}

const running = new Set<ChildProcess>();

function runStep([name, args]: [string, string[]]): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, CI: '1' } });
    running.add(child);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
    const done = (ok: boolean, extra = ''): void => {
      running.delete(child);
      resolve({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1), output: output + extra });
    };
    child.on('error', (e) => done(false, `\n${e.message}\n`));
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs the steps `lanes` at a time, in order; stops starting new ones after a failure. */
async function runAll(lanes: number): Promise<boolean> {
  const queue = [...steps];
  let failed = false;
  const lane = async (): Promise<void> => {
    for (let step = queue.shift(); step !== undefined && !failed; step = queue.shift()) {
      const r = await runStep(step);
      // Stopped by the other lane's failure: that one is the report.
      if (failed) return;
      if (r.ok) {
        console.log(`check: ${r.name} ... ok (${r.seconds}s)`);
        continue;
      }
      failed = true;
      console.log(`check: ${r.name} ... FAILED (${r.seconds}s)`);
      process.stdout.write(r.output);
      // The other lane's step would only add noise after the first failure.
      for (const c of running) c.kill('SIGTERM');
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return !failed;
}

if (!(await runAll(Math.min(2, Math.max(1, availableParallelism()))))) process.exit(1);
