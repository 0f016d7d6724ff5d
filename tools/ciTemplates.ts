/**
 * `npm run check`'s `ci` step: the CI templates under ci/ are valid for the
 * systems they are copied into, checked offline by maintained validators
 * that carry their schemas: GitHub workflows by @action-validator/core
 * (SchemaStore's workflow schema, compiled in), GitLab by gitlab-ci-local,
 * which parses and expands the file as GitLab does and validates it
 * against GitLab's own CI schema. gitlab-ci-local is pinned to 4.65.1, the
 * last release that runs on Node 20 (later ones need Node 22).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow, type ValidationError } from '@action-validator/core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function describe(e: ValidationError): string[] {
  const path = 'path' in e ? e.path : '';
  const nested = 'states' in e ? (e.states ?? []).flatMap((s) => s.errors.flatMap(describe)) : [];
  return nested.length > 0 ? nested : [`${path || '/'}: ${e.detail ?? e.title}`];
}

/** The problems of a GitHub workflow file's text; empty when valid. */
export function githubWorkflowProblems(text: string): string[] {
  return [...new Set(validateWorkflow(text).errors.flatMap(describe))];
}

function run(
  command: string,
  args: readonly string[],
  cwd: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((done) => {
    const child = spawn(command, [...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (out += d.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, out });
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      done({ code: null, out: e.message });
    });
  });
}

/**
 * The problems of a GitLab CI file's text, included in an otherwise empty
 * project and expanded with `variables` (e.g. `PAYCERT_SHARDED=1`, whose
 * rules bring other jobs in); empty when valid.
 */
export async function gitlabCiProblems(text: string, variables: readonly string[] = []): Promise<string[]> {
  const project = mkdtempSync(join(tmpdir(), 'paycert-gitlab-ci-'));
  try {
    writeFileSync(join(project, '.gitlab-ci.yml'), text);
    // gitlab-ci-local reads the project's git metadata; an empty repository is enough.
    const git = await run('git', ['init', '--quiet'], project);
    if (git.code !== 0) return [`git init failed: ${git.out.trim()}`];
    const cli = createRequire(import.meta.url).resolve('gitlab-ci-local/src/index.js');
    const args = [cli, '--list', ...variables.flatMap((v) => ['--variable', v])];
    const r = await run(process.execPath, args, project);
    if (r.code === 0) return [];
    // Its own progress lines about the missing git remote are not problems of the file.
    const lines = r.out
      .split('\n')
      .filter((l) => l.trim() !== '' && !/remote|symbolic-ref|fatal: ref/.test(l));
    return [`gitlab-ci-local exited ${String(r.code)}: ${lines.join('\n')}`];
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** Every template under ci/, with its problems. */
export async function checkCiTemplates(dir = join(root, 'ci')): Promise<string[]> {
  const problems: string[] = [];
  for (const file of readdirSync(join(dir, 'github')).filter((f) => /\.ya?ml$/.test(f))) {
    const text = readFileSync(join(dir, 'github', file), 'utf8');
    for (const p of githubWorkflowProblems(text)) problems.push(`ci/github/${file}: ${p}`);
  }
  for (const file of readdirSync(join(dir, 'gitlab')).filter((f) => /\.ya?ml$/.test(f))) {
    const text = readFileSync(join(dir, 'gitlab', file), 'utf8');
    // The template's rules choose the gate or the sharded jobs: both sets are expanded and checked.
    for (const variables of [[], ['PAYCERT_SHARDED=1']])
      for (const p of await gitlabCiProblems(text, variables))
        problems.push(`ci/gitlab/${file}${variables.length > 0 ? ` (${variables.join(' ')})` : ''}: ${p}`);
  }
  return problems;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = await checkCiTemplates();
  for (const p of problems) console.error(p);
  process.exit(problems.length === 0 ? 0 : 1);
}
