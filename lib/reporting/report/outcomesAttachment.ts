/**
 * What a test tells the reporters about the target, as ONE JSON attachment
 * written when the test ends (fixtures/conformance.ts): the outcome of each
 * `verify`, the fingerprint of each target, the browser that drove its pages.
 * As annotations these filled the top of Playwright's failure page (22
 * raw-JSON lines above the failure); an attachment sits below it, travels in
 * a shard's blob, and reaches JUnit and Allure as one file, not as properties
 * or steps. Every value is redacted before it is added.
 */
import { isOutcomeRecord, type OutcomeRecord } from '../../judging/requirements/outcome.js';
import { isJsonObject } from '../../support/json/isJsonObject.js';
import { parseJsonAs } from '../../support/json/parseJsonAs.js';
import { isTargetInfo, type TargetInfo } from './target.js';

export const outcomesAttachment = 'paycert-outcomes.json';

export interface TestFindings {
  /** Explicit outcomes recorded by `verify`. */
  readonly outcomes: readonly OutcomeRecord[];
  readonly targets: readonly TargetInfo[];
  /** `chromium 140.0.7339.185`: the browser of the test's pages, when it opened one. */
  readonly browser?: string;
}

export function encodeFindings(f: TestFindings): string {
  return JSON.stringify(f);
}

/** The findings in an attachment's text; anything unreadable is left out, never guessed. */
export function decodeFindings(text: string | undefined): TestFindings {
  const o = parseJsonAs(text, isJsonObject) ?? {};
  const list = (x: unknown): unknown[] => (Array.isArray(x) ? (x as unknown[]) : []);
  return {
    outcomes: list(o.outcomes).filter(isOutcomeRecord),
    targets: list(o.targets).filter(isTargetInfo),
    ...(typeof o.browser === 'string' ? { browser: o.browser } : {}),
  };
}
