/**
 * writeReport: the client report folder in the conformance report's family
 * (conformance.json valid against its schema, .md and .html with the outcome
 * coverage table, verdict.json with the exit code's verdict and the MUST
 * failures, manifest.json whose SHA-256 is returned), the recording beside
 * it sealed too, and a folder holding anything else refused. And the proof
 * that no card number, Basic password, Hash or API key reaches the folder.
 */
import { test, expect } from '@playwright/test';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { scanForSecrets } from '../../lib/reporting/evidence/scanForSecrets.js';
import { sha256File } from '../../lib/reporting/evidence/manifest.js';
import { verifyManifest } from '../../lib/reporting/evidence/verifyManifest.js';
import { computeHash } from '../../lib/targets/gateway/hash.js';
import { conformanceReportSchema } from '../../lib/reporting/report/conformanceReportSchema.js';
import type { ClientRunInfo } from '../../lib/judging/client/clientJudge.js';
import * as X from './exchanges.js';
import { session } from './allOutcomes.js';
import { freshJudge } from './judge.js';

const run: ClientRunInfo = {
  startedAt: new Date('2026-11-23T04:00:00Z'),
  endedAt: new Date('2026-11-23T04:10:00Z'),
  sides: ['terminal', 'gateway'],
  requireOutcomes: 'all',
  upstreams: { terminal: 'http://127.0.0.1:8080', gateway: 'embedded simulator' },
};

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'paycert-client-'));
}

test('a PASS writes the whole family, sealed, with exit code 0', async () => {
  const judge = freshJudge();
  for (const ex of session()) judge.observe(ex);
  const dir = folder();
  writeFileSync(join(dir, 'exchanges.ndjson'), '{}\n');
  const v = await judge.writeReport(dir, run);
  expect(v).toMatchObject({ verdict: 'PASS', exitCode: 0 });
  expect(readdirSync(dir).sort()).toEqual([
    'conformance.html',
    'conformance.json',
    'conformance.junit.xml',
    'conformance.md',
    'exchanges.ndjson',
    'manifest.json',
    'verdict.json',
  ]);
  expect(v.manifestSha256).toBe(sha256File(join(dir, 'manifest.json')));
  expect(verifyManifest(dir)).toMatchObject({ ok: true });
  const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as unknown;
  const validate = new Ajv2020({ allErrors: true, strict: false }).compile(conformanceReportSchema);
  expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
  const verdict = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as Record<string, unknown>;
  expect(verdict).toMatchObject({ verdict: 'PASS', mustFailureIds: [] });
  const md = readFileSync(join(dir, 'conformance.md'), 'utf8');
  expect(md).toMatch(/^# paycert client: ✅ PASS/);
  expect(md).toContain('## Outcome coverage');
  // "all" leaves busy out (it always warns CL-TM-BUSY-1): met, not required.
  expect(md).toMatch(/\| terminal\.busy \| no \| ✅ met \| 1 \| #\d+ \|/);
  expect(md).toContain('## Features');
  expect(md).toMatch(
    /\| reversals \| terminal \| no \| unused: the application never started a reversal \| {2}\| CL-TM-REV-1 \|/,
  );
  expect(md).toMatch(
    /\| CL-TM-REV-1 \| OBSERVATION \| OUT OF SCOPE \| .* \| feature reversals unused: the application never started a reversal/,
  );
  const html = readFileSync(join(dir, 'conformance.html'), 'utf8');
  expect(html).toContain('<h2>Outcome coverage</h2>');
  expect(html).toContain('paycert client report');
  expect(html).toContain('<h2>Features</h2>');
  expect(v.summary).toMatch(/^paycert client: PASS/m);
  const junit = readFileSync(join(dir, 'conformance.junit.xml'), 'utf8');
  expect(junit).toContain(
    '<skipped message="OUT OF SCOPE: feature reversals unused: the application never started a reversal"/>',
  );
});

test('a FAIL names the failed MUST in verdict.json, with exit code 1; a second write replaces the first', async () => {
  const judge = freshJudge();
  for (const ex of [...session(), X.tm('GET', '/api/v1/device.json')]) judge.observe(ex);
  const dir = folder();
  await judge.writeReport(dir, run);
  const v = await judge.writeReport(dir, run);
  expect(v).toMatchObject({ verdict: 'FAIL', exitCode: 1 });
  const verdict = JSON.parse(readFileSync(join(dir, 'verdict.json'), 'utf8')) as Record<string, unknown>;
  expect(verdict).toMatchObject({ verdict: 'FAIL', mustFailureIds: ['CL-TM-VER-1'] });
});

test('an INCOMPLETE run exits 3 and names the outcome not met', async () => {
  const judge = freshJudge();
  for (const ex of session(['terminal.timeout'])) judge.observe(ex);
  const dir = folder();
  const v = await judge.writeReport(dir, run);
  expect(v).toMatchObject({ verdict: 'INCOMPLETE', exitCode: 3 });
  expect(readFileSync(join(dir, 'conformance.md'), 'utf8')).toContain(
    'required outcome terminal.timeout was not met',
  );
});

test('a folder holding a file paycert did not write is refused with one sentence', async () => {
  const judge = freshJudge();
  const dir = folder();
  writeFileSync(join(dir, 'thesis.docx'), 'mine');
  await expect(judge.writeReport(dir, run)).rejects.toThrow(
    /holds thesis\.docx, which paycert did not write/,
  );
});

test('no card number, Basic password, Hash or API key of the exchanges reaches the report folder', async () => {
  const pan = '4111111111111111';
  const body = JSON.stringify({
    ...X.goodJob,
    amountToCollect: '1.5',
    parameters: { ...X.goodJob.parameters, cardNumber: pan, cardExpiryMonth: '1' },
  });
  const wrongHash = computeHash('another-key-0000', body);
  const judge = freshJudge();
  const exchanges = [
    // Each exchange breaks a rule, so its request line, fields and values are evidence.
    X.gwPost('/api/gateway/payment-jobs', body, { hash: wrongHash, status: 401 }),
    X.gwPost(`/api/gateway/refunds?pan=${pan}&key=${X.apiKey}`, body),
    X.gwGet(`/api/gateway/payment-jobs/${pan}?hash=${wrongHash}`, { headers: { hash: wrongHash } }),
    X.tm('GET', `/api/v1/transactions/${pan}.json?password=${X.terminalPassword}`),
    X.tm('GET', '/api/v2/device.json', { status: 401, headers: { authorization: X.basic } }),
    X.tm('POST', '/api/v2/print.json', {
      body: JSON.stringify({ instructions: [{ command: pan, text: X.terminalPassword, y: -1 }] }),
    }),
    X.tm('POST', `/api/v2/transactions/${X.apiKey}.json`, { body: `{"amount":"${pan}"}` }),
  ];
  for (const ex of exchanges) judge.observe(ex);
  const dir = folder();
  const v = await judge.writeReport(dir, run);
  expect(v.verdict).toBe('FAIL');
  const md = readFileSync(join(dir, 'conformance.md'), 'utf8');
  expect(md).toContain('CL-GW-HASH-2');
  const hits = scanForSecrets(dir, {
    canaries: [X.apiKey, X.terminalPassword, wrongHash, computeHash(X.apiKey, body), X.basic.slice(6)],
  });
  expect(hits).toEqual([]);
});
