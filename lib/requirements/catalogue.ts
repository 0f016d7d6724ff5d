/**
 * The requirement catalogue: every rule of spec/payment-interfaces.md with a
 * stable id, level and section. The one source that suites and reports use.
 */
import type { Requirement } from './requirement.js';
import { gatewayRequirements } from './gateway.js';
import { hashRequirements } from './hash.js';
import { printerRequirements } from './printer.js';
import { terminalRequirements } from './terminal.js';

export const catalogue: readonly Requirement[] = [
  ...gatewayRequirements,
  ...hashRequirements,
  ...terminalRequirements,
  ...printerRequirements,
];

const byId = new Map(catalogue.map((r) => [r.id, r]));

/** The requirement with this id; throws on an unknown id so a typo cannot silently check nothing. */
export function requirement(id: string): Requirement {
  const r = byId.get(id);
  if (r === undefined) throw new Error(`unknown requirement id ${id}: add it to lib/requirements/`);
  return r;
}

export function isRequirementId(id: string): boolean {
  return byId.has(id);
}
