/**
 * `npx tsx tools/docTables.ts [--check]`: writes the generated blocks of
 * docs/ (lib/support/docs/docBlocks.ts: the requirement catalogue, the
 * configuration variables), formatted by prettier; `--check` only says
 * whether a page drifted (exit 1).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { docBlocks, withBlock } from '../lib/support/docs/docBlocks.js';
import { scriptFlags } from '../lib/support/cli/flags.js';

const check = scriptFlags(
  'docTables',
  "Usage: npx tsx tools/docTables.ts [--check]\n\nWrites the generated blocks of docs/ from the code's tables.",
  { check: { type: 'boolean', help: 'write nothing; exit 1 when a page drifted' } },
  (v) => v.check === true,
);
let drifted = 0;
for (const block of docBlocks) {
  const before = readFileSync(block.page, 'utf8');
  const after = await format(withBlock(before, block.name, block.render()), { filepath: block.page });
  if (after === before) continue;
  drifted++;
  if (check) console.error(`docTables: ${block.page} (${block.name}) drifted`);
  else writeFileSync(block.page, after);
}
if (check && drifted > 0) process.exit(1);
console.log(`docTables: ${docBlocks.length} blocks, ${drifted} ${check ? 'drifted' : 'rewritten'}`);
