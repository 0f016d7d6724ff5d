/**
 * Strict JSON for request bodies: UTF-8 decoded strictly, parsed, then
 * scanned for what JSON.parse lets through silently: nesting deeper than the
 * limit and an exact duplicate key (JSON.parse keeps the last, so two
 * readers of the same body could disagree). A failure names the place
 * (`orderLines[0].quantity`) and never quotes the body: it may hold a card
 * number.
 */
export type JsonProblem =
  | { readonly kind: 'encoding' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'too-deep'; readonly path: string }
  | { readonly kind: 'duplicate-key'; readonly path: string };

export type JsonResult =
  { readonly ok: true; readonly value: unknown } | ({ readonly ok: false } & JsonProblem);

const utf8 = new TextDecoder('utf-8', { fatal: true });

export function parseJsonBytes(bytes: Uint8Array, maxDepth: number): JsonResult {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return { ok: false, kind: 'encoding' };
  }
  return parseJsonText(text, maxDepth);
}

export function parseJsonText(text: string, maxDepth: number): JsonResult {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, kind: 'malformed' };
  }
  const problem = scan(text, maxDepth);
  return problem === undefined ? { ok: true, value } : { ok: false, ...problem };
}

interface Frame {
  readonly path: string;
  /** null for an array. */
  readonly keys: Set<string> | null;
  expectKey: boolean;
  lastKey: string;
  index: number;
}

function childPath(f: Frame | undefined): string {
  if (f === undefined) return '';
  if (f.keys === null) return `${f.path}[${f.index}]`;
  return f.path === '' ? f.lastKey : `${f.path}.${f.lastKey}`;
}

/** Walks text that JSON.parse accepted: strings, brackets and commas are all it needs to track. */
function scan(text: string, maxDepth: number): JsonProblem | undefined {
  const stack: Frame[] = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let j = i + 1;
      let escaped = false;
      while (j < n && text.charCodeAt(j) !== 0x22) {
        if (text.charCodeAt(j) === 0x5c) {
          escaped = true;
          j += 2;
        } else j++;
      }
      const top = stack[stack.length - 1];
      if (top?.keys != null && top.expectKey) {
        // Only a key with an escape needs decoding: "a\u0062" and "ab" are the same key.
        const key = escaped ? (JSON.parse(text.slice(i, j + 1)) as string) : text.slice(i + 1, j);
        top.lastKey = key.slice(0, 64);
        if (top.keys.has(key)) return { kind: 'duplicate-key', path: childPath(top) };
        top.keys.add(key);
        top.expectKey = false;
      }
      i = j;
    } else if (c === 0x7b || c === 0x5b) {
      const parent = stack[stack.length - 1];
      const path = childPath(parent);
      if (stack.length >= maxDepth) return { kind: 'too-deep', path: path === '' ? 'body' : path };
      stack.push({ path, keys: c === 0x7b ? new Set() : null, expectKey: true, lastKey: '', index: 0 });
    } else if (c === 0x7d || c === 0x5d) {
      stack.pop();
    } else if (c === 0x2c) {
      const top = stack[stack.length - 1];
      if (top !== undefined) {
        if (top.keys === null) top.index++;
        else top.expectKey = true;
      }
    }
  }
  return undefined;
}
