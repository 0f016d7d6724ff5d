/**
 * A JSON body redacted on its text, so the recording can splice the text in
 * rather than walk the parsed value and re-serialise it (bench: the walk and
 * JSON.stringify were most of the recording's CPU). The result is
 * `JSON.stringify(redactJson(JSON.parse(text)))`, or undefined whenever in
 * doubt (the walk then decides). The text is read alongside the value
 * JSON.parse gave for it (the judge's, parsedBodyCache.ts). It holds because
 *   1. the text is what JSON.stringify writes for that value (canonical): no
 *      whitespace between tokens, numbers as JavaScript prints them, strings
 *      escaped as JSON.stringify escapes them (here only \" \\ \b \f \n \r \t;
 *      a \u escape, rarer, is left to the walk), and each object's keys
 *      exactly the value's own keys in their order (so no key twice,
 *      array-index keys first; a key JSON.stringify would escape is left
 *      to the walk);
 *   2. the rules by field name are applied here, to the token of the value:
 *      a secret field's value becomes "[REDACTED]" (null stays null), a card
 *      field's number is masked by the policy itself (redactValue), anything
 *      else under a card field is walked on (the policy walks it so); a
 *      string holding JSON ("{...}") must be such JSON itself, unchanged;
 *   3. the text rule (textNeedsRedaction) changes none of the strings the
 *      policy reads as text: they are collected on the way (the value's own
 *      strings, escapes and all) and asked at once.
 * `text` must have come from UTF-8 (no lone surrogate) and `value` be what
 * JSON.parse(text) gave.
 */
import { REDACTED, isCardFieldName, isSecretFieldName, redactValue } from '../lib/redaction/redact.js';
import { shortestRedactable, textNeedsRedaction } from '../lib/redaction/textNeedsRedaction.js';

const maxDepth = 64;
const redactedToken = JSON.stringify(REDACTED);
/** Both forms redactValue masks in a card field (`^\\d{12,19}$`, `^[\\d -]{12,23}$`) are of this form. */
const cardForm = /^[\d -]{12,23}$/;
/** A key JSON.parse orders as an array index (ECMA-262: below 2^32 - 1; any all-digit key is compared). */
const arrayIndex = /^\d+$/;

/** A key's rule by name (0: none, 1: a secret field, 2: a card field), and whether JSON.stringify writes it as it is. */
interface KeyFacts {
  readonly kind: 0 | 1 | 2;
  readonly plain: boolean;
}

