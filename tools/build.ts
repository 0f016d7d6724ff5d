/**
 * `npm run build` (and `npm pack`'s prepack): compiles the package's runtime
 * folders to dist/ (tsconfig.build.json: JavaScript and declarations, the
 * repository's relative layout) and copies the files tsc does not emit, so
 * every path a module computes from its own location (schemas/, the
 * generated validators, the OpenAPI documents, the pages' HTML, CSS and
 * browser JavaScript) holds in dist/ as in the repository. An installed
 * paycert runs from dist/ with Node alone: no tsx, no TypeScript, no
 * Playwright transform (Playwright compiles no file under node_modules, and
 * needs not: these are JavaScript).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');

/**
 * The pages' files (HTML, CSS, browser JavaScript served as they are): every folder named `pages`
 * under the compiled folders that serve pages (the simulators, the operator's console).
 */
function pageFolders(): string[] {
  return ['simulators', 'lib'].flatMap((top) =>
    readdirSync(join(root, top), { recursive: true, withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name === 'pages')
      .map((e) => join(e.parentPath, e.name).slice(root.length + 1)),
  );
}

/** Files tsc does not emit, copied to the same place under dist/. */
const assets = [
  'schemas',
  'generated/openapi',
  'generated/validators.js',
  'generated/validators.d.ts',
  ...pageFolders(),
];

function fail(message: string): never {
  console.error(`build: ${message}`);
  process.exit(1);
}

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
const tsc = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.build.json'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (tsc.status !== 0) fail(`tsc exited ${String(tsc.status)}`);
for (const a of assets) cpSync(join(root, a), join(dist, a), { recursive: true });

const bin = join(dist, 'bin', 'paycert.js');
if (!existsSync(bin) || !readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node'))
  fail(`${bin} is missing or has no #! line`);
chmodSync(bin, 0o755);
console.log(`build: dist/ written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
