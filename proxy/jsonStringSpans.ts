/**
 * Where, in a JSON text, the string values at chosen paths sit: the byte
 * positions of their tokens, so one value can be replaced while every other
 * byte of the body stays exactly as the upstream sent it (re-serialising
 * would change spacing, escapes and number forms). The text must already be
 * valid JSON (JSON.parse first); nesting deeper than `maxDepth` gives up.
 */
export interface StringSpan {
  /** Index of the opening quote. */
  readonly start: number;
  /** Index just past the closing quote. */
  readonly end: number;
  readonly value: string;
}

class GaveUp extends Error {}

/** JSON whitespace: space, tab, LF, CR. */
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;
/** What ends a number, true, false or null: a separator, a closing bracket or whitespace. */
const endsScalar = (c: number): boolean => c === 44 || c === 125 || c === 93 || isSpace(c);

export function stringSpansAt(
  text: string,
  wanted: (path: readonly string[]) => boolean,
  maxDepth = 64,
): StringSpan[] | undefined {
  const spans: StringSpan[] = [];
  const n = text.length;
  let i = 0;
  let slash = 0;
  const ws = (): void => {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
  };
  const str = (): StringSpan => {
    const start = i;
    // The closing quote is the first one not escaped, i.e. after an even run of backslashes.
    let q = start;
    for (;;) {
      q = text.indexOf('"', q + 1);
      if (q === -1) throw new GaveUp(); // not after JSON.parse; guarded all the same
      let backslashes = 0;
      for (let k = q - 1; text.charCodeAt(k) === 92; k--) backslashes++;
      if (backslashes % 2 === 0) break;
    }
    i = q + 1;
    // The next backslash at or after this string's start (found once per backslash: the walk stays linear).
    if (slash !== -1 && slash <= start) slash = text.indexOf('\\', start + 1);
    // Without an escape, a valid JSON string's value is its characters between the quotes.
    const value =
      slash !== -1 && slash < q ? (JSON.parse(text.slice(start, i)) as string) : text.slice(start + 1, q);
    return { start, end: i, value };
  };
  const value = (path: string[], depth: number): void => {
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      if (depth >= maxDepth) throw new GaveUp();
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return;
      }
      for (let index = 0; i < n; index++) {
        ws();
        let key = String(index);
        if (c === '{') {
          key = str().value;
          ws();
          i++; // the colon
        }
        // One path array for the whole walk: `wanted` reads it at once and keeps nothing.
        path.push(key);
        value(path, depth + 1);
        path.pop();
        ws();
        if (text[i++] !== ',') return; // the closing bracket
      }
    } else if (c === '"') {
      const s = str();
      if (wanted(path)) spans.push(s);
    } else {
      while (i < n && !endsScalar(text.charCodeAt(i))) i++;
    }
  };
  try {
    value([], 0);
  } catch (e) {
    if (e instanceof GaveUp) return undefined;
    throw e;
  }
  return spans;
}
