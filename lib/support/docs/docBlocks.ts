/**
 * The parts of docs/ rendered from the code's own tables, so a page cannot
 * drift from them: each block sits between two markers naming it, and only
 * what lies between is generated. tools/docTables.ts writes them;
 * selftest/docTables.spec.ts holds them.
 */
import { catalogue } from '../../judging/requirements/catalogue.js';
import { renderRequirementSections } from '../../judging/requirements/requirementTable.js';
import { renderVariableTable } from '../../targets/config/variableTable.js';

export interface DocBlock {
  /** The page, relative to the repository (and to the package). */
  readonly page: string;
  /** Its name in the markers. */
  readonly name: string;
  readonly render: () => string;
}

export const docBlocks: readonly DocBlock[] = [
  { page: 'docs/requirements.md', name: 'requirements', render: () => renderRequirementSections(catalogue) },
  { page: 'docs/configuration.md', name: 'configuration', render: renderVariableTable },
];

export function blockMarkers(name: string): { start: string; end: string } {
  return {
    start: `<!-- generated: ${name} (npx tsx tools/docTables.ts); do not edit -->`,
    end: `<!-- end of generated: ${name} -->`,
  };
}

/** `page` with the block between `name`'s markers replaced by `body`; throws when a marker is missing. */
export function withBlock(page: string, name: string, body: string): string {
  const { start, end } = blockMarkers(name);
  const a = page.indexOf(start);
  const b = page.indexOf(end);
  if (a < 0 || b < a) throw new Error(`the page lacks the markers ${start} … ${end}`);
  return `${page.slice(0, a + start.length)}\n\n${body}\n\n${page.slice(b)}`;
}
