/**
 * Each gateway check passes on a conformant document (the committed examples
 * and every variant the spec leaves open) and throws a Deviation on a
 * document broken in exactly the way its rule forbids (the harness shows each
 * check can fail). given: a document and a change; want: pass or deviate,
 * each row with the requirement id the check is verified under.
 */
/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return, @typescript-eslint/no-explicit-any --
   the given/want rows poke into untyped JSON on purpose: that is how a document is broken. */
import { test, expect } from '@playwright/test';
import { gatewayExamples } from '../examples/gateway.js';
import { isDeviation } from '../../lib/judging/checks/deviation.js';
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import {
  checkInitialAcquiringDetails,
  checkProcessingAttributes,
} from '../../lib/judging/checks/gateway/acquiringDetails.js';
import {
  checkActionLink,
  checkDataLink,
  checkDocumentationLink,
  checkNoVersionSegment,
} from '../../lib/judging/checks/gateway/links.js';
import {
  checkAmountAndCurrency,
  checkAmountForm,
  checkConfigurationIdEcho,
  checkCreateTimestamp,
  checkDistinctReferences,
  checkExpiryAndDueDates,
  checkFlagsAreBooleans,
  checkGenerateTokenFlag,
  checkJobAttributesObject,
  checkJobTypeIsPayment,
  checkLocaleEcho,
  checkMethodsShownAsCard,
  checkOrderEcho,
  checkOrderLinesArray,
  checkOrderLinesEcho,
  checkPaymentsComplete,
  checkTimeZoneIsIana,
} from '../../lib/judging/checks/gateway/paymentJob.js';
import {
  checkCancelledUrlCarriesStatus,
  checkLandedOn,
  checkReturnUrlsCarryJob,
} from '../../lib/judging/checks/gateway/returnUrls.js';
import {
  checkCurrentStatusAfterLanding,
  checkEndStatusSeen,
  checkNothingCollectedYet,
  checkNotPaid,
  checkPaidAmountsPresent,
  checkPaidJob,
  checkPendingWithStartStep,
  checkProcessStepPaid,
} from '../../lib/judging/checks/gateway/threeDSecure.js';
import {
  checkExpiryEcho,
  checkNoTokenOnPayment,
  checkNumericToken,
  checkTokenOnPayment,
  checkTruncatedCardNumber,
} from '../../lib/judging/checks/gateway/tokenisation.js';

export type Doc = Record<string, any>;

export function example(name: string): Doc {
  const e = gatewayExamples.find((x) => x.name === name);
  if (e === undefined) throw new Error(`no example ${name}`);
  return structuredClone(e.document) as Doc;
}
const pending = (): Doc => example('payment job response, pending');
const paid = (): Doc => example('payment job response, paid');
const tokenised = (): Doc => example('tokenisation response');
const card = '4000000000000002';
const goodQuery =
  'paymentjobref=310012345678901234&paymentref=310012345678905678&ordernumber=ORD-2026-000123';
const landing = (kind: 'success' | 'failed' | 'cancelled', q = goodQuery) => ({
  kind,
  query: new URLSearchParams(q),
});
const attrs = (d: Doc): Doc => d.data.payments[0].attributes;
const setStatus = (d: Doc, s: string): void => {
  d.data.paymentStatus = s;
  d.data.payments[0].status = s;
};

interface Row {
  readonly id: RequirementId;
  readonly name: string;
  readonly good: () => Doc;
  readonly check: (d: Doc) => unknown;
  /** Breaks the rule: the check must throw a Deviation. */
  readonly breakIt?: (d: Doc) => void;
  /** A conformant variant the spec leaves open: the check must pass. */
  readonly vary?: (d: Doc) => void;
}

