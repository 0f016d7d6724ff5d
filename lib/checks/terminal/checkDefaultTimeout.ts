/** TM-LIFE-2 (B. Transaction: timeout_ms; Limits, rule 1): 150000 ms when the client sets none. */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';

export const DEFAULT_TIMEOUT_MS = 150_000;

export function checkDefaultTimeout(started: JsonRecord | undefined): void {
  ensure(
    started?.timeout_ms === DEFAULT_TIMEOUT_MS,
    'TM-LIFE-2',
    `timeout_ms is ${JSON.stringify(started?.timeout_ms)}, the default is ${DEFAULT_TIMEOUT_MS}`,
  );
}
