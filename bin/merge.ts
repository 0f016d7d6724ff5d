/**
 * `npm run merge -- <dir>...`: merges the blob reports of sharded runs
 * (`npm run conformance -- --shard=i/n`, each with its own
 * PAYCERT_REPORTS_DIR) into one reports folder, with Playwright's
 * merge-reports and the reporters of an unsharded run, then seals it with the
 * evidence manifest. The exit status is the merged verdict.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestFile, sha256File, writeManifest } from '../lib/evidence/manifest.js';
import { evidenceDirVariable } from '../lib/evidence/evidenceRun.js';
import { collectBlobs } from '../lib/merge/collectBlobs.js';
import { verdictExitCode } from '../lib/merge/verdictExitCode.js';

const help = `Usage: npm run merge -- [--out <dir>] <shard reports dir>...

Merges the blob reports that sharded runs wrote (<dir>/blob/*.zip) into one
reports folder (--out, default PAYCERT_REPORTS_DIR or ./reports), written
afresh: conformance.html/.md/.json, verdict.json, profile.json, Playwright's
HTML report, junit.xml, allure-results/ and manifest.json.
Exit status: the merged verdict (0 PASS, 1 FAIL, 2 ERROR, 3 INCOMPLETE).`;

function fail(message: string): never {
  console.error(`merge: ${message}`);
  process.exit(2);
}

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(help);
  process.exit(0);
}
let out = process.env.PAYCERT_REPORTS_DIR ?? 'reports';
const dirs: string[] = [];
for (let i = 0; i < args.length; i++) {
  const a = args[i] ?? '';
  if (a === '--out') out = args[++i] ?? fail('--out needs a folder');
  else if (a.startsWith('--out=')) out = a.slice('--out='.length);
  else if (a.startsWith('-')) fail(`unknown option ${a} (see --help)`);
  else dirs.push(a);
}
if (dirs.length === 0) fail("name the shards' reports folders (see --help)");
if (dirs.some((d) => resolve(d) === resolve(out)))
  fail(`the output folder ${out} is also an input: use --out`);

// One run, one folder: the output is written afresh, but only over an earlier reports folder.
if (existsSync(out)) {
  const entries = readdirSync(out);
  const earlierReport = entries.includes('verdict.json') || entries.includes('manifest.json');
  if (entries.length > 0 && !earlierReport)
    fail(`${out} is not empty and holds no earlier report: choose another --out`);
  rmSync(out, { recursive: true, force: true });
}

const staging = mkdtempSync(join(tmpdir(), 'paycert-merge-'));
try {
  let blobs: string[];
  try {
    blobs = collectBlobs(dirs, staging);
  } catch (e) {
    fail(e instanceof Error ? e.message : String(e));
  }
  console.log(
    `merge: ${String(blobs.length)} blob report(s) from ${String(dirs.length)} folder(s) into ${out}`,
  );
  const config = fileURLToPath(new URL('./merge.config.ts', import.meta.url));
  const r = spawnSync('npx', ['playwright', 'merge-reports', '--config', config, staging], {
    stdio: 'inherit',
    env: { ...process.env, [evidenceDirVariable]: resolve(out) },
  });
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
process.exit(code);
