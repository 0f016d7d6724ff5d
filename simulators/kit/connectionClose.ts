/**
 * The field personalities' closed connections, one behaviour for both
 * simulators: every answer carries `connection: close`, so a client must not
 * rely on keep-alive (HTTP leaves persistence to the server, and neither part
 * of the spec says anything about it). Added to the finished bytes, after
 * every other entry, so no entry's answer goes out without it.
 */
import type { Answer, Choice } from './variation.js';

/** The choice, allowed by each interface's own sentence (`allowedBy`) and described for its docs (`change`). */
export function connectionClose(
  allowedBy: string,
  change: string,
): Choice & { bytes: (a: Answer) => Answer } {
  return {
    name: 'connection-close',
    allowedBy,
    change,
    bytes: (a) => ({ ...a, headers: { ...a.headers, connection: 'close' } }),
  };
}
