/**
 * What the pages' self-tests share: the accessibility check (axe-core, no
 * serious or critical violation), the README's screenshots (taken only when
 * PAYCERT_UPDATE_SCREENSHOTS=1 asks, so `npm test` never changes the tree),
 * and a request with the headers a browser elsewhere or a DNS-rebinding
 * page would send.
 */
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical accessibility violation (WCAG 2 A and AA rules, and axe's best practices). */
export async function expectAccessible(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const grave = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) => `${v.id} (${v.impact ?? ''}): ${v.help}; ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(grave).toEqual([]);
}

const images = fileURLToPath(new URL('../../docs/images/', import.meta.url));

/** The README's picture of a page, written only when PAYCERT_UPDATE_SCREENSHOTS=1. */
export async function screenshotForDocs(page: Page, name: string): Promise<void> {
  if (process.env.PAYCERT_UPDATE_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: join(images, `${name}.png`), fullPage: true });
}

/** One request with exactly these headers (node:http sends the Host given): its status. */
export function statusOf(url: string, method: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, timeout: 5_000 }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in 5 s`)));
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}
