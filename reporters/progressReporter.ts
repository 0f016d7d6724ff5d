/**
 * The console of an evidence run (`paycert conformance`, `merge`): a few
 * progress lines instead of a line per test, so one broken rule reads in
 * seconds. The conformance reporter then prints the verdict and each failed
 * requirement once; per-test detail (each error, stdout, traces) is in the
 * HTML report, JUnit and Allure. This reporter adds what no requirement
 * explains: failed tests that recorded no failure of the target (a test or
 * paycert error), one line each, and output the harness printed outside any
 * test. Every line is at most 160 characters.
 */
import { dirname } from 'node:path';
import type {
  FullConfig,
  FullResult,
  Reporter,
  Suite,
  TestCase,
  TestError,
  TestResult,
} from '@playwright/test/reporter';
import { redactText } from '../lib/reporting/redaction/redact.js';
import { envSecrets } from '../lib/reporting/report/envSecrets.js';
import { consoleWidth } from '../lib/reporting/report/renderConsoleSummary.js';
import { testRecordOf } from './testRecordOf.js';
import { tellConsoleProgress } from '../lib/targets/operator/console/consoleMode.js';

/** Lines of output printed outside any test, then one line saying how many more were left out. */
const maxOutsideLines = 10;
const maxUnexplained = 10;
const heartbeatMs = 30_000;

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

function fit(text: string): string {
  const t = text.replace(ansi, '');
  return t.length > consoleWidth ? `${t.slice(0, consoleWidth - 1)}…` : t;
}

export default class ProgressReporter implements Reporter {
  private total = 0;
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private started = Date.now();
  private lastLine = Date.now();
  private nextQuarter = 1;
  private rootDir = process.cwd();
  private outsideLines = 0;
  private outsideLeftOut = 0;
  private readonly unexplained: string[] = [];
  private readonly secrets = envSecrets();

  private print(line: string): void {
    process.stdout.write(`${fit(redactText(line, this.secrets))}\n`);
    this.lastLine = Date.now();
  }

  onBegin(config: FullConfig, suite: Suite): void {
    this.rootDir = config.configFile === undefined ? config.rootDir : dirname(config.configFile);
    this.total = suite.allTests().length;
    this.started = Date.now();
    tellConsoleProgress({ total: this.total, done: 0, passed: 0, failed: 0, skipped: 0 });
    const projects = suite.suites.map((s) => s.project()?.name ?? s.title).filter((n) => n !== '');
    this.print(
      `Running ${this.total} tests (projects ${projects.join(', ')}) on ${config.workers} workers; ` +
        'each failed requirement is listed once at the end, every test in the reports.',
    );
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // A failed try that will be retried is not the test's end.
    if (result.status !== 'passed' && result.status !== 'skipped' && result.retry < test.retries) return;
    const outcome = test.outcome();
    if (outcome === 'skipped') this.skipped++;
    else if (outcome === 'expected' || outcome === 'flaky') this.passed++;
    else {
      this.failed++;
      this.noteUnexplained(test, result);
    }
    const done = this.passed + this.failed + this.skipped;
    // The operator's console page shows the run's progress too (issue 26 item 3).
    tellConsoleProgress({
      total: this.total,
      done,
      passed: this.passed,
      failed: this.failed,
      skipped: this.skipped,
    });
    const quarter = this.total === 0 ? 4 : Math.floor((4 * done) / this.total);
    if (quarter >= this.nextQuarter || Date.now() - this.lastLine >= heartbeatMs) {
      if (quarter >= this.nextQuarter) this.nextQuarter = quarter + 1;
      const seconds = Math.round((Date.now() - this.started) / 1000);
      this.print(
        `  ${done}/${this.total} tests done: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped (${seconds} s)`,
      );
    }
  }

  /** A failed test whose outcomes name no failed or unjudged requirement: the console says why. */
  private noteUnexplained(test: TestCase, result: TestResult): void {
    const { record } = testRecordOf(test, result, this.rootDir, this.secrets);
    if (record.outcomes.some((o) => o.outcome === 'FAILED' || o.outcome === 'ERROR')) return;
    this.unexplained.push(
      `  ✘ ${record.file}:${record.line} ${record.title}: ${record.error ?? `test ${record.status}`}`,
    );
  }

  /** Output of a test is in its reports; output outside any test (a worker, the harness) is shown, bounded. */
  private outside(chunk: string | Buffer, test: TestCase | undefined): void {
    if (test !== undefined) return;
    for (const line of chunk.toString().split('\n')) {
      if (line.trim() === '') continue;
      if (this.outsideLines < maxOutsideLines) {
        this.outsideLines++;
        this.print(`  ${line}`);
      } else this.outsideLeftOut++;
    }
  }

  onStdOut(chunk: string | Buffer, test?: TestCase): void {
    this.outside(chunk, test);
  }

  onStdErr(chunk: string | Buffer, test?: TestCase): void {
    this.outside(chunk, test);
  }

  onError(error: TestError): void {
    this.print(`error outside the tests: ${(error.message ?? error.value ?? '').split('\n')[0] ?? ''}`);
  }

  onEnd(result: FullResult): void {
    if (this.outsideLeftOut > 0) this.print(`  (${this.outsideLeftOut} more lines of output left out)`);
    if (this.unexplained.length > 0) {
      this.print(`Failed tests that recorded no failure of the target (a test or paycert error):`);
      for (const line of this.unexplained.slice(0, maxUnexplained)) this.print(line);
      if (this.unexplained.length > maxUnexplained)
        this.print(`  … and ${this.unexplained.length - maxUnexplained} more (see the HTML report)`);
    }
    if (result.status !== 'passed' && result.status !== 'failed')
      this.print(`Playwright stopped the run: ${result.status}.`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
