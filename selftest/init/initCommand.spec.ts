/**
 * `paycert init` as a user runs it without a terminal (CI, a pipe): the
 * defaults, said in one line; the files written and listed; a second run
 * that changes nothing; a file of the project's own kept until --force; a
 * wrong flag in one sentence, exit 2.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { run, userEnv } from '../package/scratchProject.js';
import { paycertCommand } from '../commands.js';

test.describe.configure({ mode: 'serial' });

const project = mkdtempSync(join(tmpdir(), 'paycert-init-'));
test.afterAll(() => rmSync(project, { recursive: true, force: true }));

/** `paycert init <args>` from the sources, in the project, with no TTY. */
function init(...args: string[]) {
  return run(...paycertCommand('init', ...args), project, 60_000, {
    ...userEnv(),
    NODE_OPTIONS: '--conditions=paycert-repository-source',
  });
}

test('without a terminal and without flags: the defaults in one line, the files, the next commands', async () => {
  test.setTimeout(90_000);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'shop', scripts: { test: 'node --test' } }),
  );
  const r = await init();
  expect(r.code, r.output).toBe(0);
  const lines = r.output.split('\n');
  expect(lines[0]).toBe(
    'paycert init: --ci github --runner node-test --test-command "npm test" (no terminal to ask on: defaults for the rest)',
  );
  for (const f of ['.github/workflows/paycert.yml', '.env.example', 'tests/paycert.test.mjs', '.gitignore'])
    expect(r.output).toMatch(new RegExp(`created +${f.replace(/\./g, '\\.')}`));
  expect(r.output).toContain('npx paycert proxy -- npm test');
  expect(readFileSync(join(project, '.github/workflows/paycert.yml'), 'utf8')).toContain(
    'npx paycert proxy -- npm test',
  );
});

test('a second run changes nothing; a file of the project kept until --force', async () => {
  test.setTimeout(120_000);
  const again = await init('--yes');
  expect(again.code, again.output).toBe(0);
  expect(again.output).not.toMatch(/created|overwrote|appended|kept/);
  writeFileSync(join(project, '.env.example'), 'MINE=1\n');
  const kept = await init('--yes');
  expect(kept.output).toMatch(/kept +\.env\.example: yours differs from paycert's \(--force overwrites it\)/);
  expect(readFileSync(join(project, '.env.example'), 'utf8')).toBe('MINE=1\n');
  const forced = await init('--yes', '--force');
  expect(forced.output).toMatch(/overwrote +\.env\.example/);
  expect(readFileSync(join(project, '.env.example'), 'utf8')).toContain('# TERMINAL_URL=');
});

test('a wrong flag value is one sentence naming the flag, exit 2', async () => {
  test.setTimeout(60_000);
  const r = await init('--ci', 'jenkins');
  expect(r.code).toBe(2);
  expect(r.output.trim()).toBe('paycert init: --ci must be one of github, gitlab, got "jenkins"');
});
