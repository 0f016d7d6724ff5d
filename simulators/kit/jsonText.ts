/**
 * Strict JSON for request bodies: UTF-8 decoded strictly, parsed, then
 * scanned for what JSON.parse lets through silently: nesting deeper than the
 * limit and an exact duplicate key (JSON.parse keeps the last, so two
 * readers of the same body could disagree). A failure names the place
 * (`orderLines[0].quantity`) and never quotes the body: it may hold a card
 * number.
 */
import { walkJson, type JsonPath } from '../../lib/support/json/walkJson.js';

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

/** `text` parsed, with what JSON.parse lets through silently refused (see scan). */
export function parseJsonText(text: string, maxDepth: number): JsonResult {
  const parsed = tryParse(text);
  const problem = parsed === undefined ? { kind: 'malformed' as const } : scan(text, maxDepth);
  return problem === undefined ? { ok: true, value: parsed?.value } : { ok: false, ...problem };
}

function tryParse(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** A place as a failure names it: `orderLines[0].quantity`, or `body` for the document itself. */
function placeOf(path: JsonPath): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out === '' ? '' : '.'}${p.slice(0, 64)}`;
  return out === '' ? 'body' : out;
}

/** Walks text that JSON.parse accepted (lib/support/json/walkJson.ts) for what it let through. */
function scan(text: string, maxDepth: number): JsonProblem | undefined {
  // The keys of each open object (null for an array), innermost last.
  const keys: (Set<string> | null)[] = [];
  const end = walkJson(
    text,
    {
      open: (_path, object) => void keys.push(object ? new Set() : null),
      close: () => void keys.pop(),
      key: (key) => {
        const seen = keys[keys.length - 1];
        if (seen === null || seen === undefined) return true;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      },
    },
    maxDepth,
  );
  if (end.walked) return undefined;
  return end.why === 'key'
    ? { kind: 'duplicate-key', path: placeOf(end.path) }
    : { kind: 'too-deep', path: placeOf(end.path) };
}
