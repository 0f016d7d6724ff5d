/**
 * What a test tells the reporters about the target, as ONE JSON attachment
 * written when the test ends (fixtures/conformance.ts): the outcome of each
 * `verify`, the fingerprint of each target, the browser that drove its pages.
 * As annotations these filled the top of Playwright's failure page (22
 * raw-JSON lines above the failure); an attachment sits below it, travels in
 * a shard's blob, and reaches JUnit and Allure as one file, not as properties
 * or steps. Every value is redacted before it is added.
 */
import { decodeOutcome, type OutcomeRecord } from '../../judging/requirements/outcome.js';
import { decodeTarget, type TargetInfo } from './target.js';

export const outcomesAttachment = 'paycert-outcomes.json';

export interface TestFindings {
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
  let v: unknown;
  try {
    v = JSON.parse(text ?? '');
  } catch {
    return { outcomes: [], targets: [] };
  }
  const o = (v ?? {}) as { outcomes?: unknown; targets?: unknown; browser?: unknown };
  const list = (x: unknown): unknown[] => (Array.isArray(x) ? (x as unknown[]) : []);
  const outcomes = list(o.outcomes)
    .map((x) => decodeOutcome(JSON.stringify(x)))
    .filter((x): x is OutcomeRecord => x !== undefined);
  const targets = list(o.targets)
    .map((x) => decodeTarget(JSON.stringify(x)))
    .filter((x): x is TargetInfo => x !== undefined);
  return { outcomes, targets, ...(typeof o.browser === 'string' ? { browser: o.browser } : {}) };
}
