/**
 * The requirement catalogue as docs/requirements.md shows it, rendered from
 * the catalogue so the page cannot drift from it: per part, one row per
 * requirement (id, level, section, text), then the decisions recorded where
 * the spec's words leave room for a reading (lib/support/docs/docBlocks.ts
 * places it; tools/docTables.ts writes it).
 */
import type { Area, Requirement } from './requirement.js';

/** The parts of the page, in order: a heading, the areas it lists, what its rows say. */
export const requirementSections: readonly {
  readonly title: string;
  readonly areas: readonly Area[];
  readonly says: string;
}[] = [
  {
    title: 'The terminal and its printer (TM, PR)',
    areas: ['terminal', 'printer'],
    says: 'what a conformant terminal does',
  },
  {
    title: 'The gateway and its Hash (GW, HASH)',
    areas: ['gateway', 'hash'],
    says: 'what a conformant gateway does',
  },
  {
    title: 'Your application at the gateway (CL-GW)',
    areas: ['client-gateway'],
    says: 'what a conformant application does',
  },
  {
    title: 'Your application at the terminal (CL-TM)',
    areas: ['client-terminal'],
    says: 'what a conformant application does',
  },
];

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The markdown table of these requirements, then their decisions. */
export function renderRequirementTable(
  requirements: readonly Requirement[],
  says = 'what a conformant target does',
): string {
  const rows = requirements.map((r) => `| ${r.id} | ${r.level} | ${cell(r.section)} | ${cell(r.text)} |`);
  const decided = requirements.filter((r) => r.decision !== undefined);
  return [
    `| id | level | section | ${says} |`,
    '| --- | --- | --- | --- |',
    ...rows,
    ...(decided.length === 0
      ? []
      : [
          '',
          'Decisions recorded where the words leave room for a reading (a MUST kept with the sentence that',
          'makes it, or an observation because none does):',
          '',
          ...decided.map((r) => `- **${r.id}** (${r.level}): ${cell(r.decision ?? '')}.`),
        ]),
  ].join('\n');
}

/** Every section of `requirementSections`: a heading and its table, from `catalogue`. */
export function renderRequirementSections(catalogue: readonly Requirement[]): string {
  return requirementSections
    .map(
      (s) =>
        `### ${s.title}\n\n${renderRequirementTable(
          catalogue.filter((r) => s.areas.includes(r.area)),
          s.says,
        )}`,
    )
    .join('\n\n');
}
