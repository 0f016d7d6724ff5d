/**
 * TM-TXN-12 (B. Transaction: cvm_mode, cvm_result): cvm_mode is offline_pin,
 * online_pin or signature; cvm_result is ok, failed, blocked, an array of
 * both failed and blocked, or a hexadecimal value.
 */
import { ensure } from '../checkFailure.js';
import type { JsonRecord } from './documentParts.js';
import { CVM_MODES, oneOf } from './transactionValues.js';

function cvmResultOk(v: unknown): boolean {
  if (v === undefined || v === null) return true;
  if (Array.isArray(v)) return v.length === 2 && v.includes('failed') && v.includes('blocked');
  return typeof v === 'string' && (['ok', 'failed', 'blocked'].includes(v) || /^[0-9a-fA-F]+$/.test(v));
}

export function checkCvm(t: JsonRecord): void {
  const m = t.cvm_mode;
  ensure(
    m === undefined || m === null || oneOf(CVM_MODES, m),
    'TM-TXN-12',
    `cvm_mode is ${JSON.stringify(m)}`,
  );
  ensure(cvmResultOk(t.cvm_result), 'TM-TXN-12', `cvm_result is ${JSON.stringify(t.cvm_result)}`);
}
