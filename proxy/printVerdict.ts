/** The last lines of a recording run: where the report is, the verdict, the manifest digest (printed last, as `npm run conformance` does). */
import type { ClientVerdict } from '../lib/client/clientJudge.js';
import type { RunningRecordingProxy } from './recordingProxy.js';

export function printVerdict(v: ClientVerdict, out: string, proxy: RunningRecordingProxy): void {
  console.log(`paycert proxy: ${proxy.stats().exchanges} exchange(s); client report in ${out}`);
  console.log(`client verdict: ${v.verdict} (exit ${v.exitCode})`);
  console.log(`manifest SHA-256: ${v.manifestSha256}`);
}
