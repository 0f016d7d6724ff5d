/**
 * Issue 13 item 5: every combination of `paycert simulate` flags is accepted
 * (`--no-gateway --seed 1` failed with "unknown flag"), in both spellings,
 * and each flag reaches the simulator it names. Pure parsing: nothing starts.
 */
import { expect, test } from '@playwright/test';
import { planSimulators } from '../../bin/simulate.js';
import { gatewayFaults } from '../../simulators/gateway/faults.js';
import { faults as terminalFaults } from '../../simulators/terminal/faults.js';

const gatewayFault = gatewayFaults[0]?.name ?? '';
const terminalFault = terminalFaults[0]?.name ?? '';

/** Each optional flag with its value (undefined: a switch). */
const flags: [string, string | undefined][] = [
  ['--no-gateway', undefined],
  ['--seed', '1'],
  ['--data-dir', '/tmp/paycert-flags'],
  ['--terminals', '2'],
  ['--terminal-port', '0'],
  ['--gateway-port', '0'],
  ['--terminal-fault', terminalFault],
  ['--gateway-fault', gatewayFault],
  ['--terminal-username', 'cashier'],
  ['--quiet', undefined],
];

function argvOf(mask: number, inline: boolean): string[] {
  const argv: string[] = [];
  flags.forEach(([flag, value], i) => {
    if ((mask & (1 << i)) === 0) return;
    if (value === undefined) argv.push(flag);
    else if (inline) argv.push(`${flag}=${value}`);
    else argv.push(flag, value);
  });
  return argv;
}

test(`all ${2 ** flags.length} combinations of simulate flags parse, both spellings`, () => {
  expect(gatewayFault).not.toBe('');
  expect(terminalFault).not.toBe('');
  for (let mask = 0; mask < 2 ** flags.length; mask++) {
    for (const inline of [false, true]) {
      const argv = argvOf(mask, inline);
      const plan = planSimulators(argv);
      const has = (flag: string): boolean => argv.some((a) => a === flag || a.startsWith(`${flag}=`));
      expect(plan.gateway === undefined, argv.join(' ')).toBe(has('--no-gateway'));
      expect(plan.terminals.count).toBe(has('--terminals') ? 2 : 1);
      if (has('--seed')) {
        expect(plan.terminals.options.seed).toBe(1);
        if (plan.gateway !== undefined) expect(plan.gateway.seed).toBe(1);
      }
      if (has('--terminal-username')) expect(plan.terminals.options.username).toBe('cashier');
      expect(plan.quiet).toBe(has('--quiet'));
      if (has('--data-dir')) expect(plan.terminals.options.dataDir).toBe('/tmp/paycert-flags');
      if (has('--gateway-fault') && plan.gateway !== undefined)
        expect(plan.gateway.faults).toEqual([gatewayFault]);
    }
  }
});

test('unknown flags, missing values and nothing to start are refused, naming the flag', () => {
  expect(() => planSimulators(['--bogus'])).toThrow(/unknown flag --bogus/);
  expect(() => planSimulators(['--no-gateway', '--gateway-port', 'x'])).toThrow(
    /--gateway-port must be an integer/,
  );
  expect(() => planSimulators(['--seed'])).toThrow(/--seed needs a value/);
  expect(() => planSimulators(['--seed='])).toThrow(/--seed needs a value/);
  expect(() => planSimulators(['--terminals', '0', '--no-gateway'])).toThrow(/nothing to start/);
  expect(() => planSimulators(['--quiet=yes'])).toThrow(/--quiet takes no value/);
  // One name per flag (issue 19): the old aliases are refused, not silently accepted.
  for (const alias of [
    '--terminal-user',
    '--terminal-seed',
    '--terminal-personality',
    '--gateway-personality',
  ])
    expect(() => planSimulators([alias, 'x'])).toThrow(new RegExp(`unknown flag ${alias}`));
});
