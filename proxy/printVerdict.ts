/** The last lines of a recording run: where the report is, the verdict, the manifest digest (printed last, as `npm run conformance` does). */
import type { ClientVerdict } from '../lib/judging/client/clientJudge.js';
import type { RunningRecordingProxy } from './recordingProxy.js';

export function printVerdict(v: ClientVerdict, out: string, proxy: RunningRecordingProxy): void {
  const { exchanges, recording: r } = proxy.stats();
  console.log(`paycert proxy: ${exchanges} exchange(s); client report in ${out}`);
  if (r !== undefined && (r.droppedBodies > 0 || r.droppedExchanges > 0))
    console.log(
      `paycert proxy: the recording reached its bound (${r.maxBytes} bytes): ${r.droppedBodies} exchange(s) recorded without bodies, ${r.droppedExchanges} not recorded (recording.json)`,
    );
  console.log(`client verdict: ${v.verdict} (exit ${v.exitCode})`);
  console.log(`manifest SHA-256: ${v.manifestSha256}`);
}
