/**
 * Six realistic client mistakes, each switched on by name (README.md,
 * "Mistakes"). The correct code path is the default; a mistake changes one
 * line of behaviour, the way it happens in real integrations.
 */

export const mistakeNames = [
  /** Gateway: the Hash is computed over a key-sorted copy of the body, not over the bytes sent. */
  'hash-over-reserialised-json',
  /** Gateway: amountToCollect written as String(minor / 100): "12.5" instead of "12.50". */
  'amount-one-fraction-digit',
  /** Gateway: the expiry month written as String(month): "5" instead of "05". */
  'expiry-month-unpadded',
  /** Terminal: the shop's line placed above the receipt with a negative y instead of a scroll. */
  'print-negative-y',
  /** Terminal: device.json read with the credential-less helper written for ping.json. */
  'device-info-without-credentials',
  /** Terminal: a sale whose answer never came (a time-out) is started again, not looked for first. */
  'retry-sale-after-timeout',
] as const;

export type Mistake = (typeof mistakeNames)[number];

export function isMistake(name: string): name is Mistake {
  return (mistakeNames as readonly string[]).includes(name);
}

/** `PAYCERT_EXAMPLE_MISTAKES=a,b`: the mistakes to switch on; an unknown name is an error, not ignored. */
export function mistakesFromEnv(env: NodeJS.ProcessEnv = process.env): ReadonlySet<Mistake> {
  const names = (env.PAYCERT_EXAMPLE_MISTAKES ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  for (const n of names) {
    if (!isMistake(n))
      throw new Error(`PAYCERT_EXAMPLE_MISTAKES: unknown mistake "${n}" (known: ${mistakeNames.join(', ')})`);
  }
  return new Set(names as Mistake[]);
}
