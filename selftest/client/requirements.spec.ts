/**
 * Given/want: each client requirement on hand-built exchanges. Every MUST
 * fails on a wrong exchange, and on that exchange fails alone (one mistake,
 * one requirement); every MUST passes on a right one; observations warn.
 */
import { test, expect } from '@playwright/test';
import type { RawExchange } from '../../lib/judging/client/rawExchange.js';
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { catalogue, requirement } from '../../lib/judging/requirements/catalogue.js';
import { isClientArea } from '../../lib/judging/requirements/requirement.js';
import * as X from './exchanges.js';
import { judged, outcomeOf } from './judge.js';

const jobs = '/api/gateway/payment-jobs';
const tokenise = '/api/gateway/card-tokenisation';
const job = (patch: Record<string, unknown>): string => JSON.stringify({ ...X.goodJob, ...patch });
const params = (patch: Record<string, unknown>): string =>
  job({ parameters: { ...X.goodJob.parameters, ...patch } });
const goodCard =
  '{"cardNumber":"4000000000000002","cardExpiryMonth":"12","cardExpiryYear":"30","cardCvc":"123"}';
const active = X.txn('t1', { is_active: true });
const ended = X.txn('t1', { is_active: false, result: 'approved' });
const start = (): RawExchange =>
  X.tm('POST', '/api/v2/transactions/sale.json', { body: '{"amount":1250}', answer: active });
const follow = (): RawExchange => X.tm('GET', '/api/v2/transactions/t1.json', { answer: ended });
const print = (instructions: unknown): RawExchange =>
  X.tm('POST', '/api/v2/print.json', { body: JSON.stringify({ instructions }), answer: { success: true } });
