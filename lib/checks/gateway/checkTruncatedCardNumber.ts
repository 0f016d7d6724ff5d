/**
 * GW-TOK-4 (A. Card tokenisation response: data.truncatedCardNumber): the
 * first six digits, asterisks, the last four digits of the card sent. The
 * spec does not say how many asterisks: one or more is accepted, so only the
 * digits are compared (no false alarm on a gateway that pads differently).
 */
import { ensure } from '../checkFailure.js';
import { stringAt } from './docPath.js';

export function checkTruncatedCardNumber(doc: unknown, cardNumber: string): void {
  const id = 'GW-TOK-4';
  const shown = stringAt(doc, 'data.truncatedCardNumber', id);
  const m = /^(\d{6})(\*+)(\d{4})$/.exec(shown);
  ensure(m !== null, id, `truncatedCardNumber "${shown}" is not six digits, asterisks, four digits`);
  ensure(
    m[1] === cardNumber.slice(0, 6),
    id,
    `truncatedCardNumber does not start with the first six digits of the card sent`,
  );
  ensure(
    m[3] === cardNumber.slice(-4),
    id,
    `truncatedCardNumber does not end with the last four digits of the card sent`,
  );
}
