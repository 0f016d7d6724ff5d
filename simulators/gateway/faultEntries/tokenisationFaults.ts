/**
 * Faults that bend a finished tokenisation answer at one field each, each
 * declared here with the requirement it breaks and its hook.
 */
import { hookedFault, inDocument, type VariationHooks } from '../variation.js';
import { tokenisationData, type Loose } from './documentParts.js';

function onTokenisation(change: (data: Loose, doc: Loose) => void): VariationHooks {
  return {
    after: inDocument((doc) => {
      const data = tokenisationData(doc);
      if (data !== undefined) change(data, doc);
    }),
  };
}

export const tokenisationFaults = [
  // A four-digit year is outside the Notes column of the tokenisation response table ("two
  // digits"), so it also breaks GW-TOK-2, "a top-level data object with the fields of the
  // tokenisation response table".
  hookedFault(
    'expiry-not-two-digits',
    'GW-TOK-5',
    'the tokenisation response gives a four-digit expiry year',
    onTokenisation((data) => {
      data.cardExpiryYear = `20${String(data.cardExpiryYear)}`;
    }),
    ['GW-TOK-2'],
  ),
  // Four leading digits are outside the Notes column of the tokenisation response table ("first
  // six digits, asterisks, last four digits"), so it also breaks GW-TOK-2, "a top-level data object
  // with the fields of the tokenisation response table".
  // Four digits in front instead of six: the fifth and sixth become asterisks.
  hookedFault(
    'truncation-wrong',
    'GW-TOK-4',
    'truncated card numbers keep the first four digits, not six',
    onTokenisation((data) => {
      const t = String(data.truncatedCardNumber);
      data.truncatedCardNumber = `${t.slice(0, 4)}**${t.slice(6)}`;
    }),
    ['GW-TOK-2'],
  ),
  hookedFault(
    'tokenisation-no-data-wrapper',
    'GW-TOK-2',
    'the tokenisation fields are sent at the top level, without the data object',
    onTokenisation((data, doc) => {
      delete doc.data;
      Object.assign(doc, data);
    }),
  ),
];
