/**
 * Each gateway check passes on a conformant document (the committed examples)
 * and fails, under its own requirement id, on a document broken in exactly the
 * way its rule forbids (STYLE.md principle 8). given: a mutation; want: the id.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-explicit-any --
   the given/want rows poke into untyped JSON on purpose: that is how a document is broken. */
import { test, expect } from '@playwright/test';
import { gatewayExamples } from '../examples/gateway.js';
import { isCheckFailure } from '../../lib/checks/checkFailure.js';
import type { GatewayResponse } from '../../lib/gateway/gatewayClient.js';
import { checkActionLink } from '../../lib/checks/gateway/checkActionLink.js';
import { checkActionPage } from '../../lib/checks/gateway/checkActionPage.js';
import { checkCurrentStatus } from '../../lib/checks/gateway/checkCurrentStatus.js';
import { checkAmountAndCurrency } from '../../lib/checks/gateway/checkAmountAndCurrency.js';
import { checkCancelledReturnUrl } from '../../lib/checks/gateway/checkCancelledReturnUrl.js';
import { checkConfigurationIdEcho } from '../../lib/checks/gateway/checkConfigurationIdEcho.js';
import { checkCreateTimestamp } from '../../lib/checks/gateway/checkCreateTimestamp.js';
import { checkDataLink } from '../../lib/checks/gateway/checkDataLink.js';
import { checkDocumentationLink } from '../../lib/checks/gateway/checkDocumentationLink.js';
import { checkEndStatusShown } from '../../lib/checks/gateway/checkEndStatusShown.js';
import { checkExpiryEcho } from '../../lib/checks/gateway/checkExpiryEcho.js';
import { checkFlags } from '../../lib/checks/gateway/checkFlags.js';
import { checkInitialAcquiringDetails } from '../../lib/checks/gateway/checkInitialAcquiringDetails.js';
import { checkJobDates } from '../../lib/checks/gateway/checkJobDates.js';
import { checkJobType } from '../../lib/checks/gateway/checkJobType.js';
import { checkJsonAnswer } from '../../lib/checks/gateway/checkJsonAnswer.js';
import { checkLanding } from '../../lib/checks/gateway/checkLanding.js';
import { checkMethodsShownAsCard } from '../../lib/checks/gateway/checkMethodsShownAsCard.js';
import { checkNoToken } from '../../lib/checks/gateway/checkNoToken.js';
import { checkNoVersionSegment } from '../../lib/checks/gateway/checkNoVersionSegment.js';
import { checkNumericToken } from '../../lib/checks/gateway/checkNumericToken.js';
import { checkOrder } from '../../lib/checks/gateway/checkOrder.js';
import { checkPaid } from '../../lib/checks/gateway/checkPaid.js';
import { checkPaidAmounts } from '../../lib/checks/gateway/checkPaidAmounts.js';
import { checkPayments } from '../../lib/checks/gateway/checkPayments.js';
import { checkPendingWithStartStep } from '../../lib/checks/gateway/checkPendingWithStartStep.js';
import { checkProcessStepPaid } from '../../lib/checks/gateway/checkProcessStepPaid.js';
import { checkProcessingAttributes } from '../../lib/checks/gateway/checkProcessingAttributes.js';
import { checkReturnUrls } from '../../lib/checks/gateway/checkReturnUrls.js';
import { checkTimeZoneAndLocale } from '../../lib/checks/gateway/checkTimeZoneAndLocale.js';
import { checkTokenPresent } from '../../lib/checks/gateway/checkTokenPresent.js';
import { checkTruncatedCardNumber } from '../../lib/checks/gateway/checkTruncatedCardNumber.js';
import { checkNotPaid } from '../../lib/checks/gateway/checkNotPaid.js';
import { checkDistinctReferences } from '../../lib/checks/gateway/checkDistinctReferences.js';
import { checkAccepted, checkRefused, checkStatusIs } from '../../lib/checks/gateway/checkStatus.js';
import { checkHashFormat } from '../../lib/checks/hash/checkHashFormat.js';
import { computeHash } from '../../lib/gateway/hash.js';

