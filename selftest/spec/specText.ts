/**
 * Reads the contract. CI runs with ../shared beside the clone; PAYCERT_SPEC
 * names another copy. A user's clone has neither: the tests that need the
 * text call `skipWithoutSpec()` and are skipped with the reason, unless
 * PAYCERT_REQUIRE_SPEC=1 (set by .ci/run) makes a missing spec an error, so
 * CI can never skip them silently.
 */
import { test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const specPath = resolve(process.env.PAYCERT_SPEC ?? '../shared/spec/payment-interfaces.md');

export function specAvailable(): boolean {
  return existsSync(specPath);
}

export const specMissingReason =
  `the interface specification's text is not at ${specPath}: ` +
  'set PAYCERT_SPEC to its Markdown file to run this test (README, "In this repository: two commands")';

export function readSpec(): string {
  if (!specAvailable()) throw new Error(specMissingReason);
  return readFileSync(specPath, 'utf8');
}

/** Call at the top of a spec file whose tests read the spec text. */
export function skipWithoutSpec(): void {
  if (specAvailable()) return;
  if (process.env.PAYCERT_REQUIRE_SPEC === '1') {
    throw new Error(`PAYCERT_REQUIRE_SPEC=1: ${specMissingReason}`);
  }
  test.skip(true, specMissingReason);
}
