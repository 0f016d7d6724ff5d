/**
 * The literal secrets of this run, taken from the environment: the values of
 * PAYCERT_* variables whose names say they hold a credential. Every report
 * writer passes them to redactText, so a password that the pattern rules
 * cannot recognise (it is just a word) still never reaches a file.
 */
const secretName = /(PASSWORD|PASSPHRASE|API_KEY|APIKEY|SECRET|TOKEN|CREDENTIALS?|_KEY)$/;

export function envSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('PAYCERT_') || !secretName.test(name)) continue;
    const v = value?.trim();
    // Very short values would redact ordinary words; redactText ignores them too.
    if (v !== undefined && v.length >= 4) out.push(v);
  }
  // Longest first, so a secret that contains another is removed whole.
  return out.sort((a, b) => b.length - a.length);
}
