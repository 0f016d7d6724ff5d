/**
 * stringSpansAt (lib/support/json/walkJson.ts), the scanner behind the gateway
 * side's link rewrite: for any JSON text, however spaced and escaped, it
 * finds exactly the string values JSON.parse finds, in order, each span
 * being the value's own token in the text.
 */
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { stringSpansAt } from '../../lib/support/json/walkJson.js';

/** The string values of `v` with their paths, in document order (keys are not values). */
function stringsOf(v: unknown, path: string[] = [], out: { path: string; value: string }[] = []) {
  if (typeof v === 'string') out.push({ path: path.join('.'), value: v });
  else if (Array.isArray(v)) v.forEach((x, i) => stringsOf(x, [...path, String(i)], out));
  else if (v !== null && typeof v === 'object')
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) stringsOf(x, [...path, k], out);
  return out;
}

/** JSON text with awkward but valid escapes: every "/" written "\/", every non-ASCII character as \uXXXX. */
const escapeMore = (text: string): string =>
  text
    .replace(/\//g, '\\/')
    .replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

test('every string value is found, in order, at its own token, however the text is spaced and escaped', () => {
  fc.assert(
    fc.property(
      fc.jsonValue({ maxDepth: 5 }),
      fc.constantFrom(0, 1, '\t'),
      fc.boolean(),
      (v, indent, more) => {
        // Duplicate keys collapse in JSON.parse; fast-check's objects have none.
        let text = JSON.stringify(v, null, indent);
        if (more) text = escapeMore(text);
        const paths: string[] = [];
        const spans = stringSpansAt(text, (p) => (paths.push(p.join('.')), true));
        const want = stringsOf(JSON.parse(text));
        expect(spans?.map((s) => s.value)).toEqual(want.map((w) => w.value));
        for (const s of spans ?? []) expect(JSON.parse(text.slice(s.start, s.end))).toBe(s.value);
        expect(paths).toEqual(want.map((w) => w.path));
      },
    ),
    { numRuns: 500 },
  );
});

test('nesting deeper than the limit gives up rather than recursing', () => {
  const deep = `${'['.repeat(70)}"x"${']'.repeat(70)}`;
  expect(stringSpansAt(deep, () => true)).toBeUndefined();
  expect(stringSpansAt(deep, () => true, 80)?.map((s) => s.value)).toEqual(['x']);
});
