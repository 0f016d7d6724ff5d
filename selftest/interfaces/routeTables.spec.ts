/**
 * The route tables (lib/judging/interfaces/): the one matcher finds each
 * endpoint by method and path, as the spec's tables list them, and the
 * OpenAPI documents carry exactly the tables' endpoints.
 */
import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { gatewayEndpoints, matchGateway } from '../../lib/judging/interfaces/gatewayEndpoints.js';
import { isOpenPath, pathTo, routeName } from '../../lib/judging/interfaces/routeTable.js';
import { matchTerminal, terminalEndpoints } from '../../lib/judging/interfaces/terminalEndpoints.js';

test('a literal path wins over a pattern, and a start names its type', () => {
  expect(matchTerminal('GET', '/api/v2/transactions/latest.json')?.route?.id).toBe('getLatestTransaction');
  const byId = matchTerminal('GET', '/api/v2/transactions/abc%2F1.json')?.route;
  expect(byId?.id).toBe('getTransaction');
  expect(byId?.params).toEqual({ id: 'abc%2F1' });
  const start = matchTerminal('POST', '/api/v2/transactions/sale.json')?.route;
  expect(start?.id).toBe('startTransaction');
  expect(start?.params).toEqual({ type: 'sale' });
  // An unlisted type is still the start endpoint: its type is judged (CL-TM-TYPE-1), not its path.
  expect(matchTerminal('POST', '/api/v2/transactions/latest.json')?.route?.id).toBe('startTransaction');
  expect(routeName(start!)).toBe('/api/v2/transactions/sale.json');
  expect(routeName(byId!)).toBe('/api/v2/transactions/<id>.json');
});

test('a path lists its methods, HEAD wherever GET; another method has no route', () => {
  const latest = matchTerminal('PUT', '/api/v2/transactions/latest.json');
  expect(latest?.methods).toEqual(['GET', 'HEAD', 'POST']);
  expect(latest?.route).toBeUndefined();
  expect(matchTerminal('GET', '/api/v2/print.json')?.methods).toEqual(['POST']);
  expect(matchTerminal('HEAD', '/api/v2/device.json')?.route?.id).toBe('getDevice');
  expect(matchGateway('HEAD', '/api/gateway/payment-jobs/123?locale=de')?.route?.params).toEqual({
    reference: '123',
  });
  expect(matchGateway('GET', '/api/gateway/payment-jobs')?.methods).toEqual(['POST']);
});

test('a parameter is one segment: a receipt is not a transaction, an unknown path matches nothing', () => {
  expect(matchTerminal('GET', '/api/v2/transactions/a/receipts/merchant.json')?.route?.id).toBe(
    'getMerchantReceipt',
  );
  expect(matchTerminal('GET', '/api/v2/transactions/a/receipts/other.json')).toBeUndefined();
  expect(matchTerminal('GET', '/api/v1/ping.json')).toBeUndefined();
  expect(matchGateway('POST', '/api/gateway/payment-jobs/1/2')).toBeUndefined();
});

test('only ping.json is open: every other listed path asks for credentials', () => {
  expect(isOpenPath(matchTerminal('POST', '/api/v2/ping.json'))).toBe(true);
  expect(isOpenPath(matchTerminal('GET', '/api/v2/device.json'))).toBe(false);
  expect(isOpenPath(matchTerminal('GET', '/api/v2/nothing.json'))).toBe(false);
});

test('pathTo fills and percent-encodes parameters, and the matcher reads them back', () => {
  const path = pathTo(terminalEndpoints.getCardholderReceipt, { id: 'a/b c' });
  expect(path).toBe('/api/v2/transactions/a%2Fb%20c/receipts/cardholder.json');
  expect(matchTerminal('GET', path)?.route?.id).toBe('getCardholderReceipt');
});

test('the OpenAPI documents hold exactly the tables endpoints, with their methods', () => {
  const operations = (file: string): string[] => {
    const doc = JSON.parse(
      readFileSync(new URL(`../../generated/openapi/${file}`, import.meta.url), 'utf8'),
    ) as {
      paths: Record<string, Record<string, unknown>>;
    };
    return Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`),
    );
  };
  const expand = (
    table: Record<
      string,
      { method: string; path: string; values?: { name: string; list: readonly string[] } }
    >,
  ) =>
    Object.values(table).flatMap((e) =>
      e.values === undefined
        ? [`${e.method} ${e.path}`]
        : e.values.list.map((v) => `${e.method} ${e.path.replace(`{${e.values?.name}}`, v)}`),
    );
  expect(operations('terminal.openapi.json').sort()).toEqual(expand(terminalEndpoints).sort());
  expect(operations('gateway.openapi.json').sort()).toEqual(expand(gatewayEndpoints).sort());
});