const threeDs = (choice: string): RawExchange =>
  X.exchange({
    side: 'gateway',
    method: 'POST',
    target: '/gateway/3ds/P1',
    body: `choice=${choice}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    status: 302,
  });
const created = (body = job({})): RawExchange =>
  X.gwPost(jobs, body, { answer: X.jobAnswer('J1', 'P1', 'Pending') });
const recipientDetails = JSON.stringify({
  lastname: 'Doe',
  dateOfBirth: '1980-01-31',
  postcode: '1011AB',
  primaryAccountNumber: '400005******5556',
});
/** A card the simulator's table enrolls for 3-D Secure 2.2, as a tokenisation body without CardHolderName. */
const card22 =
  '{"cardNumber":"4000000000003220","cardExpiryMonth":"12","cardExpiryYear":"30","cardCvc":"123"}';
const challenge = { 'www-authenticate': 'Basic realm="terminal"' };
/** A tokenisation without CardHolderName, then a payment with its token whose answer shows the 3-D Secure version. */
function tokenisedThenPaid(version: string): RawExchange[] {
  const details = JSON.stringify({ ThreeDSecureVersion: version, ThreeDSecureVersionReason: 'x' });
  return [
    X.gwPost(tokenise, card22, { status: 200, answer: { data: { token: '7788' } } }),
    X.gwPost(jobs, job({ parameters: { token: '7788', cardCvc: '123' } }), {
      answer: X.jobAnswer('J1', 'P1', 'Pending', { serviceAcquiringDetails: details }),
    }),
  ];
}

interface Row {
  readonly id: RequirementId;
  readonly name: string;
  readonly wrong: () => RawExchange[];
  readonly right: () => RawExchange[];
  /** What else warns on the right exchanges, where the requirement is only judged after another warned. */
  readonly alsoWarns?: readonly RequirementId[];
}

/** A sale start whose answer a drill took from the application (docs/drills.md). */
const lostSale = (): RawExchange => ({
  ...X.tm('POST', '/api/v2/transactions/sale.json', { body: '{"amount":1250,"id":"s1"}', answer: active }),
  drill: { name: 'lost-start-answer', delivered: false },
});
const secondSale = (result: string): RawExchange[] => [
  X.tm('POST', '/api/v2/transactions/sale.json', {
    body: '{"amount":1250}',
    answer: X.txn('t2', { is_active: true }),
  }),
  X.tm('GET', '/api/v2/transactions/t2.json', { answer: X.txn('t2', { is_active: false, result }) }),
];
const lostCreate = (): RawExchange => ({
  ...created(),
  drill: { name: 'gateway-5xx-after-create', delivered: false },
});

const rows: Row[] = [
  {
    id: 'CL-GW-CONF-1',
    name: 'no ConfigurationId',
    wrong: () => [X.gwPost(jobs, job({}), { headers: { configurationid: '' } })],
    right: () => [created()],
  },
  {
    id: 'CL-GW-HASH-1',
    name: 'no Hash',
    wrong: () => [X.gwPost(jobs, job({}), { hash: '' })],
    right: () => [created()],
  },
  {
    id: 'CL-GW-HASH-2',
    name: 'Hash over re-serialised JSON',
    wrong: () => {
      const sent = job({}).replace(/,/g, ', ');
      const hash = computeHash(X.apiKey, JSON.stringify(JSON.parse(sent)));
      return [X.gwPost(jobs, sent, { hash, status: 401, answer: { errorReport: { errors: [] } } })];
    },
    right: () => [X.gwPost(jobs, job({}), { hash: computeHash(X.apiKey, job({})).toLowerCase() })],
  },
  {
    id: 'CL-GW-GET-1',
    name: 'GET Hash covering the query',
    wrong: () => [
      X.gwGet(`${jobs}/J1?locale=en_GB`, { headers: { hash: computeHash(X.apiKey, 'locale=en_GB') } }),
    ],
    right: () => [X.gwGet(`${jobs}/J1`)],
  },
  {
    id: 'CL-GW-JSON-1',
    name: 'a form-encoded body',
    wrong: () => [X.gwPost(jobs, 'type=Payment&amountToCollect=12.50')],
    right: () => [created()],
  },
  {
    id: 'CL-GW-TYPE-1',
    name: 'type payment',
    wrong: () => [created(job({ type: 'payment' }))],
    right: () => [created()],
  },
  {
    id: 'CL-GW-PM-1',
    name: 'payment method paypal',
    wrong: () => [created(job({ paymentMethodsToUse: ['paypal'] }))],
    right: () => [created(job({ paymentMethodsToUse: ['creditcard'] }))],
  },
  {
    id: 'CL-GW-PM-1',
    name: 'creditcard in capitals (no spelling the field notes name)',
    wrong: () => [created(job({ paymentMethodsToUse: ['CREDITCARD'] }))],
    right: () => [created()],
  },
  {
    id: 'CL-GW-PM-2',
    name: 'payment method Card (accepted by real gateways, not the request form)',
    wrong: () => [created(job({ paymentMethodsToUse: ['Card'] }))],
    right: () => [created(job({ paymentMethodsToUse: ['creditcard'] }))],
  },
  {
    id: 'CL-GW-PM-2',
    name: 'payment method CreditCard',
    wrong: () => [created(job({ paymentMethodsToUse: ['CreditCard'] }))],
    right: () => [created()],
  },
  {
    id: 'CL-GW-METHOD-1',
    name: 'payment jobs listed with GET',
    wrong: () => [X.gwGet(jobs, { status: 405 })],
    right: () => [created()],
  },
  {
    id: 'CL-GW-METHOD-1',
    name: 'a payment job changed with PUT',
    wrong: () => [X.gwPost(`${jobs}/J1`, job({}), { method: 'PUT', status: 405 })],
    right: () => [X.gwGet(`${jobs}/J1`, { answer: X.jobAnswer('J1', 'P1', 'Pending') })],
  },
  {
    id: 'CL-GW-LOC-1',
    name: 'locale with a hyphen',
    wrong: () => [created(job({ locale: 'en-GB' }))],
    right: () => [created(job({ locale: 'en_GB' }))],
  },
  {
    id: 'CL-GW-FI-1',
    name: 'an mcc 6012 payment without recipientDetails',
    wrong: () => [created(params({ cardNumber: '4000056655665556', mcc: '6012' }))],
    right: () => [created(params({ cardNumber: '4000056655665556', mcc: '6012', recipientDetails }))],
  },
  {
    id: 'CL-GW-RCP-1',
    name: 'recipientDetails sent as an object',
    wrong: () => [
      created(
        params({
          cardNumber: '4000056655665556',
          mcc: '6012',
          recipientDetails: JSON.parse(recipientDetails),
        }),
      ),
    ],
    right: () => [created(params({ cardNumber: '4000056655665556', mcc: '6012', recipientDetails }))],
  },
  {
    id: 'CL-GW-RCP-1',
    name: 'recipientDetails a string that is no JSON object',
    wrong: () => [created(params({ recipientDetails: '{lastname: Doe}' }))],
    right: () => [created(params({ recipientDetails }))],
  },
  {
    id: 'CL-GW-RCP-1',
    name: 'recipientDetails without primaryAccountNumber (the table names four keys)',
    wrong: () => [
      created(
        params({
          recipientDetails: JSON.stringify({
            lastname: 'Doe',
            dateOfBirth: '1980-01-31',
            postcode: '1011AB',
          }),
        }),
      ),
    ],
    right: () => [created(params({ recipientDetails }))],
  },
  {
    id: 'CL-GW-RCP-1',
    name: 'recipientDetails with a dateOfBirth that is no ISO 8601 timestamp',
    wrong: () => [
      created(
        params({
          recipientDetails: JSON.stringify({ ...JSON.parse(recipientDetails), dateOfBirth: '31/01/1980' }),
        }),
      ),
    ],
    right: () => [
      created(
        params({
          recipientDetails: JSON.stringify({
            ...JSON.parse(recipientDetails),
            dateOfBirth: '1980-01-31T00:00:00Z',
          }),
        }),
      ),
    ],
  },
  {
    id: 'CL-GW-NAME-1',
    name: 'a 3-D Secure 2.2 card tokenised without CardHolderName, the gateway refusing it for that',
    wrong: () => [
      X.gwPost(tokenise, card22, {
        status: 400,
        answer: { errorReport: { errors: [{ code: 'CardHolderNameRequired', message: 'x' }] } },
      }),
    ],
    right: () => [
      X.gwPost(tokenise, card22.replace('{', '{"CardHolderName":"A Shopper",'), {
        status: 200,
        answer: { data: { token: '5511' } },
      }),
    ],
  },
  {
    id: 'CL-GW-NAME-1',
    name: 'a card tokenised without CardHolderName, then paid: its payment job shows 3-D Secure 2.2',
    wrong: () => tokenisedThenPaid('2.2.0'),
    right: () => tokenisedThenPaid('2.1.0'),
  },
  {
    id: 'CL-GW-FIELD-1',
    name: 'orderNumber as a number',
    wrong: () => [created(job({ order: { orderNumber: 1001 } }))],
    right: () => [created(job({ order: { orderNumber: '1001' } }))],
  },
  {
    id: 'CL-GW-FIELD-1',
    name: 'cardCvc as a number at tokenisation',
    wrong: () => [X.gwPost(tokenise, goodCard.replace('"123"', '123'), { status: 200 })],
    right: () => [X.gwPost(tokenise, goodCard, { status: 200 })],
  },
  {
    id: 'CL-GW-AMT-1',
    name: 'amount 12.5',
    wrong: () => [created(job({ amountToCollect: '12.5' }))],
    right: () => [created()],
  },
  {
    id: 'CL-GW-AMT-1',
    name: 'amount as a number',
    wrong: () => [created(job({ amountToCollect: 12.5 }))],
    right: () => [created(job({ amountToCollect: '0.99' }))],
  },
  {
    id: 'CL-GW-CUR-1',
    name: 'numeric currency',
    wrong: () => [created(job({ currency: '978' }))],
    right: () => [created(job({ currency: 'GBP' }))],
  },
  {
    id: 'CL-GW-EXP-1',
    name: 'one-digit month',
    wrong: () => [created(params({ cardExpiryMonth: '7' }))],
    right: () => [created(params({ cardExpiryMonth: '07' }))],
  },
  {
    id: 'CL-GW-EXP-1',
    name: 'four-digit year at tokenisation',
    wrong: () => [X.gwPost(tokenise, goodCard.replace('"30"', '"2030"'), { status: 200 })],
    right: () => [X.gwPost(tokenise, goodCard, { status: 200 })],
  },
  {
    id: 'CL-GW-OPT-1',
    name: 'an unknown option',
    wrong: () => [created(job({ options: ['SaveCard'] }))],
    right: () => [created(job({ options: ['GenerateToken'] }))],
  },
  {
    id: 'CL-GW-TOK-1',
    name: 'token and card number',
    wrong: () => [created(params({ token: '123456789' }))],
    // A payment with a stored token (one the proxy saw issued): a card payment does not use the feature.
    right: () => [
      X.gwPost(tokenise, goodCard, { status: 200, answer: { data: { token: '123456789' } } }),
      created(job({ parameters: { token: '123456789', cardCvc: '123' } })),
    ],
  },
  {
    id: 'CL-GW-SCHEMA-1',
    name: 'no order',
    wrong: () => [created(job({ order: undefined }))],
    right: () => [created()],
  },
  {
    id: 'CL-GW-TOK-2',
    name: 'a token never issued',
    wrong: () => [created(job({ parameters: { token: '998877665544', cardCvc: '123' } }))],
    right: () => [
      X.gwPost(tokenise, goodCard, { status: 200, answer: { data: { token: '998877665544' } } }),
      created(job({ parameters: { token: '998877665544', cardCvc: '123' } })),
    ],
  },
  {
    id: 'CL-GW-RET-1',
    name: 'no retrieval after the return',
    wrong: () => [created(), threeDs('success')],
    right: () => [
      created(),
      threeDs('success'),
      X.gwGet(`${jobs}/J1`, { answer: X.jobAnswer('J1', 'P1', 'Paid') }),
    ],
  },
  {
    id: 'CL-GW-LOST-1',
    name: 'a second job for the order of a lost job answer, nothing retrieved',
    wrong: () => [lostCreate(), created()],
    right: () => [
      lostCreate(),
      X.gwGet(`${jobs}/J1`, { answer: X.jobAnswer('J1', 'P1', 'Pending') }),
      created(),
    ],
  },
  {
    id: 'CL-GW-EP-1',
    name: 'a refund endpoint',
    wrong: () => [X.gwPost('/api/gateway/refunds', '{}')],
    right: () => [created()],
  },
  {
    id: 'CL-TM-VER-1',
    name: 'a v1 path',
    wrong: () => [X.tm('GET', '/api/v1/transactions/latest.json')],
    right: () => [X.tm('GET', '/api/v2/transactions/latest.json', { answer: ended })],
  },
  {
    id: 'CL-TM-AUTH-1',
    name: 'no credentials, refused',
    wrong: () => [X.exchange({ side: 'terminal', target: '/api/v2/device.json', status: 401 })],
    right: () => [X.tm('GET', '/api/v2/device.json')],
  },
  {
    id: 'CL-TM-AUTH-1',
    name: 'unauthenticated requests kept after the challenge',
    wrong: () => [
      X.exchange({ side: 'terminal', target: '/api/v2/device.json', status: 401, answerHeaders: challenge }),
      X.exchange({ side: 'terminal', target: '/api/v2/device.json', status: 401, answerHeaders: challenge }),
    ],
    right: () => [
      X.exchange({ side: 'terminal', target: '/api/v2/device.json', status: 401, answerHeaders: challenge }),
      X.tm('GET', '/api/v2/device.json'),
      X.tm('GET', '/api/v2/settings.json'),
    ],
  },
  {
    id: 'CL-TM-AUTH-1',
    name: 'a challenge never answered while other requests carry credentials',
    wrong: () => [
      X.exchange({ side: 'terminal', target: '/api/v2/device.json', status: 403 }),
      ...Array.from({ length: 9 }, () => X.tm('GET', '/api/v2/settings.json')),
      X.tm('GET', '/api/v2/device.json'),
    ],
    right: () => [
      // A 403 without a challenge (field notes: both are seen) answered the same way, another lane between.
      X.exchange({ side: 'terminal', target: '/api/v2/device.json', status: 403 }),
      X.tm('GET', '/api/v2/settings.json'),
      X.tm('GET', '/api/v2/device.json'),
    ],
  },
  {
    id: 'CL-TM-AUTH-1',
    name: 'the repeat carries credentials the device refuses too',
    wrong: () => [
      X.exchange({ side: 'terminal', target: '/api/v2/device.json', status: 401, answerHeaders: challenge }),
      X.tm('GET', '/api/v2/device.json', {
        status: 401,
        headers: { authorization: 'Basic d3Jvbmc6d3Jvbmc=' },
      }),
    ],
    right: () => [X.tm('GET', '/api/v2/device.json')],
  },
  {
    id: 'CL-TM-AUTH-3',
    name: 'credentials dropped after the device accepted them, answered again on a new challenge',
    wrong: () => [
      X.tm('GET', '/api/v2/device.json'),
      X.exchange({
        side: 'terminal',
        target: '/api/v2/settings.json',
        status: 401,
        answerHeaders: challenge,
      }),
      X.tm('GET', '/api/v2/settings.json'),
    ],
    right: () => [
      X.exchange({ side: 'terminal', target: '/api/v2/device.json', status: 401, answerHeaders: challenge }),
      X.tm('GET', '/api/v2/device.json'),
      X.tm('GET', '/api/v2/settings.json'),
    ],
  },
  {
    id: 'CL-TM-METHOD-1',
    name: 'a start sent with PUT',
    wrong: () => [X.tm('PUT', '/api/v2/transactions/sale.json', { body: '{"amount":1250}', status: 405 })],
    right: () => [start(), follow()],
  },
  {
    id: 'CL-TM-METHOD-1',
    name: 'the device read with POST',
    wrong: () => [X.tm('POST', '/api/v2/device.json', { status: 405 })],
    right: () => [X.tm('GET', '/api/v2/device.json')],
  },
  {
    id: 'CL-TM-AUTH-2',
    name: 'a Bearer token',
    wrong: () => [X.tm('GET', '/api/v2/device.json', { headers: { authorization: 'Bearer abcdefgh' } })],
    right: () => [X.tm('GET', '/api/v2/device.json')],
  },
  {
    id: 'CL-TM-JSON-1',
    name: 'a form-encoded start',
    wrong: () => [
      X.tm('POST', '/api/v2/transactions/reconciliation.json', { body: 'amount=100', status: 400 }),
    ],
    right: () => [
      X.tm('POST', '/api/v2/transactions/reconciliation.json', { body: '{}', answer: active }),
      follow(),
    ],
  },
  {
    id: 'CL-TM-TYPE-1',
    name: 'a void',
    wrong: () => [X.tm('POST', '/api/v2/transactions/void.json', { body: '{}', status: 404 })],
    right: () => [start(), follow()],
  },
  {
    id: 'CL-TM-AMT-1',
    name: 'amount 12.5',
    wrong: () => [X.tm('POST', '/api/v2/transactions/sale.json', { body: '{"amount":12.5}', status: 400 })],
    right: () => [start(), follow()],
  },
  {
    id: 'CL-TM-START-1',
    name: 'an unknown start field',
    wrong: () => [
      X.tm('POST', '/api/v2/transactions/sale.json', {
        body: '{"amount":100,"currency":"EUR"}',
        answer: active,
      }),
      follow(),
    ],
    right: () => [start(), follow()],
  },
  {
    id: 'CL-TM-PRINT-1',
    name: 'lines instead of instructions',
    wrong: () => [X.tm('POST', '/api/v2/print.json', { body: '{"lines":["x"]}', status: 400 })],
    right: () => [print([{ command: 'flush' }])],
  },
  {
    id: 'CL-TM-PRINT-2',
    name: 'an image command',
    wrong: () => [print([{ command: 'image', data: 'x' }])],
    right: () => [print([{ command: 'scroll', amount: 10 }])],
  },
  {
    id: 'CL-TM-PRINT-3',
    name: 'negative y',
    wrong: () => [print([{ command: 'text', text: 'x', x: 0, y: -5 }])],
    right: () => [print([{ command: 'text', text: 'x', x: 0, y: 0 }])],
  },
  {
    id: 'CL-TM-PRINT-5',
    name: 'a text instruction with y as a string',
    wrong: () => [print([{ command: 'text', text: 'x', x: 0, y: '10' }])],
    right: () => [print([{ command: 'text', text: 'x', x: 0, y: 10 }])],
  },
  {
    id: 'CL-TM-PRINT-5',
    name: 'a scroll amount as a string, underline as a string',
    wrong: () => [
      print([
        { command: 'text', text: 'x', x: 0, y: 0, underline: 'yes' },
        { command: 'scroll', amount: '20' },
      ]),
    ],
    right: () => [
      print([
        { command: 'text', text: 'x', x: 0, y: 0, underline: true },
        { command: 'scroll', amount: 20 },
      ]),
    ],
  },
  {
    id: 'CL-TM-PRINT-4',
    name: 'a text without x and y',
    wrong: () => [print([{ command: 'text', text: 'x' }])],
    right: () => [print([{ command: 'text', text: 'x', x: 0, y: 10 }])],
  },
  {
    id: 'CL-TM-POLL-1',
    name: 'polls 100 ms apart',
    wrong: () => [
      start(),
      X.tm('GET', '/api/v2/transactions/t1.json', { answer: active }),
      X.tm('GET', '/api/v2/transactions/t1.json', { answer: ended, after: 100 }),
    ],
    right: () => [
      start(),
      X.tm('GET', '/api/v2/transactions/t1.json', { answer: active }),
      X.tm('GET', '/api/v2/transactions/t1.json', { answer: ended, after: 500 }),
    ],
  },
  {
    id: 'CL-TM-BUSY-1',
    name: 'a second start while active',
    wrong: () => [
      start(),
      X.tm('POST', '/api/v2/transactions/sale.json', {
        body: '{"amount":100}',
        status: 409,
        answer: { success: false, description: 'Transaction in progress' },
      }),
    ],
    right: () => [
      start(),
      X.tm('GET', '/api/v2/transactions/t1.json', { answer: ended }),
      X.tm('POST', '/api/v2/transactions/sale.json', {
        body: '{"amount":100}',
        answer: X.txn('t2', { is_active: true }),
      }),
      X.tm('GET', '/api/v2/transactions/t2.json', {
        answer: X.txn('t2', { is_active: false, result: 'declined' }),
      }),
    ],
  },
  {
    id: 'CL-TM-RESULT-1',
    name: 'a receipt while active',
    wrong: () => [
      start(),
      X.tm('GET', '/api/v2/transactions/t1/receipts/merchant.json', {
        answer: { success: true, receipt: [] },
      }),
    ],
    right: () => [
      start(),
      X.tm('GET', '/api/v2/transactions/t1.json', { answer: ended }),
      X.tm('GET', '/api/v2/transactions/t1/receipts/merchant.json', {
        answer: { success: true, receipt: [] },
      }),
    ],
  },
  {
    id: 'CL-TM-RESULT-1',
    name: 'a start never followed',
    wrong: () => [start()],
    right: () => [start(), X.tm('GET', '/api/v2/transactions/current.json', { answer: ended })],
  },
  {
    id: 'CL-TM-LOST-1',
    name: 'a second sale started before the lost one was looked for',
    wrong: () => [lostSale(), ...secondSale('approved')],
    right: () => [
      lostSale(),
      X.tm('GET', '/api/v2/transactions/s1.json', { answer: ended }),
      ...secondSale('approved'),
    ],
  },
  {
    id: 'CL-TM-DUP-1',
    name: 'the repeated sale approved beside the lost approved one',
    wrong: () => [lostSale(), ...secondSale('approved'), follow()],
    // Judged only where a sale was repeated before the lost one was found, which CL-TM-LOST-1 warns.
    right: () => [lostSale(), ...secondSale('declined'), follow()],
    alsoWarns: ['CL-TM-LOST-1'],
  },
  {
    id: 'CL-TM-REV-1',
    name: 'a reversal naming nothing',
    wrong: () => [
      X.tm('POST', '/api/v2/transactions/reversal.json', {
        body: '{}',
        answer: X.txn('r1', { is_active: false, result: 'approved' }),
      }),
    ],
    right: () => [
      X.tm('POST', '/api/v2/transactions/reversal.json', {
        body: '{"reference_txn_id":"t1"}',
        answer: X.txn('r1', { is_active: false, result: 'approved' }),
      }),
    ],
  },
  {
    id: 'CL-TM-EP-1',
    name: 'a path the spec does not list',
    wrong: () => [X.tm('POST', '/api/v2/transactions/t1/void.json', { body: '{}', status: 404 })],
    right: () => [X.tm('GET', '/api/v2/transactions/t1.json', { answer: ended })],
  },
];

for (const row of rows) {
  const r = requirement(row.id);
  const want = r.level === 'MUST' ? 'FAILED' : 'WARNING';
  test(`${row.id} (${r.level}): ${row.name} is ${want}, the right exchange PASSED`, () => {
    const wrong = judged(row.wrong);
    expect(outcomeOf(wrong, row.id), 'on the wrong exchange').toBe(want);
    // One mistake, one requirement: no other MUST fails, and the evidence names the exchange.
    expect(wrong.verdict.mustFailureIds).toEqual(r.level === 'MUST' ? [row.id] : []);
    const result = wrong.requirements.find((x) => x.id === row.id);
    expect(result?.tests[0]?.evidence?.request, 'evidence names the request').toMatch(/^[A-Z]+ \//);
    const right = judged(row.right);
    expect(outcomeOf(right, row.id), 'on the right exchange').toBe('PASSED');
    expect(right.verdict.mustFailureIds, 'no MUST fails on the right exchanges').toEqual([]);
    expect(
      right.requirements.filter((x) => x.outcome === 'WARNING').map((x) => x.id),
      'no warning either',
    ).toEqual(row.alsoWarns ?? []);
  });
}

test('every client requirement has a row', () => {
  const covered = new Set<string>(rows.map((r) => r.id));
  const missing = catalogue.filter((r) => isClientArea(r.area) && !covered.has(r.id)).map((r) => r.id);
  expect(missing).toEqual([]);
});

test('CL-GW-HASH-2: a Hash the gateway accepted but no key of paycert produces is ERROR (wrong key given), never FAILED', () => {
  const report = judged(() => [
    X.gwPost(jobs, job({}), { hash: computeHash('the-gateways-other-key', job({})) }),
  ]);
  expect(outcomeOf(report, 'CL-GW-HASH-2')).toBe('ERROR');
  expect(report.verdict.verdict).toBe('ERROR');
  expect(report.verdict.mustFailureIds).toEqual([]);
  expect(report.requirements.find((r) => r.id === 'CL-GW-HASH-2')?.messages[0]).toMatch(/GATEWAY_API_KEY/);
});

test('CL-GW-HASH-2: the second of two active keys (rotation) is accepted', () => {
  const report = judged(
    () => [X.gwPost(jobs, job({}), { hash: computeHash('new-key-2', job({})) })],
    ['gateway'],
    [],
    [X.apiKey, 'new-key-2'],
  );
  expect(outcomeOf(report, 'CL-GW-HASH-2')).toBe('PASSED');
});

test('gateway keys are matched case-insensitively, as the live gateway does: Currency is judged as currency', () => {
  const body = JSON.stringify({
    ...X.goodJob,
    currency: undefined,
    Currency: 'eur',
    AmountToCollect: '1.5',
    amountToCollect: undefined,
  });
  const report = judged(() => [created(body)]);
  expect(outcomeOf(report, 'CL-GW-CUR-1')).toBe('FAILED');
  expect(outcomeOf(report, 'CL-GW-AMT-1')).toBe('FAILED');
  const right = judged(() => [
    created(JSON.stringify({ ...X.goodJob, currency: undefined, Currency: 'EUR' })),
  ]);
  expect(outcomeOf(right, 'CL-GW-CUR-1')).toBe('PASSED');
});

test('payment methods other than card ("not shown") fail no MUST; a card payment must name the card method', () => {
  // Another method beside creditcard, on a card payment.
  const both = judged(() => [created(job({ paymentMethodsToUse: ['creditcard', 'ideal'] }))]);
  expect(outcomeOf(both, 'CL-GW-PM-1')).toBe('PASSED');
  expect(both.verdict.mustFailureIds).toEqual([]);
  // Another method alone, without card parameters: PM-1 holds; paycert's own schema only warns.
  const other = judged(() => [created(job({ paymentMethodsToUse: ['ideal'], parameters: { mcc: '5411' } }))]);
  expect(outcomeOf(other, 'CL-GW-PM-1')).toBe('PASSED');
  expect(other.verdict.mustFailureIds).toEqual([]);
  expect(outcomeOf(other, 'CL-GW-SCHEMA-1')).toBe('WARNING');
  // A stored token is a card payment too: another method alone fails.
  const token = judged(() => [
    created(job({ paymentMethodsToUse: ['ideal'], parameters: { token: '7788', cardCvc: '123' } })),
  ]);
  expect(token.verdict.mustFailureIds).toEqual(['CL-GW-PM-1']);
  // Not a string: the table's type fails, card payment or not.
  const typed = judged(() => [created(job({ paymentMethodsToUse: [7], parameters: { mcc: '5411' } }))]);
  expect(typed.verdict.mustFailureIds).toEqual(['CL-GW-PM-1']);
});

test('recipientDetails with a key the table does not name: no MUST fails, the schema observation warns', () => {
  const extra = JSON.stringify({ ...JSON.parse(recipientDetails), iban: 'NL91ABNA0417164300' });
  const report = judged(() => [created(params({ recipientDetails: extra }))]);
  expect(outcomeOf(report, 'CL-GW-RCP-1')).toBe('PASSED');
  expect(report.verdict.mustFailureIds).toEqual([]);
  expect(outcomeOf(report, 'CL-GW-SCHEMA-1')).toBe('WARNING');
  expect(report.requirements.find((r) => r.id === 'CL-GW-SCHEMA-1')?.messages.join(' ')).toMatch(
    /parameters\.recipientDetails .*iban/,
  );
});

test('an absent field is no MUST failure (the spec does not show which are mandatory): the schema observation warns', () => {
  const report = judged(() => [created(job({ amountToCollect: undefined, currency: undefined }))]);
  expect(report.verdict.mustFailureIds).toEqual([]);
  expect(outcomeOf(report, 'CL-GW-SCHEMA-1')).toBe('WARNING');
});

test("the shopper's browser and the control API are judged by no application rule", () => {
  const report = judged(() => [
    X.exchange({
      side: 'gateway',
      target: '/gateway/3ds/P1',
      headers: { accept: 'text/html' },
      answer: '<html></html>',
    }),
    X.exchange({ side: 'terminal', method: 'POST', target: '/_sim/present', body: '{"card":"visa"}' }),
    X.exchange({ side: 'gateway', method: 'POST', target: '/_sim/config', body: '{}' }),
  ]);
  expect(report.requirements.filter((r) => r.tests.length > 0).map((r) => r.id)).toEqual([]);
  expect(report.client.exchanges).toMatchObject({ browser: 1, control: 2, terminal: 0, gateway: 0 });
});

test('a CORS preflight (OPTIONS) without credentials is no CL-TM-AUTH failure, nor an unlisted endpoint', () => {
  const report = judged(() => [
    X.exchange({
      side: 'terminal',
      method: 'OPTIONS',
      target: '/api/v2/transactions/sale.json',
      status: 401,
    }),
  ]);
  expect(outcomeOf(report, 'CL-TM-AUTH-1')).toBe('NOT RUN');
  expect(outcomeOf(report, 'CL-TM-AUTH-2')).toBe('NOT RUN');
  expect(outcomeOf(report, 'CL-TM-EP-1')).toBe('NOT RUN');
});

test('parameters that are no object fail only their type (CL-GW-FIELD-1), not the rules of the fields inside', () => {
  for (const parameters of [['4000000000000002'], '4000000000000002', 7]) {
    const report = judged(() => [created(job({ parameters }))]);
    expect(report.verdict.mustFailureIds, JSON.stringify(parameters)).toEqual(['CL-GW-FIELD-1']);
  }
});
