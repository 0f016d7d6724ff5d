/** The kit's strict JSON reading (simulators/kit/jsonText.ts): duplicate keys and depth, named by path. */
import { expect, test } from '@playwright/test';
import { parseJsonBytes, parseJsonText } from '../../simulators/kit/jsonText.js';

const cases: [string, string][] = [
  ['{"a":1,"a":2}', 'duplicate-key a'],
  ['{"a":1,"\\u0061":2}', 'duplicate-key a'],
  ['{"a":{"b":[1,{"c":1,"c":2}]}}', 'duplicate-key a.b[1].c'],
  ['{"__proto__":1,"__proto__":2}', 'duplicate-key __proto__'],
  ['{"toString":1,"valueOf":{"toString":2}}', 'ok'],
  ['{"a":"x\\"y,{[","b":"\\\\","a2":1}', 'ok'],
  ['{"x":[1,2],"y":{"x":1}}', 'ok'],
  ['[[[[1]]]]', 'ok'],
  ['[[[[[1]]]]]', 'too-deep [0][0][0][0]'],
  ['{"a":[[[[1]]]]}', 'too-deep a[0][0][0]'],
  ['{"a":1', 'malformed'],
];

test('duplicate keys and nesting depth are found and named by path; text in strings is not structure', () => {
  for (const [text, want] of cases) {
    const r = parseJsonText(text, 4);
    expect(r.ok ? 'ok' : `${r.kind}${'path' in r ? ` ${r.path}` : ''}`, text).toBe(want);
  }
});

test('invalid UTF-8 is refused before parsing', () => {
  const r = parseJsonBytes(Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), 4);
  expect(r.ok ? 'ok' : r.kind).toBe('encoding');
});
