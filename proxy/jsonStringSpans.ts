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
    let escaped = false;
    while (i < n && text[i] !== '"') {
      if (text[i] === '\\') escaped = true;
      i += text[i] === '\\' ? 2 : 1;
    }
    i++;
    // Without an escape, a valid JSON string's value is its characters between the quotes.
    const value = escaped ? (JSON.parse(text.slice(start, i)) as string) : text.slice(start + 1, i - 1);
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
