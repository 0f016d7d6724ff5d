/**
 * A finished sale document (spec B. Transaction) as a device would send
 * it, with random amounts and a consistent total, for checks and schemas
 * to be exercised without a target.
 */
import fc from 'fast-check';
import { saleAmounts } from './saleAmounts.js';

export function finishedSaleDocument(): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      amounts: saleAmounts(),
      id: fc.uuid(),
      started: fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
      seconds: fc.integer({ min: 1, max: 150 }),
      stan: fc.integer({ min: 1, max: 999_999 }),
      result: fc.constantFrom('approved', 'declined', 'cancelled', 'error'),
    })
    .map(({ amounts, id, started, seconds, stan, result }) => ({
      id,
      type: 'sale',
      is_active: false,
      status: 'complete',
      result,
      online_result: result,
      ...amounts,
      total_amount: amounts.amount + amounts.tip_amount + amounts.amount_other,
      started_at: started,
      ended_at: started + seconds,
      duration: seconds,
      timeout_ms: 150000,
      host: 'acquirer',
      stan,
      session_number: 1,
      message_number: 1,
      account_number: '476173******0119',
      card_expiry: '2912',
      input_source: 'contactless',
      attempted_sources: ['contactless'],
      is_reversed: false,
      ksn: null,
      pin_block: null,
      last_deferred_auth_attempted_at: null,
      num_deferred_auth_attempts: null,
    }));
}
