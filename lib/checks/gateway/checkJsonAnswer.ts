/** GW-ENC-1 (What the service does A.5; Endpoints A: bodies are JSON): the answer is JSON, declared as such. */
import type { GatewayResponse } from '../../gateway/gatewayClient.js';
import { ensure } from '../checkFailure.js';

export function checkJsonAnswer(res: GatewayResponse): void {
  const id = 'GW-ENC-1';
  ensure(
    /^application\/(.+\+)?json\b/i.test(res.contentType ?? ''),
    id,
    `Content-Type is ${res.contentType ?? 'absent'}, not application/json`,
  );
  ensure(res.body !== undefined, id, 'the body is not JSON');
  const charset = /charset=([^;]+)/i
    .exec(res.contentType ?? '')?.[1]
    ?.trim()
    .replace(/"/g, '');
  ensure(charset === undefined || /^utf-?8$/i.test(charset), id, `charset ${charset ?? ''} is not UTF-8`);
}
