/**
 * The request table is one rule on both sides (ARCHITECTURE.md): whatever
 * content of recipientDetails the spec's words refuse
 * (schemas/gateway/recipient-details-table.json, which the client judge applies
 * as CL-GW-RCP-1) the simulator refuses too (recipient-details.json refers to
 * it), and what paycert's simulator accepts the words accept.
 */
import { test, expect } from '@playwright/test';
import { validate } from '../../lib/judging/validation/validate.js';

const full = {
  lastname: 'Doe',
  dateOfBirth: '1980-01-31',
  postcode: '1011AB',
  primaryAccountNumber: '400005******5556',
};
const keys = Object.keys(full) as (keyof typeof full)[];

/** Every subset of the four keys, and the full set with other dates of birth and an extra key. */
function contents(): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (let mask = 0; mask < 1 << keys.length; mask++)
    out.push(Object.fromEntries(keys.filter((_, i) => (mask >> i) & 1).map((k) => [k, full[k]])));
  for (const dateOfBirth of ['31/01/1980', '1980-01-31T00:00:00Z', '', 19800131, 'yesterday'])
    out.push({ ...full, dateOfBirth });
  out.push({ ...full, iban: 'NL91ABNA0417164300' }, { ...full, lastname: 7 });
  return out;
}

test('recipientDetails: what the words refuse, the simulator refuses; what it accepts, the words accept', () => {
  let refusedByWords = 0;
  for (const c of contents()) {
    const words = validate('gateway/recipient-details-table', c).ok;
    const simulator = validate('gateway/recipient-details', c).ok;
    if (!words) refusedByWords++;
    if (simulator) expect(words, JSON.stringify(c)).toBe(true);
  }
  // Missing keys and a date of birth that is no timestamp are among them.
  expect(refusedByWords).toBeGreaterThan(15);
  expect(validate('gateway/recipient-details-table', full).ok).toBe(true);
  expect(validate('gateway/recipient-details', full).ok).toBe(true);
  // Another key only paycert's reading refuses: the words do not say "only".
  expect(validate('gateway/recipient-details-table', { ...full, iban: 'x' }).ok).toBe(true);
});
