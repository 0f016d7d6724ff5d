/**
 * Kept only so that fixtures/gateway (another owner) keeps compiling until it
 * imports the `Landing` type from returnUrls.ts. Delete then.
 */
export type { Landing } from './returnUrls.js';
