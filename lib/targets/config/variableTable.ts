/**
 * The variables table (variables.ts) as docs/configuration.md shows it: per
 * group a heading and a table of name, default and meaning; the variables
 * paycert sets for its own runs in one sentence.
 */
import { variableGroups, variables } from './variables.js';

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function renderVariableTable(): string {
  const parts: string[] = [];
  for (const { group, title } of variableGroups) {
    const mine = variables.filter((v) => v.group === group);
    if (group === 'internal') {
      parts.push(`### ${title}\n\n${mine.map((v) => `\`${v.name}\` (${cell(v.meaning)})`).join('; ')}.`);
      continue;
    }
    parts.push(
      [
        `### ${title}`,
        '',
        '| variable | default | meaning |',
        '| --- | --- | --- |',
        ...mine.map((v) => `| \`${v.name}\` | ${cell(v.default)} | ${cell(v.meaning)} |`),
      ].join('\n'),
    );
  }
  return parts.join('\n\n');
}
