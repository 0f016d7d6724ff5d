/**
 * `startSimulators()` under a gate (`paycert proxy [flags] -- <command>`,
 * PAYCERT_GATE set): the handles of the gate's simulators, reached through
 * the proxy's sides, so the same test suite runs in-process and, unchanged,
 * through the gate. The outcome queues go through the proxy to the
 * simulators; the drills are armed in the proxy itself (`/_sim/drills`,
 * timed in real milliseconds). `stop()` stops nothing: the gate does.
 */
import type { GateSides } from '../proxy/gateEnvironment.js';
import { gatewayHandle, simulatorsOf, terminalHandle, type Simulators } from './simulatorHandles.js';

export function gateSimulators<S extends () => Promise<unknown>>(
  gate: GateSides,
  stop: S,
): Omit<Simulators, 'stop'> & { stop: S } {
  const t = gate.terminal;
  const g = gate.gateway;
  return simulatorsOf(
    t === undefined
      ? []
      : [
          terminalHandle({
            url: t.url,
            username: t.username,
            password: t.password,
            authHeader: t.authHeader,
            seed: t.seed,
          }),
        ],
    g === undefined ? undefined : gatewayHandle(g),
    stop,
    {
      terminal: 'startSimulators: the gate carries no terminal (paycert proxy --no-terminal)',
      gateway: 'startSimulators: the gate carries no gateway (paycert proxy --no-gateway)',
    },
  );
}