type Doc = Record<string, any>;

function example(name: string): Doc {
  const e = gatewayExamples.find((x) => x.name === name);
  if (e === undefined) throw new Error(`no example ${name}`);
  return structuredClone(e.document) as Doc;
}
const pending = (): Doc => example('payment job response, pending');
const paid = (): Doc => example('payment job response, paid');
const tokenised = (): Doc => example('tokenisation response');
const res = (status: number, body: unknown = {}, contentType = 'application/json'): GatewayResponse => ({
  status,
  contentType,
  text: JSON.stringify(body),
  body,
});
const card = '4000000000000002';
const query = (q: string): URLSearchParams => new URLSearchParams(q);
const goodQuery =
  'paymentjobref=310012345678901234&paymentref=310012345678905678&ordernumber=ORD-2026-000123';

interface Row {
  readonly id: string;
  readonly name: string;
  /** Runs the check on the given document. */
  readonly check: (d: Doc) => unknown;
  readonly good: () => Doc;
  /** Breaks the rule. */
  readonly breakIt: (d: Doc) => void;
}

const rows: readonly Row[] = [
  {
    id: 'GW-TOK-3',
    name: 'token with a letter',
    good: tokenised,
    check: checkNumericToken,
    breakIt: (d) => void (d.data.token = 'tk91004827'),
  },
  {
    id: 'GW-TOK-4',
    name: 'first four kept instead of six',
    good: tokenised,
    check: (d) => checkTruncatedCardNumber(d, card),
    breakIt: (d) => void (d.data.truncatedCardNumber = '4000********0002'),
  },
  {
    id: 'GW-TOK-4',
    name: 'last four of another card',
    good: tokenised,
    check: (d) => checkTruncatedCardNumber(d, card),
    breakIt: (d) => void (d.data.truncatedCardNumber = '400000******0003'),
  },
  {
    id: 'GW-TOK-5',
    name: 'four-digit year',
    good: tokenised,
    check: (d) => checkExpiryEcho(d, '12', '29'),
    breakIt: (d) => void (d.data.cardExpiryYear = '2029'),
  },
  {
    id: 'GW-JOB-3',
    name: 'type Refund',
    good: pending,
    check: checkJobType,
    breakIt: (d) => void (d.data.type = 'Refund'),
  },
  {
    id: 'GW-JOB-4',
    name: 'request spelling echoed',
    good: pending,
    check: checkMethodsShownAsCard,
    breakIt: (d) => void (d.data.paymentMethodsToUse = ['creditcard']),
  },
  {
    id: 'GW-JOB-5',
    name: 'one fraction digit',
    good: pending,
    check: (d) => checkAmountAndCurrency(d, '12.50', 'EUR'),
    breakIt: (d) => void (d.data.amountToCollect = '12.5'),
  },
  {
    id: 'GW-JOB-5',
    name: 'other currency',
    good: pending,
    check: (d) => checkAmountAndCurrency(d, '12.50', 'EUR'),
    breakIt: (d) => void (d.data.currency = 'USD'),
  },
  {
    id: 'GW-JOB-6',
    name: 'no fractional seconds',
    good: pending,
    check: checkCreateTimestamp,
    breakIt: (d) => void (d.data.createDateTimeUtc = '2026-11-21T13:05:12Z'),
  },
  {
    id: 'GW-JOB-7',
    name: 'another configuration',
    good: pending,
    check: (d) => checkConfigurationIdEcho(d, 'cfg-7f3a9c21'),
    breakIt: (d) => void (d.data.configurationId = 'cfg-other'),
  },
  {
    id: 'GW-JOB-8',
    name: 'order lines missing',
    good: pending,
    check: (d) => checkOrder(d, 'ORD-2026-000123'),
    breakIt: (d) => void delete d.data.order.orderLines,
  },
  {
    id: 'GW-JOB-9',
    name: 'offset instead of zone',
    good: pending,
    check: (d) => checkTimeZoneAndLocale(d, 'en_GB'),
    breakIt: (d) => void (d.data.timeZone = '+01:00'),
  },
  {
    id: 'GW-JOB-9',
    name: 'locale with a dash',
    good: pending,
    check: (d) => checkTimeZoneAndLocale(d),
    breakIt: (d) => void (d.data.locale = 'en-GB'),
  },
  {
    id: 'GW-JOB-10',
    name: 'generateToken missing',
    good: pending,
    check: (d) => checkFlags(d, true),
    breakIt: (d) => void delete d.data.flags.generateToken,
  },
  {
    id: 'GW-JOB-10',
    name: 'flag as a string',
    good: pending,
    check: (d) => checkFlags(d, false),
    breakIt: (d) => void (d.data.flags.direct = 'false'),
  },
  {
    id: 'GW-JOB-12',
    name: 'expiry not a timestamp',
    good: pending,
    check: checkJobDates,
    breakIt: (d) => void (d.data.expirationDateTimeUtc = 'soon'),
  },
  {
    id: 'GW-JOB-13',
    name: 'no query on the success URL',
    good: pending,
    check: (d) => checkReturnUrls(d),
    breakIt: (d) =>
      void (d.data.payments[0].attributes.returnUrlSuccess = 'https://shop.example/return/success'),
  },
  {
    id: 'GW-JOB-14',
    name: 'cancelled URL without status',
    good: pending,
    check: checkCancelledReturnUrl,
    breakIt: (d) =>
      void (d.data.payments[0].attributes.returnUrlCancelled = `https://shop.example/return/cancelled?${goodQuery}`),
  },
  {
    id: 'GW-JOB-15',
    name: 'acquiring details not JSON',
    good: pending,
    check: checkInitialAcquiringDetails,
    breakIt: (d) => void (d.data.payments[0].attributes.serviceAcquiringDetails = 'version=2.2.0'),
  },
  {
    id: 'GW-JOB-15',
    name: 'no 3-D Secure version',
    good: pending,
    check: checkInitialAcquiringDetails,
    breakIt: (d) =>
      void (d.data.payments[0].attributes.serviceAcquiringDetails =
        '{"ThreeDSecureVersionReason":"CardEnrolled"}'),
  },
  {
    id: 'GW-JOB-16',
    name: 'data link as HTML',
    good: pending,
    check: (d) => checkDataLink(d),
    breakIt: (d) => void (d.links.data.type = 'text/html'),
  },
  {
    id: 'GW-JOB-16',
    name: 'data link to another job',
    good: pending,
    check: (d) => checkDataLink(d),
    breakIt: (d) =>
      void (d.links.data.url = 'https://gateway-int.paycert.example/api/gateway/payment-jobs/1'),
  },
  {
    id: 'GW-JOB-17',
    name: 'no action link',
    good: pending,
    check: (d) => checkActionLink(d),
    breakIt: (d) => void delete d.links.action,
  },
  {
    id: 'GW-JOB-17',
    name: 'pending without action URL',
    good: pending,
    check: (d) => checkActionLink(d),
    breakIt: (d) => void delete d.links.action.url,
  },
  {
    id: 'GW-JOB-18',
    name: 'documentation as JSON',
    good: pending,
    check: checkDocumentationLink,
    breakIt: (d) => void (d.links.documentation.type = 'application/json'),
  },
  {
    id: 'GW-JOB-19',
    name: 'payment without steps',
    good: pending,
    check: checkPayments,
    breakIt: (d) => void delete d.data.payments[0].steps,
  },
  {
    id: 'GW-VER-1',
    name: 'versioned path',
    good: pending,
    check: checkNoVersionSegment,
    breakIt: (d) =>
      void (d.links.data.url =
        'https://gateway-int.paycert.example/api/v2/gateway/payment-jobs/310012345678901234'),
  },
  {
    id: 'GW-3DS-1',
    name: 'no Start step',
    good: pending,
    check: checkPendingWithStartStep,
    breakIt: (d) => void (d.data.payments[0].steps = []),
  },
  {
    id: 'GW-3DS-1',
    name: 'job Paid at once',
    good: pending,
    check: checkPendingWithStartStep,
    breakIt: (d) => void (d.data.paymentStatus = 'Paid'),
  },
  {
    id: 'GW-3DS-3',
    name: 'stays Pending',
    good: paid,
    check: checkPaid,
    breakIt: (d) => void (d.data.paymentStatus = 'Pending'),
  },
  {
    id: 'GW-3DS-4',
    name: 'no Process step',
    good: paid,
    check: checkProcessStepPaid,
    breakIt: (d) => void d.data.payments[0].steps.pop(),
  },
  {
    id: 'GW-3DS-5',
    name: 'paid without paidAmount',
    good: paid,
    check: (d) => checkPaidAmounts(d, 'paid', '12.50'),
    breakIt: (d) => void delete d.data.paidAmount,
  },
  {
    id: 'GW-3DS-5',
    name: 'pending with paidAmount',
    good: pending,
    check: (d) => checkPaidAmounts(d, 'pending', '12.50'),
    breakIt: (d) => void (d.data.paidAmount = '12.50'),
  },
  {
    id: 'GW-3DS-6',
    name: 'no originHeader',
    good: paid,
    check: (d) => checkProcessingAttributes(d, card),
    breakIt: (d) => void delete d.data.payments[0].attributes.originHeader,
  },
  {
    id: 'GW-3DS-6',
    name: 'acquiring details not processed',
    good: paid,
    check: (d) => checkProcessingAttributes(d, card),
    breakIt: (d) =>
      void (d.data.payments[0].attributes.serviceAcquiringDetails =
        '{"ThreeDSecureVersion":"2.2.0","ThreeDSecureVersionReason":"x"}'),
  },
  {
    id: 'GW-3DS-7',
    name: 'failed but Paid',
    good: pending,
    check: checkNotPaid,
    breakIt: (d) => void (d.data.paymentStatus = 'Paid'),
  },
  {
    id: 'GW-3DS-8',
    name: 'Pending after failure',
    good: () => {
      const d = pending();
      d.data.paymentStatus = 'Failed';
      d.data.payments[0].status = 'Failed';
      return d;
    },
    check: (d) => checkEndStatusShown(d, 'Failed'),
    breakIt: (d) => void (d.data.paymentStatus = 'Pending'),
  },
  {
    id: 'GW-TKN-1',
    name: 'token while Pending',
    good: pending,
    check: (d) => checkNoToken(d, 'GW-TKN-1'),
    breakIt: (d) => void (d.data.payments[0].attributes.token = '123'),
  },
  {
    id: 'GW-TKN-2',
    name: 'paid without token',
    good: paid,
    check: checkTokenPresent,
    breakIt: (d) => void delete d.data.payments[0].attributes.token,
  },
  {
    id: 'GW-TKN-4',
    name: 'token on failure',
    good: pending,
    check: (d) => checkNoToken(d, 'GW-TKN-4'),
    breakIt: (d) => void (d.data.payments[0].attributes.token = '123'),
  },
  {
    id: 'GW-3DS-9',
    name: 'landing on the success URL after a failure',
    good: pending,
    check: (d) => checkLanding({ kind: d.__kind ?? 'failed', query: query(goodQuery) }, d, 'failed'),
    breakIt: (d) => void (d.__kind = 'success'),
  },
  {
    id: 'GW-GET-1',
    name: 'still Pending after the shopper landed on the success URL',
    good: paid,
    check: (d) => checkCurrentStatus(d, { kind: 'success', query: query(goodQuery) }),
    breakIt: (d) => {
      d.data.paymentStatus = 'Pending';
      d.data.payments[0].status = 'Pending';
    },
  },
  {
    id: 'GW-JOB-21',
    name: 'two jobs, one reference',
    good: pending,
    check: (d) => checkDistinctReferences([d, d.__other ?? { data: { reference: 'x' } }]),
    breakIt: (d) => void (d.__other = pending()),
  },
];

