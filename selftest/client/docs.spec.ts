/** docs/requirements.md lists every client requirement with its level and text, so the page cannot drift. */
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { clientRequirementList } from '../../lib/judging/client/buildClientReport.js';

test('docs/requirements.md lists every CL requirement as the catalogue holds it', () => {
  const page = readFileSync('docs/requirements.md', 'utf8').replace(/\s+/g, ' ');
  const missing = clientRequirementList
    .filter((r) => !page.includes(`| ${r.id} | ${r.level} | ${r.section} | ${r.text.replace(/\s+/g, ' ')} |`))
    .map((r) => r.id);
  expect(missing, 'regenerate the tables: npx tsx tools/docTables.ts').toEqual([]);
});
