/**
 * Faults that bend a finished tokenisation answer at one field each. Keyed by
 * fault name (faults.ts lists each with the requirement it breaks).
 */
import type { GatewayFaultName } from '../faults.js';
import { inDocument, type VariationHooks } from '../variation.js';
import { tokenisationData, type Loose } from './documentParts.js';

function onTokenisation(change: (data: Loose, doc: Loose) => void): VariationHooks {
  return {
    after: inDocument((doc) => {
      const data = tokenisationData(doc);
      if (data !== undefined) change(data, doc);
    }),
  };
}

export const tokenisationFaults: Partial<Record<GatewayFaultName, VariationHooks>> = {
  'expiry-not-two-digits': onTokenisation((data) => {
    data.cardExpiryYear = `20${String(data.cardExpiryYear)}`;
  }),
  // Four digits in front instead of six: the fifth and sixth become asterisks.
  'truncation-wrong': onTokenisation((data) => {
    const t = String(data.truncatedCardNumber);
    data.truncatedCardNumber = `${t.slice(0, 4)}**${t.slice(6)}`;
  }),
  'tokenisation-no-data-wrapper': onTokenisation((data, doc) => {
    delete doc.data;
    Object.assign(doc, data);
  }),
};
