/**
 * The OpenAPI 3.1 documents of both interfaces, derived from schemas/ by
 * `npm run generate` into generated/openapi/ (docs/openapi.md). Pure: files in,
 * file texts out; tools/generate.ts writes them and checks them for drift.
 */
import { gatewayPaths } from './gatewayPaths.js';
import { requirementIds } from './operation.js';
import {
  pascal,
  reachable,
  refTo,
  schemaComponents,
  type ContractSchema,
  type JsonObject,
} from './schemaComponents.js';
import { terminalPaths } from './terminalPaths.js';

const dialect = 'https://json-schema.org/draft/2020-12/schema';

const specNote =
  'Derived from paycert\'s schemas/ (JSON Schema 2020-12), which encode the contract `payment-interfaces.md`. Where the spec says "not shown", the descriptions say so and describe nothing further; where a description cites the field notes, that is how real systems behave, not a rule of the spec. `x-paycert-requirements` names the paycert requirement ids an operation is checked against.';

/** The areas of schemas/ with a document each, in the order generate writes them. */
const areas = ['terminal', 'gateway'] as const;
type Area = (typeof areas)[number];

interface DocumentSpec {
  readonly title: string;
  readonly description: string;
  readonly servers: readonly JsonObject[];
  readonly securitySchemes: JsonObject;
  readonly paths: JsonObject;
}

/** Every schema of schemas/<area>/ is a component, used by a path or not (a typed client wants them all). */
function document(area: Area, spec: DocumentSpec, components: ReadonlyMap<string, JsonObject>): JsonObject {
  const prefix = pascal(area);
  const ofArea = [...components.keys()].filter((n) => n.startsWith(prefix)).map(refTo);
  const used = reachable(components, [spec.paths, ofArea]);
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: dialect,
    info: {
      title: spec.title,
      version: '2',
      description: `${spec.description}\n\n${specNote}`,
      'x-generated-by': 'tools/generate.ts from schemas/. Do not edit: run `npm run generate`.',
    },
    servers: spec.servers,
    paths: spec.paths,
    components: {
      schemas: Object.fromEntries(used.map((name) => [name, components.get(name)])),
      securitySchemes: spec.securitySchemes,
    },
  };
}

/** The gateway's base URL, one variable the spec does not give (a server of its own per environment). */
function gatewayServer(variable: string, description: string): JsonObject {
  return {
    url: `{${variable}}`,
    description,
    variables: { [variable]: { default: 'http://127.0.0.1:8090', description: 'Not given by the spec.' } },
  };
}

/** Each interface's document, by the area of schemas/ it is built from (the paths built when asked). */
const documents: Readonly<Record<Area, () => DocumentSpec>> = {
  terminal: () => ({
    title: 'Payment terminal REST API (Part B)',
    description:
      'The local REST API of a payment terminal: device, settings, transactions, screens, printing and receipts. Version 2: every path is prefixed `/api/v2/` (Versioning, rule 1).',
    servers: [
      {
        url: 'http://{device_address}:{port}',
        description: 'The device on its network, including the loopback address (Endpoints > B).',
        variables: {
          device_address: { default: '127.0.0.1' },
          port: { default: '8080', description: 'webserver.http.port, default 8080.' },
        },
      },
    ],
    securitySchemes: {
      basicAuth: {
        type: 'http',
        scheme: 'basic',
        description:
          'Some endpoints are marked authorized; "The credential mechanism: not shown" (Authentication > B). The field notes report HTTP Basic with a username and password issued for the API, on every endpoint except ping.json.',
        'x-paycert-requirements': requirementIds(['TM-AUTH-1', 'TM-AUTH-2', 'TM-AUTH-3'], 'basicAuth'),
      },
    },
    paths: terminalPaths(),
  }),
  gateway: () => ({
    title: 'Online card payment gateway (Part A)',
    description:
      'Card tokenisation, payment jobs and 3-D Secure redirection. Bodies are JSON; the recommended encoding is UTF-8. Gateway paths carry no version segment; the versioning scheme is not shown (Versioning, rule 2). Events (callbacks, webhooks): not shown.',
    servers: [
      gatewayServer('base_url', 'Production.'),
      gatewayServer('base_url_int', 'Integration: offers the 3-D Secure simulator page.'),
    ],
    securitySchemes: {
      ConfigurationId: {
        type: 'apiKey',
        in: 'header',
        name: 'ConfigurationId',
        description:
          "The caller's configuration identifier, obtained from the merchant portal with the API key (Authentication > A, rule 1).",
        'x-paycert-requirements': requirementIds(['GW-AUTH-1', 'GW-AUTH-2'], 'ConfigurationId'),
      },
      Hash: {
        type: 'apiKey',
        in: 'header',
        name: 'Hash',
        description:
          'The API key concatenated with the message body string, character for character, then hashed (Authentication > A, rules 2-3): every field, value and bracket of the body is covered. "The hash algorithm name: not shown"; the example is 128 upper-case hexadecimal characters. The field notes report SHA-512 over the exact body bytes, hex, compared case-insensitively, and the API key alone on a GET.',
        'x-paycert-requirements': requirementIds(
          ['HASH-1', 'HASH-2', 'HASH-3', 'HASH-4', 'HASH-5', 'HASH-7', 'HASH-10'],
          'Hash',
        ),
      },
    },
    paths: gatewayPaths(),
  }),
};

/** generated/ file path -> text, for both documents. */
export function openapiDocuments(files: readonly ContractSchema[]): Map<string, string> {
  const components = schemaComponents(files);
  const text = (doc: JsonObject): string => `${JSON.stringify(doc, null, 2)}\n`;
  return new Map(
    areas.map((area) => [
      `openapi/${area}.openapi.json`,
      text(document(area, documents[area](), components)),
    ]),
  );
}
