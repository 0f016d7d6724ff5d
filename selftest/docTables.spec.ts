/**
 * The generated blocks of docs/ are the code's own tables (issue 20: "the
 * requirement tables in the docs are regenerated"; issue 25: the
 * configuration written once): a page that drifted fails with the command
 * that rewrites it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { format } from 'prettier';
import { catalogue } from '../lib/judging/requirements/catalogue.js';
import { renderRequirementTable } from '../lib/judging/requirements/requirementTable.js';
import { docBlocks, withBlock } from '../lib/support/docs/docBlocks.js';
import { variables } from '../lib/targets/config/variables.js';
import { repository } from './package/scratchProject.js';

for (const block of docBlocks) {
  test(`${block.page} holds its ${block.name} block as the code renders it`, async () => {
    const path = join(repository, block.page);
    const text = readFileSync(path, 'utf8');
    const want = await format(withBlock(text, block.name, block.render()), { filepath: path });
    expect(text === want, `${block.page} drifted: run npx tsx tools/docTables.ts`).toBe(true);
  });
}

test('every requirement and every variable is listed', () => {
  const requirements = readFileSync(join(repository, 'docs/requirements.md'), 'utf8');
  for (const r of catalogue) expect(requirements, `${r.id} is listed`).toContain(`| ${r.id} `);
  const configuration = readFileSync(join(repository, 'docs/configuration.md'), 'utf8');
  for (const v of variables) expect(configuration, `${v.name} is listed`).toContain(`\`${v.name}\``);
});

test('a table cell keeps a pipe of the text as text', () => {
  const [r] = catalogue;
  if (r === undefined) throw new Error('empty catalogue');
  expect(renderRequirementTable([{ ...r, text: 'a | b' }])).toContain('a \\| b');
});
