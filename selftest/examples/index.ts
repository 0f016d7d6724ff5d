/**
 * Realistic example documents, each with the schema it must pass. Built from
 * the spec and the field notes; the schema self-tests break them one rule at a time.
 */
import type { SchemaName } from '../../generated/schemas.js';

export interface Example {
  readonly name: string;
  readonly schema: SchemaName;
  readonly document: unknown;
}

export const examples: readonly Example[] = [
  { name: 'ping', schema: 'terminal/ping', document: { success: true, ping: true } },
];
