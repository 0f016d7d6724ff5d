/**
 * The outcomes-on-demand examples (examples/outcomes/) and the replay
 * examples (examples/replay/: a session recorded with `recordTraffic`,
 * replayed with `replayRecording`) run as an integrator runs them, so they
 * never rot: each Playwright example with its own configuration and each
 * node:test file, in a child process bounded in time (its whole process
 * group is ended on expiry).
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

test('the Playwright replay example passes: the recorded session replays unchanged', async () => {
  const r = await run([
    'node_modules/@playwright/test/cli.js',
    'test',
    '-c',
    'examples/replay/playwright',
    '--reporter=line',
  ]);
  expect(r.code, r.output).toBe(0);
  expect(r.output).toContain('1 passed');
});

test('the node:test replay example passes: no MUST-breaking change on the field personality', async () => {
  const r = await run(['--import', 'tsx', '--test', 'examples/replay/node-test/replay.test.ts']);
  expect(r.code, r.output).toBe(0);
  expect(r.output).toMatch(/# pass 1\b/);
  expect(r.output).toMatch(/# fail 0\b/);
});
