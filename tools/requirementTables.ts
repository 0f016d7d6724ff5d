/**
 * `npx tsx tools/requirementTables.ts [--check]`: writes the requirement
 * tables of the target-side docs from the catalogue (lib/judging/requirements/
 * requirementTable.ts), formatted by prettier; `--check` only says whether
 * a page drifted (exit 1).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { scriptFlags } from '../lib/support/cli/flags.js';
import { catalogue } from '../lib/judging/requirements/catalogue.js';
import {
  renderRequirementTable,
  requirementPages,
  withRequirementTable,
} from '../lib/judging/requirements/requirementTable.js';

const check = scriptFlags(
  'requirementTables',
  'Usage: npx tsx tools/requirementTables.ts [--check]\n\nWrites the requirement tables of the target-side docs from the catalogue.',
  { check: { type: 'boolean', help: 'write nothing; exit 1 when a page drifted from the catalogue' } },
  (v) => v.check === true,
);
let drifted = 0;
for (const page of requirementPages) {
  const before = readFileSync(page.path, 'utf8');
  const table = renderRequirementTable(catalogue.filter((r) => page.areas.includes(r.area)));
  const after = await format(withRequirementTable(before, table), { filepath: page.path });
  if (after === before) continue;
  drifted++;
  if (check) console.error(`requirementTables: ${page.path} drifted from the catalogue`);
  else writeFileSync(page.path, after);
}
if (check && drifted > 0) process.exit(1);
console.log(
  `requirementTables: ${requirementPages.length} pages, ${drifted} ${check ? 'drifted' : 'rewritten'}`,
);
