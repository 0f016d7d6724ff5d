/**
 * Retrieval (spec Endpoints A: GET /api/gateway/payment-jobs/<reference>, with
 * the optional locale query; rule 4: GET headers not shown).
 */
import { test } from '../../fixtures/test.js';
import { checkDataLink } from '../../lib/checks/gateway/checkDataLink.js';
import { checkErrorEnvelope } from '../../lib/checks/gateway/checkErrorEnvelope.js';
import { checkRetrieved } from '../../lib/checks/gateway/checkRetrieved.js';
import { checkAccepted } from '../../lib/checks/gateway/checkStatus.js';
import { valueAt } from '../../lib/checks/gateway/docPath.js';
import { named } from './named.js';

test(
  ...named(
    'a job is retrieved by reference, by its data link and with a locale',
    'GW-GET-1',
    'GW-GET-2',
    'GW-GET-4',
  ),
  async ({ payments, gatewayTarget, verify }) => {
    const { res: created } = await payments.createJob({ card: gatewayTarget.cards.payment, locale: 'en_GB' });
    const ref = String(valueAt(created.body, 'data.reference'));
    const byRef = await payments.client.get(`/api/gateway/payment-jobs/${encodeURIComponent(ref)}`);
    await verify('GW-GET-4', () =>
      checkAccepted(byRef, 'GW-GET-4', 'GET with ConfigurationId and the Hash of the key alone'),
    );
    await verify('GW-GET-1', () => checkRetrieved(byRef, ref));
    const byLink = await payments.retrieve(created.body);
    await verify('GW-GET-1', () => checkRetrieved(byLink, ref));
    const withLocale = await payments.retrieve(created.body, 'nl_NL');
    await verify('GW-GET-2', () => {
      checkRetrieved(withLocale, ref, 'GW-GET-2');
      checkDataLink(withLocale.body, 'nl_NL');
    });
  },
);

test(
  ...named('an unknown payment job reference answers 404 with the error envelope', 'GW-GET-3'),
  async ({ gateway, verify }) => {
    // Read-only: runs on every target, production included.
    const res = await gateway.get('/api/gateway/payment-jobs/999999999999999999');
    await verify('GW-GET-3', () => checkErrorEnvelope(res, 'GW-GET-3', [404]));
  },
);
