/**
 * Payment job creation (spec A. Payment job request/response; States A, first
 * row; Errors, rule 1): 201, every field and format of the tables, one Start
 * step Pending, flags, return URLs, acquiring details, links, no token yet.
 */
import { test } from '../../fixtures/test.js';
import { ensure } from '../../lib/checks/checkFailure.js';
import { checkActionLink } from '../../lib/checks/gateway/checkActionLink.js';
import { checkActionPage } from '../../lib/checks/gateway/checkActionPage.js';
import { checkAmountAndCurrency } from '../../lib/checks/gateway/checkAmountAndCurrency.js';
import { checkCancelledReturnUrl } from '../../lib/checks/gateway/checkCancelledReturnUrl.js';
import { checkConfigurationIdEcho } from '../../lib/checks/gateway/checkConfigurationIdEcho.js';
import { checkCreateTimestamp } from '../../lib/checks/gateway/checkCreateTimestamp.js';
import { checkDataLink } from '../../lib/checks/gateway/checkDataLink.js';
import { checkDistinctReferences } from '../../lib/checks/gateway/checkDistinctReferences.js';
import { checkDocumentationLink } from '../../lib/checks/gateway/checkDocumentationLink.js';
import { checkFlags } from '../../lib/checks/gateway/checkFlags.js';
import { checkInitialAcquiringDetails } from '../../lib/checks/gateway/checkInitialAcquiringDetails.js';
import { checkJobAttributes } from '../../lib/checks/gateway/checkJobAttributes.js';
import { checkJobDates } from '../../lib/checks/gateway/checkJobDates.js';
import { checkJobType } from '../../lib/checks/gateway/checkJobType.js';
import { checkJsonAnswer } from '../../lib/checks/gateway/checkJsonAnswer.js';
import { checkMethodsShownAsCard } from '../../lib/checks/gateway/checkMethodsShownAsCard.js';
import { checkNoToken } from '../../lib/checks/gateway/checkNoToken.js';
import { checkNoVersionSegment } from '../../lib/checks/gateway/checkNoVersionSegment.js';
import { checkOrder } from '../../lib/checks/gateway/checkOrder.js';
import { checkPaidAmounts } from '../../lib/checks/gateway/checkPaidAmounts.js';
import { checkPayments } from '../../lib/checks/gateway/checkPayments.js';
import { checkPendingWithStartStep } from '../../lib/checks/gateway/checkPendingWithStartStep.js';
import { checkReturnUrls } from '../../lib/checks/gateway/checkReturnUrls.js';
import { checkSchema } from '../../lib/checks/gateway/checkSchema.js';
import { checkStatusIs } from '../../lib/checks/gateway/checkStatus.js';
import { checkTimeZoneAndLocale } from '../../lib/checks/gateway/checkTimeZoneAndLocale.js';
import { named } from './named.js';

test(
  ...named(
    'a created payment job answers 201 with the payment job response',
    'GW-JOB-1',
    'GW-JOB-2',
    'GW-ENC-1',
    'GW-VER-1',
  ),
  async ({ payments, gatewayTarget, verify }) => {
    const { res } = await payments.createJob({ card: gatewayTarget.cards.payment });
    await verify('GW-JOB-1', () => checkStatusIs(res, 201, 'GW-JOB-1', 'POST /api/gateway/payment-jobs'));
    await verify('GW-ENC-1', () => checkJsonAnswer(res));
    await verify('GW-JOB-2', () => checkSchema('gateway/payment-job-response', res.body, 'GW-JOB-2'));
    await verify('GW-VER-1', () => checkNoVersionSegment(res.body));
  },
);

