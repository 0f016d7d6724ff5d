/**
 * TM-SET-3 (B. Settings): every host module holds address, port,
 * terminal_id, merchant_id, deferred_auth.enabled and, when it overrides the
 * default, receipt header/footer line1..line5, with the stated types.
 */
import { ensure } from '../checkFailure.js';
import { isRecord } from './documentParts.js';
import { hostModules, receiptLineProblems, settingsOf } from './settingsParts.js';

export function checkHostModuleFields(settingsBody: unknown): void {
  const s = settingsOf(settingsBody);
  ensure(s !== undefined, 'TM-SET-3', 'no settings object');
  const problems: string[] = [];
  const primary = isRecord(s.host) ? s.host.module : undefined;
  const modules = hostModules(s);
  // A primary module that is missing altogether is TM-SET-2's failure; one that is there must be a module.
  if (typeof primary === 'string' && isRecord(s[primary]) && !modules.some(([n]) => n === primary))
    problems.push(`${primary} holds no host-module field`);
  for (const [name, m] of modules) {
    for (const f of ['address', 'terminal_id', 'merchant_id'] as const) {
      if (typeof m[f] !== 'string') problems.push(`${name}.${f} is not a string`);
    }
    if (typeof m.port !== 'number') problems.push(`${name}.port is not a number`);
    if (!isRecord(m.deferred_auth) || typeof m.deferred_auth.enabled !== 'boolean') {
      problems.push(`${name}.deferred_auth.enabled is not a boolean`);
    }
    if ('receipt' in m) problems.push(...receiptLineProblems(m.receipt, `${name}.receipt`));
  }
  ensure(problems.length === 0, 'TM-SET-3', problems.join('; '));
}
