/**
 * The literal secrets of this run, taken from the environment: the values of
 * PAYCERT_*, TERMINAL_* and GATEWAY_* variables whose names say they hold a
 * credential (TERMINAL_PASSWORD, TERMINAL_AUTH_HEADER, GATEWAY_API_KEY, ...). Every report
 * writer passes them to redactText, so a password that the pattern rules
 * cannot recognise (it is just a word) still never reaches a file.
 */
const secretName = /(PASSWORD|PASSPHRASE|API_KEY|APIKEY|SECRET|TOKEN|CREDENTIALS?|_KEY|AUTH_HEADER)$/;
const ownPrefix = /^(PAYCERT|TERMINAL|GATEWAY)_/;

export function envSecrets(env: NodeJS.ProcessEnv = process.env): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(env)) {
    if (!ownPrefix.test(name) || !secretName.test(name)) continue;
    const v = value?.trim();
    // Very short values would redact ordinary words; redactText ignores them too.
    if (v === undefined || v.length < 4) continue;
    out.push(v);
    // `Name: value` header: the value alone is the secret too.
    const colon = v.indexOf(':');
    if (name.endsWith('AUTH_HEADER') && colon > 0 && v.length - colon > 5)
      out.push(v.slice(colon + 1).trim());
  }
  // Longest first, so a secret that contains another is removed whole.
  return out.sort((a, b) => b.length - a.length);
}
