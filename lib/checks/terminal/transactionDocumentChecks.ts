/**
 * The per-field rules of a transaction document (B. Transaction), as data:
 * a suite runs every row on every document it reads, each under its id.
 */
import { checkCardExpiry } from './checkCardExpiry.js';
import { checkCvm } from './checkCvm.js';
import { checkDeferredAuthFields } from './checkDeferredAuthFields.js';
import { checkEmvTags } from './checkEmvTags.js';
import { checkEntrySources } from './checkEntrySources.js';
import { checkNoCardData } from './checkNoCardData.js';
import { checkOnlineDecision } from './checkOnlineDecision.js';
import { checkPinFields } from './checkPinFields.js';
import { checkResultValues } from './checkResultValues.js';
import { checkScheme } from './checkScheme.js';
import { checkServices } from './checkServices.js';
import { checkTotalAmount } from './checkTotalAmount.js';
import { checkTypeValue } from './checkTypeValue.js';
import type { JsonRecord } from './documentParts.js';
import type { RequirementId } from '../../requirements/catalogue.js';

export interface DocumentRule {
  readonly id: RequirementId;
  readonly check: (t: JsonRecord) => void;
}

export const transactionDocumentChecks: readonly DocumentRule[] = [
  { id: 'TM-TXN-2', check: checkTotalAmount },
  { id: 'TM-TXN-3', check: (t) => checkNoCardData(t, `transaction ${String(t.id)}`) },
  { id: 'TM-TXN-7', check: checkResultValues },
  { id: 'TM-TXN-8', check: checkTypeValue },
  { id: 'TM-TXN-9', check: checkScheme },
  { id: 'TM-TXN-10', check: checkEmvTags },
  { id: 'TM-TXN-11', check: checkEntrySources },
  { id: 'TM-TXN-12', check: checkCvm },
  { id: 'TM-TXN-13', check: checkServices },
  { id: 'TM-TXN-14', check: checkOnlineDecision },
  { id: 'TM-TXN-15', check: checkCardExpiry },
  { id: 'TM-TXN-16', check: checkPinFields },
  { id: 'TM-TXN-17', check: checkDeferredAuthFields },
];

/** The ids of transactionDocumentChecks, for test tags. */
export const transactionDocumentIds: readonly RequirementId[] = transactionDocumentChecks.map((r) => r.id);
