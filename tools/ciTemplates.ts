/**
 * `npm run check`'s `ci` step: ci/ holds what `paycert init` renders
 * (lib/init/ciTemplates.ts, one source), and every CI file paycert writes or
 * ships is valid for its system, checked offline by maintained validators
 * that carry their schemas: GitHub workflows by @action-validator/core
 * (SchemaStore's workflow schema, compiled in), GitLab by gitlab-ci-local,
 * which parses and expands the file as GitLab does and validates it
 * against GitLab's own CI schema. gitlab-ci-local is pinned to 4.65.1, the
 * last release that runs on Node 20 (later ones need Node 22).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow, type ValidationError } from '@action-validator/core';
import { ciTemplates, ciVariants, type CiFile, type CiVariant } from '../lib/init/ciTemplates.js';
import { scriptFlags } from '../lib/support/cli/flags.js';

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
 * The problems of a GitLab CI project whose `.gitlab-ci.yml` is `text` (and
 * `files`, the files it includes, by their paths in the project), expanded
 * with `variables` (`NAME=value`); empty when valid.
 */
export async function gitlabCiProblems(
  text: string,
  variables: readonly string[] = [],
  files: readonly CiFile[] = [],
): Promise<string[]> {
  const project = mkdtempSync(join(tmpdir(), 'paycert-gitlab-ci-'));
  try {
    writeFileSync(join(project, '.gitlab-ci.yml'), text);
    for (const f of files) {
      mkdirSync(dirname(join(project, f.path)), { recursive: true });
      writeFileSync(join(project, f.path), f.content);
    }
    // gitlab-ci-local reads the project's git metadata; an empty repository is enough.
    // Local includes are found among the files git tracks: they are added.
    const git = await run('git', ['init', '--quiet'], project);
    if (git.code !== 0) return [`git init failed: ${git.out.trim()}`];
    const added = await run('git', ['add', '--all'], project);
    if (added.code !== 0) return [`git add failed: ${added.out.trim()}`];
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

/** The problems of one variant of what paycert writes or ships, each naming the variant. */
async function variantProblems(v: CiVariant): Promise<string[]> {
  const [first, ...rest] = v.files;
  if (first === undefined) return [];
  const problems =
    v.ci === 'github'
      ? githubWorkflowProblems(first.content)
      : await gitlabCiProblems(first.content, [], rest);
  return problems.map((p) => `${v.ci} ${v.name}: ${p}`);
}

/**
 * ci/ holds exactly what lib/init renders (the files `paycert init` writes),
 * and every variant init can write or ci/ ships passes its validator.
 */
export async function checkCiTemplates(dir = join(root, 'ci')): Promise<string[]> {
  const problems: string[] = [];
  const rendered = ciTemplates();
  const onDisk = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
  for (const f of onDisk)
    if (!rendered.some((r) => r.path === f))
      problems.push(`ci/${f}: not rendered by lib/init/ciTemplates.ts (remove it, or render it there)`);
  for (const r of rendered) {
    const path = join(dir, r.path);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== r.content)
      problems.push(
        `ci/${r.path}: differs from what paycert init renders (npx tsx tools/ciTemplates.ts --write)`,
      );
  }
  const results = await Promise.all(ciVariants().map(variantProblems));
  return [...problems, ...results.flat()];
}

/** Writes ci/ from lib/init/ciTemplates.ts. */
export function writeCiTemplates(dir = join(root, 'ci')): void {
  rmSync(dir, { recursive: true, force: true });
  for (const r of ciTemplates()) {
    mkdirSync(dirname(join(dir, r.path)), { recursive: true });
    writeFileSync(join(dir, r.path), r.content);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const write = scriptFlags(
    'ciTemplates',
    'Usage: npx tsx tools/ciTemplates.ts [--write]\n\nChecks that ci/ holds what paycert init renders and that every CI file paycert writes is valid.',
    { write: { type: 'boolean', help: 'rewrite ci/ from lib/init/ciTemplates.ts first' } },
    (v) => v.write === true,
  );
  if (write) writeCiTemplates();
  const problems = await checkCiTemplates();
  for (const p of problems) console.error(p);
  process.exit(problems.length === 0 ? 0 : 1);
}
