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

/** `text` with each secret replaced by `mark` as its policy says (longest secrets first). */
export function eraseLiterals(text: string, secrets: readonly string[], mark: string): string {
  let out = text;
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    const policy = literalPolicy(secret);
    if (policy === 'everywhere') out = out.split(secret).join(mark);
    else if (policy === 'whole-word') {
      out = out.replace(new RegExp(`(?<![A-Za-z0-9])${escapeRegExp(secret)}(?![A-Za-z0-9])`, 'g'), mark);
    }
  }
  return out;
}
