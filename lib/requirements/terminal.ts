import type { Requirement } from './requirement.js';

export const terminalRequirements: readonly Requirement[] = [];
