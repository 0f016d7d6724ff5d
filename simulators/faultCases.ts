/** Every fault switch of both simulators, with the requirement it breaks: what `npm run prove` proves. */
import type { FaultCase } from '../lib/faultProof/runFaultProof.js';
import { gatewayFaults, type GatewayFault } from './gateway/faults.js';
import { faults as terminalFaults } from './terminal/faults.js';

export function faultCases(): FaultCase[] {
  return [
    ...terminalFaults.map((f) => ({ fault: f.name, simulator: 'terminal' as const, breaks: f.breaks })),
    ...gatewayFaults.map((f: GatewayFault) => ({
      fault: f.name,
      simulator: 'gateway' as const,
      breaks: f.breaks,
      ...(f.alsoBreaks ? { alsoBreaks: f.alsoBreaks } : {}),
    })),
  ];
}
