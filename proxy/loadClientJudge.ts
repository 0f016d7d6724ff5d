/**
 * The client judge the commands hand exchanges to: lib/client/createClientJudge.ts
 * (the CL- requirements, issue 14 item 2). Loaded by name so the proxy
 * builds while the judge is still on its way to main; a checkout without it
 * stops the command with one sentence.
 */
import type { ClientJudge, ClientJudgeOptions } from '../lib/client/clientJudge.js';

const judgeModule = '../lib/client/createClientJudge.js';

export async function loadClientJudge(options: ClientJudgeOptions): Promise<ClientJudge> {
  let m: { createClientJudge?: (o: ClientJudgeOptions) => ClientJudge };
  try {
    m = (await import(judgeModule)) as typeof m;
  } catch (e) {
    if ((e as { code?: unknown }).code !== 'ERR_MODULE_NOT_FOUND') throw e;
    m = {};
  }
  if (typeof m.createClientJudge !== 'function')
    throw new Error('the client judge (lib/client/createClientJudge.ts) is not in this checkout');
  return m.createClientJudge(options);
}
