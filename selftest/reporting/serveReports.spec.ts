/**
 * `paycert report` (serveReports): one address on 127.0.0.1 serves the index
 * with the verdict, conformance.html, Playwright's report and the Allure
 * results rendered by the Allure 3 CLI, which a browser then shows (not the
 * spinner of file://). The evidence folder is only read (its manifest still
 * verifies), nothing outside it is served, pages may load nothing from other
 * hosts, and a folder without a report is refused in one sentence.
 */
import { test, expect } from '@playwright/test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeManifest } from '../../lib/reporting/evidence/manifest.js';
import { verifyManifest } from '../../lib/reporting/evidence/verifyManifest.js';
import { ReportFolderError, serveReports } from '../../lib/reporting/report/serveReports.js';
import { writeConformanceOutputs } from '../../lib/reporting/report/writeConformanceOutputs.js';
import { madeUpReport, rec } from './records.js';

/** A sealed folder as a run leaves it: conformance outputs, Playwright's report, one Allure result. */
function sealedFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-serve-'));
  const report = madeUpReport(
    [rec({ verified: [{ id: 'TM-TXN-2', outcome: 'FAILED', message: 'total_amount 1251 != 1250' }] })],
    { runStatus: 'failed', projects: ['terminal'], evidence: true },
  );
  writeConformanceOutputs(report, dir, []);
  mkdirSync(join(dir, 'html'));
  writeFileSync(join(dir, 'html', 'index.html'), '<!doctype html><title>Playwright</title><p>per test</p>');
  mkdirSync(join(dir, 'allure-results'));
  writeFileSync(
    join(dir, 'allure-results', '0f7c1d2e-0000-4000-8000-000000000001-result.json'),
    JSON.stringify({
      uuid: '0f7c1d2e-0000-4000-8000-000000000001',
      historyId: 'h1',
      testCaseId: 't1',
      name: 'sale with a broken total',
      fullName: 'suites/terminal/made-up.spec.ts:1:1',
      status: 'failed',
      stage: 'finished',
      start: 1,
      stop: 2,
      labels: [
        { name: 'area', value: 'Part B · Terminal' },
        { name: 'requirement', value: 'TM-TXN-2' },
        { name: 'level', value: 'MUST' },
        { name: 'outcome', value: 'FAILED' },
      ],
      links: [],
      parameters: [],
      steps: [],
      attachments: [],
      statusDetails: { message: 'TM-TXN-2 failed (MUST): total_amount 1251 != 1250' },
    }),
  );
  writeManifest(dir);
  return dir;
}

/** A GET with the path exactly as written (fetch would resolve `..` before sending it). */
function rawGet(url: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const req = request({ host: u.hostname, port: u.port, path, method: 'GET' }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

test('the reports and the rendered Allure report over HTTP, the evidence folder only read', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = sealedFolder();
  const served = await serveReports(dir, { log: () => undefined });
  try {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const index = await fetch(served.url);
    expect(await index.text()).toContain('paycert reports: FAIL');
    const conformance = await fetch(served.pages.conformance ?? '');
    expect(conformance.status).toBe(200);
    expect(conformance.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await conformance.text()).toContain('TM-TXN-2');
    expect(await (await fetch(served.pages.playwright ?? '')).text()).toContain('per test');
    const allure = await fetch(served.pages.allure ?? '');
    expect(allure.status).toBe(200);
    expect(await allure.text()).not.toContain('googletagmanager');
    expect(await rawGet(served.url, '/../package.json')).toBe(404);
    expect(await rawGet(served.url, '/%2e%2e/%2e%2e/etc/passwd')).toBe(404);

    // Rendered in a browser over HTTP: the test and its area, not a spinner; nothing from other hosts.
    const elsewhere: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(served.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:'))
        elsewhere.push(r.url());
    });
    await page.goto(served.pages.allure ?? '');
    await expect(page.getByText('Part B · Terminal').first()).toBeVisible({ timeout: 30_000 });
    // The area's group opens expanded.
    await expect(page.getByText('sale with a broken total').first()).toBeVisible();
    expect(elsewhere).toEqual([]);
  } finally {
    await served.close();
  }
  expect(verifyManifest(dir)).toMatchObject({ ok: true });
});

test('a folder without a report is refused in one sentence', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'paycert-serve-empty-'));
  await expect(serveReports(empty, { log: () => undefined })).rejects.toThrow(ReportFolderError);
  await expect(serveReports(empty, { log: () => undefined })).rejects.toThrow(
    /holds no paycert report \(conformance\.html, html\/, allure-results\/, client\/, replay\/\): run paycert conformance, proxy or replay first\./,
  );
  await expect(serveReports(join(empty, 'missing'))).rejects.toThrow(/is not a folder/);
});
