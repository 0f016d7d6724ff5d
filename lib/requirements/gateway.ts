import type { Requirement } from './requirement.js';

export const gatewayRequirements: readonly Requirement[] = [];
