/**
 * Observations on how an application recovers from an answer that never
 * reached it (the drills, docs/drills.md). The client judge keeps the facts
 * (which start or job answer was lost, what the application read after);
 * these checks take them. Id-free, throwing a Deviation via holds().
 */
import { holds } from '../deviation.js';

/** A start sent while the transaction of a lost start (exchange `lostSeq`) was not found yet. */
export function checkFoundBeforeAnotherStart(found: boolean, lostSeq: number, request: string): void {
  holds(
    found,
    `another transaction was started before the application looked for the one of exchange #${lostSeq}, whose answer it never got`,
    {
      request,
      field: 'transaction',
      expected: 'GET current.json, latest.json, last.json, transactions.json or transactions/<id>.json first',
      actual: 'a new start',
    },
  );
}

/** Two approved sales of one amount: the later started while the earlier (lost) was not found. */
export function checkOneApprovedSale(twice: boolean, lostSeq: number, amount: number, request: string): void {
  holds(
    !twice,
    `a second sale of ${amount} was approved while the approved sale of exchange #${lostSeq} had not been found`,
    { request, field: 'result', expected: 'one approved sale per order', actual: 'two approved sales' },
  );
}

/** A job request for an orderNumber whose earlier job answer was lost, with or without a retrieve between. */
export function checkRetrievedBeforeSecondJob(retrieved: boolean, lostSeq: number, request: string): void {
  holds(
    retrieved,
    `a second payment job for the orderNumber of exchange #${lostSeq} (whose answer the application never got, or whose return came twice) without retrieving a payment job first`,
    {
      request,
      field: 'order.orderNumber',
      expected: 'a GET of a payment job before another job for the same order',
      actual: 'a new payment job at once',
    },
  );
}
