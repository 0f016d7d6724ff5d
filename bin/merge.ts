/**
 * `paycert merge <dir>...`: merges the blob reports of sharded runs
 * (`paycert conformance --shard=i/n`, each with its own PAYCERT_REPORTS_DIR)
 * into one reports folder, with Playwright's merge-reports and the reporters
 * of an unsharded run, then seals it with the evidence manifest. The exit
 * status is the merged verdict.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FlagError, flagHelp, helpParagraph, parseFlags, type Flags } from '../lib/support/cli/flags.js';
import { manifestFile, sha256File, writeManifest } from '../lib/reporting/evidence/manifest.js';
import { evidenceDirVariable } from '../lib/reporting/evidence/evidenceRun.js';
import { clearReportsFolder, reportsRoot } from '../lib/reporting/evidence/reportsFolder.js';
import { collectBlobs } from '../lib/reporting/merge/collectBlobs.js';
import { verdictExitCode } from '../lib/reporting/merge/verdictExitCode.js';
import { codeFile, playwrightCli } from '../lib/support/package/paycertPackage.js';
import type { Command } from './command.js';

const flags = {
  out: {
    type: 'string',
    value: '<dir>',
    help: "the merged reports folder (default PAYCERT_REPORTS_DIR or ./reports), emptied of an earlier report's files first",
  },
} as const satisfies Flags;

const help = `Usage: paycert merge [--out <dir>] <shard reports dir>...

${helpParagraph(
  'Merges the blob reports that sharded runs wrote (<dir>/blob/*.zip, searched below each folder ' +
    'named) into one reports folder: conformance.html/.md/.json, verdict.json, profile.json, ' +
    "Playwright's HTML report, junit.xml, allure-results/ and manifest.json.",
)}

${flagHelp(flags)}

Exit status: the merged verdict (0 PASS, 1 FAIL, 2 ERROR, 3 INCOMPLETE).`;

function run(argv: readonly string[]): Promise<number> {
  const { values, positionals: dirs } = parseFlags(flags, argv, { positionals: true });
  const out = resolve(values.out ?? reportsRoot());
  if (dirs.length === 0) throw new FlagError("name the shards' reports folders (see --help)");
  if (dirs.some((d) => resolve(d) === out))
    throw new FlagError(`the output folder ${out} is also an input: use --out`);

  // One run, one folder: the output loses an earlier report's entries, keeps other paycert runs'
  // subfolders (reports/client, a shard's folder) and is refused when it holds anything else.
  const refused = clearReportsFolder(out, values.out === undefined ? 'The reports folder' : '--out');
  if (refused !== undefined) throw new FlagError(refused);

  const staging = mkdtempSync(join(tmpdir(), 'paycert-merge-'));
  try {
    const blobs = collectBlobs(dirs, staging);
    console.log(
      `merge: ${String(blobs.length)} blob report(s) from ${String(dirs.length)} folder(s) into ${out}`,
    );
    const r = spawnSync(
      process.execPath,
      [playwrightCli(), 'merge-reports', '--config', codeFile('bin/merge.config'), staging],
      { stdio: 'inherit', env: { ...process.env, [evidenceDirVariable]: out } },
    );
    if (r.status !== 0) console.error(`merge: playwright merge-reports exited ${String(r.status)}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }

  const { code, verdict } = verdictExitCode(out);
  console.log(`merged verdict: ${verdict} (exit ${String(code)})`);
  if (existsSync(out)) {
    const manifest = writeManifest(out);
    console.log(
      `evidence manifest: ${join(out, manifestFile)} (${String(Object.keys(manifest.files).length)} files)`,
    );
    // Last line of the log: pins this evidence pack in a CI log.
    console.log(`manifest sha256: ${sha256File(join(out, manifestFile))}`);
  }
  return Promise.resolve(code);
}

export const merge: Command = {
  name: 'merge',
  summary: 'merge sharded runs into one reports folder; exit status: the merged verdict',
  help,
  run,
};
