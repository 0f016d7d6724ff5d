/**
 * The last lines of a recording run (`paycert proxy`, `simulate --record`): the
 * client report on the console through the one presenter (its summary, made
 * where the report was written), the recording's bound when reached, then
 * the verdict and the manifest digest last, as `paycert conformance` does.
 */
import type { ClientVerdict } from '../lib/judging/client/clientJudge.js';
import { plural } from '../lib/reporting/report/verdictLines.js';
import type { RunningRecordingProxy } from './recordingProxy.js';

export function printVerdict(v: ClientVerdict, out: string, proxy: RunningRecordingProxy): void {
  const { exchanges, recording: r } = proxy.stats();
  console.log(`paycert proxy: ${plural(exchanges, 'exchange')} recorded; client report in ${out}`);
  process.stdout.write(v.summary);
  if (r !== undefined && (r.droppedBodies > 0 || r.droppedExchanges > 0))
    console.log(
      `paycert proxy: the recording reached its bound (${r.maxBytes} bytes): ${plural(r.droppedBodies, 'exchange')} recorded without bodies, ${r.droppedExchanges} not recorded (recording.json)`,
    );
  console.log(`client verdict: ${v.verdict} (exit ${v.exitCode})`);
  console.log(`manifest SHA-256: ${v.manifestSha256}`);
}
