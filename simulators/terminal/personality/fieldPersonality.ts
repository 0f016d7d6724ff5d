/**
 * The `field` personality: every entry is a conformant choice the reference
 * does not make, with the spec sentence that allows it (docs/personalities.md).
 * Order matters only where two entries touch one answer: the list is bare
 * before its summaries lose their fractions.
 */
import { listBareArray, summaryWholeSeconds } from './fieldList.js';
import {
  accountNumberLastFour,
  nullsWhileActive,
  referenceFormat,
  referenceTxnIdEmpty,
  schemeUnknownHex,
  undocumentedFields,
} from './fieldDocuments.js';
import { receiptLayout } from './fieldReceipts.js';
import { credentialsRefused403, currentIdle400, unknownIdDescription } from './fieldRefusals.js';
import { otherScreenPaths, resultScreenAfterEnd } from './fieldScreens.js';
import { connectionClose, generatedIds } from './fieldTransport.js';
import type { Variation } from './variation.js';

export const fieldVariations: readonly Variation[] = [
  credentialsRefused403,
  currentIdle400,
  unknownIdDescription,
  listBareArray,
  summaryWholeSeconds,
  nullsWhileActive,
  undocumentedFields,
  referenceFormat,
  schemeUnknownHex,
  referenceTxnIdEmpty,
  accountNumberLastFour,
  resultScreenAfterEnd,
  otherScreenPaths,
  receiptLayout,
  generatedIds,
  connectionClose,
];
