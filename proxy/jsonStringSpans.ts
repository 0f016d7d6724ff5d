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

const space = new Set([' ', '\t', '\n', '\r']);
const scalarEnd = new Set([',', '}', ']', ' ', '\t', '\n', '\r']);

class GaveUp extends Error {}

export function stringSpansAt(
  text: string,
  wanted: (path: readonly string[]) => boolean,
  maxDepth = 64,
): StringSpan[] | undefined {
  const spans: StringSpan[] = [];
  const n = text.length;
  let i = 0;
  const ws = (): void => {
    while (i < n && space.has(text[i] as string)) i++;
  };
  const str = (): StringSpan => {
    const start = i++;
    while (i < n && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return { start, end: i, value: JSON.parse(text.slice(start, i)) as string };
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
        value([...path, key], depth + 1);
        ws();
        if (text[i++] !== ',') return; // the closing bracket
      }
    } else if (c === '"') {
      const s = str();
      if (wanted(path)) spans.push(s);
    } else {
      while (i < n && !scalarEnd.has(text[i] as string)) i++;
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
