/**
 * Field personality: the transaction list (B. Transaction summary; Endpoints
 * B, notes) as a bare array of summaries with whole-second times.
 */
import { isJsonObject, type Exchange, type Variation } from '../../variation.js';

const isList = (x: Exchange): boolean => x.endpoint?.id === 'listTransactions';

export const listBareArray: Variation = {
  name: 'list-bare-array',
  allowedBy: 'Wrapper object of the transaction list response: not shown.',
  change: 'GET transactions.json answers a bare array of summaries',
  after: (a, x) =>
    isList(x) && a.status === 200 && isJsonObject(a.body) && Array.isArray(a.body.transactions)
      ? { ...a, body: a.body.transactions }
      : a,
};

function wholeSeconds(s: unknown): unknown {
  if (!isJsonObject(s)) return s;
  const out = { ...s };
  for (const k of ['started_at', 'ended_at']) if (typeof out[k] === 'number') out[k] = Math.floor(out[k]);
  return out;
}

export const summaryWholeSeconds: Variation = {
  name: 'summary-whole-seconds',
  allowedBy: 'started_at | number (seconds since the Unix epoch)',
  change: 'summaries give started_at and ended_at in whole seconds (documents keep fractions)',
  after: (a, x) => {
    if (!isList(x) || a.status !== 200) return a;
    if (Array.isArray(a.body)) return { ...a, body: a.body.map(wholeSeconds) };
    if (isJsonObject(a.body) && Array.isArray(a.body.transactions))
      return { ...a, body: { ...a.body, transactions: a.body.transactions.map(wholeSeconds) } };
    return a;
  },
};
