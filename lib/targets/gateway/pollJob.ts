/**
 * Reads a payment job until it leaves Pending, bounded by a deadline: a live
 * gateway may process after the redirect (spec Endpoints A, rule 3: "then
 * retrieve the job"). No fixed sleep: each read follows the previous answer.
 */
import type { GatewayClient, GatewayResponse } from './gatewayClient.js';

export async function pollJob(
  client: GatewayClient,
  dataUrl: string,
  timeoutMs = 10_000,
  intervalMs = 200,
): Promise<GatewayResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.getUrl(dataUrl);
    const status = (res.body as { data?: { paymentStatus?: unknown } } | undefined)?.data?.paymentStatus;
    if (status !== 'Pending' || Date.now() >= deadline) return res;
    await new Promise((r) => setTimeout(r, Math.min(intervalMs, Math.max(0, deadline - Date.now()))));
  }
}
