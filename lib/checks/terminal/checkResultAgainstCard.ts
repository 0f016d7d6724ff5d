/**
 * TM-TXN-7 (B. Transaction: result "Final decision. May differ from
 * online_result, because the card can overrule the host"): the final result
 * and online_result are those the presented test card produces.
 */
import type { TestCard } from '../../terminal/testCards.js';
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export function checkResultAgainstCard(t: JsonRecord, card: TestCard): void {
  ensure(
    t.result === card.expectedResult,
    'TM-TXN-7',
    `card ${card.id} should end ${card.expectedResult}, result is ${JSON.stringify(t.result)}`,
  );
  ensure(
    (t.online_result ?? null) === card.expectedOnlineResult,
    'TM-TXN-7',
    `card ${card.id} should give online_result ${String(card.expectedOnlineResult)}, got ${JSON.stringify(t.online_result)}`,
  );
}
