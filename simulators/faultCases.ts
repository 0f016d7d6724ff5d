/** Every fault switch of both simulators, with the requirement it breaks: what `npm run prove` proves. */
import type { FaultCase } from '../lib/judging/faultProof/faultProjects.js';
import { gatewayFaults } from './gateway/faults.js';
import { faults as terminalFaults, type FaultSpec } from './terminal/faults.js';

interface DeclaredFault {
  readonly name: string;
  readonly breaks: string;
  readonly alsoBreaks?: readonly string[];
}

function faultCase(f: DeclaredFault, simulator: FaultCase['simulator']): FaultCase {
  // The further rules a fault breaks travel with it, so the proof does not call it "not exact" for them.
  return f.alsoBreaks === undefined || f.alsoBreaks.length === 0
    ? { fault: f.name, simulator, breaks: f.breaks }
    : { fault: f.name, simulator, breaks: f.breaks, alsoBreaks: f.alsoBreaks };
}

export function faultCases(): FaultCase[] {
  return [
    ...terminalFaults.map((f: FaultSpec) => faultCase(f, 'terminal')),
    ...gatewayFaults.map((f) => faultCase(f, 'gateway')),
  ];
}
