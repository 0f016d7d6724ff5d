/** TM-TXN-9 (B. Transaction: card_details.scheme): a listed scheme, or unknown followed by a hexadecimal code. */
import { ensure } from '../checkFailure.js';
import { isRecord, type JsonRecord } from './documentParts.js';
import { SCHEMES, oneOf } from './transactionValues.js';

export function checkScheme(t: JsonRecord): void {
  const scheme = isRecord(t.card_details) ? t.card_details.scheme : undefined;
  if (scheme === undefined || scheme === null) return; // no card read yet (field notes)
  ensure(
    oneOf(SCHEMES, scheme) || (typeof scheme === 'string' && /^unknown[-_ ]?[0-9a-fA-F]+$/.test(scheme)),
    'TM-TXN-9',
    `card_details.scheme is ${JSON.stringify(scheme)}`,
  );
}
