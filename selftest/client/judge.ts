/** Runs hand-built exchanges through a fresh client judge and returns its report (not written). */
import type { ClientOutcome } from '../../lib/judging/client/clientJudge.js';
import type { ClientFeature } from '../../lib/judging/requirements/feature.js';
import type { ClientReport } from '../../lib/judging/client/clientReport.js';
import {
  createClientJudge,
  type InspectableClientJudge,
} from '../../lib/judging/client/createClientJudge.js';
import type { RawExchange, Side } from '../../lib/judging/client/rawExchange.js';
import { apiKey, resetExchanges, terminalPassword } from './exchanges.js';

export function freshJudge(keys: readonly string[] = [apiKey]): InspectableClientJudge {
  resetExchanges();
  return createClientJudge({ gatewayApiKeys: keys, secrets: [terminalPassword] });
}

export function judged(
  build: () => readonly RawExchange[],
  sides: readonly Side[] = ['terminal', 'gateway'],
  requireOutcomes: 'all' | readonly ClientOutcome[] = [],
  keys: readonly string[] = [apiKey],
  features: readonly ClientFeature[] = [],
): ClientReport {
  const judge = freshJudge(keys);
  for (const ex of build()) judge.observe(ex);
  return judge.buildReport({
    startedAt: new Date(0),
    endedAt: new Date(1000),
    sides,
    requireOutcomes,
    features,
    upstreams: {},
  });
}

export function outcomeOf(report: ClientReport, id: string): string | undefined {
  return report.requirements.find((r) => r.id === id)?.outcome;
}
