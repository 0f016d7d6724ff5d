/**
 * How a literal secret of the run (a password or key from the environment)
 * is erased from free text, in every form a client may send it: as it is,
 * in another case, percent-encoded (any character, or all of them) and in
 * base64 (standard or URL-safe, on its own or inside a longer value such as
 * a Basic credential `user:password`). A strong secret (8 characters or
 * more, not a plain word) is erased wherever it occurs. A weak one
 * (shorter, or letters only, like a dictionary word) is erased only where
 * it stands as a word of its own, so `pay` does not eat `payment`. A secret
 * that is part of the product's name is never erased as a literal: with the
 * password `paycert`, every report would lose its title and its file names;
 * such a password is still removed wherever it is a credential
 * (Authorization headers, secret fields), and is no secret worth the name in
 * a report about paycert. Shorter than 4 characters: never (every report
 * would be confetti).
 */
export const PRODUCT_NAME = 'paycert';

export type LiteralPolicy = 'everywhere' | 'whole-word' | 'never';

export function literalPolicy(secret: string): LiteralPolicy {
  if (secret.length < 4) return 'never';
  if (PRODUCT_NAME.includes(secret.toLowerCase())) return 'never';
  if (secret.length < 8 || /^[A-Za-z]+$/.test(secret)) return 'whole-word';
  return 'everywhere';
}

/** One secret's forms: as text in any case, as a pattern with any character percent-encoded, and its base64 cores. */
interface SecretForms {
  readonly lower: string;
  readonly wholeWord: boolean;
  readonly percent: RegExp;
  readonly base64: readonly string[];
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A character as it is (any case) or percent-encoded (its UTF-8 bytes, hex in any case); a space also as `+`. */
function charForm(c: string): string {
  const encoded = [...Buffer.from(c, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  return `(?:${escapeRegExp(c)}|${encoded}${c === ' ' ? '|\\+' : ''})`;
}

/**
 * The parts of the base64 text of any value holding `secret` that depend on
 * the secret's bytes alone: base64 writes 3 bytes as 4 characters, so the
 * secret's encoding depends on where it starts within a group of 3. For
 * each of the three offsets, the characters all of whose 6 bits fall within
 * the secret; in standard and URL-safe form; none shorter than `min` (a
 * shorter one would match ordinary words and ids).
 */
export function base64Cores(secret: string, min = 8): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  const cores = new Set<string>();
  for (let k = 0; k < 3; k++) {
    const text = Buffer.concat([Buffer.alloc(k), bytes]).toString('base64');
    const from = Math.ceil((8 * k) / 6);
    const to = Math.floor((8 * (k + bytes.length)) / 6);
    const core = text.slice(from, to);
    if (core.length < min) continue;
    cores.add(core);
    cores.add(core.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...cores];
}

function formsOf(secret: string, policy: LiteralPolicy): SecretForms {
  const wholeWord = policy === 'whole-word';
  const body = [...secret].map(charForm).join('');
  return {
    lower: secret.toLowerCase(),
    wholeWord,
    percent: new RegExp(wholeWord ? `(?<![A-Za-z0-9])${body}(?![A-Za-z0-9])` : body, 'gi'),
    base64: base64Cores(secret),
  };
}

/**
 * The forms of one list of secrets, longest first (a longer secret holding a
 * shorter one goes whole). Memoised per list (a pure function of it: the
 * same list comes with every string a run redacts).
 */
const plans = new WeakMap<readonly string[], readonly SecretForms[]>();
function planOf(secrets: readonly string[]): readonly SecretForms[] {
  let plan = plans.get(secrets);
  if (plan === undefined) {
    plan = [...new Set(secrets)]
      .sort((a, b) => b.length - a.length)
      .flatMap((s) => {
        const policy = literalPolicy(s);
        return policy === 'never' ? [] : [formsOf(s, policy)];
      });
    plans.set(secrets, plan);
  }
  return plan;
}

const base64Char = /[A-Za-z0-9+/_-]/;

/** `text` with the base64 value holding `core` (the whole run of base64 characters around it, its padding too) replaced by `mark`. */
function eraseBase64(text: string, core: string, mark: string): string {
  let out = text;
  for (let at = out.indexOf(core); at !== -1; at = out.indexOf(core, at + mark.length)) {
    let from = at;
    while (from > 0 && base64Char.test(out[from - 1] as string)) from--;
    let to = at + core.length;
    while (to < out.length && base64Char.test(out[to] as string)) to++;
    while (to < out.length && out[to] === '=') to++;
    out = out.slice(0, from) + mark + out.slice(to);
    at = from;
  }
  return out;
}

const wordChar = /[A-Za-z0-9]/;

/** `text` with the secret replaced wherever it stands in any case (as a word of its own when weak). */
function eraseCaseless(text: string, f: SecretForms, mark: string): string {
  const lower = text.toLowerCase();
  // Lower-casing kept every position (ASCII, as secrets are): positions in `lower` are positions in `text`.
  if (lower.length !== text.length) return text.replace(f.percent, mark);
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(f.lower); at !== -1; at = lower.indexOf(f.lower, at + 1)) {
    if (at < from) continue;
    const end = at + f.lower.length;
    if (f.wholeWord && (wordChar.test(text[at - 1] ?? '') || wordChar.test(text[end] ?? ''))) continue;
    out += text.slice(from, at) + mark;
    from = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** `text` with each secret, in each of its forms, replaced by `mark` as its policy says. */
export function eraseLiterals(text: string, secrets: readonly string[], mark: string): string {
  const plan = planOf(secrets);
  if (plan.length === 0) return text;
  let out = text;
  let lower = out.toLowerCase();
  const percent = out.includes('%');
  for (const f of plan) {
    if (lower.includes(f.lower)) {
      out = eraseCaseless(out, f, mark);
      lower = out.toLowerCase();
    }
    // Percent-encoded, wholly or in part: only a text with a `%` can hold it.
    if (percent && out.includes('%')) {
      const next = out.replace(f.percent, mark);
      if (next !== out) lower = (out = next).toLowerCase();
    }
    for (const core of f.base64)
      if (out.includes(core)) lower = (out = eraseBase64(out, core, mark)).toLowerCase();
  }
  return out;
}
