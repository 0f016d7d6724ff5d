/**
 * The terminal simulator's programmatic API (fixtures and bin/simulate.ts
 * depend on it): start one simulated payment terminal on 127.0.0.1.
 */
import { resolveLimits } from '../../lib/targets/http/connectionLimits.js';
import { jsonMessage } from '../kit/requestLog.js';
import { closeServer, createSimServer, listenLoopback } from '../kit/simServer.js';
import { credentialCheck, credentialPresence, DEFAULT_PASSWORD, DEFAULT_USERNAME } from './credentials.js';
import { parseFaults } from './faults.js';
import { personality, type PersonalityName } from './personality/personalities.js';
import { terminalRequestListener } from './httpBinding.js';
import { SimContext } from './simContext.js';
import { SimDrills } from '../kit/simDrills.js';
import { PageHub } from '../kit/pageHub.js';
import type { SimOptions } from '../kit/simOptions.js';
import { SnapshotStore } from './snapshotStore.js';
import { TerminalRuntime } from './terminalRuntime.js';

export const SIMULATOR_VERSION = '1.0.0';

export interface TerminalSimulatorOptions extends SimOptions {
  /** Default 8080; 0 = a free port. */
  port?: number;
  /** HTTP Basic credentials; default DEFAULT_USERNAME / DEFAULT_PASSWORD (credentials.ts). */
  username?: string;
  password?: string;
  /** Alternative credential: this header instead of Basic. */
  authHeader?: { name: string; value: string };
  /** Deterministic ids, stan start, auth codes... Default: random (reported by GET /_sim/info). */
  seed?: number;
  /** Persist the transaction database here (survives restart). */
  dataDir?: string;
  /** Automatic mode: serve a card (chosen by amount) after delayMs. Default false. */
  autoPresent?: false | { delayMs: number };
  /** Fault switches (simulators/terminal/faults.ts). */
  faults?: readonly string[];
  printer?: 'ready' | 'absent' | 'out-of-paper';
  /** Simulated-time factor, default 1; 0 freezes the clock (only /_sim/clock/advance moves it). */
  clockSpeed?: number;
  /** `reference` (default) or `field`: the other conformant choices (docs/personalities.md). */
  personality?: PersonalityName;
}

export interface RunningTerminalSimulator {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly options: Readonly<TerminalSimulatorOptions> & { readonly port: number; readonly seed: number };
  stop(): Promise<void>;
}

export async function startTerminalSimulator(
  options: TerminalSimulatorOptions = {},
): Promise<RunningTerminalSimulator> {
  const seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const limits = resolveLimits(options.limits);
  const faults = parseFaults(options.faults ?? []);
  const store = options.dataDir === undefined ? undefined : new SnapshotStore(options.dataDir);
  const runtime = new TerminalRuntime(
    {
      seed,
      autoPresent: options.autoPresent ?? false,
      faults,
      printer: options.printer ?? 'ready',
      clockSpeed: options.clockSpeed ?? 1,
      personality: personality(options.personality),
    },
    store,
  );
  await runtime.load();
  const credentials = {
    username: options.username ?? DEFAULT_USERNAME,
    password: options.password ?? DEFAULT_PASSWORD,
    ...(options.authHeader === undefined ? {} : { authHeader: options.authHeader }),
  };
  const ctx = new SimContext(
    runtime,
    credentialCheck(credentials),
    credentialPresence(credentials),
    SIMULATOR_VERSION,
    limits,
    new SimDrills('terminal', runtime.clock, options.drills),
    new PageHub(options.log),
  );

  const server = createSimServer(
    limits,
    (status, message) => ({
      type: 'application/json',
      body: JSON.stringify({ success: false, description: `Refused (${status}): ${message}` }),
    }),
    terminalRequestListener(ctx, store !== undefined),
    // One line per request for the console (options.log) and the device page.
    ctx.pages.requestLog(
      'terminal',
      // Error bodies are {"success": false, "description"} (spec "Errors" 4).
      (body) => jsonMessage(body, (j) => (j as { description?: string } | null)?.description),
    ),
  );
  runtime.onChange = () => ctx.pages.feed.poke();
  const port = await listenLoopback(server, options.port ?? 8080);
  ctx.port = port;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    options: { ...options, port, seed },
    stop() {
      stopping ??= (async () => {
        await closeServer(server);
        await runtime.stop();
      })();
      return stopping;
    },
  };
}

export { testCards, findTestCard, type TestCard } from '../../lib/targets/terminal/testCards.js';
export { faults as terminalFaults } from './faults.js';
