import type { SchemaName } from '../../generated/schemas.js';

/** A realistic document and the schema it must pass. */
export interface Example {
  readonly name: string;
  readonly schema: SchemaName;
  readonly document: unknown;
}