test.describe('each check passes on a conformant document and fails on a broken one', () => {
  for (const row of rows) {
    test(`${row.id}: ${row.name}`, () => {
      const good = row.good();
      expect(() => row.check(good), 'passes on the conformant document').not.toThrow();
      const bad = row.good();
      row.breakIt(bad);
      let thrown: unknown;
      try {
        row.check(bad);
      } catch (e) {
        thrown = e;
      }
      expect(isCheckFailure(thrown), `a CheckFailure, got ${String(thrown)}`).toBe(true);
      expect((thrown as { requirementId: string }).requirementId).toBe(row.id);
    });
  }
});

/** Status and transport checks: given a status, want accepted / created / refused. */
const statusRows = [
  { status: 200, accepted: true, created: false, refused: false },
  { status: 201, accepted: true, created: true, refused: false },
  { status: 401, accepted: false, created: false, refused: true },
  { status: 404, accepted: false, created: false, refused: true },
  { status: 500, accepted: false, created: false, refused: false },
] as const;

test('status checks: 2xx accepted, 201 created, only 4xx refused', () => {
  for (const r of statusRows) {
    const ok = (f: () => void): boolean => {
      try {
        f();
        return true;
      } catch {
        return false;
      }
    };
    expect(
      ok(() => checkAccepted(res(r.status), 'HASH-1')),
      `${r.status} accepted`,
    ).toBe(r.accepted);
    expect(
      ok(() => checkStatusIs(res(r.status), 201, 'GW-JOB-1')),
      `${r.status} created`,
    ).toBe(r.created);
    expect(
      ok(() => checkRefused(res(r.status), 'HASH-2')),
      `${r.status} refused`,
    ).toBe(r.refused);
  }
});

