/**
 * An integrator's project with nothing of paycert beside it: `npm pack`
 * of this repository (its prepack build included), the tarball installed
 * into an empty folder under the system's temporary directory, and commands
 * run there, each bounded in time (its whole process group ends on expiry).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Ran {
  readonly code: number | null;
  readonly output: string;
}

/**
 * The environment of a user's shell: nothing of this run (npm's own
 * variables, the repository's package condition, Playwright's worker
 * variables, paycert's settings) leaks into the scratch project.
 */
export function userEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of Object.keys(env))
    if (/^(npm_|NODE_OPTIONS$|TEST_|PW_|PLAYWRIGHT_(?!BROWSERS_PATH)|PAYCERT_|TERMINAL_|GATEWAY_)/i.test(key))
      delete env[key];
  return env;
}

/** Runs `command args` in `cwd`, output kept (the last 200 kB); the process group is killed after `limitMs`. */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  limitMs: number,
  env: NodeJS.ProcessEnv = userEnv(),
): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, [...args], { cwd, env, detached: true });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-200_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    }, limitMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function installedVersion(name: string): string {
  const file = join(repository, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export interface Scratch {
  /** The folder of the tarball and the project. */
  readonly root: string;
  readonly tarball: string;
  /** The integrator's project: paycert, TypeScript and Node's types installed, nothing else. */
  readonly project: string;
}

/** Packs this repository and installs the tarball into an empty project; throws with npm's output. */
export async function packAndInstall(): Promise<Scratch> {
  const root = mkdtempSync(join(tmpdir(), 'paycert-package-'));
  const packed = await run('npm', ['pack', '--json', '--pack-destination', root], repository, 240_000, {
    ...userEnv(),
    // The build runs in the repository, where the package condition resolves `paycert` to its sources.
    NODE_OPTIONS: '--conditions=paycert-repository-source',
  });
  if (packed.code !== 0) throw new Error(`npm pack exited ${packed.code}:\n${packed.output}`);
  const json = packed.output.slice(packed.output.indexOf('[\n'));
  const [info] = JSON.parse(json) as { filename: string }[];
  if (info === undefined) throw new Error(`npm pack printed no file name:\n${packed.output}`);
  const tarball = join(root, info.filename);
  const project = join(root, 'shop');
  mkdirSync(project);
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({ name: 'shop', version: '1.0.0', private: true, type: 'module' }, null, 2),
  );
  // The registry is reachable, but the packages are in npm's cache already: --prefer-offline.
  const installed = await run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      tarball,
      `typescript@${installedVersion('typescript')}`,
      `@types/node@${installedVersion('@types/node')}`,
    ],
    project,
    240_000,
  );
  if (installed.code !== 0) throw new Error(`npm install exited ${installed.code}:\n${installed.output}`);
  return { root, tarball, project };
}
