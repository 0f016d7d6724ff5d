/** GW-TOK-3 (A. Card tokenisation response: data.token; What the service does A.1): the token is a numeric string. */
import { ensure } from '../checkFailure.js';
import { stringAt } from './docPath.js';

export function checkNumericToken(doc: unknown): void {
  const token = stringAt(doc, 'data.token', 'GW-TOK-3');
  ensure(
    /^\d+$/.test(token),
    'GW-TOK-3',
    `data.token is not numeric (${token.length} characters, not all digits)`,
  );
}
