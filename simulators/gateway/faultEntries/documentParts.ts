/** Small accessors the fault and personality entries share over a finished JSON answer. */
import { isJsonObject } from '../../../lib/support/json/isJsonObject.js';
import type { JsonDocument } from '../variation.js';

export type Loose = Record<string, unknown>;

/** The path of a request's URL, without its query. */
export function pathOf(url: string): string {
  return url.split('?', 1)[0] ?? url;
}

/** `data` of a payment job answer (it holds a payments array), else undefined. */
export function jobData(doc: JsonDocument): Loose | undefined {
  const data = doc.data;
  return isJsonObject(data) && Array.isArray(data.payments) ? data : undefined;
}

export function jobPayments(doc: JsonDocument): Loose[] {
  const payments = jobData(doc)?.payments;
  return Array.isArray(payments) ? payments.filter(isJsonObject) : [];
}

export function jobLinks(doc: JsonDocument): Record<string, Loose | undefined> | undefined {
  return jobData(doc) !== undefined && isJsonObject(doc.links)
    ? (doc.links as Record<string, Loose | undefined>)
    : undefined;
}

/** `data` of a tokenisation answer (it holds a token), else undefined. */
export function tokenisationData(doc: JsonDocument): Loose | undefined {
  const data = doc.data;
  return isJsonObject(data) && typeof data.token === 'string' ? data : undefined;
}

export function attributesOf(payment: Loose): Loose {
  return isJsonObject(payment.attributes) ? payment.attributes : {};
}

export function stepsOf(payment: Loose): Loose[] {
  return Array.isArray(payment.steps) ? payment.steps.filter(isJsonObject) : [];
}
