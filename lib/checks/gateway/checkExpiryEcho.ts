/** GW-TOK-5 (A. Card tokenisation response: cardExpiryMonth, cardExpiryYear): the expiry sent, as two digits. */
import { ensure } from '../checkFailure.js';
import { stringAt } from './docPath.js';

export function checkExpiryEcho(doc: unknown, month: string, year: string): void {
  const id = 'GW-TOK-5';
  const m = stringAt(doc, 'data.cardExpiryMonth', id);
  const y = stringAt(doc, 'data.cardExpiryYear', id);
  ensure(/^\d{2}$/.test(m) && /^\d{2}$/.test(y), id, `expiry ${m}/${y} is not two digits each`);
  ensure(m === month && y === year, id, `expiry ${m}/${y} differs from the ${month}/${year} sent`);
}
