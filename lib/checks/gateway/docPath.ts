/**
 * Kept only so that fixtures/gateway (another owner) keeps compiling until it
 * imports `valueAt` from fields.ts, the one reader of document fields. Delete then.
 */
export { valueAt } from './fields.js';
