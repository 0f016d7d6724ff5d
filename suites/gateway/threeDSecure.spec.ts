/**
 * 3-D Secure in Chromium (spec States A; Endpoints A, rules 1 and 3; A. payment
 * attributes): pass → Paid with a Process step, paid amounts, processing
 * attributes and the token; fail / not authenticated → not paid, no token,
 * failed return URL; cancel → the cancelled return URL with its status.
 */
import { test } from '../../fixtures/test.js';
import { threeDSecureJourney } from '../../fixtures/gateway/threeDSecureFlow.js';
import { checkActionLink } from '../../lib/checks/gateway/checkActionLink.js';
import { checkCurrentStatus } from '../../lib/checks/gateway/checkCurrentStatus.js';
import { checkEndStatusShown } from '../../lib/checks/gateway/checkEndStatusShown.js';
import { checkLanding } from '../../lib/checks/gateway/checkLanding.js';
import { checkNoToken } from '../../lib/checks/gateway/checkNoToken.js';
import { checkNotPaid } from '../../lib/checks/gateway/checkNotPaid.js';
import { checkPaid } from '../../lib/checks/gateway/checkPaid.js';
import { checkPaidAmounts } from '../../lib/checks/gateway/checkPaidAmounts.js';
import { checkProcessStepPaid } from '../../lib/checks/gateway/checkProcessStepPaid.js';
import { checkProcessingAttributes } from '../../lib/checks/gateway/checkProcessingAttributes.js';
import { checkRetrieved } from '../../lib/checks/gateway/checkRetrieved.js';
import { checkTokenPresent } from '../../lib/checks/gateway/checkTokenPresent.js';
import { ensure } from '../../lib/checks/checkFailure.js';
import { valueAt } from '../../lib/checks/gateway/docPath.js';
import { named } from './named.js';

/** A check of the job read back; a journey without one fails the requirement it was to show. */
function readBack(final: { body: unknown } | undefined, id: string): unknown {
  ensure(final !== undefined, id, 'no action link to follow, so the job never left the 3-D Secure step');
  return final.body;
}

test(
  ...named(
    '3-D Secure passed: the job is Paid, the token appears, the shopper lands on the success URL',
    'GW-3DS-2',
    'GW-3DS-3',
    'GW-3DS-4',
    'GW-3DS-5',
    'GW-3DS-6',
    'GW-3DS-9',
    'GW-TKN-1',
    'GW-TKN-2',
    'GW-GET-1',
  ),
  async ({ payments, threeDSecure, gatewayTarget, verify }) => {
    const card = gatewayTarget.cards.payment;
    const amount = '25.50';
    const j = await threeDSecureJourney(payments, threeDSecure, 'pass', {
      card,
      generateToken: true,
      amount,
    });
    await verify('GW-3DS-2', () => checkActionLink(j.created.body, 'GW-3DS-2'));
    await verify('GW-TKN-1', () => checkNoToken(j.created.body, 'GW-TKN-1'));
    await verify('GW-GET-1', () => {
      ensure(j.final !== undefined, 'GW-GET-1', 'the job was not read back');
      checkRetrieved(j.final, String(valueAt(j.created.body, 'data.reference')));
      checkCurrentStatus(j.final.body, j.landing);
    });
    await verify('GW-3DS-3', () => checkPaid(readBack(j.final, 'GW-3DS-3')));
    await verify('GW-3DS-4', () => checkProcessStepPaid(readBack(j.final, 'GW-3DS-4')));
    await verify('GW-3DS-5', () => checkPaidAmounts(readBack(j.final, 'GW-3DS-5'), 'paid', amount));
    await verify('GW-3DS-6', () => checkProcessingAttributes(readBack(j.final, 'GW-3DS-6'), card.number));
    await verify('GW-TKN-2', () => checkTokenPresent(readBack(j.final, 'GW-TKN-2')));
    await verify('GW-3DS-9', () => checkLanding(j.landing, j.created.body, 'success'));
  },
);

const failures = [
  { choice: 'fail', label: 'authentication failed' },
  { choice: 'notAuthenticated', label: 'not authenticated' },
] as const;

for (const row of failures) {
  test(
    ...named(
      `3-D Secure ${row.label}: not paid, no token, the shopper lands on the failed URL`,
      'GW-3DS-7',
      'GW-3DS-8',
      'GW-3DS-9',
      'GW-TKN-4',
    ),
    async ({ payments, threeDSecure, gatewayTarget, verify }) => {
      const j = await threeDSecureJourney(payments, threeDSecure, row.choice, {
        card: gatewayTarget.cards.payment,
        generateToken: true,
      });
      await verify('GW-3DS-7', () => checkNotPaid(readBack(j.final, 'GW-3DS-7')));
      await verify('GW-TKN-4', () => checkNoToken(readBack(j.final, 'GW-TKN-4'), 'GW-TKN-4'));
      await verify('GW-3DS-9', () => checkLanding(j.landing, j.created.body, 'failed'));
      await verify('GW-3DS-8', () => checkEndStatusShown(readBack(j.final, 'GW-3DS-8'), 'Failed'));
    },
  );
}

test(
  ...named(
    '3-D Secure cancelled: not paid, the shopper lands on the cancelled URL with a status',
    'GW-3DS-7',
    'GW-3DS-8',
    'GW-JOB-14',
  ),
  async ({ payments, threeDSecure, gatewayTarget, verify }) => {
    const j = await threeDSecureJourney(payments, threeDSecure, 'cancel', {
      card: gatewayTarget.cards.payment,
    });
    await verify('GW-3DS-7', () => checkNotPaid(readBack(j.final, 'GW-3DS-7')));
    await verify('GW-JOB-14', () => {
      checkLanding(j.landing, j.created.body, 'cancelled');
      ensure(
        j.landing?.query.has('status') === true,
        'GW-JOB-14',
        'the cancelled landing carries no status parameter',
      );
    });
    await verify('GW-3DS-8', () => checkEndStatusShown(readBack(j.final, 'GW-3DS-8'), 'Cancelled'));
  },
);
