/**
 * The terminal suite over a fleet: simulated terminals, each with a fixed
 * card-presentation delay (autoPresent {delayMs}, which the suite turns into
 * a wait before presenting its own card), checked by 4 workers over
 * TERMINAL_URLS of 1, 2 and 4 terminals. With fewer terminals than workers,
 * the device lock serialises the workers (one device, one transaction at a time).
 *
 *   npx tsx bench/terminalFleet.ts [--delay-ms 2000] [--grep <pattern>]
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startTerminalSimulator } from '../simulators/terminal/index.js';
import { timeCommand } from './timeCommand.js';
import { flagInteger, scriptFlags } from '../lib/support/cli/flags.js';
import { measured } from './quietMachine.js';

export interface TerminalFleetResult {
  bench: 'terminal-fleet';
  workers: number;
  presentDelayMs: number;
  /** Wall seconds of the terminal suite per fleet size. */
  seconds: Record<string, number>;
  exitCodes: Record<string, number | null>;
  /** seconds with 4 terminals / seconds with 1 (target <= 0.4). */
  ratioFourToOne: number;
}

export interface TerminalFleetOptions {
  presentDelayMs?: number;
  /** Limit the run to some tests (playwright -g), e.g. to keep the bench short. */
  grep?: string;
  sizes?: readonly number[];
}

export async function runTerminalFleetBench(
  options: TerminalFleetOptions = {},
): Promise<TerminalFleetResult> {
  const delayMs = options.presentDelayMs ?? 2000;
  const sizes = options.sizes ?? [1, 2, 4];
  const username = 'bench';
  const password = randomBytes(12).toString('hex');
  const sims = await Promise.all(
    Array.from({ length: Math.max(...sizes) }, () =>
      startTerminalSimulator({ port: 0, username, password, autoPresent: { delayMs } }),
    ),
  );
  try {
    const args = [
      'playwright',
      'test',
      '--project=terminal',
      '--reporter=dot',
      ...(options.grep === undefined ? [] : ['-g', options.grep]),
    ];
    const env = {
      TERMINAL_USERNAME: username,
      TERMINAL_PASSWORD: password,
      PAYCERT_WORKERS: '4',
      PAYCERT_PRESENT_DELAY_MS: String(delayMs),
    };
    const seconds: Record<string, number> = {};
    const exitCodes: Record<string, number | null> = {};
    for (const n of sizes) {
      const urls = sims.slice(0, n).map((s) => s.url);
      const t = await timeCommand('npx', args, { ...env, TERMINAL_URLS: urls.join(',') });
      seconds[String(n)] = t.ms / 1000;
      exitCodes[String(n)] = t.code;
    }
    return {
      bench: 'terminal-fleet',
      workers: 4,
      presentDelayMs: delayMs,
      seconds,
      exitCodes,
      ratioFourToOne: (seconds['4'] ?? NaN) / (seconds['1'] ?? NaN),
    };
  } finally {
    await Promise.all(sims.map((s) => s.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const options = scriptFlags(
    'terminalFleet.ts',
    'Usage: npx tsx bench/terminalFleet.ts [flags]',
    {
      'delay-ms': { type: 'string', value: '<ms>', help: 'how long an operator takes to present a card' },
      grep: { type: 'string', value: '<pattern>', help: 'only the tests whose title matches' },
    },
    (v) => ({
      ...(v['delay-ms'] === undefined
        ? {}
        : { presentDelayMs: flagInteger('--delay-ms', v['delay-ms'], 0, 600_000) }),
      ...(v.grep === undefined ? {} : { grep: v.grep }),
    }),
  );
  const { value, conditions } = await measured(() => runTerminalFleetBench(options), {
    log: (s) => console.error(s),
  });
  console.log(JSON.stringify({ ...value, conditions }, null, 2));
}
