/**
 * Validation cost: the generated ajv validator of a finished transaction
 * document against JSON.parse of the same text, per document, measured side
 * by side in alternating batches. Target: validating costs no more than parsing.
 *
 *   npx tsx bench/validationCost.ts
 */
import { fileURLToPath } from 'node:url';
import { validators } from '../generated/schemas.js';
import { saleApprovedContactless } from '../selftest/examples/terminalTransactions.js';
import { summarise, type Summary } from './stats.js';
import { measured } from './quietMachine.js';

export interface ValidationCostResult {
  bench: 'validation-cost';
  document: string;
  bytes: number;
  validateNsPerDoc: Summary;
  parseNsPerDoc: Summary;
  /** validate / parse, per batch, summarised. */
  ratio: Summary;
  target: number;
  pass: boolean;
}

function timeBatch(n: number, fn: () => unknown): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) fn();
  return Number(process.hrtime.bigint() - start) / n;
}

export function runValidationCostBench(rounds = 7, perBatch = 20_000): ValidationCostResult {
  const doc = { success: true, transaction: saleApprovedContactless };
  const text = JSON.stringify(doc);
  const validate = validators['terminal/transaction-response'];
  if (!validate(doc)) throw new Error('the benchmark document does not pass its schema');
  // Warm-up so both paths are optimised before measuring.
  timeBatch(perBatch, () => JSON.parse(text));
  timeBatch(perBatch, () => validate(doc));
  const v: number[] = [];
  const p: number[] = [];
  const r: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const pv = timeBatch(perBatch, () => JSON.parse(text));
    const vv = timeBatch(perBatch, () => validate(doc));
    p.push(pv);
    v.push(vv);
    r.push(vv / pv);
  }
  const ratio = summarise(r);
  return {
    bench: 'validation-cost',
    document: 'terminal/transaction-response (finished contactless sale)',
    bytes: Buffer.byteLength(text),
    validateNsPerDoc: summarise(v),
    parseNsPerDoc: summarise(p),
    ratio,
    target: 1,
    pass: ratio.median <= 1,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { value, conditions } = await measured(() => Promise.resolve(runValidationCostBench()), {
    log: (s) => console.error(s),
  });
  console.log(JSON.stringify({ ...value, conditions }, null, 2));
}
