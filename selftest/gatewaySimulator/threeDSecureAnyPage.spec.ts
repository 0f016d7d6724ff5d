/**
 * The 3-D Secure page object (fixtures/gateway/threeDSecurePage.ts) on both
 * personalities' pages: the reference page (four buttons, first page) and the
 * field page (an intermediate page with a script redirect, the challenge in an
 * iframe, submit inputs with other labels, no cancel). The default locators
 * and their role/name fallbacks find every offered choice and only those.
 */
import { test } from '@playwright/test';
import { defaultThreeDSecureLocators } from '../../lib/targets/config/gatewayConfig.js';
import { choiceNames, type ThreeDSecureChoice } from '../../fixtures/gateway/threeDSecureChoices.js';
import { ThreeDSecurePage } from '../../fixtures/gateway/threeDSecurePage.js';
import { startGatewaySimulator } from '../../simulators/gateway/index.js';
import {
  GatewayTestClient,
  cardParameters,
  configA,
  expect,
  jobRequest,
  visaChallenge,
  type JobDoc,
} from './gatewayTest.js';
import { startReturnReceiver } from './returnReceiver.js';

const offered = {
  reference: ['pass', 'fail', 'notAuthenticated', 'cancel'],
  field: ['pass', 'fail', 'notAuthenticated'],
} as const;

test('choice names: each label of both pages is recognised as its choice only', () => {
  const labels: [string, ThreeDSecureChoice][] = [
    ['Authentication successful', 'pass'],
    ['Passed: cardholder verified', 'pass'],
    ['Authenticated', 'pass'],
    ['Authentication failed', 'fail'],
    ['Failed: wrong one-time code', 'fail'],
    ['Not authenticated', 'notAuthenticated'],
    ['Not authenticated: issuer unavailable', 'notAuthenticated'],
    ['Unauthenticated', 'notAuthenticated'],
    ['Cancel', 'cancel'],
  ];
  for (const [label, want] of labels) {
    const matched = (Object.keys(choiceNames) as ThreeDSecureChoice[]).filter((c) =>
      choiceNames[c].test(label),
    );
    expect(matched, label).toEqual([want]);
  }
});

for (const personality of ['reference', 'field'] as const) {
  test(`page object on the ${personality} page: finds the offered choices and lands after "pass"`, async ({
    page,
  }) => {
    const sim = await startGatewaySimulator({ port: 0, configurations: [configA], personality });
    const receiver = await startReturnReceiver();
    try {
      const gw = new GatewayTestClient(sim.url);
      const created = await gw.post(
        '/api/gateway/payment-jobs',
        jobRequest({ ...cardParameters(visaChallenge), returnUrlSuccess: `${receiver.url}/success` }),
      );
      const action = (created.body as JobDoc).links.action.url ?? '';
      let skipped: string | undefined;
      const tds = new ThreeDSecurePage(page, defaultThreeDSecureLocators, test.info(), {
        timeoutMs: 5_000,
        unavailable: (reason) => {
          skipped = reason;
          throw new Error('unavailable');
        },
      });
      await tds.open(new URL(action));
      const found: ThreeDSecureChoice[] = [];
      for (const c of ['pass', 'fail', 'notAuthenticated', 'cancel'] as const) {
        if ((await tds.find(c)) !== undefined) found.push(c);
      }
      expect(found).toEqual([...offered[personality]]);
      if (personality === 'field') {
        await expect(tds.choose('cancel')).rejects.toThrow('unavailable');
        expect(skipped).toMatch(/no cancel choice/);
      }
      await tds.choose('pass');
      await page.waitForURL((u) => u.origin === receiver.url, { timeout: 5_000 });
      expect(new URL(page.url()).pathname).toBe('/success');
    } finally {
      await receiver.close();
      await sim.stop();
    }
  });
}
