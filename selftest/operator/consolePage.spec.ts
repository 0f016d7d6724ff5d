/**
 * The operator's console page end to end (issue 26 item 3, done-when): a
 * certification run (`paycert conformance`, operator mode, two workers)
 * against a simulator that looks like a real device (a proxy hides its
 * control API) is completed from the console page alone: a person's
 * browser answers every question there (the run has no terminal to ask at),
 * presents each card the page names (the operator's hands: the simulator's
 * control API), and attaches a photo of the printed paper to the review
 * step, whose SHA-256 the evidence manifest then holds. The page survives a
 * reload and its state is the server's; it passes axe with no serious
 * violation.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { expectAccessible, screenshotForDocs } from '../pages/pageChecks.js';
import { startDeviceProxy } from '../terminalSimulator/deviceProxy.js';
import { operatorRunEnv, simulatorHands } from '../terminalSimulator/scriptedOperator.js';
import { paycertCommand } from '../commands.js';

/** A 1×1 PNG: the "photo" of the printed paper. */
const photo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a certification run in operator mode completed from the console page alone, two workers sharing one device', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const password = randomBytes(8).toString('hex');
  const sim = await startTerminalSimulator({
    port: 0,
    password,
    autoPresent: false,
    seed: 26,
  });
  const proxy = await startDeviceProxy(sim.url);
  const dir = await mkdtemp(join(tmpdir(), 'paycert-console-'));
  const hands = simulatorHands(sim.url, password);
  let output = '';
  let exit: number | null | undefined;
  const env = operatorRunEnv(proxy.url, password, join(dir, 'unused.json'), {
    PAYCERT_REPORTS_DIR: join(dir, 'reports'),
    PAYCERT_OPERATOR_CONSOLE: 'loopback',
    // Two workers at one device (the terminal project takes one per device unless told).
    PAYCERT_WORKERS: '2',
  });
  const run = spawn(
    ...paycertCommand(
      'conformance',
      '--project=terminal',
      '--workers=2',
      '--grep',
      'sale with (visa-qvsdc-contactless|mastercard-mchip-contactless) \\(|paper: lower y prints first',
    ),
    { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  run.stdout.on('data', (d: Buffer) => (output += d.toString('utf8')));
  run.stderr.on('data', (d: Buffer) => (output += d.toString('utf8')));
  const ended = new Promise<void>((resolve) => run.on('exit', (code) => ((exit = code), resolve())));
  try {
    await expect.poll(() => /operator console: (\S+)/.exec(output)?.[1], { timeout: 60_000 }).toBeDefined();
    const url = /operator console: (\S+)/.exec(output)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await page.goto(url);
    const presented = new Set<string>();
    const askedBy = new Set<string>();
    let reviewed = false;
    let reloaded = false;
    const question = page.getByTestId('question');
    for (let i = 0; i < 400 && exit === undefined; i++) {
      // The operator's hands: each card the page says to present now, once.
      for (const line of await page.getByTestId('said').locator('li').allTextContents()) {
        const card = /now: .*\(test card (\S+)\)/.exec(line)?.[1];
        const key = line.replace(/\s+/g, ' ').trim().slice(0, 40);
        if (card !== undefined && !presented.has(key)) {
          presented.add(key);
          await hands.present(card).catch((e: unknown) => (output += `\n[hands] ${String(e)}\n`));
        }
      }
      if (!(await question.isVisible())) {
        await Promise.race([question.waitFor({ timeout: 1_000 }).catch(() => undefined), ended]);
        continue;
      }
      const text = (await question.textContent()) ?? '';
      askedBy.add((await page.getByTestId('step').locator('p.small').textContent()) ?? '');
      if (!reloaded) {
        // The state is the server's: a reload shows the same question.
        reloaded = true;
        await page.reload();
        await expect(question).toHaveText(text);
        await expectAccessible(page);
      }
      if (text.includes('Does it show')) {
        await page.getByLabel('Attach a photo of the printed paper').setInputFiles({
          name: 'paper.png',
          mimeType: 'image/png',
          buffer: photo,
        });
        await expect(page.getByTestId('photos')).toContainText('.png');
        await screenshotForDocs(page, 'operator-console');
        reviewed = true;
        await page.getByRole('button', { name: 'yes', exact: true }).click();
      } else if (text.startsWith('next card:')) {
        await page.getByRole('button', { name: 'ready', exact: true }).click();
      } else if (text.startsWith('wrong card:')) {
        await page.getByRole('button', { name: 'retry', exact: true }).click();
      } else throw new Error(`unexpected question: ${text}`);
      // The answer is taken once the step goes (the page shows "Nothing to answer now") or the next
      // question replaces it. allTextContents never waits: an absent question is an empty list
      // (`not.toHaveText` waits out its whole limit for an element that is gone).
      await expect
        .poll(async () => (await question.allTextContents())[0] !== text, { timeout: 30_000 })
        .toBe(true)
        .catch(() => undefined);
    }
    await Promise.race([ended, new Promise((r) => setTimeout(r, 60_000))]);
    const context = output.slice(-4_000);
    expect(exit, context).toBeDefined();
    expect(reviewed, context).toBe(true);
    expect([...presented].length, context).toBeGreaterThanOrEqual(2);
    // Two workers shared the device, one question at a time.
    const workers = new Set([...askedBy].map((a) => /worker \d/.exec(a)?.[0]));
    expect([...workers].sort(), context).toEqual(['worker 1', 'worker 2']);
    const reports = join(dir, 'reports');
    const verdict = JSON.parse(await readFile(join(reports, 'verdict.json'), 'utf8')) as { verdict: string };
    // The paper rule is REVIEW (paycert cannot read a device's paper): the run is INCOMPLETE, nothing failed.
    expect(['PASS', 'INCOMPLETE'], context).toContain(verdict.verdict);
    expect(exit, context).toBe(verdict.verdict === 'PASS' ? 0 : 3);
    const manifest = JSON.parse(await readFile(join(reports, 'manifest.json'), 'utf8')) as {
      files: Record<string, string>;
    };
    const digest = createHash('sha256').update(photo).digest('hex');
    const photos = Object.entries(manifest.files).filter(([f]) => f.startsWith('operator-photos/'));
    expect(photos.map(([, d]) => d)).toEqual([digest]);
    expect(await readFile(join(reports, 'conformance.md'), 'utf8')).toContain('operator: yes');
  } finally {
    if (exit === undefined)
      try {
        process.kill(-(run.pid as number), 'SIGTERM');
      } catch {
        // already gone
      }
    await proxy.stop();
    await sim.stop();
    await rm(dir, { recursive: true, force: true });
  }
});
