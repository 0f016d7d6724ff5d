/**
 * MUST requirements that no simulator fault switch can break, each with the
 * reason. The fault proof lists them instead of counting them as gaps; any
 * other MUST requirement without a proving fault fails `npm run prove`.
 */
export const unbreakable: ReadonlyMap<string, string> = new Map<string, string>([]);