const rows: readonly Row[] = [
  // Tokenisation
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
    id: 'GW-TOK-4',
    name: 'one asterisk is still asterisks',
    good: tokenised,
    check: (d) => checkTruncatedCardNumber(d, card),
    vary: (d) => void (d.data.truncatedCardNumber = '400000*0002'),
  },
  {
    id: 'GW-TOK-5',
    name: 'four-digit year',
    good: tokenised,
    check: (d) => checkExpiryEcho(d, '12', '29'),
    breakIt: (d) => void (d.data.cardExpiryYear = '2029'),
  },
  {
    id: 'GW-TOK-5',
    name: 'another month than sent',
    good: tokenised,
    check: (d) => checkExpiryEcho(d, '12', '29'),
    breakIt: (d) => void (d.data.cardExpiryMonth = '01'),
  },
  // Payment job fields
  {
    id: 'GW-JOB-3',
    name: 'type Refund',
    good: pending,
    check: checkJobTypeIsPayment,
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
    id: 'GW-JOB-4',
    name: 'payment without Card',
    good: pending,
    check: checkMethodsShownAsCard,
    breakIt: (d) => void (d.data.payments[0].paymentMethods = []),
  },
  {
    id: 'GW-JOB-5',
    name: 'one fraction digit (the same amount: the response table gives no form)',
    good: pending,
    check: (d) => checkAmountAndCurrency(d, '12.50', 'EUR'),
    vary: (d) => void (d.data.amountToCollect = '12.5'),
  },
  {
    id: 'GW-JOB-5',
    name: 'amount in minor units',
    good: pending,
    check: (d) => checkAmountAndCurrency(d, '12.50', 'EUR'),
    breakIt: (d) => void (d.data.amountToCollect = '1250'),
  },
  {
    id: 'GW-JOB-5',
    name: 'another amount on the step',
    good: pending,
    check: (d) => checkAmountAndCurrency(d, '12.50', 'EUR'),
    breakIt: (d) => void (d.data.payments[0].steps[0].amountToCollect = '12.51'),
  },
  {
    id: 'GW-JOB-26',
    name: 'one fraction digit',
    good: pending,
    check: checkAmountForm,
    breakIt: (d) => void (d.data.amountToCollect = '12.5'),
  },
  {
    id: 'GW-JOB-24',
    name: 'order lines null',
    good: pending,
    check: checkOrderLinesArray,
    breakIt: (d) => void (d.data.order.orderLines = null),
  },
  {
    id: 'GW-JOB-25',
    name: 'the line sent dropped',
    good: () => {
      const d = pending();
      d.data.order.orderLines = [{ name: 'Tea', quantity: 1 }];
      return d;
    },
    check: (d) => checkOrderLinesEcho(d, [{ name: 'Tea', quantity: 1 }]),
    vary: (d) => void (d.data.order.orderLines = [{ description: 'Tea', qty: 1, lineId: 'a1' }]),
    breakIt: (d) => void (d.data.order.orderLines = []),
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
    id: 'GW-JOB-6',
    name: 'a local offset is not UTC',
    good: pending,
    check: checkCreateTimestamp,
    breakIt: (d) => void (d.data.createDateTimeUtc = '2026-11-21T14:05:12.483+01:00'),
  },
  {
    id: 'GW-JOB-6',
    name: 'a day the calendar lacks',
    good: pending,
    check: checkCreateTimestamp,
    breakIt: (d) => void (d.data.createDateTimeUtc = '2026-02-30T13:05:12.483Z'),
  },
  ...[
    '2026-11-21T13:05:12,483Z',
    '20261121T130512.483Z',
    '2026-11-21T13:05:12.4831234+00:00',
    '2026-11-21T13:05:12.4+0000',
    '2026-11-21T13:05:12.48+00',
    '2026-11-21t13:05:12.48z',
    '2016-12-31T23:59:60.5Z',
  ].map((t): Row => ({
    id: 'GW-JOB-6',
    name: `ISO 8601 UTC with fractional seconds as ${t}`,
    good: pending,
    check: checkCreateTimestamp,
    vary: (d) => void (d.data.createDateTimeUtc = t),
  })),
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
    check: (d) => checkOrderEcho(d, 'ORD-2026-000123'),
    breakIt: (d) => void delete d.data.order.orderLines,
  },
  {
    id: 'GW-JOB-8',
    name: 'order createDateTimeUtc in another format',
    good: pending,
    check: (d) => checkOrderEcho(d, 'ORD-2026-000123'),
    vary: (d) => void (d.data.order.createDateTimeUtc = '2026-11-21 13:05:12'),
  },
  {
    id: 'GW-JOB-9',
    name: 'offset instead of zone',
    good: pending,
    check: checkTimeZoneIsIana,
    breakIt: (d) => void (d.data.timeZone = '+01:00'),
  },
  {
    id: 'GW-JOB-9',
    name: 'GMT+1 is no zone name',
    good: pending,
    check: checkTimeZoneIsIana,
    breakIt: (d) => void (d.data.timeZone = 'GMT+1'),
  },
  ...['UTC', 'Etc/GMT+1', 'EST5EDT', 'America/Argentina/Buenos_Aires', 'Europe/Kyiv'].map((zone): Row => ({
    id: 'GW-JOB-9',
    name: `IANA zone ${zone}`,
    good: pending,
    check: checkTimeZoneIsIana,
    vary: (d) => void (d.data.timeZone = zone),
  })),
  {
    id: 'GW-JOB-22',
    name: 'locale with a dash (observation)',
    good: pending,
    check: (d) => checkLocaleEcho(d, 'en_GB'),
    breakIt: (d) => void (d.data.locale = 'en-GB'),
  },
  {
    id: 'GW-JOB-10',
    name: 'flag as a string',
    good: pending,
    check: checkFlagsAreBooleans,
    breakIt: (d) => void (d.data.flags.direct = 'false'),
  },
  {
    id: 'GW-JOB-10',
    name: 'no generateToken flag: it is only seen, not promised',
    good: pending,
    check: checkFlagsAreBooleans,
    vary: (d) => void (d.data.flags = {}),
  },
  {
    id: 'GW-JOB-23',
    name: 'generateToken missing (observation)',
    good: pending,
    check: checkGenerateTokenFlag,
    breakIt: (d) => void delete d.data.flags.generateToken,
  },
  {
    id: 'GW-JOB-11',
    name: 'attributes null',
    good: pending,
    check: checkJobAttributesObject,
    breakIt: (d) => void (d.data.attributes = null),
  },
  {
    id: 'GW-JOB-11',
    name: 'attributes with keys',
    good: pending,
    check: checkJobAttributesObject,
    vary: (d) => void (d.data.attributes = { channel: 'web' }),
  },
  {
    id: 'GW-JOB-12',
    name: 'no due date',
    good: pending,
    check: checkExpiryAndDueDates,
    breakIt: (d) => void delete d.data.dueDateTimeUtc,
  },
  {
    id: 'GW-JOB-12',
    name: 'dates in another format, the interval no contract',
    good: pending,
    check: checkExpiryAndDueDates,
    vary: (d) => {
      d.data.expirationDateTimeUtc = '2027-05-21 13:05:12';
      d.data.dueDateTimeUtc = '2026-11-21T13:05:12Z';
    },
  },
  {
    id: 'GW-JOB-13',
    name: 'no query on the success URL',
    good: pending,
    check: checkReturnUrlsCarryJob,
    breakIt: (d) => void (attrs(d).returnUrlSuccess = 'https://shop.example/return/success'),
  },
  {
    id: 'GW-JOB-13',
    name: 'the values under other parameter names',
    good: pending,
    check: checkReturnUrlsCarryJob,
    vary: (d) => {
      const q = 'job=310012345678901234&pay=310012345678905678&order=ORD-2026-000123&lang=en';
      attrs(d).returnUrlSuccess = `https://shop.example/ok?${q}`;
      attrs(d).returnUrlFailed = `myshop://return/failed?${q}`;
    },
  },
  {
    id: 'GW-JOB-14',
    name: 'cancelled URL without status',
    good: pending,
    check: checkCancelledUrlCarriesStatus,
    breakIt: (d) => void (attrs(d).returnUrlCancelled = `https://shop.example/return/cancelled?${goodQuery}`),
  },
  {
    id: 'GW-JOB-14',
    name: 'a status parameter under another name',
    good: pending,
    check: checkCancelledUrlCarriesStatus,
    vary: (d) =>
      void (attrs(d).returnUrlCancelled = `https://shop.example/c?${goodQuery}&paymentStatus=Cancelled`),
  },
  {
    id: 'GW-JOB-15',
    name: 'acquiring details not JSON',
    good: pending,
    check: checkInitialAcquiringDetails,
    breakIt: (d) => void (attrs(d).serviceAcquiringDetails = 'version=2.2.0'),
  },
  {
    id: 'GW-JOB-15',
    name: 'the version without its reason',
    good: pending,
    check: checkInitialAcquiringDetails,
    breakIt: (d) => void (attrs(d).serviceAcquiringDetails = '{"ThreeDSecureVersion":"2.2.0"}'),
  },
  {
    id: 'GW-JOB-15',
    name: 'other acquiring-detail key names',
    good: pending,
    check: checkInitialAcquiringDetails,
    vary: (d) =>
      void (attrs(d).serviceAcquiringDetails = '{"threeDsVersion":"2.1.0","versionReason":"Enrolled"}'),
  },
  {
    id: 'GW-JOB-15',
    name: 'version and reason nested',
    good: pending,
    check: checkInitialAcquiringDetails,
    vary: (d) =>
      void (attrs(d).serviceAcquiringDetails = '{"threeDSecure":{"version":"2.2","reason":"Frictionless"}}'),
  },
  {
    id: 'GW-JOB-16',
    name: 'data link as HTML',
    good: pending,
    check: checkDataLink,
    breakIt: (d) => void (d.links.data.type = 'text/html'),
  },
  {
    id: 'GW-JOB-16',
    name: 'data link to another job',
    good: pending,
    check: checkDataLink,
    breakIt: (d) =>
      void (d.links.data.url = 'https://gateway-int.paycert.example/api/gateway/payment-jobs/1'),
  },
  {
    id: 'GW-JOB-16',
    name: 'a reference in another format, escaped in the URL, with a locale',
    good: pending,
    check: checkDataLink,
    vary: (d) => {
      d.data.reference = 'pj 7f3a/9c21';
      d.links.data.url = 'https://gw.example/base/api/gateway/payment-jobs/pj%207f3a%2F9c21?locale=nl-NL';
    },
  },
  {
    id: 'GW-JOB-17',
    name: 'no action link',
    good: pending,
    check: checkActionLink,
    breakIt: (d) => void delete d.links.action,
  },
  {
    id: 'GW-JOB-17',
    name: 'pending without action URL',
    good: pending,
    check: checkActionLink,
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
    check: checkPaymentsComplete,
    breakIt: (d) => void delete d.data.payments[0].steps,
  },
  {
    id: 'GW-JOB-19',
    name: 'payment references and dates in other formats',
    good: pending,
    check: checkPaymentsComplete,
    vary: (d) => {
      d.data.payments[0].reference = '3f0c2a8e-5b7d-4c1e-9a6f-2d8b1e4c7a90';
      d.data.payments[0].createDateTimeUtc = '2026-11-21 13:05:12';
      d.data.payments[0].paidAmount = null;
    },
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
    id: 'GW-VER-1',
    name: 'a base URL with a v2 of its own',
    good: pending,
    check: checkNoVersionSegment,
    vary: (d) =>
      void (d.links.data.url = 'https://gw.example/v2/api/gateway/payment-jobs/310012345678901234'),
  },
  // States and 3-D Secure
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
    check: checkPaidJob,
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
    check: checkPaidAmountsPresent,
    breakIt: (d) => void delete d.data.paidAmount,
  },
  {
    id: 'GW-3DS-5',
    name: 'pending claiming the amount collected',
    good: pending,
    check: checkNothingCollectedYet,
    breakIt: (d) => void (d.data.amountCollected = '12.50'),
  },
  {
    id: 'GW-3DS-5',
    name: 'pending with the once-paid fields null or zero',
    good: pending,
    check: checkNothingCollectedYet,
    vary: (d) => {
      d.data.paidAmount = null;
      d.data.amountCollected = '0.00';
      d.data.paidDateTimeUtc = null;
      d.data.payments[0].paidAmount = null;
    },
  },
  {
    id: 'GW-3DS-6',
    name: 'no originHeader',
    good: paid,
    check: (d) => checkProcessingAttributes(d, card),
    breakIt: (d) => void delete attrs(d).originHeader,
  },
  {
    id: 'GW-3DS-6',
    name: 'acquiring details not processed',
    good: paid,
    check: (d) => checkProcessingAttributes(d, card),
    breakIt: (d) =>
      void (attrs(d).serviceAcquiringDetails =
        '{"ThreeDSecureVersion":"2.2.0","ThreeDSecureVersionReason":"x"}'),
  },
  {
    id: 'GW-3DS-6',
    name: 'the whole card number as TruncatedCardNumber',
    good: paid,
    check: (d) => checkProcessingAttributes(d, card),
    breakIt: (d) => {
      const details = JSON.parse(attrs(d).serviceAcquiringDetails);
      attrs(d).serviceAcquiringDetails = JSON.stringify({ ...details, TruncatedCardNumber: card });
    },
  },
  {
    id: 'GW-3DS-6',
    name: 'other initial key names, an IPv6 address with a port, another truncation',
    good: paid,
    check: (d) => checkProcessingAttributes(d, card),
    vary: (d) => {
      const {
        ThreeDSecureVersion: _v,
        ThreeDSecureVersionReason: _r,
        ...rest
      } = JSON.parse(attrs(d).serviceAcquiringDetails);
      attrs(d).serviceAcquiringDetails = JSON.stringify({
        ...rest,
        version: '2.1.0',
        reason: 'x',
        TruncatedCardNumber: '************0002',
      });
      attrs(d).originatingIpAddress = '[2001:db8::7]:443,10.0.0.12';
    },
  },
  {
    id: 'GW-3DS-10',
    name: 'declined by the issuer but Paid',
    good: pending,
    check: (d) => checkNotPaid(d, 'the issuer declined'),
    vary: (d) => setStatus(d, 'Declined'),
    breakIt: (d) => setStatus(d, 'Paid'),
  },
  {
    id: 'GW-3DS-7',
    name: 'failed but Paid',
    good: pending,
    check: checkNotPaid,
    breakIt: (d) => void (d.data.paymentStatus = 'Paid'),
  },
  {
    id: 'GW-3DS-7',
    name: 'failed but amount collected',
    good: pending,
    check: checkNotPaid,
    breakIt: (d) => void (d.data.payments[0].paidAmount = '12.50'),
  },
  ...['Pending', 'Failed', 'Declined', 'Cancelled'].map((s): Row => ({
    id: 'GW-3DS-7',
    name: `left ${s} after a failed payment`,
    good: pending,
    check: checkNotPaid,
    vary: (d) => setStatus(d, s),
  })),
  {
    id: 'GW-3DS-8',
    name: 'job and payment disagree (observation)',
    good: pending,
    check: checkEndStatusSeen,
    breakIt: (d) => void (d.data.paymentStatus = 'Failed'),
  },
  ...['Pending', 'Failed', 'Declined', 'Cancelled'].map((s): Row => ({
    id: 'GW-3DS-8',
    name: `${s} after a failed 3-D Secure (observation)`,
    good: pending,
    check: checkEndStatusSeen,
    vary: (d) => setStatus(d, s),
  })),
  {
    id: 'GW-3DS-9',
    name: 'landing on the success URL after a failure',
    good: pending,
    check: (d) => checkLandedOn(landing(d.__kind ?? 'failed'), d, 'failed'),
    breakIt: (d) => void (d.__kind = 'success'),
  },
  {
    id: 'GW-3DS-9',
    name: 'a landing without the job in its query',
    good: pending,
    check: (d) => checkLandedOn(landing('success', d.__query ?? goodQuery), d, 'success'),
    breakIt: (d) => void (d.__query = 'paymentjobref=1'),
  },
  {
    id: 'GW-3DS-9',
    name: 'not authenticated landing on the cancelled URL',
    good: pending,
    check: (d) => checkLandedOn(landing('cancelled', `${goodQuery}&status=x`), d, 'failed', 'cancelled'),
    vary: () => undefined,
  },
  {
    id: 'GW-GET-1',
    name: 'still Pending after the shopper landed on the success URL',
    good: paid,
    check: (d) => checkCurrentStatusAfterLanding(d, landing('success')),
    breakIt: (d) => setStatus(d, 'Pending'),
  },
  {
    id: 'GW-GET-1',
    name: 'Pending after a failed landing',
    good: pending,
    check: (d) => checkCurrentStatusAfterLanding(d, landing('failed')),
    vary: () => undefined,
  },
  // Tokens on payment
  {
    id: 'GW-TKN-1',
    name: 'token while Pending',
    good: pending,
    check: checkNoTokenOnPayment,
    breakIt: (d) => void (attrs(d).token = '123'),
  },
  {
    id: 'GW-TKN-1',
    name: 'token null while Pending',
    good: pending,
    check: checkNoTokenOnPayment,
    vary: (d) => void (attrs(d).token = null),
  },
  {
    id: 'GW-TKN-2',
    name: 'paid without token',
    good: paid,
    check: checkTokenOnPayment,
    breakIt: (d) => void delete attrs(d).token,
  },
  {
    id: 'GW-JOB-21',
    name: 'two jobs, one reference',
    good: pending,
    check: (d) => checkDistinctReferences([d, d.__other ?? { data: { reference: 'x' } }]),
    breakIt: (d) => void (d.__other = pending()),
  },
];

function deviates(f: () => unknown): unknown {
  try {
    f();
    return undefined;
  } catch (e) {
    return e;
  }
}

test.describe('each check passes on a conformant document and deviates on a broken one', () => {
  for (const row of rows) {
    const kind = row.breakIt === undefined ? 'conformant' : 'broken';
    test(`${row.id}: ${row.name} (${kind})`, () => {
      expect(
        deviates(() => row.check(row.good())),
        'passes on the example',
      ).toBeUndefined();
      const d = row.good();
      if (row.vary !== undefined) {
        row.vary(d);
        expect(
          deviates(() => row.check(d)),
          'passes on the conformant variant',
        ).toBeUndefined();
      }
      if (row.breakIt !== undefined) {
        row.breakIt(d);
        const thrown = deviates(() => row.check(d));
        expect(isDeviation(thrown), `a Deviation, got ${String(thrown)}`).toBe(true);
      }
    });
  }
});

test('every row either breaks or varies a document', () => {
  expect(rows.filter((r) => r.breakIt === undefined && r.vary === undefined).map((r) => r.name)).toEqual([]);
});
