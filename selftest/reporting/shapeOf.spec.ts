/**
 * shapeOf never leaks a value: whatever a document holds (card numbers,
 * credentials, amounts, free text), its shape holds field names, JSON types
 * and enum-like values of the enum fields only. Receipt layouts mask digits.
 */
import { test, expect } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { mergeShapes, shapeOf } from '../../lib/reporting/profile/shapeOf.js';
import { enumFieldNames } from '../../lib/reporting/profile/enumFields.js';
import { observationOf } from '../../lib/reporting/profile/observation.js';
import { receiptLayout } from '../../lib/reporting/profile/receiptLayout.js';
import {
  fieldsBeyondSchema,
  schemaFieldPaths,
  schemasRoot,
} from '../../lib/reporting/profile/schemaFieldPaths.js';

const secretDoc = {
  success: true,
  transaction: {
    id: 'txn-8472-aa',
    type: 'sale',
    result: 'approved',
    amount: 1234,
    account_number: '4111111111111111',
    card_details: { cardholder_name: 'JANE Q PUBLIC', pin_block: 'A1B2C3D4E5F6' },
    status: 'opaque-secret-status-value-too-long-to-be-an-enum-value-really',
    type2: 'sale',
    attempted_sources: ['contactless', 'keypad'],
  },
  apiKey: 'sk_live_canary_123',
};

test('a shape holds names and types, and values only of enum fields', () => {
  const shape = shapeOf(secretDoc);
  const text = JSON.stringify(shape);
  for (const leak of ['4111111111111111', 'JANE', 'A1B2C3', 'txn-8472', '1234', 'sk_live', 'opaque-secret']) {
    expect(text, leak).not.toContain(leak);
  }
  expect(shape['transaction.result']).toEqual({ types: ['string'], values: ['approved'] });
  expect(shape['transaction.type2']).toEqual({ types: ['string'] });
  expect(shape['transaction.attempted_sources[]']?.values).toEqual(['contactless', 'keypad']);
  expect(shape['transaction.amount']).toEqual({ types: ['number'] });
  expect(shape['transaction.card_details.pin_block']).toEqual({ types: ['string'] });
});

test('property: no string of 4+ characters in a non-enum field ever reaches the shape', () => {
  // Keys never start with Z, so a value found in the shape cannot be a key of the same spelling.
  const nonEnumKey = fc
    .string({ minLength: 1, maxLength: 8 })
    .filter((k) => !enumFieldNames.has(k) && !k.startsWith('Z'));
  const json = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.string({ minLength: 4 }).map((s) => `Z${s}`),
      fc.integer(),
      fc.boolean(),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(nonEnumKey, tie('value'), { maxKeys: 4 }),
    ),
  }));
  fc.assert(
    fc.property(json.value, (doc) => {
      const text = JSON.stringify(shapeOf(doc));
      const strings: string[] = [];
      const collect = (v: unknown): void => {
        if (typeof v === 'string') strings.push(v);
        else if (Array.isArray(v)) v.forEach(collect);
        else if (v !== null && typeof v === 'object') Object.values(v).forEach(collect);
      };
      collect(doc);
      for (const s of strings) if (!/^Z[a-z.[\]]*$/.test(s)) expect(text).not.toContain(JSON.stringify(s));
    }),
    { numRuns: 200 },
  );
});

test('keys named like built-in properties are paths like any other', () => {
  // A target may send any key; these once crashed shapeOf (found by the property above, 1 run in 3).
  const keys = ['toString', 'valueOf', 'hasOwnProperty', 'constructor', '__proto__', 'isPrototypeOf'];
  const doc = JSON.parse(`{${keys.map((k) => `"${k}": {"${k}": "x"}`).join(',')}}`) as unknown;
  const shape = shapeOf(doc);
  for (const k of keys) {
    expect(Object.hasOwn(shape, k), k).toBe(true);
    expect(shape[k], k).toEqual({ types: ['object'] });
    expect(shape[`${k}.${k}`], k).toEqual({ types: ['string'] });
  }
  expect(Object.keys(mergeShapes(shape, shape)).sort()).toEqual(Object.keys(shape).sort());
});

test('enum fields keep only enum-like values (no digits runs, no long text)', () => {
  const shape = shapeOf({ type: ['4111111111111111', 'x'.repeat(60), 'sale', 'ref 123456'] });
  expect(shape['type[]']?.values).toEqual(['sale']);
});

test('a receipt layout masks every digit and keeps the structure', () => {
  const layout = receiptLayout({
    success: true,
    receipt: [
      { command: 'text', text: 'TOTAL EUR 12.34', x: 0, y: 0, font_size: 24 },
      { command: 'text', text: 'CARD 4111 1111 1111 1111', x: 0, y: 30, font_size: 20, underline: true },
      { command: 'scroll', amount: 40 },
      { command: 'flush' },
    ],
  });
  expect(layout).toEqual([
    'text x=0 y=0 size=24 "TOTAL EUR ##.##"',
    'text x=0 y=30 size=20 underline "CARD #### #### #### ####"',
    'scroll amount=40',
    'flush',
  ]);
  expect(
    observationOf('terminal/screen', 'idle', {
      success: true,
      scene: { path: 'app.views.layouts.idle', text: 'Welcome 4111111111111111' },
    }),
  ).toMatchObject({
    screenPath: 'app.views.layouts.idle',
  });
});

test('every string enum of the schemas is an enum field (so the profile shows new values)', () => {
  const missing = new Set<string>();
  const walk = (v: unknown, key: string | undefined): void => {
    if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v !== null && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (Array.isArray(o.enum) && key !== undefined && !enumFieldNames.has(key)) missing.add(key);
      for (const [k, child] of Object.entries(o)) {
        if (k === 'properties' && child !== null && typeof child === 'object') {
          for (const [name, sub] of Object.entries(child as Record<string, unknown>)) walk(sub, name);
        } else if (k !== 'properties')
          walk(child, ['items', 'anyOf', 'oneOf', 'allOf'].includes(k) ? key : undefined);
      }
    }
  };
  for (const dir of ['terminal', 'gateway']) {
    for (const f of readdirSync(join(schemasRoot, dir)))
      walk(JSON.parse(readFileSync(join(schemasRoot, dir, f), 'utf8')), undefined);
  }
  expect([...missing]).toEqual([]);
});

test('fields beyond the schema are listed, the topmost only', () => {
  const described = schemaFieldPaths('terminal/transaction-response');
  expect(described?.has('transaction.result')).toBe(true);
  const paths = Object.keys(
    shapeOf({ success: true, transaction: { id: 'a', result: 'approved', job_id: 'j', vendor: { a: 1 } } }),
  );
  expect(fieldsBeyondSchema(paths, described ?? new Set())).toEqual([
    'transaction.job_id',
    'transaction.vendor',
  ]);
  expect(schemaFieldPaths('terminal/no-such')).toBeUndefined();
});
