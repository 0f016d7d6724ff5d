/**
 * How a literal secret of the run (a password or key from the environment)
 * is erased from free text. A strong secret (8 characters or more, not a
 * plain word) is erased wherever it occurs. A weak one (shorter, or letters
 * only, like a dictionary word) is erased only where it stands as a word of
 * its own, so `pay` does not eat `payment`. A secret that is part of the
 * product's name is never erased as a literal: with the password `paycert`,
 * every report would lose its title and its file names; such a password is
 * still removed wherever it is a credential (Authorization headers, secret
 * fields), and is no secret worth the name in a report about paycert.
 * Shorter than 4 characters: never (every report would be confetti).
 */
export const PRODUCT_NAME = 'paycert';

export type LiteralPolicy = 'everywhere' | 'whole-word' | 'never';

export function literalPolicy(secret: string): LiteralPolicy {
  if (secret.length < 4) return 'never';
  if (PRODUCT_NAME.includes(secret.toLowerCase())) return 'never';
  if (secret.length < 8 || /^[A-Za-z]+$/.test(secret)) return 'whole-word';
  return 'everywhere';
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

type Eraser = { readonly secret: string; readonly word?: RegExp };

/**
 * The erasers of one list of secrets (longest first, each with its policy's
 * pattern), built once per list rather than on every call: the same few
 * lists come with every string a run redacts. Bounded.
 */
const plans = new Map<string, readonly Eraser[]>();

function planOf(secrets: readonly string[]): readonly Eraser[] {
  const key = secrets.join('\u0000');
  let plan = plans.get(key);
  if (plan === undefined) {
    plan = [...secrets]
      .sort((a, b) => b.length - a.length)
      .flatMap((secret): Eraser[] => {
        const policy = literalPolicy(secret);
        if (policy === 'everywhere') return [{ secret }];
        if (policy === 'whole-word')
          return [
            { secret, word: new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(secret)}(?![A-Za-z0-9])`, 'g') },
          ];
        return [];
      });
    if (plans.size >= 64) plans.clear();
    plans.set(key, plan);
  }
  return plan;
}

/** `text` with each secret replaced by `mark` as its policy says (longest secrets first). */
export function eraseLiterals(text: string, secrets: readonly string[], mark: string): string {
  let out = text;
  for (const { secret, word } of planOf(secrets)) {
    // Neither policy changes a text that does not hold the secret at all.
    if (!out.includes(secret)) continue;
    if (word === undefined) out = out.split(secret).join(mark);
    else out = out.replace(word, mark);
  }
  return out;
}
