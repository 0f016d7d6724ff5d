/**
 * allure-playwright with paycert's metadata, cut to what a reader filters by:
 * each result keeps only the labels `area` (Part A · Gateway …), `requirement`
 * (each id the test names or evaluated), `level` (MUST, OBSERVATION) and
 * `outcome` (this test's outcome of its requirements: PASSED, FAILED, …, by
 * the rule of conformance.json's matrix, `testOutcomes`: a test that talked
 * to no target credits nothing, a tag it never evaluated is NOT RUN, or ERROR
 * when the target stopped answering); no
 * tags (their chips read "1 1 1"), hosts, threads or packages. The
 * description holds each requirement's section title and, for a MUST, the
 * specification's sentence, so a result needs no other document; a link to
 * the section is added only when PAYCERT_SPEC_URL says where the
 * specification is published. Every result passes lib/reporting/redaction before
 * Allure writes it. Options: allure-playwright's own, plus `specUrl`;
 * resultsDir defaults to `<reports>/allure-results`.
 */
import { join } from 'node:path';
import type { FullConfig, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { AllureReporter } from 'allure-playwright';
import { runFolder } from '../lib/reporting/evidence/evidenceRun.js';
import { isRequirementId, requirement } from '../lib/judging/requirements/catalogue.js';
import type { Outcome } from '../lib/judging/requirements/outcome.js';
import { redactText } from '../lib/reporting/redaction/redact.js';
import { escapeHtml } from '../lib/support/html/escapeHtml.js';
import { areaTitles } from '../lib/reporting/report/areaSummary.js';
import { envSecrets } from '../lib/reporting/report/envSecrets.js';
import { testOutcomes } from '../lib/reporting/report/aggregateRequirements.js';
import { citationsOf, specUrl as configuredSpecUrl } from '../lib/reporting/report/specSections.js';
import { outcomeOrder } from '../lib/reporting/report/worstOutcome.js';
import { unflushedWriter, type AllureWriter } from './allureWriter.js';
import { testRecordOf } from './testRecordOf.js';

type AllureOptions = NonNullable<ConstructorParameters<typeof AllureReporter>[0]>;
type Listener = NonNullable<AllureOptions['listeners']>[number];
type AllureResult = Parameters<NonNullable<Listener['beforeTestResultWrite']>>[0];
type AllureStep = AllureResult['steps'][number];

/** The labels a reader filters by; Allure's own identity label stays so reruns match up. */
export const allureLabels = ['area', 'requirement', 'level', 'outcome'] as const;
const keptInternal = ['_fallbackTestCaseId'];

/** Redacts in place what a step and a whole result both hold: the name, the status details, parameters and steps. */
function redactStep(
  step: Pick<AllureStep, 'name' | 'statusDetails' | 'parameters' | 'steps'>,
  secrets: readonly string[],
): void {
  if (step.name !== undefined) step.name = redactText(step.name, secrets);
  if (step.statusDetails.message !== undefined)
    step.statusDetails.message = redactText(step.statusDetails.message, secrets);
  if (step.statusDetails.trace !== undefined)
    step.statusDetails.trace = redactText(step.statusDetails.trace, secrets);
  for (const p of step.parameters) p.value = redactText(p.value, secrets);
  for (const s of step.steps) redactStep(s, secrets);
}

/** A test's outcome per requirement, by Allure result: filled at the test's end, read once when it is written. */
export type JudgedResults = (resultUuid: string) => ReadonlyMap<string, Outcome>;

/** Sets paycert's labels, description and links from the test's judged outcomes, then redacts the result. */
export function paycertListener(
  specUrl: string | undefined,
  secrets: readonly string[],
  judged: JudgedResults,
): Listener {
  return {
    beforeTestResultWrite(result: AllureResult) {
      const outcomes = judged(result.uuid);
      const ids = [...outcomes.keys()].filter(isRequirementId);
      const reqs = ids.map(requirement);
      // Every id shown has its outcome: `ids` are the map's own keys.
      const outcomeOf = (id: string): Outcome => outcomes.get(id) ?? 'NOT RUN';
      const distinct = (values: string[]): string[] => [...new Set(values)];
      result.labels = [
        ...result.labels.filter((l) => keptInternal.includes(l.name)),
        ...distinct(reqs.map((r) => areaTitles[r.area])).map((value) => ({ name: 'area', value })),
        ...ids.map((value) => ({ name: 'requirement', value })),
        ...distinct(reqs.map((r) => r.level)).map((value) => ({ name: 'level', value })),
        ...distinct(ids.map(outcomeOf)).map((value) => ({ name: 'outcome', value })),
      ];
      // The requirements that decided the test first (FAILED, ERROR, WARNING …), then the rest.
      const ordered = [...reqs].sort(
        (a, b) => outcomeOrder.indexOf(outcomeOf(a.id)) - outcomeOrder.indexOf(outcomeOf(b.id)),
      );
      const rows = ordered.map((r) => {
        const citations = citationsOf(r.section, specUrl);
        const where = citations
          .map((c) =>
            c.url === undefined
              ? escapeHtml(c.title)
              : `<a href="${escapeHtml(c.url)}">${escapeHtml(c.title)}</a>`,
          )
          .join('; ');
        const sentence = r.quote === undefined ? escapeHtml(r.text) : `“${escapeHtml(r.quote)}”`;
        return `<li><b>${escapeHtml(r.id)}</b> ${escapeHtml(r.level)} · ${escapeHtml(outcomeOf(r.id))} · ${where}<br><i>${sentence}</i></li>`;
      });
      if (rows.length > 0) result.descriptionHtml = `<ul>${rows.join('')}</ul>`;
      result.links = [
        ...result.links,
        ...(specUrl === undefined
          ? []
          : reqs.flatMap((r) =>
              citationsOf(r.section, specUrl)
                .filter((c) => c.url !== undefined)
                .slice(0, 1)
                .map((c) => ({ type: 'requirement', name: `${r.id}: ${c.title}`, url: c.url ?? '' })),
            )),
      ];
      if (result.description !== undefined) result.description = redactText(result.description, secrets);
      if (result.descriptionHtml !== undefined)
        result.descriptionHtml = redactText(result.descriptionHtml, secrets);
      redactStep(result, secrets);
    },
  };
}

export default class PaycertAllureReporter extends AllureReporter {
  private readonly resultsDir: string;
  private readonly secrets: readonly string[];
  /** Each test's outcomes by its Allure result's uuid, until the result is written. */
  private readonly judged: Map<string, ReadonlyMap<string, Outcome>>;

  constructor(options: AllureOptions & { specUrl?: string } = {}) {
    const { specUrl, ...rest } = options;
    const resultsDir = rest.resultsDir ?? join(runFolder().dir, 'allure-results');
    const secrets = envSecrets();
    const judged = new Map<string, ReadonlyMap<string, Outcome>>();
    const take: JudgedResults = (uuid) => {
      const outcomes = judged.get(uuid) ?? new Map<string, Outcome>();
      judged.delete(uuid);
      return outcomes;
    };
    super({
      ...rest,
      resultsDir,
      listeners: [...(rest.listeners ?? []), paycertListener(specUrl ?? configuredSpecUrl(), secrets, take)],
    });
    this.resultsDir = resultsDir;
    this.secrets = secrets;
    this.judged = judged;
  }

  /**
   * The test's outcomes, judged as the conformance reporter judges them (testRecordOf, then
   * `testOutcomes`), kept under the uuid allure-playwright gave this attempt's result.
   */
  override async onTestEnd(test: TestCase, result: TestResult): Promise<void> {
    const uuids = (this as unknown as { allureResultsUuids?: Map<string, string> }).allureResultsUuids;
    const uuid = uuids?.get(test.id);
    if (uuid !== undefined) {
      const { record } = testRecordOf(test, result, process.cwd(), this.secrets);
      this.judged.set(uuid, new Map([...testOutcomes(record)].map(([id, o]) => [id, o.outcome])));
    }
    await super.onTestEnd(test, result);
  }

  /** allure-playwright makes its writer here: the results are then written without a flush each (allureWriter.ts). */
  override onBegin(suite: Suite): void {
    super.onBegin(suite);
    const runtime = (this as unknown as { allureRuntime?: { writer: AllureWriter } }).allureRuntime;
    if (runtime !== undefined) runtime.writer = unflushedWriter(runtime.writer, this.resultsDir);
  }

  /**
   * allure-playwright reads `config.projects[0].outputDir` here, but `playwright merge-reports` passes a
   * configuration without projects (a TypeError that ended every merge). With none, the reports
   * folder's test-results stands in: it only serves to name snapshot attachments, which paycert has none of.
   */
  override onConfigure(config: FullConfig): void {
    if (config.projects[0] !== undefined) {
      super.onConfigure(config);
      return;
    }
    const outputDir = join(runFolder().dir, 'test-results');
    super.onConfigure({
      ...config,
      projects: [{ outputDir, snapshotDir: outputDir } as FullConfig['projects'][number]],
    });
  }
}
