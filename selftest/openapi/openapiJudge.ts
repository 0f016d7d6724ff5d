/**
 * Judges recorded exchanges against a generated OpenAPI document with a
 * third-party request/response validator: openapi-backend routes the request,
 * evaluates the operation's security requirements (which alternatives, which
 * schemes together) and validates parameters and body; `validateResponse`
 * validates the answer for its status code. Its Ajv is swapped for a strict
 * Ajv2020 (openapi-backend's documented `customizeAjv` hook), since the
 * documents' dialect is JSON Schema 2020-12: a keyword it did not know would
 * fail the compile instead of being skipped.
 */
import { readFile } from 'node:fs/promises';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { OpenAPIBackend, type Context, type Document } from 'openapi-backend';
import type { RecordedExchange } from './recordedExchange.js';

export interface Judgement {
  readonly operationId?: string;
  /** Empty when request and response both match the document. */
  readonly problems: readonly string[];
}

type Routed =
  { kind: 'ok'; operationId: string } | { kind: 'refused'; operationId?: string; problem: string };

/** A request header as openapi-backend parsed it (lower-case names). */
function header(c: Context, name: string): string {
  const value: unknown = (c.request.headers as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

/** The credential of each security scheme is present (the scheme's rule itself is the target's to judge). */
const present = (name: string) => (c: Context) => header(c, name) !== '';
const basic = (c: Context): boolean => {
  const value = header(c, 'authorization');
  const text = /^Basic /i.test(value) ? value.slice(6) : '';
  return Buffer.from(text, 'base64').toString('utf8').includes(':');
};

function credentialOf(scheme: string): (c: Context) => boolean {
  if (scheme === 'basicAuth') return basic;
  if (scheme === 'ConfigurationId' || scheme === 'Hash') return present(scheme.toLowerCase());
  throw new Error(`no credential check for the security scheme ${scheme}`);
}

function errorsOf(list: readonly { instancePath?: string; message?: string }[] | null | undefined): string {
  return (list ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim()).join('; ');
}

export class OpenapiJudge {
  private constructor(private readonly api: OpenAPIBackend) {}

  static async load(file: string): Promise<OpenapiJudge> {
    const definition = JSON.parse(await readFile(file, 'utf8')) as Document;
    const refused =
      (problem: string) =>
      (c: Context): Routed => ({ kind: 'refused', operationId: c.operation?.operationId, problem });
    const api = new OpenAPIBackend({
      definition,
      strict: true,
      // Its own definition check knows OpenAPI 3.0 only; npm run check validates the documents as 3.1.
      quick: true,
      customizeAjv: (_ajv, options) => new Ajv2020({ ...options, strict: true, allErrors: true }),
      securityHandlers: Object.fromEntries(
        Object.keys(definition.components?.securitySchemes ?? {}).map((name) => [name, credentialOf(name)]),
      ),
      handlers: {
        notFound: refused('no path of the document matches'),
        methodNotAllowed: refused('the path has no operation for this method'),
        unauthorizedHandler: refused('no security requirement of the operation is met'),
        validationFail: (c: Context): Routed => ({
          kind: 'refused',
          operationId: c.operation.operationId,
          problem: `request: ${errorsOf(c.validation.errors)}`,
        }),
        notImplemented: (c: Context): Routed => ({ kind: 'ok', operationId: c.operation.operationId ?? '' }),
      },
    });
    await api.init();
    return new OpenapiJudge(api);
  }

  /** Every operationId of the document. */
  operationIds(): string[] {
    return this.api.getOperations().map((o) => o.operationId ?? '');
  }

  async judge(x: RecordedExchange): Promise<Judgement> {
    const [path = '', query = ''] = x.path.split('?', 2);
    const routed = (await this.api.handleRequest({
      method: x.method,
      path,
      query,
      headers: { ...x.headers },
      ...(x.requestBody === undefined ? {} : { body: x.requestBody }),
    })) as Routed;
    if (routed.kind === 'refused') {
      return {
        ...(routed.operationId === undefined ? {} : { operationId: routed.operationId }),
        problems: [routed.problem],
      };
    }
    const { operationId } = routed;
    // openapi-backend accepts any body for a status without a response: a status must be declared.
    if (!this.declares(operationId, x.status)) {
      return { operationId, problems: [`status ${x.status} is not declared by ${operationId}`] };
    }
    const answer = this.api.validateResponse(x.responseBody, operationId, x.status);
    return {
      operationId,
      problems: answer.valid ? [] : [`response ${x.status}: ${errorsOf(answer.errors)}`],
    };
  }

  /** The operation has a response for the status: exact, its class (`4XX`) or `default`. */
  private declares(operationId: string, status: number): boolean {
    const responses = Object.keys(this.api.getOperation(operationId)?.responses ?? {});
    return [String(status), `${Math.floor(status / 100)}XX`, 'default'].some((k) => responses.includes(k));
  }
}
