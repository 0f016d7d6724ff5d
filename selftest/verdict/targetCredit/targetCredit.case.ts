/**
 * Made-up cases for targetCredit.spec.ts: checks that hold, recorded through
 * the real `verify` fixture, once by a test that talked to no target (as a
 * test of paycert's own model would) and once by one that did.
 */
import { conformanceTest as test } from '../../../fixtures/conformance.js';

test('model only: a scroll flushes in paycert model', { tag: ['@PR-5'] }, async ({ verify }) => {
  await verify('PR-5', () => undefined);
  await verify('PR-6', () => undefined);
});

test('on the target: y restarts after a scroll', { tag: ['@PR-6'] }, async ({ verify, findings }) => {
  findings.recordTarget({ kind: 'terminal', host: '127.0.0.1:8080', simulator: false });
  await verify('PR-6', () => undefined);
});
