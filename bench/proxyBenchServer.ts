/**
 * The recording proxy in its own process for the proxy bench, as `npm run
 * proxy` runs it: `node --import tsx bench/proxyBenchServer.ts <terminal-url>
 * <gateway-url> <record-dir>`. Uses the client judge when the checkout has
 * it (else a judge that only counts, and says so). Prints one line of JSON
 * with its URLs once listening; runs until killed.
 */
import type { ClientJudge } from '../lib/client/clientJudge.js';
import { loadClientJudge } from '../proxy/loadClientJudge.js';
import { startRecordingProxy } from '../proxy/recordingProxy.js';
import { DEFAULT_PASSWORD } from '../simulators/terminal/credentials.js';

const [terminal = '', gateway = '', recordDir] = process.argv.slice(2);
let judgeName = 'client judge';
let judge: ClientJudge;
try {
  judge = await loadClientJudge({ gatewayApiKeys: ['paycert-sim-key'], secrets: [DEFAULT_PASSWORD] });
} catch {
  judgeName = 'none (counting only: lib/client/createClientJudge.ts not in this checkout)';
  judge = {
    observe: () => undefined,
    writeReport: () => Promise.reject(new Error('no judge')),
  };
}
const proxy = await startRecordingProxy({
  terminal: { upstream: terminal },
  gateway: { upstream: gateway },
  judge,
  secrets: ['paycert-sim-key', DEFAULT_PASSWORD],
  ...(recordDir === undefined ? {} : { recordDir }),
});
process.stdout.write(`${JSON.stringify({ ...proxy.urls, judge: judgeName })}\n`);
