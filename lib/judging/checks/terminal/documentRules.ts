/**
 * The field rules of B. Transaction that hold on every transaction document
 * a suite reads, each under its requirement id: a suite runs them all, and
 * `paycert replay` runs them on every transaction document a target answers
 * (lib/judging/replay/mustChecks.ts), which is why they live in lib/.
 */
import { checkNoCardData } from './cardData.js';
import type { JsonRecord } from './exchange.js';
import { checkTableFields } from './extraFields.js';
import {
  checkCardExpiry,
  checkCvm,
  checkCvmFlags,
  checkEntryFlags,
  checkDeferredAuthFields,
  checkEmvTags,
  checkEntrySources,
  checkOnlineDecision,
  checkPinFields,
  checkResultValues,
  checkScheme,
  checkServices,
  checkTotalAmount,
  checkTypeValue,
} from './transactionFieldChecks.js';
import type { RequirementId } from '../../requirements/catalogue.js';

export const documentRules: readonly {
  readonly id: RequirementId;
  readonly check: (t: JsonRecord) => void;
}[] = [
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
  // Observations: a missing field of the table, and flags that disagree with the source or the CVM.
  { id: 'TM-TXN-18', check: checkTableFields },
  { id: 'TM-TXN-21', check: checkEntryFlags },
  { id: 'TM-TXN-22', check: checkCvmFlags },
];

/** The ids of documentRules, for test tags. */
export const documentRuleIds: readonly RequirementId[] = documentRules.map((r) => r.id);
