/**
 * The gateway's create/retrieve cycle as autocannon requests: a signed
 * payment job, then that job by the reference its answer gave. The soak and
 * the proxy bench drive the same cycle.
 */
import type autocannon from 'autocannon';
import { computeHash } from '../lib/targets/gateway/hash.js';

export function gatewayJobCycle(
  jobBody: string,
  configurationId = 'paycert-sim',
  apiKey = 'paycert-sim-key',
): autocannon.Request[] {
  const headers = { ConfigurationId: configurationId };
  return [
    {
      method: 'POST',
      path: '/api/gateway/payment-jobs',
      headers: { ...headers, 'content-type': 'application/json', Hash: computeHash(apiKey, jobBody) },
      body: jobBody,
      onResponse: (_status: number, body: string, context: object) => {
        (context as { reference?: string }).reference = /"reference":"(\d+)"/.exec(body)?.[1] ?? 'none';
      },
    },
    {
      method: 'GET',
      headers: { ...headers, Hash: computeHash(apiKey) },
      setupRequest: (req: autocannon.Request, context: object) => ({
        ...req,
        path: `/api/gateway/payment-jobs/${(context as { reference?: string }).reference ?? 'none'}`,
      }),
    },
  ];
}
