/**
 * The recording proxy in its own process for the proxy bench, as `npm run
 * proxy` runs it (client judge and recording on): `node --import tsx
 * bench/proxyBenchServer.ts <terminal-url> <gateway-url> <record-dir>`.
 * Prints one line of JSON with its URLs once listening; on SIGTERM it
 * closes, prints a second line with the recording's summary (so the bench
 * can say every exchange it counted was recorded with its bodies) and
 * exits. The recording's bound is raised so that no body is dropped.
 */
import { startRecordingProxy } from '../proxy/recordingProxy.js';
import { DEFAULT_PASSWORD } from '../simulators/terminal/credentials.js';

const [terminal = '', gateway = '', recordDir] = process.argv.slice(2);
const proxy = await startRecordingProxy({
  terminal: { upstream: terminal },
  gateway: { upstream: gateway },
  judgeOptions: { gatewayApiKeys: ['paycert-sim-key'], secrets: [DEFAULT_PASSWORD] },
  secrets: ['paycert-sim-key', DEFAULT_PASSWORD],
  maxRecordBytes: 2 ** 40,
  ...(recordDir === undefined ? {} : { recordDir }),
});
process.stdout.write(`${JSON.stringify({ urls: [proxy.urls.terminal, proxy.urls.gateway] })}\n`);
process.once('SIGTERM', () => {
  void proxy.close(2_000).then((recording) => {
    process.stdout.write(`${JSON.stringify({ recording, captured: proxy.stats().captured })}\n`);
    process.exit(0);
  });
});