test('GW-ENC-1: an HTML answer is not JSON; HASH-6: a lower-case or short Hash is not what paycert sends', () => {
  expect(() => checkJsonAnswer(res(200, {}, 'application/json; charset=utf-8'))).not.toThrow();
  expect(() => checkJsonAnswer(res(200, undefined, 'text/html'))).toThrow(/GW-ENC-1/);
  expect(() => checkHashFormat(computeHash('k', '{}'))).not.toThrow();
  expect(() => checkHashFormat(computeHash('k', '{}').toLowerCase())).toThrow(/HASH-6/);
  expect(() => checkHashFormat(computeHash('k', '{}').slice(1))).toThrow(/HASH-6/);
});

test('GW-3DS-2: the action link must open an HTML page; GW-GET-1: without a landing nothing is compared', () => {
  expect(() => checkActionPage({ status: 200, contentType: 'text/html; charset=utf-8' })).not.toThrow();
  expect(() => checkActionPage({ status: 404, contentType: 'text/html' })).toThrow(/GW-3DS-2/);
  expect(() => checkActionPage({ status: 200, contentType: 'application/json' })).toThrow(/GW-3DS-2/);
  expect(() => checkActionPage({ status: 200, contentType: undefined })).toThrow(/GW-3DS-2/);
  const pendingDoc = pending();
  expect(() => checkCurrentStatus(pendingDoc, undefined)).not.toThrow();
  expect(() => checkCurrentStatus(pendingDoc, { kind: 'failed', query: query(goodQuery) })).toThrow(
    /GW-GET-1/,
  );
});
