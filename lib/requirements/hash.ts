import type { Requirement } from './requirement.js';

export const hashRequirements: readonly Requirement[] = [];
