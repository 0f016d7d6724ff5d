/**
 * Every gateway and hash requirement of the catalogue is named by at least
 * one test of suites/gateway/ or the gateway property suites, except the
 * harness self-checks, which no target test may name (they are judged in
 * selftest/, outside the target's verdict); and the coverage finder itself
 * reports a missing id (it can fail).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { catalogue } from '../../lib/judging/requirements/catalogue.js';

const idInQuotes = /['"`]((?:GW-[A-Z0-9]+-\d+)|(?:HASH-\d+))['"`]/g;

function suiteTexts(): string[] {
  const gw = join('suites', 'gateway');
  const props = join('suites', 'properties');
  const files = [
    ...readdirSync(gw)
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => join(gw, f)),
    ...readdirSync(props)
      .filter((f) => /^(gateway|hash).*\.spec\.ts$/.test(f))
      .map((f) => join(props, f)),
  ];
  return files.map((f) => readFileSync(f, 'utf8'));
}

/** The ids of `wanted` that no text names in quotes (as named() and verify() take them). */
export function uncoveredIds(wanted: readonly string[], texts: readonly string[]): string[] {
  const named = new Set(texts.flatMap((t) => [...t.matchAll(idInQuotes)].map((m) => m[1] ?? '')));
  return wanted.filter((id) => !named.has(id));
}

/** Rules on paycert's own signer, checked in selftest/gatewayChecks/hashSigner.spec.ts. */
const harnessSelfChecks = ['HASH-6'];

const gatewayIds = catalogue
  .filter((r) => r.area === 'gateway' || r.area === 'hash')
  .map((r) => r.id)
  .filter((id) => !harnessSelfChecks.includes(id));

test('every gateway and hash requirement is named by a test', () => {
  expect(uncoveredIds(gatewayIds, suiteTexts())).toEqual([]);
});

test('no target test names a harness self-check', () => {
  expect(uncoveredIds(harnessSelfChecks, suiteTexts())).toEqual(harnessSelfChecks);
});

test('the coverage finder reports an id no test names', () => {
  expect(uncoveredIds(['GW-JOB-1', 'HASH-3'], ["named('x', 'GW-JOB-1')"])).toEqual(['HASH-3']);
});
