/**
 * The client judge (issue 14): reads the exchanges the recording proxy saw,
 * in seq order, judges each against the CL- requirements
 * (lib/judging/requirements/client.ts) with the checks of lib/judging/checks/client/, counts
 * the outcomes the application met, and writes the client report. Memory is
 * bounded: every map is a BoundedMap of `capacity` entries, evidence is the
 * first five offending exchanges per requirement, the rest only counted.
 * Nothing unredacted is kept past `observe`.
 */
import { paycertVersion } from '../../support/package/paycertPackage.js';
import { buildClientReport } from './buildClientReport.js';
import type { ClientJudge, ClientJudgeOptions, ClientRunInfo, ClientVerdict } from './clientJudge.js';
import type { ClientReport } from './clientReport.js';
import { FeatureUse } from './featureUse.js';
import { GatewayState } from './gatewayState.js';
import type { JudgeContext } from './judgeContext.js';
import { finishGateway, judgeGateway, readGatewayControl } from './judgeGateway.js';
import { finishTerminal, judgeTerminal } from './judgeTerminal.js';
import { OutcomeCoverage } from './outcomeCoverage.js';
import { parseExchange } from './parseExchange.js';
import type { RawExchange } from './rawExchange.js';
import { RequirementTally } from './requirementTally.js';
import { TerminalState } from './terminalState.js';
import { writeClientReport } from './writeClientReport.js';

/** Entries per map of the judge's state: transactions, polls, jobs, payments, tokens, counted outcomes. */
export const defaultStateCapacity = 10_000;

export interface ClientJudgeTuning {
  /** Entries per map (default 10 000); the self-tests lower it. */
  readonly capacity?: number;
}

/** A ClientJudge that can also show how much it holds (the bounded-memory self-test). */
export interface InspectableClientJudge extends ClientJudge {
  stateSizes(): Readonly<Record<string, number>>;
  /** The report `writeReport` would write, without writing it (self-tests). */
  buildReport(run: ClientRunInfo): ClientReport;
}

export function createClientJudge(
  options: ClientJudgeOptions,
  tuning: ClientJudgeTuning = {},
): InspectableClientJudge {
  const capacity = tuning.capacity ?? defaultStateCapacity;
  const keys = options.gatewayApiKeys.filter((k) => k !== '');
  // The keys are secrets of every output too, whatever the caller listed.
  const secrets = [...new Set([...options.secrets, ...keys])].filter((s) => s !== '');
  const ctx: JudgeContext = {
    tally: new RequirementTally(secrets),
    coverage: new OutcomeCoverage(capacity),
    features: new FeatureUse(),
    secrets,
    gatewayApiKeys: keys,
  };
  const terminal = new TerminalState(capacity);
  const gateway = new GatewayState(capacity);
  const counts = { total: 0, terminal: 0, gateway: 0, browser: 0, control: 0, unanswered: 0 };
  let finished = false;

  const observe = (raw: RawExchange): void => {
    counts.total++;
    if (raw.response === undefined) counts.unanswered++;
    try {
      const ex = parseExchange(raw);
      if (ex.kind === 'control') {
        counts.control++;
        if (ex.side === 'gateway') readGatewayControl(ex, gateway);
        return;
      }
      if (ex.kind === 'browser') counts.browser++;
      else counts[ex.side]++;
      if (ex.side === 'terminal') judgeTerminal(ex, ctx, terminal);
      else judgeGateway(ex, ctx, gateway);
    } catch (e) {
      // "Never throws on target data": a paycert bug is an error of the run (verdict ERROR), not thrown.
      ctx.tally.internalError(raw.seq, e instanceof Error ? e.message : String(e));
    }
  };

  const evicted = (): number =>
    terminal.txns.evicted +
    terminal.polls.evicted +
    gateway.jobs.evicted +
    gateway.jobOfPayment.evicted +
    gateway.tokens.evicted +
    gateway.cardOfToken.evicted +
    gateway.enrolment.evicted +
    gateway.unnamed.evicted +
    gateway.ordersAtRisk.evicted;

  const buildReport = (run: ClientRunInfo): ClientReport => {
    if (!finished) {
      // End-of-run observations, once: transactions never followed, jobs never retrieved.
      finished = true;
      if (run.sides.includes('terminal')) finishTerminal(ctx, terminal);
      if (run.sides.includes('gateway')) finishGateway(ctx, gateway);
    }
    return buildClientReport({
      tally: ctx.tally,
      coverage: ctx.coverage.table(),
      features: ctx.features,
      exchanges: { ...counts },
      gatewayKeys: keys.length,
      memory: { capacity, evicted: evicted() },
      run,
      paycertVersion: paycertVersion(),
    });
  };

  return {
    observe,
    buildReport,
    writeReport(dir: string, run: ClientRunInfo): Promise<ClientVerdict> {
      try {
        return Promise.resolve(writeClientReport(buildReport(run), dir, secrets));
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
    },
    stateSizes: () => ({
      transactions: terminal.txns.size,
      polls: terminal.polls.size,
      jobs: gateway.jobs.size,
      payments: gateway.jobOfPayment.size,
      tokens: gateway.tokens.size,
      cardsOfTokens: gateway.cardOfToken.size,
      enrolments: gateway.enrolment.size,
      unnamedTokenisations: gateway.unnamed.size,
      challenges: terminal.challenges.length,
      countedOutcomes: ctx.coverage.memory,
      requirementRows: ctx.tally.size,
      evidence: ctx.tally.evidenceCount,
    }),
  };
}
