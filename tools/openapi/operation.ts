/**
 * Small builders for OpenAPI 3.1 operation objects, so the two path tables
 * (terminalPaths.ts, gatewayPaths.ts) read as data. Every requirement id an
 * operation names is checked against the catalogue, so a misspelt or retired
 * id fails `npm run generate`.
 */
import { isRequirementId, type RequirementId } from '../../lib/judging/requirements/catalogue.js';
import { refTo, type JsonObject } from './schemaComponents.js';

/** A response: its description, and the component its JSON body is (none: the body is not described). */
export interface ResponseSpec {
  readonly description: string;
  readonly body?: string;
}

export interface OperationSpec {
  readonly operationId: string;
  readonly summary: string;
  /** Cites the spec section; says what the spec leaves "not shown". */
  readonly description: string;
  /** Security Requirement Objects (any one of them suffices); `[]` = none; undefined = not stated. */
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly parameters?: readonly JsonObject[];
  /** Component of the JSON request body, required when given. */
  readonly requestBody?: { readonly component: string; readonly description: string };
  readonly responses: Readonly<Record<string, ResponseSpec>>;
  readonly requirements: readonly RequirementId[];
}

/** The ids as given, each checked against the catalogue. */
export function requirementIds(ids: readonly string[], where: string): string[] {
  for (const id of ids) {
    if (!isRequirementId(id))
      throw new Error(`${where}: unknown requirement id ${id} (lib/judging/requirements/)`);
  }
  return [...ids];
}

function jsonContent(component: string): JsonObject {
  return { 'application/json': { schema: refTo(component) } };
}

export function operation(spec: OperationSpec): JsonObject {
  const responses: JsonObject = {};
  for (const [status, r] of Object.entries(spec.responses)) {
    responses[status] = {
      description: r.description,
      ...(r.body === undefined ? {} : { content: jsonContent(r.body) }),
    };
  }
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    ...(spec.security === undefined ? {} : { security: spec.security }),
    ...(spec.parameters === undefined ? {} : { parameters: spec.parameters }),
    ...(spec.requestBody === undefined
      ? {}
      : {
          requestBody: {
            description: spec.requestBody.description,
            required: true,
            content: jsonContent(spec.requestBody.component),
          },
        }),
    responses,
    'x-paycert-requirements': requirementIds(spec.requirements, spec.operationId),
  };
}
