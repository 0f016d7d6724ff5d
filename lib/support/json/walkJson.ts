/**
 * paycert's one JSON tokeniser: a walk over a text JSON.parse has already
 * accepted, reporting where each container opens and closes, each key, and
 * each string value with the position of its token in the text (indices of
 * the string, so one value can be replaced while every other byte stays as
 * sent). What JSON.parse does not say, the walkers built on it do: the
 * simulators' strict bodies (a duplicate key, nesting past a limit;
 * simulators/kit/jsonText.ts) and the proxy's link rewrite (the string
 * values at chosen paths; `stringSpansAt`). Nesting deeper than `maxDepth`
 * gives up rather than recursing.
 */

/** Where a value stands: object keys, and array indices as numbers. */
export type JsonPath = readonly (string | number)[];

export interface StringSpan {
  /** Index of the opening quote. */
  readonly start: number;
  /** Index just past the closing quote. */
  readonly end: number;
  readonly value: string;
}

/** What a walk reports; each callback reads `path` at once (the walk reuses it). */
export interface JsonVisitor {
  /** An object or array opens at `path`. */
  readonly open?: (path: JsonPath, object: boolean) => void;
  readonly close?: () => void;
  /** A key of the object at `path`, before its value; false stops the walk there. */
  readonly key?: (key: string, path: JsonPath) => boolean;
  /** A string value (not a key) at `path`. */
  readonly string?: (span: StringSpan, path: JsonPath) => void;
}

/** How a walk ended: whole, or stopped at `path` (nesting too deep, or a key the visitor refused). */
export type WalkEnd =
  | { readonly walked: true }
  | { readonly walked: false; readonly why: 'too-deep' | 'key'; readonly path: JsonPath };

class Stop extends Error {
  constructor(
    readonly why: 'too-deep' | 'key' | 'malformed',
    readonly path: JsonPath,
  ) {
    super(why);
  }
}

/** JSON whitespace: space, tab, LF, CR. */
const isSpace = (c: number): boolean => c === 32 || c === 9 || c === 10 || c === 13;
/** What ends a number, true, false or null: a separator, a closing bracket or whitespace. */
const endsScalar = (c: number): boolean => c === 44 || c === 125 || c === 93 || isSpace(c);

export function walkJson(text: string, visitor: JsonVisitor, maxDepth = 64): WalkEnd {
  const n = text.length;
  const path: (string | number)[] = [];
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
      if (q === -1) throw new Stop('malformed', path); // not after JSON.parse; guarded all the same
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
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      if (path.length >= maxDepth) throw new Stop('too-deep', [...path]);
      const object = c === '{';
      visitor.open?.(path, object);
      i++;
      ws();
      if (text[i] === (object ? '}' : ']')) i++;
      else
        for (let index = 0; i < n; index++) {
          ws();
          let key: string | number = index;
          if (object) {
            key = str().value;
            if (visitor.key?.(key, path) === false) throw new Stop('key', [...path, key]);
            ws();
            i++; // the colon
          }
          path.push(key);
          value();
          path.pop();
          ws();
          if (text[i++] !== ',') break; // the closing bracket
        }
      visitor.close?.();
    } else if (c === '"') {
      const s = str();
      visitor.string?.(s, path);
    } else {
      while (i < n && !endsScalar(text.charCodeAt(i))) i++;
    }
  };
  try {
    value();
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    // Text JSON.parse refused is no walk's to judge: said as nesting it could not follow.
    return { walked: false, why: e.why === 'malformed' ? 'too-deep' : e.why, path: e.path };
  }
  return { walked: true };
}

/** The string values at the paths `wanted` picks, in text order; undefined past `maxDepth`. */
export function stringSpansAt(
  text: string,
  wanted: (path: JsonPath) => boolean,
  maxDepth = 64,
): StringSpan[] | undefined {
  const spans: StringSpan[] = [];
  const end = walkJson(text, { string: (s, path) => void (wanted(path) && spans.push(s)) }, maxDepth);
  return end.walked ? spans : undefined;
}
