/** Realistic gateway (Part A) documents, each with the schema it must pass. */
import type { Example } from './example.js';

export const gatewayExamples: readonly Example[] = [];
