/**
 * A client judge for the proxy's self-tests: it keeps what it observes and
 * writes a small report (verdict.json and manifest.json) so the proxy's
 * side of the contract can be tested without the real judge.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientJudge, ClientRunInfo } from '../../lib/client/clientJudge.js';
import type { RawExchange } from '../../lib/client/rawExchange.js';
import { sha256File, writeManifest } from '../../lib/evidence/manifest.js';

export interface FakeJudge extends ClientJudge {
  readonly observed: RawExchange[];
  readonly runs: ClientRunInfo[];
}

export function fakeJudge(): FakeJudge {
  const observed: RawExchange[] = [];
  const runs: ClientRunInfo[] = [];
  return {
    observed,
    runs,
    observe(x) {
      observed.push(x);
    },
    writeReport(dir, run) {
      runs.push(run);
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        join(dir, 'verdict.json'),
        `${JSON.stringify({ verdict: 'PASS', exchanges: observed.length, sides: run.sides })}\n`,
      );
      writeManifest(dir);
      return Promise.resolve({
        verdict: 'PASS',
        exitCode: 0,
        manifestSha256: sha256File(join(dir, 'manifest.json')),
      });
    },
  };
}
