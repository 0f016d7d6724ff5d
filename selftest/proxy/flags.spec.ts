/**
 * The flags of `npm run proxy` and `npm run simulate -- --record`: every
 * documented flag is read, and each mistake is one sentence naming the flag.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { planSimulators } from '../../bin/simulate.js';
import { allOutcomes, recoveryOutcomes } from '../../lib/judging/client/clientJudge.js';
import { parseProxyFlags } from '../../proxy/proxyFlags.js';

test('paycert proxy: defaults, every flag, and mistakes named', () => {
  expect(parseProxyFlags([])).toMatchObject({
    terminal: { simulator: { autoPresent: { delayMs: 1500 } }, port: 8080 },
    gateway: { simulator: {}, port: 8090 },
    out: join('reports', 'client'),
    requireOutcomes: [],
  });
  expect(parseProxyFlags([]).command).toBeUndefined();
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
      '--drill',
      'lost-start-answer,slow-start-answer:2000',
      '--drill=return-twice',
      '--features',
      'printing, receipts,printing',
    ]),
  ).toEqual({
    terminal: { upstream: 'http://127.0.0.1:9000', port: 7000 },
    gateway: undefined,
    out: 'x',
    requireOutcomes: ['terminal.approved', 'terminal.declined'],
    features: ['printing', 'receipts'],
    maxRecordBytes: 65536,
    captureLimitBytes: 1024 * 1024,
    drills: [
      { name: 'lost-start-answer' },
      { name: 'slow-start-answer', ms: 2000 },
      { name: 'return-twice' },
    ],
  });
  expect(parseProxyFlags(['--require-outcomes', 'all'])).toMatchObject({ requireOutcomes: 'all' });
  // In a list, "all" is every outcome reachable without a warning; busy (CL-TM-BUSY-1 warns) is asked for by name.
  expect(parseProxyFlags(['--require-outcomes', 'all']).requireOutcomes).not.toContain('terminal.busy');
  expect(parseProxyFlags(['--require-outcomes', 'all,terminal.busy']).requireOutcomes).toEqual([
    ...allOutcomes,
    'terminal.busy',
  ]);
  expect(allOutcomes).not.toContain('terminal.busy');
  expect(parseProxyFlags(['--require-outcomes', 'drills,terminal.approved']).requireOutcomes).toEqual([
    ...recoveryOutcomes,
    'terminal.approved',
  ]);
  expect(parseProxyFlags(['--drill', 'terminal-unreachable']).drills).toEqual([
    { name: 'terminal-unreachable', ms: 3000 },
  ]);
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
    [['--drill', 'lose-everything'], /--drill: unknown drill "lose-everything" \(known: lost-start-answer/],
    [['--drill', 'lost-start-answer:500'], /--drill: drill lost-start-answer takes no duration/],
    [
      ['--drill', 'slow-start-answer:0'],
      /--drill: drill slow-start-answer: the duration is whole milliseconds/,
    ],
    [['--drill', ','], /--drill: a drill list names at least one/],
    [
      ['--features', 'tokenisation,storing'],
      /^--features takes a comma-separated list of features from tokenisation, stored-token, category-6012, 3-d-secure, refunds, reversals, reconciliation, printing, receipts; got "storing"$/,
    ],
    [['--features', ','], /--features takes a comma-separated list of features/],
    [['--terminals', '2'], /--terminals: the proxy carries one terminal/],
    [
      ['--terminal-upstream', 'http://127.0.0.1:1', '--terminal-clock-speed', '10'],
      /--terminal-clock-speed sets the embedded terminal simulator: it contradicts --terminal-upstream/,
    ],
    [
      ['--gateway-upstream', 'http://127.0.0.1:1', '--gateway-api-key', 'k'],
      /--gateway-api-key sets the embedded gateway simulator: it contradicts --gateway-upstream/,
    ],
    [
      ['--terminal-upstream', 'http://127.0.0.1:1', '--no-gateway', '--personality', 'field'],
      /--personality sets the embedded simulators, and no side has one/,
    ],
    [['--terminal-clock-speed', 'fast'], /--terminal-clock-speed must be a number/],
    [['--'], /-- must be followed by the command to run/],
  ];
  for (const [argv, message] of mistakes)
    expect(() => parseProxyFlags(argv), argv.join(' ')).toThrow(message);
});

test("paycert proxy: the embedded simulators take paycert simulate's flags; the gate form's command and free ports", () => {
  const plan = parseProxyFlags([
    '--terminal-clock-speed',
    '10',
    '--terminal-auto-present',
    '200',
    '--terminal-username',
    'pos',
    '--terminal-password',
    'pos-secret',
    '--terminal-printer',
    'out-of-paper',
    '--personality',
    'field',
    '--seed',
    '7',
    '--data-dir',
    'data',
    '--gateway-api-key',
    'k1',
    '--gateway-configuration-id',
    'shop',
    '--gateway-public-url',
    'http://shop.test:8090',
    '--',
    'npm',
    'test',
    '--',
    '--grep',
    'x',
  ]);
  expect(plan.terminal).toEqual({
    simulator: {
      autoPresent: { delayMs: 200 },
      clockSpeed: 10,
      username: 'pos',
      password: 'pos-secret',
      printer: 'out-of-paper',
      personality: 'field',
      seed: 7,
      dataDir: 'data',
    },
    port: 0,
  });
  expect(plan.gateway).toMatchObject({
    simulator: {
      personality: 'field',
      seed: 7,
      publicUrl: 'http://shop.test:8090',
      configurations: [{ id: 'shop', apiKeys: ['k1'] }],
    },
    port: 0,
  });
  expect(plan.command).toEqual(['npm', 'test', '--', '--grep', 'x']);
  expect(parseProxyFlags(['--terminal-port', '9100', '--', 'true'])).toMatchObject({
    terminal: { port: 9100 },
    gateway: { port: 0 },
  });
  expect(parseProxyFlags(['--terminals', '0']).terminal).toBeUndefined();
  expect(parseProxyFlags(['--terminal-upstream', 'http://127.0.0.1:9'])).toMatchObject({
    terminal: { upstream: 'http://127.0.0.1:9', port: 8080 },
    gateway: { simulator: {}, port: 8090 },
  });
});

test('paycert simulate --record: the folder, the outcomes and the features are read; both need --record', () => {
  expect(planSimulators(['--record', 'out', '--require-outcomes', 'all', '--seed', '1']).record).toEqual({
    out: 'out',
    requireOutcomes: 'all',
    features: [],
    drills: [],
  });
  expect(planSimulators(['--record', 'out', '--features', 'stored-token']).record?.features).toEqual([
    'stored-token',
  ]);
  expect(planSimulators(['--no-gateway']).record).toBeUndefined();
  // No folder: where paycert proxy records.
  expect(planSimulators(['--record']).record?.out).toBe(join('reports', 'client'));
  expect(planSimulators(['--record', '--seed', '1']).record?.out).toBe(join('reports', 'client'));
  expect(() => planSimulators(['--require-outcomes', 'all'])).toThrow(/only with --record/);
  expect(() => planSimulators(['--features', 'printing'])).toThrow(/--features applies only with --record/);
});

test('PAYCERT_FEATURES (the environment or .env) declares the features when --features is not given', () => {
  const before = process.env.PAYCERT_FEATURES;
  try {
    process.env.PAYCERT_FEATURES = 'tokenisation, 3-d-secure';
    expect(parseProxyFlags([]).features).toEqual(['tokenisation', '3-d-secure']);
    // The flag wins.
    expect(parseProxyFlags(['--features', 'printing']).features).toEqual(['printing']);
    process.env.PAYCERT_FEATURES = 'tokenization';
    expect(() => parseProxyFlags([])).toThrow(
      /^PAYCERT_FEATURES takes a comma-separated list of features from tokenisation, .*; got "tokenization"$/,
    );
  } finally {
    if (before === undefined) delete process.env.PAYCERT_FEATURES;
    else process.env.PAYCERT_FEATURES = before;
  }
});

test('paycert simulate --drill: each simulator arms its own drills; with --record the proxy arms them all (one path)', () => {
  const plain = planSimulators([
    '--drill',
    'lost-start-answer,gateway-5xx-after-create',
    '--drill=slow-start-answer:200',
  ]);
  expect(plain.terminals.options.drills).toEqual([
    { name: 'lost-start-answer' },
    { name: 'slow-start-answer', ms: 200 },
  ]);
  expect(plain.gateway?.drills).toEqual([{ name: 'gateway-5xx-after-create' }]);
  const recorded = planSimulators(['--record', 'out', '--drill', 'lost-start-answer,return-twice']);
  expect(recorded.record?.drills).toEqual([{ name: 'lost-start-answer' }, { name: 'return-twice' }]);
  expect(recorded.terminals.options.drills).toBeUndefined();
  expect(recorded.gateway?.drills).toBeUndefined();
  for (const [argv, message] of [
    [['--drill', 'lose-everything'], /--drill: unknown drill "lose-everything"/],
    [['--drill', 'return-twice'], /--drill return-twice is applied by the recording proxy .*add --record/],
    [['--drill', 'gateway-closed-after-create', '--no-gateway'], /a gateway drill needs the gateway/],
    [['--drill', 'terminal-unreachable', '--terminals', '0'], /a terminal drill needs a terminal/],
  ] as const)
    expect(() => planSimulators(argv), argv.join(' ')).toThrow(message);
});
