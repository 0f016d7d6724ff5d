/**
 * Realistic example documents, each with the schema it must pass. Built from
 * the spec and the field notes; the schema self-tests break them one rule at a time.
 */
import type { Example } from './example.js';
import { gatewayExamples } from './gateway.js';
import { terminalExamples } from './terminal.js';

export type { Example } from './example.js';
export const examples: readonly Example[] = [...terminalExamples, ...gatewayExamples];
