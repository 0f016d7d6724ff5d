/** Every fault switch of both simulators, with the requirement it breaks: what `npm run prove` proves. */
import type { FaultCase } from '../lib/judging/faultProof/faultProjects.js';
import { gatewayFaults } from './gateway/faults.js';
import type { FaultSpec } from './kit/variation.js';
import { faults as terminalFaults } from './terminal/faults.js';

function faultCase(f: FaultSpec, simulator: FaultCase['simulator']): FaultCase {
  // The further rules a fault breaks travel with it, so the proof does not call it "not exact" for them.
  return f.alsoBreaks === undefined || f.alsoBreaks.length === 0
    ? { fault: f.name, simulator, breaks: f.breaks }
    : { fault: f.name, simulator, breaks: f.breaks, alsoBreaks: f.alsoBreaks };
}

export function faultCases(): FaultCase[] {
  return [
    ...terminalFaults.map((f) => faultCase(f, 'terminal')),
    ...gatewayFaults.map((f) => faultCase(f, 'gateway')),
  ];
}
