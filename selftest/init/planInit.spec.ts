/**
 * `paycert init`'s plan (lib/init/planInit.ts): what it writes into a project,
 * that it never replaces a file of the project's own without --force, that
 * a second run changes nothing, and that `.env.example` names every variable
 * a user may set (the one table, lib/targets/config/variables.ts).
 */
import { expect, test } from '@playwright/test';
import { envExample } from '../../lib/init/envExample.js';
import { defaultInitOptions, type InitOptions } from '../../lib/init/initOptions.js';
import { withGitignoreLines } from '../../lib/init/gitignoreLines.js';
import { planInit, type InitPlan } from '../../lib/init/planInit.js';
import { variables } from '../../lib/targets/config/variables.js';

const github: InitOptions = { ci: 'github', testCommand: 'node --test', runner: 'node-test' };

/** A project as a map of files; `apply` writes what a plan writes. */
function project(files: Record<string, string> = {}) {
  const fs = new Map(Object.entries(files));
  return {
    read: (p: string) => fs.get(p),
    apply(plan: InitPlan) {
      for (const f of plan.files)
        if (['create', 'overwrite', 'append'].includes(f.action)) fs.set(f.path, f.content);
    },
    fs,
  };
}

const actions = (plan: InitPlan) => Object.fromEntries(plan.files.map((f) => [f.path, f.action]));

test('an empty project gets the workflow, .env.example, the example test and .gitignore; a second run changes nothing', () => {
  const p = project({ 'package.json': '{}' });
  const first = planInit(github, p.read, false);
  expect(actions(first)).toEqual({
    '.github/workflows/paycert.yml': 'create',
    '.env.example': 'create',
    'tests/paycert.test.mjs': 'create',
    '.gitignore': 'create',
  });
  expect(first.files.find((f) => f.path === '.github/workflows/paycert.yml')?.content).toContain(
    'npx paycert proxy -- node --test',
  );
  p.apply(first);
  const second = planInit(github, p.read, false);
  expect(new Set(Object.values(actions(second)))).toEqual(new Set(['unchanged']));
  expect(planInit(github, p.read, true).files.every((f) => f.action === 'unchanged')).toBe(true);
});

test("a file of the project's own is kept without --force and overwritten with it", () => {
  const p = project({ 'tests/paycert.test.mjs': '// mine\n', '.gitignore': 'node_modules/\n/reports/\n' });
  const kept = planInit(github, p.read, false);
  expect(actions(kept)['tests/paycert.test.mjs']).toBe('keep');
  expect(actions(kept)['.gitignore']).toBe('append');
  p.apply(kept);
  expect(p.fs.get('tests/paycert.test.mjs')).toBe('// mine\n');
  // The lines it had stay, once; the missing ones are appended.
  expect(p.fs.get('.gitignore')).toBe(
    'node_modules/\n/reports/\n\n# paycert (npx paycert init)\ntest-results/\n.env\n',
  );
  const forced = planInit(github, p.read, true);
  expect(actions(forced)['tests/paycert.test.mjs']).toBe('overwrite');
  expect(actions(forced)['.gitignore']).toBe('unchanged');
});

test('GitLab: the jobs in their own file, a .gitlab-ci.yml including it only when the project has none', () => {
  const gitlab: InitOptions = { ...github, ci: 'gitlab' };
  const fresh = planInit(gitlab, project().read, false);
  expect(actions(fresh)['.gitlab/paycert.gitlab-ci.yml']).toBe('create');
  expect(fresh.files.find((f) => f.path === '.gitlab-ci.yml')?.content).toContain(
    '  - local: .gitlab/paycert.gitlab-ci.yml',
  );
  expect(fresh.notes).toEqual([]);
  const own = planInit(gitlab, project({ '.gitlab-ci.yml': 'build:\n  script: [make]\n' }).read, true);
  expect(own.files.map((f) => f.path)).not.toContain('.gitlab-ci.yml');
  expect(own.notes.join('\n')).toMatch(
    /\.gitlab-ci\.yml is yours.*include: - local: \.gitlab\/paycert\.gitlab-ci\.yml/,
  );
});

test('the Playwright runner gets a Playwright example and a browser in CI; node:test none', () => {
  const pw = planInit(
    { ...github, runner: 'playwright', testCommand: 'npx playwright test' },
    project().read,
    false,
  );
  expect(pw.files.map((f) => f.path)).toContain('tests/paycert.spec.ts');
  const workflow = (plan: InitPlan) => plan.files.find((f) => f.path.endsWith('paycert.yml'))?.content ?? '';
  expect(workflow(pw)).toContain('npx playwright install --with-deps chromium');
  expect(workflow(planInit(github, project().read, false))).not.toContain('playwright');
});

test('defaults follow the project: its test script, its runner', () => {
  expect(defaultInitOptions(undefined)).toEqual(github);
  const npmInit = JSON.stringify({ scripts: { test: 'echo "Error: no test specified" && exit 1' } });
  expect(defaultInitOptions(npmInit).testCommand).toBe('node --test');
  expect(defaultInitOptions(JSON.stringify({ scripts: { test: 'vitest' } })).testCommand).toBe('npm test');
  expect(defaultInitOptions(JSON.stringify({ devDependencies: { '@playwright/test': '^1' } }))).toEqual({
    ci: 'github',
    runner: 'playwright',
    testCommand: 'npx playwright test',
  });
  expect(defaultInitOptions('not json').runner).toBe('node-test');
});

test('.env.example names every variable a user may set, each commented out, and no internal one', () => {
  const text = envExample();
  for (const v of variables) {
    if (v.group === 'internal') expect(text, v.name).not.toContain(`# ${v.name}=`);
    else expect(text, v.name).toContain(`\n# ${v.name}=\n`);
  }
  // A copy to .env sets nothing until a line is filled in.
  expect(text.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'))).toEqual([]);
});

test('.gitignore lines: counted with or without a leading slash, added once', () => {
  expect(withGitignoreLines('reports/\n/test-results/\n.env\n')).toBeUndefined();
  expect(withGitignoreLines(undefined)).toBe('# paycert (npx paycert init)\nreports/\ntest-results/\n.env\n');
  expect(withGitignoreLines('dist')).toBe(
    'dist\n\n# paycert (npx paycert init)\nreports/\ntest-results/\n.env\n',
  );
});
