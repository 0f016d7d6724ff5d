/**
 * The terminal suite over a fleet: four simulated terminals, each with a
 * fixed card-presentation delay (autoPresent {delayMs}, which the suite turns
 * into a wait before presenting its own card), checked by 4 workers over
 * TERMINAL_URLS of 4 terminals versus 1 terminal. With 1 terminal the device
 * lock serialises the workers (one device, one transaction at a time).
 *
 *   npx tsx bench/terminalFleet.ts [--delay-ms 2000] [--grep <pattern>]
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startTerminalSimulator } from '../simulators/terminal/index.js';
import { timeCommand } from './timeCommand.js';

export interface TerminalFleetResult {
  bench: 'terminal-fleet';
  workers: number;
  presentDelayMs: number;
  fourTerminalsSeconds: number;
  oneTerminalSeconds: number;
  speedup: number;
  exitCodes: { four: number | null; one: number | null };
}

export interface TerminalFleetOptions {
  presentDelayMs?: number;
  /** Limit the run to some tests (playwright -g), e.g. to keep the bench short. */
  grep?: string;
}

export async function runTerminalFleetBench(
  options: TerminalFleetOptions = {},
): Promise<TerminalFleetResult> {
  const delayMs = options.presentDelayMs ?? 2000;
  const username = 'bench';
  const password = randomBytes(12).toString('hex');
  const sims = await Promise.all(
    [0, 1, 2, 3].map(() => startTerminalSimulator({ port: 0, username, password, autoPresent: { delayMs } })),
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
    const four = await timeCommand('npx', args, { ...env, TERMINAL_URLS: sims.map((s) => s.url).join(',') });
    const one = await timeCommand('npx', args, { ...env, TERMINAL_URLS: sims[0]?.url ?? '' });
    return {
      bench: 'terminal-fleet',
      workers: 4,
      presentDelayMs: delayMs,
      fourTerminalsSeconds: four.ms / 1000,
      oneTerminalSeconds: one.ms / 1000,
      speedup: one.ms / four.ms,
      exitCodes: { four: four.code, one: one.code },
    };
  } finally {
    await Promise.all(sims.map((s) => s.stop()));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = (flag: string): string | undefined => {
    const i = process.argv.indexOf(flag);
    return i === -1 ? undefined : process.argv[i + 1];
  };
  const delay = at('--delay-ms');
  const grep = at('--grep');
  const result = await runTerminalFleetBench({
    ...(delay === undefined ? {} : { presentDelayMs: Number(delay) }),
    ...(grep === undefined ? {} : { grep }),
  });
  console.log(JSON.stringify(result, null, 2));
}
