import type { Requirement } from './requirement.js';

export const printerRequirements: readonly Requirement[] = [];
