/**
 * A recorded card number is masked (first six, asterisks, last four: the
 * recording's redaction); replay sends a test card of the same scheme from
 * the target's card table in its place, and that card's CVC for a redacted
 * one (issue 22, item 4). The gateway's cards are lib/targets/gateway/testCards.ts;
 * a card whose first six and last four match is the one the recording
 * used, else the first card of the same brand.
 */
import { isJsonObject } from '../../support/json/isJsonObject.js';
import { gatewayTestCards, type GatewayTestCard } from '../../targets/gateway/testCards.js';
import { REDACTED } from '../../reporting/redaction/redact.js';
import { testCards, type TestCard } from '../../targets/terminal/testCards.js';

const masked = /^(\d{6})\*{2,9}(\d{4})$/;
const cardKeys = new Set(['cardnumber', 'primaryaccountnumber', 'pan']);
const cvcKeys = new Set(['cardcvc', 'cvc', 'cvv']);

function brandOf(digits: string): GatewayTestCard['brand'] | undefined {
  if (digits.startsWith('4')) return 'Visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  return undefined;
}

/** The test card that stands for a masked number, or undefined when the table has none of its scheme. */
export function gatewayCardFor(mask: string, cards: readonly GatewayTestCard[] = gatewayTestCards) {
  const m = masked.exec(mask);
  if (m === null) return undefined;
  const [, first = '', last = ''] = m;
  return (
    cards.find((c) => c.number.startsWith(first) && c.number.endsWith(last)) ??
    cards.find((c) => c.brand === brandOf(first))
  );
}

export function isMaskedCardNumber(v: unknown): v is string {
  return typeof v === 'string' && masked.test(v);
}

/**
 * `body` with each masked card number of a card field replaced by its test
 * card and each redacted CVC of the same object by that card's CVC; throws
 * naming the field when no test card of the scheme exists.
 */
export function withTestCards(body: unknown, depth = 0): unknown {
  if (depth > 12) return body;
  if (Array.isArray(body)) return body.map((x) => withTestCards(x, depth + 1));
  if (!isJsonObject(body)) return body;
  let card: GatewayTestCard | undefined;
  for (const [k, v] of Object.entries(body)) {
    if (cardKeys.has(k.toLowerCase()) && isMaskedCardNumber(v)) {
      card = gatewayCardFor(v);
      if (card === undefined) throw new Error(`${k} ${v}: the target's test cards hold none of its scheme`);
    }
  }
  return Object.fromEntries(
    Object.entries(body).map(([k, v]) => {
      const key = k.toLowerCase();
      if (card !== undefined && cardKeys.has(key) && isMaskedCardNumber(v)) return [k, card.number];
      if (cvcKeys.has(key) && v === REDACTED) return [k, card?.cvc ?? '123'];
      return [k, withTestCards(v, depth + 1)];
    }),
  );
}

/**
 * The terminal test card (lib/targets/terminal/testCards.ts) that gives the
 * recorded transaction document its scheme and result: the one whose last
 * four digits the masked account_number shows, else any of that scheme and
 * result, else any of that scheme.
 */
export function terminalCardFor(t: Record<string, unknown>, cards: readonly TestCard[] = testCards) {
  const details = t.card_details;
  const scheme = isJsonObject(details) && typeof details.scheme === 'string' ? details.scheme : undefined;
  if (scheme === undefined) return undefined;
  const last = typeof t.account_number === 'string' ? /(\d{4})$/.exec(t.account_number)?.[1] : undefined;
  const same = cards.filter((c) => c.scheme === scheme);
  const result = same.filter((c) => c.expectedResult === t.result);
  return result.find((c) => last !== undefined && c.pan.endsWith(last)) ?? result[0] ?? same[0];
}
