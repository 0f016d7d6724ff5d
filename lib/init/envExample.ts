/**
 * `.env.example`: every variable a user may set, from the one table
 * (lib/targets/config/variables.ts), each commented out, so a copy to `.env`
 * changes nothing until a line is filled in.
 */
import { variableGroups, variables } from '../targets/config/variables.js';

/** Markdown code spans read as plain text in a comment. */
const plain = (s: string): string => s.replace(/`/g, '');

export function envExample(): string {
  const out = [
    "# paycert's configuration, written by `npx paycert init`. Copy it to .env (which stays out of git)",
    '# and fill in what you use: a variable already set in the environment wins over .env.',
    '# With no TERMINAL_URL and no GATEWAY_URL, paycert uses its embedded simulators, and the gate',
    '# (`npx paycert proxy -- <command>`) sets them for your tests itself: the gate needs none of these.',
    '# Reference: node_modules/paycert/docs/configuration.md',
  ];
  for (const { group, title } of variableGroups) {
    if (group === 'internal') continue;
    out.push('', `# ---- ${title} ----`);
    for (const v of variables.filter((x) => x.group === group)) {
      out.push(`# ${plain(v.meaning)} (default: ${plain(v.default)})`, `# ${v.name}=`);
    }
  }
  return `${out.join('\n')}\n`;
}
