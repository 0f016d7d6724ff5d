/**
 * `paycert report [dir]`: serves a reports folder (the conformance report,
 * Playwright's HTML report, the rendered Allure report, and the client and
 * replay reports in its subfolders) over HTTP on 127.0.0.1. The work is
 * lib/reporting/report/serveReports.ts's.
 */
import {
  FlagError,
  flagHelp,
  flagInteger,
  helpParagraph,
  parseFlags,
  type Flags,
} from '../lib/support/cli/flags.js';
import { reportsRoot } from '../lib/reporting/evidence/reportsFolder.js';
import { ReportFolderError, serveReports } from '../lib/reporting/report/serveReports.js';
import type { Command } from './command.js';
import { untilStopped } from './untilStopped.js';

const flags = {
  port: { type: 'string', value: '<port>', help: 'port on 127.0.0.1 (default: a free port)' },
} as const satisfies Flags;

const help = `Usage: paycert report [flags] [reports dir]

${helpParagraph(
  'Serves the reports folder (default PAYCERT_REPORTS_DIR or ./reports): conformance.html, ' +
    "Playwright's HTML report, the Allure report rendered from allure-results/, and every report " +
    'other paycert commands left in its subfolders (client/ of paycert proxy, replay/ of paycert ' +
    'replay), until Ctrl-C.',
)}

${flagHelp(flags)}`;

async function run(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseFlags(flags, argv, { positionals: true });
  if (positionals.length > 1) throw new FlagError('expected at most one reports folder (see --help)');
  const dir = positionals[0] ?? reportsRoot();
  let served;
  try {
    served = await serveReports(
      dir,
      values.port === undefined ? {} : { port: flagInteger('--port', values.port, 0, 65535) },
    );
  } catch (e) {
    // A folder that holds no report is the user's mistake: one sentence, exit 2.
    if (e instanceof ReportFolderError) throw new FlagError(e.message);
    throw e;
  }
  console.log(`paycert report: ${served.url}`);
  for (const [name, url] of Object.entries(served.pages)) console.log(`  ${name.padEnd(12)}${url}`);
  for (const o of served.others) console.log(`  ${o.folder.padEnd(12)}${o.url}  (${o.says})`);
  console.log('Ctrl-C stops the server.');
  await untilStopped();
  await served.close();
  return 0;
}

export const report: Command = {
  name: 'report',
  summary: 'serve the HTML and Allure reports of a reports folder',
  help,
  run,
};
