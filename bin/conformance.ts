/**
 * `npm run conformance`: the main job. Runs the conformance projects
 * (terminal, gateway, properties; `--project` narrows them) against the
 * embedded simulators, or against the targets the environment names, and
 * writes this run's reports, and only this run's, into one folder.
 *
 * 1. The reports folder is emptied of paycert's files (a folder holding
 *    anything else is refused).
 * 2. Pre-flight (lib/preflight): configuration, expected-failures file, live
 *    targets reachable with their credentials accepted, a browser when the
 *    gateway is in scope. Any problem: one sentence each, verdict ERROR, exit 2.
 * 3. `playwright test`; a run that ends without a verdict gets verdict ERROR.
 * 4. The manifest seals the folder; its SHA-256 is the last console line.
 * The exit status is the verdict's: PASS 0, FAIL 1, ERROR 2, INCOMPLETE 3.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evidenceRunEnv, isListRun, listTests } from '../lib/evidence/evidenceRun.js';
import { clearReportsFolder } from '../lib/evidence/reportsFolder.js';
import { manifestFile, sha256File, writeManifest } from '../lib/evidence/manifest.js';
import { preflight, targetsInScope } from '../lib/preflight/preflight.js';
import { redactText } from '../lib/redaction/redact.js';
import { verdictExitCodes, type VerdictName } from '../lib/report/conformanceReport.js';
import { envSecrets } from '../lib/report/envSecrets.js';
import { errorReport } from '../lib/report/errorReport.js';
import { renderConsoleSummary } from '../lib/report/renderConsoleSummary.js';
import { writeConformanceOutputs } from '../lib/report/writeConformanceOutputs.js';
import { catalogue } from '../lib/requirements/catalogue.js';

const defaultProjects = ['terminal', 'gateway', 'properties'];

const help = `Usage: npm run conformance [-- <playwright test options>]

Runs the terminal, gateway and properties projects (--project=<name> narrows
the run, and the report says which parts were in scope) and writes the reports
folder (PAYCERT_REPORTS_DIR, default ./reports), emptied first:
conformance.html/.md/.json, verdict.json, profile.json, Playwright's HTML
report, junit.xml, allure-results/ and manifest.json (SHA-256 of every file,
its own digest printed last).
Targets come from the environment or .env (see README, "Configuration"); with
none, the embedded simulators are used. Before any test, the configuration,
each live target and the browser are checked.
Exit status: the verdict. 0 PASS, 1 FAIL (a MUST failed), 2 ERROR (the run
could not judge the target), 3 INCOMPLETE (a MUST in scope was not evaluated).`;

/** The projects named with --project=<p> or --project <p> (Playwright's own syntax). */
function namedProjects(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] ?? '';
    if (a.startsWith('--project=')) out.push(...a.slice('--project='.length).split(','));
    else if (a === '--project') out.push(...(args[++i] ?? '').split(','));
  }
  return out.filter((p) => p !== '');
}

function packageVersion(): string {
  try {
    return (JSON.parse(readFileSync('package.json', 'utf8')) as { version?: string }).version ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

function seal(dir: string): void {
  const manifest = writeManifest(dir);
  const digest = sha256File(join(dir, manifestFile));
  console.log(
    `evidence manifest: ${join(dir, manifestFile)} (${String(Object.keys(manifest.files).length)} files)`,
  );
  // Last line, so a CI log pins the evidence pack.
  console.log(`manifest sha256: ${digest}`);
}

/** Writes verdict ERROR with the reasons, seals the folder, exits 2. */
function stopWithError(dir: string, problems: readonly string[], projects: string[], startedAt: Date): never {
  const secrets = envSecrets();
  for (const p of problems) console.error(redactText(`paycert: ${p}`, secrets));
  const report = errorReport({
    catalogue,
    problems,
    projects,
    paycertVersion: packageVersion(),
    startedAt,
    endedAt: new Date(),
  });
  writeConformanceOutputs(report, dir, secrets);
  process.stdout.write(
    redactText(renderConsoleSummary(report, { reportsDir: dir, evidence: true }), secrets),
  );
  seal(dir);
  process.exit(verdictExitCodes.ERROR);
}

async function browserProbe(): Promise<string | undefined> {
  try {
    // The root configuration holds the runner glue (fixtures/browser.ts chooses the browser).
    const config = (await import('../playwright.config.js')) as {
      probeBrowser: () => Promise<string | undefined>;
    };
    return await config.probeBrowser();
  } catch (e) {
    return `No browser for the gateway suite: ${(e instanceof Error ? e.message : String(e)).split('\n')[0] ?? ''}`;
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(help);
    process.exit(0);
  }
  const startedAt = new Date();
  const named = namedProjects(args);
  const projects = named.length > 0 ? named : defaultProjects;
  const playwrightArgs = named.length > 0 ? args : [...defaultProjects.map((p) => `--project=${p}`), ...args];
  // Listing runs no test: it neither empties nor writes the evidence folder.
  if (isListRun(args)) process.exit(await listTests(playwrightArgs));
  const dir = process.env.PAYCERT_REPORTS_DIR ?? 'reports';
  const refused = clearReportsFolder(
    dir,
    process.env.PAYCERT_REPORTS_DIR === undefined ? 'The reports folder' : 'PAYCERT_REPORTS_DIR',
  );
  if (refused !== undefined) {
    // Not ours to write into: say so and leave the folder as it is.
    console.error(`paycert: ${refused}`);
    process.exit(verdictExitCodes.ERROR);
  }
  const problems = await preflight({
    projects,
    ...(targetsInScope(projects).browser ? { probeBrowser: browserProbe } : {}),
  });
  if (problems.length > 0) stopWithError(dir, problems, projects, startedAt);

  const code = await new Promise<number | null>((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...playwrightArgs], {
      stdio: 'inherit',
      // The evidence folder (only this run's reporters write it) and the run's seed.
      env: evidenceRunEnv(dir),
    });
    child.on('close', (c) => resolve(c));
    child.on('error', () => resolve(null));
  });
  const verdictPath = join(dir, 'verdict.json');
  if (!existsSync(verdictPath)) {
    stopWithError(
      dir,
      [`Playwright ended (exit ${String(code)}) before writing a verdict; see the output above.`],
      projects,
      startedAt,
    );
  }
  const verdict = (JSON.parse(readFileSync(verdictPath, 'utf8')) as { verdict?: VerdictName }).verdict;
  seal(dir);
  process.exit(verdict === undefined ? verdictExitCodes.ERROR : verdictExitCodes[verdict]);
}

await main();
