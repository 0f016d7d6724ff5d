/**
 * The simulators a side falls back to when no upstream is named: started
 * in-process on ephemeral ports (as `npm run simulate` runs them), with the
 * credentials the client judge needs to judge Hashes and to erase secrets.
 */
import { startGatewaySimulator, type GatewaySimulatorOptions } from '../simulators/gateway/index.js';
import { DEFAULT_PASSWORD } from '../simulators/terminal/credentials.js';
import { startTerminalSimulator, type TerminalSimulatorOptions } from '../simulators/terminal/index.js';

export interface EmbeddedUpstream {
  readonly url: string;
  /** Keys and passwords of the simulator: for the judge and the redaction, never written. */
  readonly secrets: readonly string[];
  /** API keys the gateway simulator accepts (empty for the terminal). */
  readonly apiKeys: readonly string[];
  stop(): Promise<void>;
}

export const embeddedLabel = 'embedded simulator';

export async function startEmbeddedTerminal(
  options: TerminalSimulatorOptions = {},
): Promise<EmbeddedUpstream> {
  const sim = await startTerminalSimulator({ ...options, port: 0 });
  return {
    url: sim.url,
    secrets: [
      options.password ?? DEFAULT_PASSWORD,
      ...(options.authHeader ? [options.authHeader.value] : []),
    ],
    apiKeys: [],
    stop: () => sim.stop(),
  };
}

export async function startEmbeddedGateway(options: GatewaySimulatorOptions = {}): Promise<EmbeddedUpstream> {
  const sim = await startGatewaySimulator({ ...options, port: 0 });
  const apiKeys = sim.configurations.flatMap((c) => c.apiKeys);
  return { url: sim.url, secrets: apiKeys, apiKeys, stop: () => sim.stop() };
}
