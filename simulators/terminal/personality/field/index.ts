/**
 * The `field` personality: every entry is a conformant choice the reference
 * does not make, with the spec sentence that allows it (docs/personalities.md).
 * Order matters only where two entries touch one answer: the list is bare
 * before its summaries lose their fractions.
 */
import { listBareArray, summaryWholeSeconds } from './list.js';
import {
  accountNumberLastFour,
  nullsWhileActive,
  referenceFormat,
  referenceTxnIdEmpty,
  schemeUnknownHex,
  undocumentedFields,
} from './documents.js';
import { printerWordsOnly } from './printer.js';
import { receiptLayout } from './receipts.js';
import {
  credentialsRefused403,
  currentIdle400,
  unknownIdDescription,
  unknownPathHtml404,
} from './refusals.js';
import { otherScreenPaths, resultScreenAfterEnd } from './screens.js';
import { connectionClose, generatedIds } from './transport.js';
import type { Variation } from '../../variation.js';

export const fieldVariations: readonly Variation[] = [
  credentialsRefused403,
  currentIdle400,
  unknownIdDescription,
  unknownPathHtml404,
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
  printerWordsOnly,
  generatedIds,
  connectionClose,
];
