/** GW-JOB-7 (A. Payment job response: configurationId): the caller's configuration identifier. */
import { ensure } from '../checkFailure.js';
import { valueAt } from './docPath.js';

export function checkConfigurationIdEcho(doc: unknown, configurationId: string): void {
  const shown = valueAt(doc, 'data.configurationId');
  ensure(shown === configurationId, 'GW-JOB-7', "data.configurationId is not the caller's ConfigurationId");
}
