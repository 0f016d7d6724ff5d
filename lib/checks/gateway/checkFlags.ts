/** GW-JOB-10 (A. Payment job response: flags): an object of booleans; generateToken true when requested. */
import { ensure } from '../checkFailure.js';
import { objectAt } from './docPath.js';

export function checkFlags(doc: unknown, generateTokenRequested: boolean): void {
  const id = 'GW-JOB-10';
  const flags = objectAt(doc, 'data.flags', id);
  for (const [k, v] of Object.entries(flags))
    ensure(typeof v === 'boolean', id, `data.flags.${k} is not a boolean`);
  if (generateTokenRequested)
    ensure(
      flags.generateToken === true,
      id,
      'data.flags.generateToken is not true although GenerateToken was requested',
    );
}
