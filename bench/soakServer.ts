/**
 * Both simulators in one process, as `npm run simulate` runs them, for the
 * soak bench: `node --import tsx bench/soakServer.ts`. Prints one line of
 * JSON with their URLs once listening; runs until killed.
 */
import { startGatewaySimulator } from '../simulators/gateway/index.js';
import { startTerminalSimulator } from '../simulators/terminal/index.js';

const terminal = await startTerminalSimulator({
  port: 0,
  seed: 1,
  autoPresent: { delayMs: 0 },
  // Host delays pass quickly, so start/poll cycles through whole sales.
  clockSpeed: 1_000,
});
const gateway = await startGatewaySimulator({ port: 0 });
process.stdout.write(`${JSON.stringify({ terminal: terminal.url, gateway: gateway.url })}\n`);
