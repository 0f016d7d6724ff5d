/**
 * The outcomes-on-demand examples (examples/outcomes/) run as an integrator
 * runs them, so they never rot: the Playwright example with its own
 * configuration and the node:test file, each in a child process bounded in
 * time (its whole process group is ended on expiry).
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from '@playwright/test';
import { run as runBounded, type Ran } from '../package/scratchProject.js';
import { childEnv } from './childEnv.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const LIMIT_MS = 90_000;

function run(args: readonly string[]): Promise<Ran> {
  return runBounded(process.execPath, args, root, LIMIT_MS, childEnv());
}

test.describe.configure({ timeout: LIMIT_MS + 30_000 });

test('the Playwright example passes: declined sale, out-of-paper print, 3-D Secure not authenticated', async () => {
  const r = await run([
    'node_modules/@playwright/test/cli.js',
    'test',
    '-c',
    'examples/outcomes/playwright',
    '--reporter=line',
  ]);
  expect(r.code, r.output).toBe(0);
  expect(r.output).toContain('3 passed');
});

test('the node:test example passes: the same three branches', async () => {
  const r = await run(['--import', 'tsx', '--test', 'examples/outcomes/node-test/outcomes.test.ts']);
  expect(r.code, r.output).toBe(0);
  expect(r.output).toMatch(/# pass 3\b/);
  expect(r.output).toMatch(/# fail 0\b/);
});
