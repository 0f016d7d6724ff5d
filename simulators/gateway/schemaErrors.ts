/**
 * Turns schema validation errors into the gateway's error details: one per
 * error, naming the field (dotted path) and the broken rule.
 */
import type { SchemaError } from '../../lib/judging/validation/validate.js';
import type { GatewayErrorDetail } from './errors.js';
import { errors } from './errors.js';

/** `/parameters/cardNumber` → `parameters.cardNumber`; the root is `body`. */
export function fieldName(pointer: string): string {
  if (pointer === '/' || pointer === '') return 'body';
  return pointer.slice(1).split('/').join('.');
}

export function schemaErrorDetails(list: readonly SchemaError[], prefix = ''): GatewayErrorDetail[] {
  return list.map((e) => {
    const field = prefix + fieldName(e.pointer);
    return {
      code: errors.validation.code,
      message: `${field} ${e.message.replace(/^\S+\s/, '')}`,
      parameters: [field, e.rule],
    };
  });
}
