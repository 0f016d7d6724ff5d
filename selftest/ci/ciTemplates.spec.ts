/**
 * The CI templates' validators (tools/ciTemplates.ts, `npm run check`'s `ci`
 * step) fail on a broken template, naming the file's problem: a workflow job
 * without `runs-on`, a GitLab job without a script, a GitLab value of the
 * wrong type. The real templates pass, ci/ holds what `paycert init`
 * renders, and the certification templates name the files they need and
 * stop in one sentence when one is missing (issue 25 item 7).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ciTemplates } from '../../lib/init/ciTemplates.js';
import { missingFileCheck } from '../../lib/init/githubWorkflows.js';
import { certificationFiles, expectedFailuresFile } from '../../lib/init/templateFacts.js';
import { githubWorkflowProblems, gitlabCiProblems } from '../../tools/ciTemplates.js';
import { repository, run } from '../package/scratchProject.js';

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

test('the certification templates name each file they need, and stop with one sentence when one is missing', async () => {
  const check = missingFileCheck(expectedFailuresFile.path);
  for (const t of ciTemplates().filter((f) => f.path.includes('certification'))) {
    for (const f of certificationFiles)
      expect(t.content, `${t.path} names ${f.path}`).toContain(`#   ${f.path}\n`);
    expect(t.content.replace('::error::', ''), t.path).toContain(check);
  }
  const dir = mkdtempSync(join(tmpdir(), 'paycert-certification-'));
  try {
    const missing = await run('bash', ['-c', check], dir, 10_000);
    expect(missing.code).toBe(2);
    expect(missing.output.trim().split('\n')).toEqual([
      `${expectedFailuresFile.path} is missing: commit it holding {"expectedFailures": []}, or your reviewed list of known deviations (node_modules/paycert/docs/reports.md, "Expected failures").`,
    ]);
    mkdirSync(join(dir, 'certification'));
    writeFileSync(join(dir, expectedFailuresFile.path), '{"expectedFailures": []}\n');
    expect((await run('bash', ['-c', check], dir, 10_000)).code).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
