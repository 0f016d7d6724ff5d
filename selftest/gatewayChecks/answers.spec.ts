/**
 * The checks of whole answers: statuses (given a status, want accepted /
 * created / refused), JSON, the refusal shapes (observations: the field
 * notes' envelope and RFC 9457 problem details are both known shapes), the
 * action page, and authentication's control-and-spoiled pair.
 */
import { test, expect } from '@playwright/test';
import { isDeviation } from '../../lib/judging/checks/deviation.js';
import type { GatewayResponse } from '../../lib/targets/gateway/gatewayClient.js';
import {
  checkAccepted,
  checkCreated,
  checkJobUnchanged,
  checkJsonAnswer,
  checkRefusalShape,
  checkRefused,
} from '../../lib/judging/checks/gateway/answers.js';
import { checkSpoiledRefused } from '../../lib/judging/checks/gateway/auth.js';
import { checkActionPageOpens } from '../../lib/judging/checks/gateway/links.js';
import { gatewayExamples } from '../examples/gateway.js';

const res = (status: number, body: unknown = {}, contentType = 'application/json'): GatewayResponse => ({
  status,
  contentType,
  text: JSON.stringify(body),
  body,
});
/** An answer whose text is not JSON. */
const notJson = (status: number, contentType: string): GatewayResponse => ({
  status,
  contentType,
  text: '<html>refused</html>',
  body: undefined,
});
const holdsOn = (f: () => void): boolean => {
  try {
    f();
    return true;
  } catch (e) {
    if (!isDeviation(e)) throw e;
    return false;
  }
};
const envelope = gatewayExamples.find((e) => e.name === 'error envelope, 3-D Secure failed')?.document;
const problem = gatewayExamples.find((e) => e.name === 'problem details, refusal')?.document;

/** given a status; want: HASH-1/GW-TOK-1 accepted, GW-JOB-1 created, HASH-2/GW-FI-1 refused. */
const statusRows = [
  { status: 200, accepted: true, created: false, refused: false },
  { status: 201, accepted: true, created: true, refused: false },
  { status: 302, accepted: false, created: false, refused: false },
  { status: 401, accepted: false, created: false, refused: true },
  { status: 404, accepted: false, created: false, refused: true },
  { status: 500, accepted: false, created: false, refused: true },
] as const;

for (const r of statusRows) {
  test(`status ${r.status}: accepted ${r.accepted}, created ${r.created}, refused ${r.refused}`, () => {
    expect(holdsOn(() => checkAccepted(res(r.status)))).toBe(r.accepted);
    expect(holdsOn(() => checkCreated(res(r.status)))).toBe(r.created);
    expect(holdsOn(() => checkRefused(res(r.status)))).toBe(r.refused);
  });
}

test('GW-ENC-1: JSON in any declared media type, UTF-8 when a charset is declared', () => {
  expect(holdsOn(() => checkJsonAnswer(res(200, {}, 'application/json; charset=utf-8')))).toBe(true);
  expect(holdsOn(() => checkJsonAnswer(res(200, {}, 'application/problem+json')))).toBe(true);
  expect(holdsOn(() => checkJsonAnswer(res(200, {}, 'text/plain')))).toBe(true);
  expect(holdsOn(() => checkJsonAnswer(notJson(200, 'text/html')))).toBe(false);
  expect(holdsOn(() => checkJsonAnswer(res(200, {}, 'application/json; charset=iso-8859-1')))).toBe(false);
});

test('GW-AUTH-3, GW-ERR-1 (observations): the envelope and problem+json are known refusal shapes', () => {
  expect(holdsOn(() => checkRefusalShape(res(401, envelope), [401, 403]))).toBe(true);
  expect(holdsOn(() => checkRefusalShape(res(403, problem, 'application/problem+json'), [401, 403]))).toBe(
    true,
  );
  expect(holdsOn(() => checkRefusalShape(res(400, problem), [401, 403]))).toBe(false);
  expect(holdsOn(() => checkRefusalShape(notJson(401, 'text/plain'), [401]))).toBe(false);
});

test('HASH-2, GW-AUTH-1: a spoiled request refused in any shape, after an accepted control', () => {
  expect(holdsOn(() => checkSpoiledRefused(res(200), res(401, problem), 'a wrong Hash'))).toBe(true);
  expect(holdsOn(() => checkSpoiledRefused(res(200), notJson(403, 'text/plain'), 'a wrong Hash'))).toBe(true);
  expect(holdsOn(() => checkSpoiledRefused(res(200), res(200), 'a wrong Hash'))).toBe(false);
  // A refused control proves nothing about the spoiled request.
  expect(holdsOn(() => checkSpoiledRefused(res(401), res(401), 'a wrong Hash'))).toBe(false);
});

test('GW-3DS-2: the action link must open an HTML page', () => {
  expect(holdsOn(() => checkActionPageOpens({ status: 200, contentType: 'text/html; charset=utf-8' }))).toBe(
    true,
  );
  expect(holdsOn(() => checkActionPageOpens({ status: 404, contentType: 'text/html' }))).toBe(false);
  expect(holdsOn(() => checkActionPageOpens({ status: 200, contentType: 'application/json' }))).toBe(false);
  expect(holdsOn(() => checkActionPageOpens({ status: 200, contentType: undefined }))).toBe(false);
});

test('GW-ERR-2 (observation): a refused request leaves the job as it was', () => {
  const job = { data: { paymentStatus: 'Pending', amountToCollect: '1.00', payments: [] } };
  expect(holdsOn(() => checkJobUnchanged(job, structuredClone(job)))).toBe(true);
  expect(holdsOn(() => checkJobUnchanged(job, { data: { ...job.data, amountToCollect: '2.00' } }))).toBe(
    false,
  );
});
