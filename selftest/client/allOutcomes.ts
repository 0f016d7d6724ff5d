/**
 * A whole correct application session, as the proxy would see it: every
 * MUST exercised and every outcome met (the coverage and verdict tests build
 * on it, adding one mistake or leaving one outcome out).
 */
import type { ClientOutcome } from '../../lib/judging/client/clientJudge.js';
import type { RawExchange } from '../../lib/judging/client/rawExchange.js';
import * as X from './exchanges.js';

const jobs = '/api/gateway/payment-jobs';

/** A sale to its end; with `busy`, a second start refused while it is active ("Transaction in progress"). */
function terminalRun(
  id: string,
  result: string,
  details: string,
  skip: boolean,
  busy = false,
): RawExchange[] {
  if (skip) return [];
  return [
    X.tm('POST', '/api/v2/transactions/sale.json', {
      body: '{"amount":1250}',
      answer: X.txn(id, { is_active: true }),
    }),
    ...(busy
      ? [
          X.tm('POST', '/api/v2/transactions/sale.json', {
            body: '{"amount":500}',
            status: 409,
            answer: { success: false, description: 'Transaction in progress' },
          }),
        ]
      : []),
    X.tm('GET', `/api/v2/transactions/${id}.json`, {
      answer: X.txn(id, { is_active: false, result, status_details: details }),
    }),
  ];
}

function gatewayRun(n: number, choice: string, status: string, skip: boolean): RawExchange[] {
  if (skip) return [];
  const job = JSON.stringify(X.goodJob);
  return [
    X.gwPost(jobs, job, { answer: X.jobAnswer(`J${n}`, `P${n}`, 'Pending') }),
    X.exchange({
      side: 'gateway',
      method: 'POST',
      target: `/gateway/3ds/P${n}`,
      body: `choice=${choice}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      status: 302,
    }),
    X.gwGet(`${jobs}/J${n}`, { answer: X.jobAnswer(`J${n}`, `P${n}`, status) }),
  ];
}

/** The session; `without` leaves the exchanges of those outcomes out. */
export function session(without: readonly ClientOutcome[] = []): RawExchange[] {
  const skip = (o: ClientOutcome): boolean => without.includes(o);
  const token = '556677889900';
  const card =
    '{"cardNumber":"4000000000000002","CardHolderName":"A Shopper","cardExpiryMonth":"12","cardExpiryYear":"30","cardCvc":"123"}';
  const withToken = JSON.stringify({ ...X.goodJob, parameters: { token, cardCvc: '123' } });
  return [
    X.tm('GET', '/api/v2/ping.json', {
      headers: { authorization: '' },
      answer: { success: true, ping: true },
    }),
    ...terminalRun('t1', 'approved', 'approved', skip('terminal.approved')),
    ...terminalRun('t2', 'declined', 'declined_by_card', skip('terminal.declined'), !skip('terminal.busy')),
    ...terminalRun('t3', 'cancelled', 'cancelled_by_cashier', skip('terminal.cancelled')),
    ...terminalRun('t4', 'error', 'host_no_answer', skip('terminal.host-error')),
    ...terminalRun('t5', 'cancelled', 'timeout', skip('terminal.timeout')),
    // Reaching "busy" needs a second start while one is active: the declined sale carries it (or the approved one).
    ...(skip('terminal.declined') && !skip('terminal.busy')
      ? terminalRun('t6', 'approved', 'approved', skip('terminal.approved'), true)
      : []),
    X.tm('POST', '/api/v2/print.json', {
      body: JSON.stringify({
        instructions: [{ command: 'text', text: 'Thank you', x: 0, y: 0 }, { command: 'flush' }],
      }),
      ...(skip('terminal.out-of-paper')
        ? { answer: { success: true } }
        : { status: 409, answer: { success: false, description: 'Out of paper' } }),
    }),
    ...gatewayRun(1, 'success', 'Paid', skip('gateway.3ds-passed')),
    ...gatewayRun(2, 'failed', 'Failed', skip('gateway.3ds-failed')),
    ...gatewayRun(3, 'not-authenticated', 'Failed', skip('gateway.3ds-not-authenticated')),
    ...gatewayRun(4, 'cancel', 'Cancelled', skip('gateway.3ds-cancelled')),
    X.gwPost('/api/gateway/card-tokenisation', card, { status: 200, answer: { data: { token } } }),
    // A paid token payment passed 3-D Secure too (States A: "checks passed and authorised"): left out with it.
    ...(skip('gateway.token-paid') || skip('gateway.3ds-passed')
      ? []
      : [
          X.gwPost(jobs, withToken, { answer: X.jobAnswer('J5', 'P5', 'Pending') }),
          X.gwGet(`${jobs}/J5`, { answer: X.jobAnswer('J5', 'P5', 'Paid') }),
        ]),
  ];
}
