/**
 * Timing, from inside a page, when it shows something: a watcher armed in
 * the page before the change (`page.waitForFunction`, polled at every
 * animation frame; Playwright's `expect` retries at coarse intervals and
 * would overstate the time) gives the page's own Date.now() at the first
 * frame whose DOM shows it. The page and this process share one machine and
 * one clock. For bench/pageUpdates.ts.
 */
import type { Page } from '@playwright/test';

/** Every wait of the bench: a page that has not shown a change by then has missed it (ms). */
export const watchBound = 10_000;

/** What the page must show: an element matching `selector` whose text is `text` (exact) or contains it. */
export interface Shows {
  readonly selector: string;
  readonly text: string;
  readonly exact: boolean;
}

/** Arms a watcher in the page (it has checked once before this returns); it resolves with the page's Date.now() at the first frame showing `s`, or undefined after the bound. */
export async function arm(page: Page, s: Shows): Promise<{ shown: Promise<number | undefined> }> {
  const token = `${Date.now()}-${Math.random()}`;
  const shown = page
    .waitForFunction(
      (a) => {
        (globalThis as { paycertBenchArmed?: string }).paycertBenchArmed = a.token;
        const hit = Array.from(document.querySelectorAll(a.selector)).some((e) => {
          const t = e.textContent ?? '';
          return a.exact ? t.trim() === a.text : t.includes(a.text);
        });
        return hit ? Date.now() : false;
      },
      { ...s, token },
      { polling: 'raf', timeout: watchBound },
    )
    .then(
      async (h) => Number(await h.jsonValue()),
      (e: unknown) => {
        if ((e as Error).name === 'TimeoutError') return undefined;
        throw e;
      },
    );
  // Kept handled while arming is awaited; the caller awaits it again.
  shown.catch(() => undefined);
  await page.waitForFunction(
    (t) => (globalThis as { paycertBenchArmed?: string }).paycertBenchArmed === t,
    token,
    { polling: 'raf', timeout: watchBound },
  );
  return { shown };
}

/** One sample: `change` (the API call) watched by the page; undefined when the page missed it. */
export async function sample(
  page: Page,
  s: Shows,
  change: () => Promise<void>,
): Promise<{ shown: number; seen: number } | undefined> {
  await page.bringToFront();
  const { shown } = await arm(page, s);
  const start = Date.now();
  await change();
  const at = await shown;
  if (at === undefined) return undefined;
  // Shown before the call: the change was not what the page showed, and the sample would measure nothing.
  if (at < start) throw new Error(`the page showed "${s.text}" in ${s.selector} before the change was made`);
  return { shown: at - start, seen: Date.now() - start };
}
