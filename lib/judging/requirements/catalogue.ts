/**
 * The requirement catalogue: every rule of spec/payment-interfaces.md with a
 * stable id, level and section. The one source that suites and reports use.
 */
import { isClientArea, type Requirement } from './requirement.js';
import { clientRequirements } from './client.js';
import { gatewayRequirements } from './gateway.js';
import { hashRequirements } from './hash.js';
import { printerRequirements } from './printer.js';
import { terminalRequirements } from './terminal.js';

// The client requirements (area client-*) judge an integrator's application, not a target: the
// server reports leave them out (lib/reporting/report/buildConformanceReport.ts), the client report holds only them.
const all = [
  ...gatewayRequirements,
  ...hashRequirements,
  ...terminalRequirements,
  ...printerRequirements,
  ...clientRequirements,
];

/** Every requirement id of the catalogue, as a type: a misspelt id does not compile. */
export type RequirementId = (typeof all)[number]['id'];

export const catalogue: readonly Requirement<RequirementId>[] = all;

const byId = new Map<string, Requirement<RequirementId>>(catalogue.map((r) => [r.id, r]));

/** The requirement with this id; throws on an unknown id so a typo cannot silently check nothing. */
export function requirement(id: string): Requirement<RequirementId> {
  const r = byId.get(id);
  if (r === undefined) throw new Error(`unknown requirement id ${id}: add it to lib/judging/requirements/`);
  return r;
}

/** The requirements a server conformance run judges: every area but the client ones. */
export const serverCatalogue: readonly Requirement<RequirementId>[] = catalogue.filter(
  (r) => !isClientArea(r.area),
);

export function isRequirementId(id: string): id is RequirementId {
  return byId.has(id);
}
