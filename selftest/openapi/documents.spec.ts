/**
 * The generated OpenAPI documents themselves: valid OpenAPI 3.1 for the
 * third-party validator of `npm run check` (which is shown to reject a broken
 * one), complete (every schema of the interface is a component), and faithful
 * to the spec's "Authorized" column and to what it leaves "not shown".
 */
import { readdir } from 'node:fs/promises';
import { test, expect } from '@playwright/test';
import { pascal } from '../../tools/openapi/schemaComponents.js';
import { documentProblems, openapiFiles, readDocument } from '../../tools/openapi/validateDocuments.js';

const [terminalFile, gatewayFile] = openapiFiles as [string, string];

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: unknown }>;
}
type Paths = Record<string, Record<string, Operation>>;

const pathsOf = async (file: string): Promise<Paths> => (await readDocument(file)).paths as Paths;

test('both documents are valid OpenAPI 3.1 for @seriousme/openapi-schema-validator', async () => {
  for (const file of openapiFiles) expect(await documentProblems(await readDocument(file)), file).toEqual([]);
});

test('the validator rejects a response without a description and a dangling $ref', async () => {
  const doc = await readDocument(gatewayFile);
  const noDescription = structuredClone(doc) as { paths: Paths };
  noDescription.paths['/api/gateway/payment-jobs']!.post!.responses['201'] = { content: {} };
  expect((await documentProblems(noDescription)).join('\n')).toMatch(
    /must have required property 'description'/,
  );
  const dangling = structuredClone(doc) as { components: { schemas: Record<string, unknown> } };
  dangling.components.schemas.GatewayOrder = { $ref: '#/components/schemas/NoSuchSchema' };
  expect((await documentProblems(dangling)).join('\n')).toMatch(/NoSuchSchema/);
});

test('every schema of schemas/<area>/ is a component of its document', async () => {
  for (const [area, file] of [
    ['terminal', terminalFile],
    ['gateway', gatewayFile],
  ] as const) {
    const components = Object.keys(((await readDocument(file)).components as { schemas: object }).schemas);
    const files = (await readdir(new URL(`../../schemas/${area}/`, import.meta.url))).filter((f) =>
      f.endsWith('.json'),
    );
    for (const f of files) expect(components, f).toContain(pascal(`${area}/${f.replace(/\.json$/, '')}`));
  }
});

// Endpoints > B. Terminal, column "Authorized": yes, no, or "not shown for this endpoint".
const authorized: Record<string, 'yes' | 'no' | 'not shown'> = {
  'GET /api/v2/device.json': 'yes',
  'GET /api/v2/ping.json': 'no',
  'GET /api/v2/settings.json': 'yes',
  'GET /api/v2/transactions.json': 'yes',
  'GET /api/v2/transactions/{id}.json': 'yes',
  'GET /api/v2/transactions/latest.json': 'yes',
  'GET /api/v2/transactions/last.json': 'yes',
  'GET /api/v2/transactions/current.json': 'yes',
  'POST /api/v2/transactions/sale.json': 'yes',
  'POST /api/v2/transactions/refund.json': 'yes',
  'POST /api/v2/transactions/reversal.json': 'yes',
  'POST /api/v2/transactions/reconciliation.json': 'yes',
  'GET /api/v2/screens/current.json': 'yes',
  'POST /api/v2/print.json': 'not shown',
  'GET /api/v2/transactions/{id}/receipts/merchant.json': 'not shown',
  'GET /api/v2/transactions/{id}/receipts/cardholder.json': 'not shown',
  'GET /api/v2/transactions/{id}/receipts/reconciliation.json': 'not shown',
};

test("the terminal document follows the spec's Authorized column, every endpoint and nothing else", async () => {
  const expected = { yes: [{ basicAuth: [] }], no: [], 'not shown': [{ basicAuth: [] }, {}] };
  const seen: Record<string, unknown> = {};
  for (const [path, methods] of Object.entries(await pathsOf(terminalFile))) {
    for (const [method, op] of Object.entries(methods)) seen[`${method.toUpperCase()} ${path}`] = op.security;
  }
  expect(seen).toEqual(Object.fromEntries(Object.entries(authorized).map(([k, v]) => [k, expected[v]])));
});

test('the gateway document describes no error body and signs every request (the GET optionally)', async () => {
  const paths = await pathsOf(gatewayFile);
  const signed = [{ ConfigurationId: [], Hash: [] }];
  expect(paths['/api/gateway/card-tokenisation']?.post?.security).toEqual(signed);
  expect(paths['/api/gateway/payment-jobs']?.post?.security).toEqual(signed);
  // "Request headers required on GET: not shown" (Endpoints > A, rule 4).
  expect(paths['/api/gateway/payment-jobs/{reference}']?.get?.security).toEqual([...signed, {}]);
  for (const methods of Object.values(paths)) {
    for (const op of Object.values(methods)) {
      // "Other response codes of the gateway: not shown." "Error body shape: not shown."
      expect(Object.keys(op.responses).filter((s) => !s.startsWith('2'))).toEqual(['default']);
      expect(op.responses.default?.content).toBeUndefined();
    }
  }
});
