/**
 * A finished sale document (spec B. Transaction) as a device may send it,
 * with random amounts and a consistent total, over the shapes the spec
 * leaves open: whole or fractional epoch seconds, a duration within the
 * span, any masking of the card number, a listed scheme or "unknown followed
 * by a hexadecimal code" in its several forms, ksn and pin_block in any
 * encoding or null, and fields a firmware leaves out.
 */
import fc from 'fast-check';
import { saleAmounts } from './saleAmounts.js';

const hex = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: 1, maxLength });

const schemes = fc.oneof(
  fc.constantFrom('visa-qvsdc', 'paypass-mchip', 'amex-emv', 'jcb-emv', 'cup-qpboc', 'interac-flash'),
  fc
    .tuple(fc.constantFrom('unknown', 'unknown_', 'unknown-', 'unknown (', 'unknown 0x'), hex(4))
    .map(([p, hex]) => (p === 'unknown (' ? `${p}${hex})` : `${p}${hex}`)),
);

const masked = fc.constantFrom(
  '476173******0119',
  '************0119',
  '4761 73XX XXXX 0119',
  '•••• 0119',
  '476173#####0119',
);

export function finishedSaleDocument(): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      amounts: saleAmounts(),
      id: fc.oneof(fc.uuid(), fc.string({ minLength: 1, maxLength: 36 })),
      started: fc.oneof(
        fc.integer({ min: 1_600_000_000, max: 1_900_000_000 }),
        fc.double({ min: 1_600_000_000, max: 1_900_000_000, noNaN: true }),
      ),
      seconds: fc.oneof(fc.integer({ min: 0, max: 150 }), fc.double({ min: 0, max: 150, noNaN: true })),
      shorter: fc.double({ min: 0, max: 1, noNaN: true }),
      stan: fc.integer({ min: 1, max: 999_999 }),
      result: fc.constantFrom('approved', 'declined', 'cancelled', 'error'),
      online: fc.constantFrom('approved', 'declined', 'cancelled', 'error', null),
      scheme: schemes,
      account: masked,
      ksn: fc.oneof(fc.constant(null), hex(20), fc.base64String({ maxLength: 24 })),
      status: fc.constantFrom('complete', 'finished', 'Approved', 'idle'),
      // Fields a firmware may leave out; never those of the summary (TM-TXN-1: a finished document
      // carries id, started_at, ended_at, result, amount, host, type, account_number, is_reversed).
      drop: fc.subarray(['duration', 'message_number', 'session_number', 'card_expiry']),
    })
    .map(
      ({
        amounts,
        id,
        started,
        seconds,
        shorter,
        stan,
        result,
        online,
        scheme,
        account,
        ksn,
        status,
        drop,
      }) => {
        const doc: Record<string, unknown> = {
          id,
          type: 'sale',
          is_active: false,
          status,
          result,
          online_result: online,
          ...amounts,
          total_amount: amounts.amount + amounts.tip_amount + amounts.amount_other,
          started_at: started,
          ended_at: started + seconds,
          // What duration measures inside the span is not shown: anything up to it.
          duration: seconds * shorter,
          timeout_ms: 150000,
          host: 'acquirer',
          stan,
          session_number: 1,
          message_number: 1,
          account_number: account,
          card_details: { scheme },
          card_expiry: '2912',
          input_source: 'contactless',
          attempted_sources: ['contactless'],
          is_reversed: false,
          ksn,
          pin_block: null,
          last_deferred_auth_attempted_at: null,
          num_deferred_auth_attempts: null,
          currency_scale: 2,
        };
        for (const f of drop) delete doc[f];
        return doc;
      },
    );
}
