/**
 * MUST requirements that no simulator fault switch can break, each with the
 * reason. The fault proof lists them instead of counting them as gaps; any
 * other MUST requirement without a proving fault fails `npm run prove`.
 */
import type { RequirementId } from '../requirements/catalogue.js';

export const unbreakable: ReadonlyMap<RequirementId, string> = new Map<RequirementId, string>([
  [
    'HASH-6',
    "a rule on the Hash paycert sends (128 upper-case hex characters): it is checked on paycert's own signing, and a gateway that mishandles it breaks HASH-1 (an upper-case Hash refused) or HASH-2 (a malformed Hash accepted) instead",
  ],
]);
