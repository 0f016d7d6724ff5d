/**
 * The requirement tables of the target-side docs are the catalogue's, row for
 * row with each decision (issue 20: "the target-side requirement tables in
 * the docs are regenerated"): a page that drifted fails with the command that
 * rewrites it.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { format } from 'prettier';
import { catalogue } from '../lib/judging/requirements/catalogue.js';
import {
  renderRequirementTable,
  requirementPages,
  withRequirementTable,
} from '../lib/judging/requirements/requirementTable.js';

for (const page of requirementPages) {
  test(`${page.path} lists the ${page.areas.join(' and ')} requirements as the catalogue holds them`, async () => {
    const text = readFileSync(page.path, 'utf8');
    const mine = catalogue.filter((r) => page.areas.includes(r.area));
    const want = await format(withRequirementTable(text, renderRequirementTable(mine)), {
      filepath: page.path,
    });
    expect(text === want, `${page.path} drifted: run npx tsx tools/requirementTables.ts`).toBe(true);
    for (const r of mine) expect(text, `${r.id} is listed`).toContain(`| ${r.id} `);
  });
}

test('a table cell keeps a pipe of the text as text', () => {
  const [r] = catalogue;
  if (r === undefined) throw new Error('empty catalogue');
  expect(renderRequirementTable([{ ...r, text: 'a | b' }])).toContain('a \\| b');
});
