/**
 * The conformance reporter: at the end of a run it writes the requirement
 * matrix (conformance.json, .md, .html, conformance.junit.xml), verdict.json
 * and the firmware profile (profile.json) into the reports folder, and prints
 * the verdict, each failed requirement once and the counts. The work is in
 * lib/reporting/report/ and lib/reporting/profile/; this class only collects the finished tests
 * and the run's conditions. Options: `{ outputDir, evidence }` (default: the
 * folder lib/reporting/evidence/evidenceRun.ts names for this process).
 *
 * A developer's run (not `paycert conformance`) that ran no test or judged
 * nothing (`--list`, the self-tests) writes and prints nothing: no verdict is
 * claimed for a run that judged no target.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { gatewayConfig } from '../lib/targets/config/gatewayConfig.js';
import { readTerminalConfig } from '../lib/targets/config/terminalConfig.js';
import { simPersonalityName } from '../lib/targets/config/simPersonality.js';
import { runFolder } from '../lib/reporting/evidence/evidenceRun.js';
import { catalogue } from '../lib/judging/requirements/catalogue.js';
import { redactText } from '../lib/reporting/redaction/redact.js';
import { loadExpectedFailures } from '../lib/judging/expectations/loadExpectedFailures.js';
import { buildConformanceReport } from '../lib/reporting/report/buildConformanceReport.js';
import { envSecrets } from '../lib/reporting/report/envSecrets.js';
import { consoleWidth, renderConsoleSummary, wrap } from '../lib/reporting/report/renderConsoleSummary.js';
import {
  runConditions,
  type ProjectSettings,
  type SimulatorDefaults,
} from '../lib/reporting/report/runConditions.js';
import { writeConformanceOutputs } from '../lib/reporting/report/writeConformanceOutputs.js';
import { buildProfile, type ObservedTest } from '../lib/reporting/profile/buildProfile.js';
import { testRecordOf } from './testRecordOf.js';

export interface ConformanceReporterOptions {
  outputDir?: string;
  /** The CLI asked for an evidence folder (`paycert conformance`, `merge`). */
  evidence?: boolean;
}

function packageVersion(rootDir: string): string {
  try {
    return (
      (JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { version?: string }).version ??
      'unknown'
    );
  } catch {
    return 'unknown';
  }
}

/** The folder holding package.json above `start`: test locations are relative to it. */
function projectRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) return start;
  }
}

/** The embedded simulators' settings each project sets (`use`), for the report's conditions. */
function projectSettings(config: FullConfig): ProjectSettings[] {
  return config.projects.map((p) => {
    const use = p.use as { simPersonality?: unknown; terminalFaults?: unknown; gatewayFaults?: unknown };
    const list = (x: unknown): string[] | undefined =>
      Array.isArray(x) ? x.filter((f): f is string => typeof f === 'string') : undefined;
    const terminalFaults = list(use.terminalFaults);
    const gatewayFaults = list(use.gatewayFaults);
    return {
      name: p.name,
      ...(typeof use.simPersonality === 'string' ? { personality: use.simPersonality } : {}),
      ...(terminalFaults === undefined ? {} : { terminalFaults }),
      ...(gatewayFaults === undefined ? {} : { gatewayFaults }),
    };
  });
}

/** What an embedded simulator runs with when a project sets nothing: the environment's choice. */
function simulatorDefaults(): SimulatorDefaults {
  let terminalFaults: readonly string[] = [];
  let gatewayFaults: readonly string[] = [];
  try {
    const t = readTerminalConfig().target;
    if (t.kind === 'embedded') terminalFaults = t.faults;
    const g = gatewayConfig();
    if (g.kind === 'embedded') gatewayFaults = g.faults;
  } catch {
    // The configuration was checked before the run; a report is still written without these.
  }
  return {
    personality: simPersonalityName(),
    terminalFaults,
    gatewayFaults,
  };
}

export default class ConformanceReporter implements Reporter {
  private readonly outputDir: string;
  private readonly evidence: boolean;
  private rootDir = process.cwd();
  private startedAt = new Date();
  private readonly last = new Map<TestCase, TestResult>();
  /** The projects this run holds (`--project` narrows them): the run's scope. */
  private projects: string[] = [];
  private settings: ProjectSettings[] = [];
  private runTimeoutMs: number | undefined;

  constructor(options: ConformanceReporterOptions = {}) {
    const folder = runFolder();
    this.outputDir = options.outputDir ?? folder.dir;
    this.evidence = options.evidence ?? folder.evidence;
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.rootDir = projectRoot(config.configFile === undefined ? config.rootDir : dirname(config.configFile));
    this.startedAt = new Date();
    this.projects = suite.suites.map((s) => s.project()?.name ?? s.title).filter((n) => n !== '');
    this.settings = projectSettings(config);
    this.runTimeoutMs = config.globalTimeout > 0 ? config.globalTimeout : undefined;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // The last result wins: a retry that passes makes the test flaky, not failed.
    this.last.set(test, result);
  }

  onEnd(result: FullResult): void {
    const secrets = envSecrets();
    const converted = [...this.last].map(([test, r]) => testRecordOf(test, r, this.rootDir, secrets));
    const tests = converted.map((c) => c.record);
    const report = buildConformanceReport({
      catalogue,
      tests,
      expectations: loadExpectedFailures(),
      paycertVersion: packageVersion(this.rootDir),
      nodeVersion: process.version,
      startedAt: result.startTime ?? this.startedAt,
      endedAt: new Date(),
      runStatus: result.status,
      projects: this.projects,
      conditions: runConditions(tests, this.settings, simulatorDefaults(), process.env.PAYCERT_SEED),
      evidence: this.evidence,
      ...(this.runTimeoutMs === undefined ? {} : { runTimeoutMs: this.runTimeoutMs }),
    });
    const scope = report.verdict.scope;
    const judgedSomething = scope.areas.length > 0 || (scope.requirements ?? []).length > 0;
    if (!this.evidence && (tests.length === 0 || !judgedSomething)) return;
    writeConformanceOutputs(report, this.outputDir, secrets);
    const observed: ObservedTest[] = converted
      .filter((c) => c.observations.length > 0)
      .map((c) => ({ key: `${c.record.project} › ${c.record.title}`, observations: c.observations }));
    const profile = buildProfile(observed, report.requirements, report.run.targets, new Date());
    // Shapes hold no values; redaction still runs so a bug in shapeOf cannot leak.
    writeFileSync(
      join(this.outputDir, 'profile.json'),
      redactText(`${JSON.stringify(profile, null, 2)}\n`, secrets),
    );
    const unknown = [...new Set(converted.flatMap((c) => c.unknownTags))];
    const count = (status: (s: string) => boolean): number => tests.filter((t) => status(t.status)).length;
    // The folder as the user named it: relative to where they ran the command.
    const shownDir = relative(process.cwd(), this.outputDir);
    let text = renderConsoleSummary(report, {
      reportsDir: shownDir === '' ? '.' : shownDir.startsWith('..') ? this.outputDir : shownDir,
      evidence: this.evidence,
      tests: {
        passed: count((s) => s === 'passed'),
        skipped: count((s) => s === 'skipped'),
        failed: count((s) => s !== 'passed' && s !== 'skipped'),
      },
    });
    if (unknown.length > 0)
      text += `${wrap(`Tags that are not requirement ids (typo?): ${unknown.join(', ')}`, consoleWidth).join('\n')}\n`;
    process.stdout.write(redactText(text, secrets));
  }

  printsToStdio(): boolean {
    return false;
  }
}
