/**
 * The conformance reporter: at the end of a run it writes the requirement
 * matrix (conformance.json, .md, .html), verdict.json and the firmware
 * profile (profile.json) into the reports folder, and prints a one-screen
 * summary per area. The work is in lib/report/ and lib/profile/; this class
 * only collects the finished tests. Options: `{ outputDir }` (default
 * PAYCERT_REPORTS_DIR or ./reports).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestResult,
} from '@playwright/test/reporter';
import { catalogue } from '../lib/requirements/catalogue.js';
import { redactText } from '../lib/redaction/redact.js';
import { loadExpectedFailures } from '../lib/expectations/loadExpectedFailures.js';
import { buildConformanceReport } from '../lib/report/buildConformanceReport.js';
import { envSecrets } from '../lib/report/envSecrets.js';
import { renderConsoleSummary } from '../lib/report/renderConsoleSummary.js';
import { writeConformanceOutputs } from '../lib/report/writeConformanceOutputs.js';
import { buildProfile, type ObservedTest } from '../lib/profile/buildProfile.js';
import { testRecordOf } from './testRecordOf.js';

export interface ConformanceReporterOptions {
  outputDir?: string;
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

export default class ConformanceReporter implements Reporter {
  private readonly outputDir: string;
  private rootDir = process.cwd();
  private startedAt = new Date();
  private readonly last = new Map<TestCase, TestResult>();
  /** The projects this run holds (`--project` narrows them): the run's scope. */
  private projects: string[] = [];
  private runTimeoutMs: number | undefined;

  constructor(options: ConformanceReporterOptions = {}) {
    this.outputDir = options.outputDir ?? process.env.PAYCERT_REPORTS_DIR ?? 'reports';
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.rootDir = projectRoot(config.configFile === undefined ? config.rootDir : dirname(config.configFile));
    this.startedAt = new Date();
    this.projects = suite.suites.map((s) => s.project()?.name ?? s.title).filter((n) => n !== '');
    this.runTimeoutMs = config.globalTimeout > 0 ? config.globalTimeout : undefined;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // The last result wins: a retry that passes makes the test flaky, not failed.
    this.last.set(test, result);
  }

  onEnd(result: FullResult): void {
    const secrets = envSecrets();
    const converted = [...this.last].map(([test, r]) => testRecordOf(test, r, this.rootDir, secrets));
    const report = buildConformanceReport({
      catalogue,
      tests: converted.map((c) => c.record),
      expectations: loadExpectedFailures(),
      paycertVersion: packageVersion(this.rootDir),
      nodeVersion: process.version,
      startedAt: result.startTime ?? this.startedAt,
      endedAt: new Date(),
      runStatus: result.status,
      projects: this.projects,
      ...(this.runTimeoutMs === undefined ? {} : { runTimeoutMs: this.runTimeoutMs }),
    });
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
    let text = renderConsoleSummary(report, this.outputDir);
    if (unknown.length > 0) text += `Tags that are not requirement ids (typo?): ${unknown.join(', ')}\n`;
    process.stdout.write(redactText(text, secrets));
  }

  printsToStdio(): boolean {
    return false;
  }
}
