/**
 * The CI templates' validators (tools/ciTemplates.ts, `npm run check`'s `ci`
 * step) fail on a broken template, naming the file's problem: a workflow job
 * without `runs-on`, a GitLab job without a script, a GitLab value of the
 * wrong type. The real templates pass, and ci/ holds what `paycert init`
 * renders.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ciTemplates } from '../../lib/init/ciTemplates.js';
import { githubWorkflowProblems, gitlabCiProblems } from '../../tools/ciTemplates.js';
import { repository } from '../package/scratchProject.js';

const gate = readFileSync(join(repository, 'ci', 'github', 'paycert.yml'), 'utf8');
const gitlab = readFileSync(join(repository, 'ci', 'gitlab', 'paycert-certification.gitlab-ci.yml'), 'utf8');

test('ci/ holds exactly what paycert init renders', () => {
  for (const t of ciTemplates())
    expect(readFileSync(join(repository, 'ci', t.path), 'utf8'), t.path).toBe(t.content);
});

test('a GitHub workflow: the template passes; a job without runs-on, or an unknown key, is named', () => {
  expect(githubWorkflowProblems(gate)).toEqual([]);
  const noRunner = gate.replace(
    '    runs-on: ubuntu-latest\n    timeout-minutes: 20\n    steps:',
    '    timeout-minutes: 20\n    steps:',
  );
  expect(noRunner).not.toBe(gate);
  expect(githubWorkflowProblems(noRunner).join('\n')).toMatch(/\/jobs\/gate.*runs-on/);
  const unknown = gate.replace('timeout-minutes: 20', 'timeout-minute: 20');
  expect(githubWorkflowProblems(unknown).join('\n')).toMatch(/timeout-minute/);
});

test('GitLab CI: the template passes; a wrong type or an empty job is named', async () => {
  test.setTimeout(120_000);
  expect(await gitlabCiProblems(gitlab)).toEqual([]);
  const wrongType = gitlab.replace('allow_failure: true', 'allow_failure: sometimes');
  expect(wrongType).not.toBe(gitlab);
  expect((await gitlabCiProblems(wrongType)).join('\n')).toMatch(/allow_failure/);
  const noScript = `${gitlab}\npaycert-extra:\n  stage: test\n`;
  expect((await gitlabCiProblems(noScript)).join('\n')).toMatch(/paycert-extra/);
});
