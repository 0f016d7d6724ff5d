/**
 * What the proxy's self-tests watch: every exchange the proxy hands to the
 * judge and the recording, in the order it hands them (its `tap`), raw.
 */
import type { RawExchange } from '../../lib/judging/client/rawExchange.js';

export interface Watcher {
  readonly observed: RawExchange[];
  readonly tap: (x: RawExchange) => void;
}

export function watcher(): Watcher {
  const observed: RawExchange[] = [];
  return { observed, tap: (x) => void observed.push(x) };
}
