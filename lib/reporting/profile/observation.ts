/**
 * What a fixture records when a client reads a resource: the resource name
 * (a schema name of schemas/, e.g. `terminal/transaction-response`), the
 * state it was read in, and the document's SHAPE, never the document. Stored
 * as a test annotation of type `observedAnnotation` for the profile.
 */
import { isJsonObject } from '../../support/json/isJsonObject.js';
import { parseJsonAs } from '../../support/json/parseJsonAs.js';
import { receiptLayout } from './receiptLayout.js';
import { shapeOf, type Shape } from './shapeOf.js';
import { isEnumLikeValue } from './enumFields.js';

export const observedAnnotation = 'paycert:observed';

export interface Observation {
  readonly resource: string;
  readonly state: string;
  readonly shape: Shape;
  /** Screen resources: scene.path (an enum-like value). */
  readonly screenPath?: string;
  /** Receipt resources: the layout lines (receiptLayout.ts). */
  readonly receipt?: readonly string[];
}

function screenPathOf(document: unknown): string | undefined {
  if (document === null || typeof document !== 'object') return undefined;
  const scene = (document as Record<string, unknown>).scene;
  if (scene === null || typeof scene !== 'object') return undefined;
  const path = (scene as Record<string, unknown>).path;
  return typeof path === 'string' && isEnumLikeValue(path) ? path : undefined;
}

export function observationOf(resource: string, state: string, document: unknown): Observation {
  const screenPath = screenPathOf(document);
  const receipt = /receipt/.test(resource) ? receiptLayout(document) : undefined;
  return {
    resource,
    state,
    shape: shapeOf(document),
    ...(screenPath === undefined ? {} : { screenPath }),
    ...(receipt === undefined ? {} : { receipt }),
  };
}

/** An observation as attached (JSON): a resource, a state and a shape, or not one. */
export function isObservation(v: unknown): v is Observation {
  if (!isJsonObject(v)) return false;
  return typeof v.resource === 'string' && typeof v.state === 'string' && typeof v.shape === 'object';
}

/** The observation in an annotation's text, if it holds one. */
export const decodeObservation = (text: string | undefined): Observation | undefined =>
  parseJsonAs(text, isObservation);
