/**
 * Value lists of the spec's transaction table (Resources and their fields > B. Transaction),
 * taken from the schemas (generated/enums.ts) so the checks and the contract cannot disagree.
 */
import {
  authorizationProcessingRules,
  cardScheme,
  entrySource,
  interchangeRules,
  rangeOfServices,
  terminalTransactionCvmMode,
  terminalTransactionTerminalOnlineDecision,
  transactionResult,
  transactionType,
} from '../../../../generated/enums.js';

export const RESULTS = transactionResult;
export const TYPES = transactionType;
export const SOURCES = entrySource;
export const CVM_MODES = terminalTransactionCvmMode;
export const ONLINE_DECISIONS = terminalTransactionTerminalOnlineDecision;
export const SCHEMES = cardScheme;
export const INTERCHANGE_RULES = interchangeRules;
export const AUTHORIZATION_RULES = authorizationProcessingRules;
export const RANGE_OF_SERVICES = rangeOfServices;

export function oneOf(list: readonly string[], v: unknown): boolean {
  return typeof v === 'string' && list.includes(v);
}
