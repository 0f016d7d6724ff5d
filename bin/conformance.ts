/**
 * `paycert conformance`: the main job. Runs the conformance projects
 * (terminal, gateway, properties; `--project` narrows them) against the
 * embedded simulators, or against the targets the environment names, and
 * writes this run's reports, and only this run's, into one folder of the
 * working directory.
 *
 * 1. The reports folder is emptied of this command's files; other paycert
 *    runs' subfolders (reports/client, reports/replay) stay, outside its
 *    manifest; a folder holding anything else is refused.
 * 2. Pre-flight (lib/targets/preflight): configuration, expected-failures file, live
 *    targets reachable with their credentials accepted, a browser launched when
 *    the gateway is in scope. Any problem: one sentence each, verdict ERROR, exit 2.
 * 3. `playwright test` with paycert's configuration (its suites, from the
 *    package); a run that ends without a verdict gets verdict ERROR. The
 *    pre-flight's browser is the run's only one: the workers connect to it.
 * 4. The manifest seals the folder; its SHA-256 is the last console line.
 * The exit status is the verdict's: PASS 0, FAIL 1, ERROR 2, INCOMPLETE 3.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { flagHelp, helpParagraph, pickFlags, type Flags } from '../lib/support/cli/flags.js';
import { evidenceDirVariable, evidenceRunEnv } from '../lib/reporting/evidence/evidenceRun.js';
import { clearReportsFolder, reportsRoot } from '../lib/reporting/evidence/reportsFolder.js';
import { manifestFile, sha256File, writeManifest } from '../lib/reporting/evidence/manifest.js';
import { codeFile, paycertVersion, playwrightCli } from '../lib/support/package/paycertPackage.js';
import { preflight, targetsInScope } from '../lib/targets/preflight/preflight.js';
import { verdictExitCodes, type VerdictName } from '../lib/reporting/report/conformanceReport.js';
import type { Command } from './command.js';
import { ConfigError } from '../lib/targets/config/configError.js';
import { consoleReach } from '../lib/targets/operator/console/consoleMode.js';
import { startOperatorConsole } from '../lib/targets/operator/console/consoleServer.js';

const defaultProjects = ['terminal', 'gateway', 'properties'];

const flags = {
  project: {
    type: 'string',
    multiple: true,
    value: '<name>',
    help: 'terminal, gateway or properties: narrows the run (the report names the parts in scope)',
  },
  list: { type: 'boolean', help: 'list the tests the run would hold, and exit 0; writes no reports' },
} as const satisfies Flags;

const help = `Usage: paycert conformance [flags] [playwright test flags]

${helpParagraph(
  'Runs the terminal, gateway and properties suites against the embedded simulators, or against ' +
    'the targets the environment and ./.env name (TERMINAL_URL, GATEWAY_URL, ...: README, ' +
    '"Configuration"), and writes the reports folder (PAYCERT_REPORTS_DIR, default ./reports, ' +
    'relative to the working directory), emptied first of its own files (the subfolders other paycert ' +
    'commands write, such as client/ and replay/, stay): conformance.html/.md/.json, ' +
    "conformance.junit.xml (one case per requirement), verdict.json, profile.json, Playwright's HTML " +
    'report, junit.xml (one case per test), allure-results/ and ' +
    'manifest.json (the SHA-256 of every file; its own digest is the last line printed). Before ' +
    'any test, the configuration, each live target and the browser are checked. In operator mode ' +
    "(PAYCERT_OPERATOR=1) it serves the operator's console page and prints its URL " +
    '(PAYCERT_OPERATOR_CONSOLE: loopback, the default; network, with a one-time code; off, the terminal prompt).',
)}

${flagHelp(flags)}
${helpParagraph('Other flags go to playwright test, e.g. --grep <text>, --shard <i/n>, --workers <n>.')}

Exit status: the verdict. 0 PASS, 1 FAIL (a MUST failed), 2 ERROR (the run could not judge
the target), 3 INCOMPLETE (a MUST in scope was not evaluated).`;

function seal(dir: string): void {
  const manifest = writeManifest(dir);
  const digest = sha256File(join(dir, manifestFile));
  console.log(
    `evidence manifest: ${join(dir, manifestFile)} (${String(Object.keys(manifest.files).length)} files)`,
  );
  // Last line, so a CI log pins the evidence pack.
  console.log(`manifest sha256: ${digest}`);
}

/** Writes verdict ERROR with the reasons, seals the folder; resolves exit status 2. */
async function stopWithError(
  dir: string,
  problems: readonly string[],
  projects: string[],
  startedAt: Date,
): Promise<number> {
  // Only a run that stops loads the report writers here (a passing run's reporters write in Playwright).
  const [
    { redactText },
    { envSecrets },
    { errorReport },
    { renderConsoleSummary },
    { writeConformanceOutputs },
    { catalogue },
  ] = await Promise.all([
    import('../lib/reporting/redaction/redact.js'),
    import('../lib/reporting/report/envSecrets.js'),
    import('../lib/reporting/report/errorReport.js'),
    import('../lib/reporting/report/renderConsoleSummary.js'),
    import('../lib/reporting/report/writeConformanceOutputs.js'),
    import('../lib/judging/requirements/catalogue.js'),
  ]);
  const secrets = envSecrets();
  for (const p of problems) console.error(redactText(`paycert: ${p}`, secrets));
  const report = errorReport({
    catalogue,
    problems,
    projects,
    paycertVersion: paycertVersion(),
    startedAt,
    endedAt: new Date(),
  });
  writeConformanceOutputs(report, dir, secrets);
  process.stdout.write(
    redactText(renderConsoleSummary(report, { reportsDir: dir, evidence: true }), secrets),
  );
  seal(dir);
  return verdictExitCodes.ERROR;
}

