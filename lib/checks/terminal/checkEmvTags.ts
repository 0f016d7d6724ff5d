/**
 * TM-TXN-10 (B. Transaction: tags, "Only for contact or contactless EMV"):
 * tag values are hexadecimal strings; a magnetic-stripe or keyed transaction
 * carries no tags.
 */
import { ensure } from '../checkFailure.js';
import { isRecord, type JsonRecord } from './documentParts.js';

export function checkEmvTags(t: JsonRecord): void {
  const tags = t.tags;
  if (tags === undefined || tags === null) return;
  ensure(isRecord(tags), 'TM-TXN-10', `tags is ${JSON.stringify(tags)}, not a map`);
  const bad = Object.entries(tags).filter(([, v]) => typeof v !== 'string' || !/^([0-9a-fA-F]{2})*$/.test(v));
  ensure(bad.length === 0, 'TM-TXN-10', `tag values not hexadecimal: ${bad.map(([k]) => k).join(', ')}`);
  const emv = t.input_source === 'contact_emv' || t.input_source === 'contactless';
  ensure(
    emv || Object.keys(tags).length === 0,
    'TM-TXN-10',
    `tags present on a ${String(t.input_source)} transaction`,
  );
}
