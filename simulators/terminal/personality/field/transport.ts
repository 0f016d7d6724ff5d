/**
 * Field personality: transport and identifiers. Every answer closes its
 * connection; generated transaction ids are not UUIDs (client ids are kept
 * by the reference logic as they are).
 */
import { connectionClose as closingConnections } from '../../../kit/connectionClose.js';
import type { Variation } from '../../variation.js';

export const connectionClose: Variation = closingConnections(
  'It exposes a REST API (JSON over HTTP) on the network the device is connected to, including the loopback address.',
  'every answer carries `connection: close` (no keep-alive)',
);

export const generatedIds: Variation = {
  name: 'generated-ids-not-uuid',
  allowedBy: 'unique identifier. Normally a UUID. Client-supplied values are allowed. Generated when omitted',
  change: 'a generated id reads like `TXN-7KQ2M9XD4B1R8PZ3` (upper-case letters and digits), not a UUID',
  machine: { newId: (prng) => `TXN-${prng.chars(16, 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789')}` },
};
