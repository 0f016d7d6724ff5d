/**
 * GW-JOB-11 (A. Payment job response: attributes): an object. The spec says
 * it is empty "in the cases described", which is not a promise for every
 * gateway, so keys there are accepted.
 */
import { objectAt } from './docPath.js';

export function checkJobAttributes(doc: unknown): void {
  objectAt(doc, 'data.attributes', 'GW-JOB-11');
}
