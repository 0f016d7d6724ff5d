/**
 * Issue 13: the `shapeOf` class of bug (a plain object used as a map with
 * keys the target chooses). Keys named like built-ins (`__proto__`,
 * `toString`, `constructor`) stay keys wherever target data is copied or
 * counted: the gateway's key canonicalisation, redaction, and the profile.
 */
import { expect, test } from '@playwright/test';
import { buildProfile } from '../../lib/reporting/profile/buildProfile.js';
import { shapeOf } from '../../lib/reporting/profile/shapeOf.js';
import { redactValue } from '../../lib/reporting/redaction/redact.js';
import { canonicalKeys, knownKeys } from '../../simulators/gateway/canonicalKeys.js';

const builtIns = ['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf'];

test('gateway key canonicalisation keeps a __proto__ key as a key, so the schema refuses it', () => {
  const doc = JSON.parse('{"Type":"Payment","__proto__":{"parameters":{"cardNumber":"1"}}}') as Record<
    string,
    unknown
  >;
  const out = canonicalKeys(doc, knownKeys(['type', 'parameters']), '');
  expect(Object.keys(out).sort()).toEqual(['__proto__', 'type']);
  expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  expect(out.parameters).toBeUndefined();
});

test('redaction copies keys named like built-ins as keys', () => {
  for (const key of builtIns) {
    const doc = JSON.parse(`{"${key}":{"x":1},"y":2}`) as unknown;
    const out = redactValue(doc) as Record<string, unknown>;
    expect(Object.keys(out), key).toEqual([key, 'y']);
    expect(Object.getPrototypeOf(out), key).toBe(Object.prototype);
    expect(JSON.stringify(out), key).toBe(JSON.stringify(doc));
  }
});

test('the profile counts resources and states named like built-ins', () => {
  const tests = builtIns.map((name, i) => ({
    key: `t${i}`,
    observations: [{ resource: name, state: name, shape: shapeOf({ a: 1 }) }],
  }));
  const profile = buildProfile(tests, [], [], new Date(0), () => undefined);
  const resources = profile.resources as Record<string, Record<string, { observations: number }>>;
  for (const name of builtIns) {
    expect(Object.hasOwn(resources, name), name).toBe(true);
    expect(resources[name]?.[name]?.observations, name).toBe(1);
  }
  expect(({} as Record<string, unknown>).x).toBeUndefined();
});