/** Remembered per key: JSON.parse gives the same few hundred key strings again and again (bounded). */
const keyFacts = new Map<string, KeyFacts>();
function factsOf(key: string): KeyFacts {
  let f = keyFacts.get(key);
  if (f === undefined) {
    f = {
      kind: isSecretFieldName(key) ? 1 : isCardFieldName(key) ? 2 : 0,
      plain: JSON.stringify(key) === `"${key}"`,
    };
    if (keyFacts.size >= 10_000) keyFacts.clear();
    keyFacts.set(key, f);
  }
  return f;
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

class Scanner {
  private i = 0;
  /** Position of the next backslash at or after `i` (s.length when none): one pass for the whole text. */
  private backslash = -1;
  /** Text before `done` and the replacements so far; undefined: nothing may change (a string holding JSON). */
  private readonly parts: string[] | undefined;
  private done = 0;

  constructor(
    private readonly s: string,
    private readonly secrets: readonly string[],
    private readonly depth: number,
    edits: boolean,
    /** The strings the policy reads as text (redactText), when long enough to change: asked together at the end. */
    private readonly leaves: string[],
    private readonly shortest: number,
  ) {
    this.parts = edits ? [] : undefined;
  }

  /** A string the policy puts through its text rule; shorter than `shortest`, the rule cannot change it. */
  private text(v: string): true {
    if (v.length >= this.shortest) this.leaves.push(v);
    return true;
  }

  run(value: unknown): string | undefined {
    if (
      value === null ||
      typeof value !== 'object' ||
      !this.value(value, this.depth) ||
      this.i !== this.s.length
    )
      return undefined;
    if (this.parts === undefined || this.parts.length === 0) return this.s;
    this.parts.push(this.s.slice(this.done));
    return this.parts.join('');
  }

  private replace(start: number, token: string): boolean {
    if (token === this.s.slice(start, this.i)) return true;
    if (this.parts === undefined) return false;
    this.parts.push(this.s.slice(this.done, start), token);
    this.done = this.i;
    return true;
  }

  private value(v: unknown, depth: number): boolean {
    const c = this.s.charCodeAt(this.i);
    if (c === 123) return isPlainObject(v) && this.object(v, depth + 1);
    if (c === 91) return Array.isArray(v) && this.array(v, depth + 1);
    if (c === 34) return typeof v === 'string' && this.plainString(v) && this.heldJson(v, depth);
    if (c === 116) return v === true && this.literal('true');
    if (c === 102) return v === false && this.literal('false');
    if (c === 110) return v === null && this.literal('null');
    // JSON.stringify writes a number as String does: the text must be exactly that (so -0, 1.0 or
    // 1e2 are not); a longer number token fails at the delimiter the caller then reads.
    return typeof v === 'number' && this.literal(String(v));
  }

  /**
   * Past the string token of `v`: at once when no backslash comes before the
   * quote `v.length` characters on (the token, whose text is `v`, then ends
   * there), else read for escapes JSON.stringify would not write.
   */
  private plainString(v: string): boolean {
    const end = this.i + 1 + v.length;
    if (this.backslash <= this.i) {
      const b = this.s.indexOf('\\', this.i + 1);
      this.backslash = b < 0 ? this.s.length : b;
    }
    if (this.backslash > end && this.s.charCodeAt(end) === 34) {
      this.i = end + 1;
      return true;
    }
    return this.string(false) >= 0;
  }

  /** A string that starts with "{" goes through the policy as JSON (redact.ts, redactValue): unchanged only if that JSON is. */
  private heldJson(v: string, depth: number): boolean {
    if (!v.startsWith('{') || !v.endsWith('}')) return this.text(v);
    let inner: unknown;
    try {
      inner = JSON.parse(v) as unknown;
    } catch {
      return this.text(v); // not JSON: the policy reads it as text
    }
    const held = new Scanner(v, this.secrets, depth + 1, false, this.leaves, this.shortest);
    return depth < maxDepth && held.run(inner) === v;
  }

  /** Past a string token: 0 without escapes, 1 with, -1 with one JSON.stringify would not write (any, if `lenient`). */
  private string(lenient: boolean): number {
    const s = this.s;
    let j = this.i + 1;
    let escaped = 0;
    for (;;) {
      const quote = s.indexOf('"', j);
      if (quote < 0) return -1;
      if (this.backslash < j) {
        const b = s.indexOf('\\', j);
        this.backslash = b < 0 ? s.length : b;
      }
      if (this.backslash > quote) {
        this.i = quote + 1;
        return escaped;
      }
      const e = s.charCodeAt(this.backslash + 1);
      // " \ b f n r t: the escapes JSON.stringify writes for those characters.
      if (!lenient && e !== 34 && e !== 92 && e !== 98 && e !== 102 && e !== 110 && e !== 114 && e !== 116)
        return -1;
      escaped = 1;
      j = this.backslash + 2;
    }
  }

  private literal(word: string): boolean {
    if (!this.s.startsWith(word, this.i)) return false;
    this.i += word.length;
    return true;
  }

  /** Past any value (the text is valid JSON), checking nothing inside: a secret field's value, replaced whole. */
  private skip(): boolean {
    const s = this.s;
    const first = s.charCodeAt(this.i);
    if (first === 34) return this.string(true) >= 0;
    if (first !== 123 && first !== 91) {
      // A number or a literal: up to the delimiter after it.
      const start = this.i;
      while (this.i < s.length) {
        const c = s.charCodeAt(this.i);
        if (c === 44 || c === 125 || c === 93) break;
        this.i++;
      }
      return this.i > start;
    }
    let depth = 0;
    while (this.i < s.length) {
      const c = s.charCodeAt(this.i);
      if (c === 34) {
        if (this.string(true) < 0) return false;
        continue;
      }
      this.i++;
      if (c === 123 || c === 91) depth++;
      else if ((c === 125 || c === 93) && --depth === 0) return true;
    }
    return false;
  }

  private array(v: readonly unknown[], depth: number): boolean {
    if (depth > maxDepth) return false;
    const s = this.s;
    this.i++;
    for (let k = 0; k < v.length; k++) {
      if (k > 0 && s.charCodeAt(this.i++) !== 44) return false;
      if (!this.value(v[k], depth)) return false;
    }
    return s.charCodeAt(this.i++) === 93;
  }

  /** The value of a key with a rule by name, as the policy (redactValue) has it. */
  private named(kind: 1 | 2, key: string, v: unknown, depth: number): boolean {
    const start = this.i;
    // A secret field's value is replaced whole, whatever it is; null stays null.
    if (kind === 1)
      return v === null ? this.literal('null') : this.skip() && this.replace(start, redactedToken);
    // A card field's string is masked by its form; anything else is walked on.
    if (typeof v !== 'string') return this.value(v, depth);
    if (this.s.charCodeAt(start) !== 34) return false;
    // Neither digits (masked) nor JSON, the policy reads it as text (redactValue): kept if written plain.
    if (!v.startsWith('{') && !cardForm.test(v)) return this.plainString(v) && this.text(v);
    return this.string(true) >= 0 && this.replace(start, JSON.stringify(redactValue(v, this.secrets, key)));
  }

  private object(v: Record<string, unknown>, depth: number): boolean {
    if (depth > maxDepth) return false;
    const s = this.s;
    this.i++;
    let count = 0;
    let compare = false;
    // for-in (V8 reads each value by the key's slot) gives the own keys in Object.keys order; an
    // inherited enumerable key, were Object.prototype ever given one, is not in the text: no match.
    for (const key in v) {
      if (count++ > 0 && s.charCodeAt(this.i++) !== 44) return false;
      const f = factsOf(key);
      // JSON.parse keeps the text's order of keys but for array-index keys, which it puts first:
      // an object whose first key is one has its text's keys compared one by one.
      if (count === 1) compare = arrayIndex.test(key);
      if (!f.plain || !this.key(key, compare)) return false;
      if (!(f.kind === 0 ? this.value(v[key], depth) : this.named(f.kind, key, v[key], depth))) return false;
    }
    // As many keys in the text as in the value: none twice (JSON.parse keeps one of each).
    return s.charCodeAt(this.i++) === 125;
  }

  /**
   * Past `"key":`, the text's next key, which is the value's next own key by
   * order (see object()): so where its token holds no backslash it is `key`
   * written plain, ending `key.length` characters on; compared only when asked.
   */
  private key(key: string, compare: boolean): boolean {
    const s = this.s;
    const end = this.i + 1 + key.length;
    if (s.charCodeAt(this.i) !== 34 || s.charCodeAt(end) !== 34 || s.charCodeAt(end + 1) !== 58) return false;
    if (this.backslash <= this.i) {
      const b = s.indexOf('\\', this.i + 1);
      this.backslash = b < 0 ? s.length : b;
    }
    if (this.backslash < end || (compare && !s.startsWith(key, this.i + 1))) return false;
    this.i = end + 2;
    return true;
  }
}

/**
 * See the file's comment: the body's text as the recording writes it, or
 * undefined when the walk must decide (condition 1 or 2 not shown, or the
 * text rule could change one of the strings, asked of them all at once).
 */
export function redactCanonicalJson(
  text: string,
  value: unknown,
  secrets: readonly string[],
): string | undefined {
  const leaves: string[] = [];
  const out = new Scanner(text, secrets, 0, true, leaves, shortestRedactable(secrets)).run(value);
  // Joined by NUL, as redactJson.ts's redactJsonBody joins them: no pattern of the rule spans two.
  if (out === undefined || (leaves.length > 0 && textNeedsRedaction(leaves.join('\u0000'), secrets)))
    return undefined;
  return out;
}
