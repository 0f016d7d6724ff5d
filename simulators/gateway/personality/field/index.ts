/**
 * The `field` personality: the other conformant choices wherever the spec is
 * silent (docs/personalities.md, "Gateway"). Order matters only for the
 * answer entries: the page is rebuilt before references are mapped in it.
 */
import type { PersonalityChoice } from '../../variation.js';
import { acquiringDetailKeys } from './acquiringDetailKeys.js';
import { completionAfterASecond } from './completionAfterASecond.js';
import { connectionClose } from './connectionClose.js';
import { pendingAfterFailed3ds } from './pendingAfterFailed3ds.js';
import { problemJsonRefusals } from './problemJsonRefusals.js';
import { sevenDigitFractions } from './sevenDigitFractions.js';
import { threeDSecureJourneyPage } from './threeDSecureJourneyPage.js';
import { undocumentedFields } from './undocumentedFields.js';
import { uuidReferences } from './uuidReferences.js';

export const fieldChoices: readonly PersonalityChoice[] = [
  completionAfterASecond,
  pendingAfterFailed3ds,
  acquiringDetailKeys,
  sevenDigitFractions,
  undocumentedFields,
  problemJsonRefusals,
  threeDSecureJourneyPage,
  uuidReferences,
  connectionClose,
];
