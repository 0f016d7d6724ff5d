/**
 * allure-playwright with paycert's metadata: every requirement id a test
 * names in its tags becomes a `requirement` label, a link to its spec section
 * and, with the catalogue, `epic` (Part A / Part B), `feature` (area) and
 * `severity` (MUST critical, OBSERVATION minor) labels. Every result passes
 * lib/redaction before Allure writes it. Options: allure-playwright's own,
 * plus `specUrl` (default PAYCERT_SPEC_URL or `spec/payment-interfaces.md`);
 * resultsDir defaults to `<reports>/allure-results`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FullConfig } from '@playwright/test/reporter';
import { AllureReporter } from 'allure-playwright';
import { isRequirementId, requirement } from '../lib/requirements/catalogue.js';
import { redactText } from '../lib/redaction/redact.js';
import { areaTitles } from '../lib/report/areaSummary.js';
import { envSecrets } from '../lib/report/envSecrets.js';
import { specAnchor, specHeadings, type Heading } from '../lib/report/specAnchor.js';

type AllureOptions = NonNullable<ConstructorParameters<typeof AllureReporter>[0]>;
type Listener = NonNullable<AllureOptions['listeners']>[number];
type AllureResult = Parameters<NonNullable<Listener['beforeTestResultWrite']>>[0];
type AllureStep = AllureResult['steps'][number];

/**
 * The spec's headings, for links to the requirement's section. A user's clone has no ../shared beside
 * it: then the links point at the spec without an anchor, and nothing else changes.
 */
function readHeadings(): Heading[] {
  const path = resolve(process.env.PAYCERT_SPEC ?? '../shared/spec/payment-interfaces.md');
  try {
    return existsSync(path) ? specHeadings(readFileSync(path, 'utf8')) : [];
  } catch {
    return [];
  }
}

function redactStep(step: AllureStep, secrets: readonly string[]): void {
  if (step.name !== undefined) step.name = redactText(step.name, secrets);
  if (step.statusDetails.message !== undefined)
    step.statusDetails.message = redactText(step.statusDetails.message, secrets);
  if (step.statusDetails.trace !== undefined)
    step.statusDetails.trace = redactText(step.statusDetails.trace, secrets);
  for (const p of step.parameters) p.value = redactText(p.value, secrets);
  for (const s of step.steps) redactStep(s, secrets);
}

/** Adds requirement labels and spec links from the `tag` labels, then redacts the result. */
export function paycertListener(
  specUrl: string,
  headings: readonly Heading[],
  secrets: readonly string[],
): Listener {
  return {
    beforeTestResultWrite(result: AllureResult) {
      const ids = result.labels
        .filter((l) => l.name === 'tag' && isRequirementId(l.value))
        .map((l) => l.value);
      for (const id of ids) {
        const r = requirement(id);
        const anchor = specAnchor(r.section, headings);
        result.labels.push(
          { name: 'requirement', value: id },
          { name: 'epic', value: r.area === 'gateway' || r.area === 'hash' ? 'Part A' : 'Part B' },
          { name: 'feature', value: areaTitles[r.area] },
          { name: 'story', value: `${id} ${r.text}` },
          { name: 'severity', value: r.level === 'MUST' ? 'critical' : 'minor' },
        );
        result.links.push({
          type: 'requirement',
          name: `${id}: ${r.section}`,
          url: anchor === undefined ? specUrl : `${specUrl}#${anchor}`,
        });
      }
      if (result.name !== undefined) result.name = redactText(result.name, secrets);
      if (result.description !== undefined) result.description = redactText(result.description, secrets);
      if (result.statusDetails.message !== undefined)
        result.statusDetails.message = redactText(result.statusDetails.message, secrets);
      if (result.statusDetails.trace !== undefined)
        result.statusDetails.trace = redactText(result.statusDetails.trace, secrets);
      for (const p of result.parameters) p.value = redactText(p.value, secrets);
      for (const s of result.steps) redactStep(s, secrets);
    },
  };
}

export default class PaycertAllureReporter extends AllureReporter {
  constructor(options: AllureOptions & { specUrl?: string } = {}) {
    const { specUrl, ...rest } = options;
    const url = specUrl ?? process.env.PAYCERT_SPEC_URL ?? 'spec/payment-interfaces.md';
    super({
      resultsDir: `${process.env.PAYCERT_REPORTS_DIR ?? 'reports'}/allure-results`,
      ...rest,
      listeners: [...(rest.listeners ?? []), paycertListener(url, readHeadings(), envSecrets())],
    });
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
    const outputDir = `${process.env.PAYCERT_REPORTS_DIR ?? 'reports'}/test-results`;
    super.onConfigure({
      ...config,
      projects: [{ outputDir, snapshotDir: outputDir } as FullConfig['projects'][number]],
    });
  }
}