test(
  ...named(
    'the job echoes type, Card, amount, currency, order, configuration, dates and zone',
    'GW-JOB-3',
    'GW-JOB-4',
    'GW-JOB-5',
    'GW-JOB-6',
    'GW-JOB-7',
    'GW-JOB-8',
    'GW-JOB-9',
    'GW-JOB-11',
    'GW-JOB-12',
    'GW-JOB-19',
  ),
  async ({ payments, gatewayTarget, verify }) => {
    const { request, res } = await payments.createJob({
      card: gatewayTarget.cards.payment,
      amount: '99.05',
      currency: 'GBP',
      locale: 'en_GB',
    });
    const doc = res.body;
    const orderNumber = String((request.order as { orderNumber: string }).orderNumber);
    await verify('GW-JOB-3', () => checkJobType(doc));
    await verify('GW-JOB-4', () => checkMethodsShownAsCard(doc));
    await verify('GW-JOB-5', () => checkAmountAndCurrency(doc, '99.05', 'GBP'));
    await verify('GW-JOB-6', () => checkCreateTimestamp(doc));
    await verify('GW-JOB-7', () => checkConfigurationIdEcho(doc, gatewayTarget.configurationId));
    await verify('GW-JOB-8', () => checkOrder(doc, orderNumber));
    await verify('GW-JOB-9', () => checkTimeZoneAndLocale(doc, 'en_GB'));
    await verify('GW-JOB-11', () => checkJobAttributes(doc));
    await verify('GW-JOB-12', () => checkJobDates(doc));
    await verify('GW-JOB-19', () => checkPayments(doc));
  },
);

/** Flags and the early token, with and without the GenerateToken option (A. flags; Endpoints A, rule 1). */
const tokenRows = [
  { generateToken: true, why: 'GenerateToken requested' },
  { generateToken: false, why: 'no option' },
] as const;

for (const row of tokenRows) {
  test(
    ...named(
      `a new job is Pending with one Start step, flags and no token yet (${row.why})`,
      'GW-3DS-1',
      'GW-3DS-5',
      'GW-JOB-10',
      'GW-TKN-1',
    ),
    async ({ payments, gatewayTarget, verify }) => {
      const { res } = await payments.createJob({
        card: gatewayTarget.cards.payment,
        generateToken: row.generateToken,
        amount: '10.00',
      });
      await verify('GW-3DS-1', () => checkPendingWithStartStep(res.body));
      await verify('GW-3DS-5', () => checkPaidAmounts(res.body, 'pending', '10.00'));
      await verify('GW-JOB-10', () => checkFlags(res.body, row.generateToken));
      await verify('GW-TKN-1', () => checkNoToken(res.body, 'GW-TKN-1'));
    },
  );
}

test(
  ...named(
    'return URLs carry the job, payment and order; acquiring details hold the 3-D Secure version',
    'GW-JOB-13',
    'GW-JOB-14',
    'GW-JOB-15',
  ),
  async ({ payments, gatewayTarget, verify }) => {
    const { res } = await payments.createJob({ card: gatewayTarget.cards.payment });
    await verify('GW-JOB-13', () => checkReturnUrls(res.body, payments.returnUrls));
    await verify('GW-JOB-14', () => checkCancelledReturnUrl(res.body));
    await verify('GW-JOB-15', () => checkInitialAcquiringDetails(res.body));
  },
);

test(
  ...named(
    'links: data as JSON honouring the locale, action to the 3-D Secure page, documentation',
    'GW-JOB-16',
    'GW-JOB-17',
    'GW-JOB-18',
    'GW-3DS-2',
  ),
  async ({ payments, gatewayTarget, verify }) => {
    const { res } = await payments.createJob({ card: gatewayTarget.cards.payment, locale: 'nl_NL' });
    await verify('GW-JOB-16', () => checkDataLink(res.body, 'nl_NL'));
    await verify('GW-JOB-17', () => checkActionLink(res.body));
    await verify('GW-3DS-2', async () => {
      const action = checkActionLink(res.body, 'GW-3DS-2');
      ensure(action !== undefined, 'GW-3DS-2', 'a new job has no action URL');
      // Followed as the shopper's browser would: no credentials, redirects followed.
      const page = await fetch(action, { redirect: 'follow', signal: AbortSignal.timeout(10_000) });
      await page.body?.cancel();
      checkActionPage({ status: page.status, contentType: page.headers.get('content-type') ?? undefined });
    });
    await verify('GW-JOB-18', () => checkDocumentationLink(res.body));
  },
);

test(
  ...named('every created job has its own reference', 'GW-JOB-21'),
  async ({ payments, gatewayTarget, verify }) => {
    const docs: unknown[] = [];
    for (let i = 0; i < 3; i++)
      docs.push((await payments.createJob({ card: gatewayTarget.cards.payment })).res.body);
    await verify('GW-JOB-21', () => checkDistinctReferences(docs));
  },
);
