/**
 * What `npm run conformance` checks before any test, so that a run that could
 * not judge the target says so in seconds, in one sentence per problem naming
 * the variable, instead of as failures: the configuration, the
 * expected-failures file, each configured live target (reachable, its
 * credentials accepted) and, when the gateway is in scope, a browser that
 * launches. Embedded simulators need no probe. Every probe is bounded.
 */
import { ConfigError } from '../config/configError.js';
import { gatewayConfig } from '../config/gatewayConfig.js';
import { readTerminalConfig } from '../config/terminalConfig.js';
import { loadExpectedFailures } from '../../judging/expectations/loadExpectedFailures.js';
import { probeHttp } from './probeHttp.js';
import { probeTerminal } from './probeTerminal.js';

export interface PreflightOptions {
  /** The Playwright projects the run will hold. */
  readonly projects: readonly string[];
  /** Bound of each network probe (default 3 s). */
  readonly timeoutMs?: number;
  /** Launches the browser the gateway suite will use; a sentence when it cannot. */
  readonly probeBrowser?: () => Promise<string | undefined>;
}

/** Which targets the projects talk to: `terminal` only the terminal, `gateway` the gateway and a browser. */
export function targetsInScope(projects: readonly string[]): {
  terminal: boolean;
  gateway: boolean;
  browser: boolean;
} {
  return {
    terminal: projects.some((p) => p !== 'gateway'),
    gateway: projects.some((p) => p !== 'terminal'),
    browser: projects.includes('gateway'),
  };
}

/** The problems found, one sentence each; empty when the run can start. */
export async function preflight(o: PreflightOptions): Promise<string[]> {
  const timeoutMs = o.timeoutMs ?? 3_000;
  let terminal: ReturnType<typeof readTerminalConfig>;
  let gateway: ReturnType<typeof gatewayConfig>;
  try {
    terminal = readTerminalConfig();
    gateway = gatewayConfig();
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    return [e.message];
  }
  const problems: string[] = [];
  const expectations = loadExpectedFailures();
  if (!expectations.ok) {
    problems.push(
      ...expectations.errors.map(
        (err) =>
          `The expected-failures file (PAYCERT_EXPECTED_FAILURES, default expected-failures.json) is invalid: ${err}`,
      ),
    );
  }
  const scope = targetsInScope(o.projects);
  const probes: Promise<string | undefined>[] = [];
  if (scope.terminal && terminal.target.kind === 'remote') {
    const { urls, credentials } = terminal.target;
    urls.forEach((url, i) =>
      probes.push(
        probeTerminal(
          url,
          credentials,
          urls.length > 1 ? `TERMINAL_URLS entry ${i + 1}` : 'TERMINAL_URL',
          timeoutMs,
        ),
      ),
    );
  }
  if (scope.gateway && gateway.kind === 'remote')
    probes.push(probeHttp(gateway.url, 'GATEWAY_URL', timeoutMs));
  if (scope.browser && o.probeBrowser !== undefined) probes.push(o.probeBrowser());
  for (const p of await Promise.all(probes)) if (p !== undefined) problems.push(p);
  return problems;
}
