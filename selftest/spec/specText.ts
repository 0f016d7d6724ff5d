/**
 * Reads the contract. CI runs with ../shared beside the clone; PAYCERT_SPEC
 * names another copy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const specPath = resolve(process.env.PAYCERT_SPEC ?? '../shared/spec/payment-interfaces.md');

export function readSpec(): string {
  if (!existsSync(specPath)) throw new Error(`spec not found at ${specPath}; set PAYCERT_SPEC to its path`);
  return readFileSync(specPath, 'utf8');
}
