/** TM-TXN-13 (B. Transaction: services): code and the three decoded rule fields with their listed values. */
import { ensure } from '../checkFailure.js';
import { isRecord, type JsonRecord } from './documentParts.js';
import { AUTHORIZATION_RULES, INTERCHANGE_RULES, RANGE_OF_SERVICES, oneOf } from './transactionValues.js';

export function checkServices(t: JsonRecord): void {
  const s = t.services;
  if (s === undefined || s === null) return; // no card read
  ensure(isRecord(s), 'TM-TXN-13', `services is ${JSON.stringify(s)}`);
  const problems: string[] = [];
  if (typeof s.code !== 'string') problems.push(`code ${JSON.stringify(s.code)}`);
  if (!oneOf(INTERCHANGE_RULES, s.interchange_rules))
    problems.push(`interchange_rules ${JSON.stringify(s.interchange_rules)}`);
  if (!oneOf(AUTHORIZATION_RULES, s.authorization_processing_rules)) {
    problems.push(`authorization_processing_rules ${JSON.stringify(s.authorization_processing_rules)}`);
  }
  if (!oneOf(RANGE_OF_SERVICES, s.range_of_services))
    problems.push(`range_of_services ${JSON.stringify(s.range_of_services)}`);
  ensure(problems.length === 0, 'TM-TXN-13', `services: ${problems.join(', ')}`);
}
