/**
 * One at a time across worker processes (lib/targets/terminal/turnLock.ts), served in
 * arrival order, bounded; and the operator's questions on one terminal asked
 * one at a time (lib/targets/operator/operatorPrompt.ts), each reading only the keys
 * typed after it was asked.
 */
import { test, expect } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { takeTurn } from '../../lib/targets/terminal/turnLock.js';
import { OperatorPrompt, type TakeTurn } from '../../lib/targets/operator/operatorPrompt.js';
import { ScriptedTerminal } from './scriptedTerminal.js';

const resource = (): string => `selftest ${randomBytes(6).toString('hex')}`;
const later = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

test('turns are served in arrival order: a holder that asks again queues behind the one waiting', async () => {
  const r = resource();
  const order: string[] = [];
  const a = await takeTurn(r, 1_000);
  expect(a).toBeDefined();
  const b = takeTurn(r, 5_000).then((t) => {
    order.push('b');
    return t;
  });
  await later(100);
  a?.release();
  const again = takeTurn(r, 5_000).then((t) => {
    order.push('a again');
    return t;
  });
  (await b)?.release();
  (await again)?.release();
  expect(order).toEqual(['b', 'a again']);
});

test('a wait for the turn is bounded', async () => {
  const r = resource();
  const a = await takeTurn(r, 1_000);
  const started = Date.now();
  expect(await takeTurn(r, 300)).toBeUndefined();
  expect(Date.now() - started).toBeLessThan(3_000);
  a?.release();
  // The timed-out waiter left no ticket behind: the next one gets the turn at once.
  const c = await takeTurn(r, 1_000);
  expect(c).toBeDefined();
  c?.release();
});

test('a turn held by a process that died is taken over', async () => {
  test.setTimeout(60_000);
  const r = resource();
  // Node itself with tsx's loader, so the process killed is the one holding the turn.
  const child = spawn(process.execPath, ['--import', 'tsx', 'selftest/operator/holdTurn.ts', r], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const said = await new Promise<string>((resolve) => {
      child.stdout.on('data', (b: Buffer) => resolve(b.toString().trim()));
      setTimeout(() => resolve('timeout'), 45_000);
    });
    expect(said).toBe('held');
    // While the other process holds it, no turn here.
    expect(await takeTurn(r, 300)).toBeUndefined();
  } finally {
    child.kill('SIGKILL');
  }
  await new Promise((resolve) => child.once('exit', resolve));
  const t = await takeTurn(r, 5_000);
  expect(t).toBeDefined();
  t?.release();
});

test('two workers ask at once on one terminal: one question at a time, each answered by its own key', async () => {
  const terminal = new ScriptedTerminal();
  const desk = resource();
  terminal.answer((q) => (q.startsWith('question A') ? 'y' : q.startsWith('question B') ? 'n' : undefined));
  const a = new OperatorPrompt(terminal.io(desk), { answerTimeoutMs: 5_000 });
  const b = new OperatorPrompt(terminal.io(desk), { answerTimeoutMs: 5_000 });
  const [ka, kb] = await Promise.all([
    a.ask('question A', ['y', 'n']),
    later(10).then(() => b.ask('question B', ['y', 'n'])),
  ]);
  expect([ka, kb]).toEqual(['y', 'n']);
  expect(terminal.lines).toEqual(['question A', 'question B']);
});

test('without the terminal turn both questions show at once (the rule the turn keeps)', async () => {
  const terminal = new ScriptedTerminal();
  const free: TakeTurn = () => Promise.resolve({ release: () => undefined });
  const shown: string[] = [];
  terminal.answer((q) => {
    shown.push(q);
    return undefined;
  });
  const a = new OperatorPrompt(terminal.io('x'), { answerTimeoutMs: 300, takeTurn: free });
  const b = new OperatorPrompt(terminal.io('x'), { answerTimeoutMs: 300, takeTurn: free });
  await Promise.all([a.ask('question A', ['y']), b.ask('question B', ['y'])]);
  // Both were on screen before either had an answer: what the turn prevents.
  expect(shown).toEqual(['question A', 'question B']);
});

test('keys typed before a question are not answers to it; no answer in time is abort', async () => {
  const terminal = new ScriptedTerminal();
  terminal.keyboard.write('s\n'); // typed while nobody asked
  terminal.answer((q) => (q.startsWith('ready?') ? '' : undefined));
  const p = new OperatorPrompt(terminal.io(resource()), { answerTimeoutMs: 3_000 });
  expect(await p.ask('ready? Enter = ready, s = skip', ['', 's'])).toBe('');
  const silent = new OperatorPrompt(new ScriptedTerminal().io(resource()), { answerTimeoutMs: 200 });
  expect(await silent.ask('anyone?', ['y'])).toBe('a');
});