interface RunBrowser {
  readonly endpoint: string;
  close(): Promise<void>;
}

/** The root configuration's runner glue (fixtures/browser.ts chooses the browser), loaded only when the gateway is in scope. */
interface BrowserGlue {
  launchRunBrowser: () => Promise<RunBrowser | string>;
  runBrowserVariable: string;
}

/** The run's browser, launched as the pre-flight's check (a sentence when none starts). */
async function launchBrowser(): Promise<{ glue: BrowserGlue; browser: RunBrowser } | string> {
  try {
    const glue = (await import('../playwright.config.js')) as BrowserGlue;
    const browser = await glue.launchRunBrowser();
    return typeof browser === 'string' ? browser : { glue, browser };
  } catch (e) {
    return `No browser for the gateway suite: ${(e instanceof Error ? e.message : String(e)).split('\n')[0] ?? ''}`;
  }
}

/**
 * `playwright test` with paycert's configuration, from paycert's own copy of
 * Playwright, in the working directory. A SIGTERM (or the end of the parent,
 * as under npm) is passed on; SIGINT from a terminal reaches it directly.
 */
function playwrightTest(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((done) => {
    const child = spawn(
      process.execPath,
      [playwrightCli(), 'test', '--config', codeFile('playwright.config'), ...args],
      { stdio: 'inherit', env },
    );
    const parent = process.ppid;
    const onTerm = (): void => void child.kill('SIGTERM');
    const onInt = (): void => undefined;
    process.on('SIGTERM', onTerm);
    process.on('SIGINT', onInt);
    const watch = setInterval(() => {
      if (process.ppid !== parent) onTerm();
    }, 500);
    const end = (code: number | null): void => {
      clearInterval(watch);
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      done(code);
    };
    child.on('close', end);
    child.on('error', () => end(null));
  });
}

async function run(argv: readonly string[]): Promise<number> {
  const startedAt = new Date();
  const picked = pickFlags(flags, argv);
  const named = (picked.project ?? []).flatMap((p) => p.split(',')).filter((p) => p !== '');
  const projects = named.length > 0 ? named : defaultProjects;
  const playwrightArgs =
    named.length > 0 ? [...argv] : [...defaultProjects.map((p) => `--project=${p}`), ...argv];
  const dir = resolve(reportsRoot());
  if (picked.list === true) {
    // Listing judges nothing: no reports folder is touched, no evidence written, no verdict printed.
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env[evidenceDirVariable];
    const code = await playwrightTest(playwrightArgs, env);
    return code ?? 2;
  }
  const refused = clearReportsFolder(
    dir,
    process.env.PAYCERT_REPORTS_DIR === undefined ? 'The reports folder' : 'PAYCERT_REPORTS_DIR',
  );
  if (refused !== undefined) {
    // Not ours to write into: say so and leave the folder as it is.
    console.error(`paycert: ${refused}`);
    return verdictExitCodes.ERROR;
  }
  let launched: { glue: BrowserGlue; browser: RunBrowser } | undefined;
  const probeBrowser = async (): Promise<string | undefined> => {
    const r = await launchBrowser();
    if (typeof r === 'string') return r;
    launched = r;
    return undefined;
  };
  let code: number | null;
  let operatorConsole: Awaited<ReturnType<typeof startOperatorConsole>> | undefined;
  try {
    const problems = await preflight({
      projects,
      ...(targetsInScope(projects).browser ? { probeBrowser } : {}),
    });
    if (problems.length > 0) return await stopWithError(dir, problems, projects, startedAt);
    // In operator mode, the console page (PAYCERT_OPERATOR_CONSOLE): the workers ask their questions there.
    let reach;
    try {
      reach = consoleReach();
    } catch (e) {
      if (!(e instanceof ConfigError)) throw e;
      return await stopWithError(dir, [e.message], projects, startedAt);
    }
    operatorConsole =
      reach === undefined ? undefined : await startOperatorConsole({ reach, evidenceDir: dir });
    for (const url of operatorConsole?.urls ?? []) console.log(`operator console: ${url}`);
    // The evidence folder (only this run's reporters write it), the run's seed, the run's browser.
    code = await playwrightTest(playwrightArgs, {
      ...evidenceRunEnv(dir),
      ...operatorConsole?.env,
      ...(launched === undefined ? {} : { [launched.glue.runBrowserVariable]: launched.browser.endpoint }),
    });
  } finally {
    await operatorConsole?.stop();
    await launched?.browser.close();
  }
  const verdictPath = join(dir, 'verdict.json');
  if (!existsSync(verdictPath)) {
    return await stopWithError(
      dir,
      [`Playwright ended (exit ${String(code)}) before writing a verdict; see the output above.`],
      projects,
      startedAt,
    );
  }
  const verdict = (JSON.parse(readFileSync(verdictPath, 'utf8')) as { verdict?: VerdictName }).verdict;
  seal(dir);
  return verdict === undefined ? verdictExitCodes.ERROR : verdictExitCodes[verdict];
}

export const conformance: Command = {
  name: 'conformance',
  summary: 'run the suites against the simulators or live targets; exit status: the verdict',
  help,
  run,
};
