/**
 * A property that checks several requirements at once (one target run per
 * example) must say which one a failing example broke. Checks take no id, so
 * the suite names it here, once per check, and `rethrowFor(id, failure)`
 * then reports the failure under that id only.
 */
import { CheckFailure } from '../../lib/checks/checkFailure.js';
import { isDeviation } from '../../lib/checks/deviation.js';
import type { RequirementId } from '../../lib/requirements/catalogue.js';

export function attributed(id: RequirementId, check: () => void): void {
  try {
    check();
  } catch (e) {
    if (isDeviation(e)) throw new CheckFailure(id, e.message, e.evidence);
    throw e;
  }
}
