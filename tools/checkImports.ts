/**
 * Holds the import directions of ARCHITECTURE.md: each folder may import only
 * the folders listed for it, nothing imports suites/, and lib/ never imports
 * Playwright (the core runs under any runner: the proxy, the CLI, node:test).
 */
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Folder -> folders it may import (besides itself, node: built-ins and npm packages). */
export const allowed: Record<string, readonly string[]> = {
  generated: [],
  lib: ['generated'],
  simulators: ['lib', 'generated'],
  // The recording proxy (issue 14): runner-agnostic; it may start the simulators as default upstreams.
  proxy: ['lib', 'generated', 'simulators'],
  fixtures: ['lib', 'simulators', 'generated'],
  suites: ['fixtures', 'lib', 'generated'],
  reporters: ['lib', 'generated'],
  selftest: [
    'lib',
    'simulators',
    'generated',
    'fixtures',
    'reporters',
    'tools',
    'bin',
    'proxy',
    'examples',
    'api',
  ],
  bench: ['lib', 'simulators', 'generated', 'fixtures', 'reporters', 'tools', 'bin', 'selftest', 'proxy'],
  tools: ['lib', 'generated', 'simulators', 'reporters'],
  bin: ['lib', 'generated', 'simulators', 'reporters', 'tools', 'proxy'],
  // The public API (`import … from 'paycert'`): the simulators, the Hash rule, the generated types,
  // the recording proxy (recordTraffic).
  api: ['lib', 'generated', 'simulators', 'proxy'],
  // What integrators copy: they import `paycert` (the package, by name), never a path into it.
  examples: [],
};

/** Packages a folder must not import. */
const forbiddenPackages: Record<string, readonly RegExp[]> = {
  lib: [/^@playwright\//, /^playwright/, /^allure-playwright/],
  simulators: [/^@playwright\//, /^playwright/],
  proxy: [/^@playwright\//, /^playwright/, /^allure-playwright/],
  api: [/^@playwright\//, /^playwright/, /^allure-playwright/],
  generated: [/^@playwright\//],
};

const importRe =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

async function sources(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
    return entries
      .filter((e) => e.isFile() && /\.(ts|js|mjs)$/.test(e.name) && !e.parentPath.includes('node_modules'))
      .map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
}

export async function checkImports(): Promise<string[]> {
  const problems: string[] = [];
  for (const [folder, may] of Object.entries(allowed)) {
    for (const file of await sources(folder)) {
      const text = await readFile(file, 'utf8');
      const rel = relative(root, file).split(sep).join('/');
      for (const m of text.matchAll(importRe)) {
        const spec = m[1] ?? m[2];
        if (spec === undefined) continue;
        if (spec.startsWith('.')) {
          const target = relative(root, resolve(dirname(file), spec))
            .split(sep)
            .join('/');
          const top = target.split('/')[0] ?? '';
          if (top === 'suites' && folder !== 'suites')
            problems.push(`${rel} imports ${spec}: nothing imports suites/`);
          else if (top !== folder && top in allowed && !may.includes(top)) {
            problems.push(
              `${rel} imports ${spec}: ${folder}/ may import only ${may.join(', ') || 'nothing'}`,
            );
          }
        } else {
          for (const re of forbiddenPackages[folder] ?? []) {
            if (re.test(spec)) problems.push(`${rel} imports ${spec}: ${folder}/ must stay runner-agnostic`);
          }
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = await checkImports();
  for (const p of problems) console.error(p);
  process.exit(problems.length === 0 ? 0 : 1);
}
