/**
 * A terminal simulator in a process of its own, for the crash self-test:
 * `node --import tsx terminalChild.ts <dataDir> <seed>`. Prints its URL on
 * one line once listening; runs until killed.
 */
import { startTerminalSimulator } from '../../simulators/terminal/index.js';

const [dataDir, seed] = process.argv.slice(2);
if (dataDir === undefined || seed === undefined) throw new Error('usage: terminalChild.ts <dataDir> <seed>');
const sim = await startTerminalSimulator({
  port: 0,
  seed: Number(seed),
  dataDir,
  autoPresent: { delayMs: 0 },
  // Simulated host delays pass 50 times faster: a sale ends in tens of real milliseconds.
  clockSpeed: 50,
});
process.stdout.write(`listening ${sim.url}\n`);
