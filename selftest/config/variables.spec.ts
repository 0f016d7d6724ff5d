/**
 * The one table of environment variables (lib/targets/config/variables.ts)
 * is the variables the package's code reads: every name the shipped folders
 * mention is in it, and every entry is read somewhere. docs/configuration.md
 * and `.env.example` render it, so neither can name a variable paycert does
 * not read or miss one it does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { variables } from '../../lib/targets/config/variables.js';
import { repository } from '../package/scratchProject.js';

/** The folders compiled into the package (tsconfig.build.json's include). */
function shippedSources(): string[] {
  const build = JSON.parse(readFileSync(join(repository, 'tsconfig.build.json'), 'utf8')) as {
    include: string[];
  };
  return build.include.flatMap((entry) =>
    entry.endsWith('.ts')
      ? [join(repository, entry)]
      : readdirSync(join(repository, entry), { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile() && e.name.endsWith('.ts'))
          .map((e) => join(e.parentPath, e.name)),
  );
}

test('every variable the package reads is in the table, and every entry is read', () => {
  const table = new Set<string>(variables.map((v) => v.name));
  const read = new Map<string, string>();
  for (const file of shippedSources()) {
    if (file.endsWith(join('config', 'variables.ts'))) continue;
    for (const m of readFileSync(file, 'utf8').matchAll(
      /\b(?:PAYCERT|TERMINAL|GATEWAY)_[A-Z0-9_]*[A-Z0-9]\b/g,
    ))
      if (!read.has(m[0])) read.set(m[0], relative(repository, file));
  }
  const missing = [...read].filter(([name]) => !table.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(missing, 'read by the package but not in lib/targets/config/variables.ts').toEqual([]);
  expect(
    [...table].filter((name) => !read.has(name)),
    'in the table but read nowhere',
  ).toEqual([]);
  expect(table.size, 'a name twice in the table').toBe(variables.length);
});
