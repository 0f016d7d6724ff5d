/**
 * Retrieval (spec Endpoints A: GET /api/gateway/payment-jobs/<reference>, with
 * the optional locale query; rule 4: GET headers not shown).
 */
import { test, named } from '../../fixtures/test.js';
import {
  checkAccepted,
  checkRefusalShape,
  checkRetrievedJob,
} from '../../lib/judging/checks/gateway/answers.js';
import { valueAt } from '../../lib/judging/checks/gateway/fields.js';

/** Whether links.data.url has a locale query parameter. */
function linkCarriesLocale(job: unknown): boolean {
  const link = valueAt(job, 'links.data.url');
  return typeof link === 'string' && URL.canParse(link) && new URL(link).searchParams.has('locale');
}

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
      checkAccepted(byRef, 'GET with ConfigurationId and the Hash of the key alone'),
    );
    await verify('GW-GET-1', () => checkRetrievedJob(byRef, ref, 'GET by reference'));
    const withLocale = await payments.retrieve(created.body, 'nl_NL');
    const localeAccepted = await verify('GW-GET-2', () =>
      checkRetrievedJob(withLocale, ref, 'GET by reference with ?locale=nl_NL'),
    );
    // The data link may carry a locale query itself (the reference simulator's does): when a
    // retrieval with a locale was refused, GW-GET-2 owns that refusal, so the link is not followed.
    if (localeAccepted || !linkCarriesLocale(created.body)) {
      const byLink = await payments.retrieve(created.body);
      await verify('GW-GET-1', () => checkRetrievedJob(byLink, ref, 'GET links.data.url'));
    }
  },
);

test(
  ...named('an unknown payment job reference is refused, 404 expected', 'GW-GET-3'),
  async ({ gateway, verify }) => {
    // Read-only: runs on every target, production included.
    const res = await gateway.get('/api/gateway/payment-jobs/999999999999999999');
    await verify('GW-GET-3', () => checkRefusalShape(res, [404]));
  },
);
