/**
 * The flags of `npm run proxy` and `npm run simulate -- --record`: every
 * documented flag is read, and each mistake is one sentence naming the flag.
 */
import { expect, test } from '@playwright/test';
import { planSimulators } from '../../bin/simulate.js';
import { parseProxyFlags } from '../../proxy/proxyFlags.js';

test('paycert proxy: defaults, every flag, and mistakes named', () => {
  expect(parseProxyFlags([])).toMatchObject({
    terminal: { upstream: undefined, port: 8080 },
    gateway: { upstream: undefined, port: 8090 },
    out: 'reports/client',
    requireOutcomes: [],
  });
  expect(
    parseProxyFlags([
      '--terminal-upstream',
      'http://127.0.0.1:9000',
      '--terminal-port=7000',
      '--no-gateway',
      '--out',
      'x',
      '--require-outcomes',
      'terminal.approved,terminal.declined',
      '--max-record-bytes',
      '65536',
      '--personality',
      'field',
    ]),
  ).toEqual({
    terminal: { upstream: 'http://127.0.0.1:9000', port: 7000 },
    gateway: undefined,
    out: 'x',
    requireOutcomes: ['terminal.approved', 'terminal.declined'],
    maxRecordBytes: 65536,
    captureLimitBytes: 1024 * 1024,
    personality: 'field',
  });
  expect(parseProxyFlags(['--require-outcomes', 'all'])).toMatchObject({ requireOutcomes: 'all' });
  const mistakes: [string[], RegExp][] = [
    [['--bogus'], /unknown flag --bogus/],
    [['--terminal-port', '70000'], /--terminal-port must be an integer/],
    [['--gateway-upstream', 'ftp://x'], /--gateway-upstream must be an http/],
    [['--require-outcomes', 'terminal.rich'], /--require-outcomes takes "all" or outcomes/],
    [['--no-terminal', '--no-gateway'], /leave nothing to carry/],
    [['--no-gateway', '--gateway-upstream', 'http://127.0.0.1:1'], /contradicts --no-gateway/],
    [['--out'], /--out needs a value/],
    [['--out='], /--out needs a value/],
    [['--terminal-port', '9000', '--gateway-port', '9000'], /already the terminal's port/],
  ];
  for (const [argv, message] of mistakes)
    expect(() => parseProxyFlags(argv), argv.join(' ')).toThrow(message);
});

test('paycert simulate --record: the folder and the outcomes are read; --require-outcomes needs --record', () => {
  expect(planSimulators(['--record', 'out', '--require-outcomes', 'all', '--seed', '1']).record).toEqual({
    out: 'out',
    requireOutcomes: 'all',
  });
  expect(planSimulators(['--no-gateway']).record).toBeUndefined();
  expect(() => planSimulators(['--require-outcomes', 'all'])).toThrow(/only with --record/);
});
