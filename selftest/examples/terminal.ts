/** Realistic terminal (Part B) documents, each with the schema it must pass. */
import type { Example } from './example.js';

export const terminalExamples: readonly Example[] = [
  { name: 'ping', schema: 'terminal/ping', document: { success: true, ping: true } },
];
