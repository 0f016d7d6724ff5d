/**
 * The recording proxy in its own process for the proxy bench, as `npm run
 * proxy` runs it (recording and client judge on): `node --import tsx
 * bench/proxyBenchServer.ts <terminal-url> <gateway-url> <record-dir>`. Prints one line of JSON
 * with its URLs once listening; runs until killed.
 */
import { startRecordingProxy } from '../proxy/recordingProxy.js';
import { DEFAULT_PASSWORD } from '../simulators/terminal/credentials.js';

const [terminal = '', gateway = '', recordDir] = process.argv.slice(2);
const proxy = await startRecordingProxy({
  terminal: { upstream: terminal },
  gateway: { upstream: gateway },
  judgeOptions: { gatewayApiKeys: ['paycert-sim-key'], secrets: [DEFAULT_PASSWORD] },
  secrets: ['paycert-sim-key', DEFAULT_PASSWORD],
  ...(recordDir === undefined ? {} : { recordDir }),
});
process.stdout.write(`${JSON.stringify({ ...proxy.urls, judge: 'the client judge' })}\n`);
