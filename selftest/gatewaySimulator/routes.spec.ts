/**
 * The gateway simulator routes by the route table
 * (lib/judging/interfaces/gatewayEndpoints.ts): a listed path answers its
 * other methods 405, an unlisted one 404, and HEAD of a payment job is its
 * GET without the body.
 */
import { expect, test } from './gatewayTest.js';

test('a listed path answers its other methods 405, an unlisted path 404, HEAD as GET', async ({ gw }) => {
  const status = async (method: string, path: string): Promise<number> =>
    (await fetch(`${gw.url}${path}`, { method })).status;
  expect(await status('GET', '/api/gateway/payment-jobs')).toBe(405);
  expect(await status('GET', '/api/gateway/card-tokenisation')).toBe(405);
  expect(await status('PUT', '/api/gateway/payment-jobs/123')).toBe(405);
  expect(await status('GET', '/api/gateway/payment-jobs/1/2')).toBe(404);
  expect(await status('POST', '/api/gateway/other')).toBe(404);
  const get = await status('GET', '/api/gateway/payment-jobs/no-such-job');
  expect(get).toBeGreaterThanOrEqual(400);
  expect(await status('HEAD', '/api/gateway/payment-jobs/no-such-job')).toBe(get);
});
