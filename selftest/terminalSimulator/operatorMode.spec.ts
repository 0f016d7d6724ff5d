/**
 * Operator mode end to end, under a pseudo-terminal: a nested conformance run
 * (PAYCERT_OPERATOR=1) against a simulator that looks like a real device (a
 * proxy hides its control API), with a scripted operator who answers the
 * prompts on the terminal and presents cards through the simulator's control
 * API. Covers the checklist, a right card, a wrong card asked again, a skip,
 * the keyed-card prompt and an outcome a device cannot produce (NOT RUN).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { startDeviceProxy } from './deviceProxy.js';
import {
  hasScript,
  operatorRunEnv,
  runUnderPty,
  simulatorHands,
  specsOf,
  type JsonSpec,
  type JsonSuite,
} from './scriptedOperator.js';

const allCards = [
  'visa-qvsdc-contactless',
  'visa-msd-contactless-host-error',
  'mastercard-mchip-contactless',
  'jcb-wave2-contactless',
  'visa-keyed',
];

for (const personality of ['reference', 'field'] as const) {
  test(`operator mode under a pseudo-terminal (${personality} device): checklist, right card, wrong card again, skip, keyed, not on demand`, async () => {
    test.skip(!hasScript(), 'util-linux `script` is not installed');
    test.setTimeout(240_000);
    // The field device shows its result for a while and refuses starts until idle: each start waits.
    // Its keyed card reports `unknown (00)`, which the scheme check does not accept yet (issue 12).
    const cards = personality === 'field' ? allCards.filter((c) => c !== 'visa-keyed') : allCards;
    const password = randomBytes(8).toString('hex');
    const sim = await startTerminalSimulator({
      port: 0,
      password,
      autoPresent: false,
      clockSpeed: 10,
      seed: 11,
      personality,
    });
    const proxy = await startDeviceProxy(sim.url);
    const dir = await mkdtemp(join(tmpdir(), 'paycert-operator-'));
    const { present, presented } = simulatorHands(sim.url, password);
    let wrongGiven = false;
    try {
      const grep = `sale with (${cards.join('|')}) \\(`;
      await writeFile(
        join(dir, 'run.sh'),
        `exec npx playwright test --project=terminal --workers=1 --reporter=line,json --output '${join(dir, 'out')}' --grep '${grep}'\n`,
      );
      const env = operatorRunEnv(proxy.url, password, join(dir, 'report.json'));
      const run = await runUnderPty(
        `sh '${join(dir, 'run.sh')}'`,
        env,
        {
          onLine: async (line) => {
            const next = /^next card: (\S+)/.exec(line);
            if (next !== null) return next[1] === 'jcb-wave2-contactless' ? 's' : '';
            const now = /^now: .*\(test card (\S+)\)$/.exec(line);
            if (now?.[1] !== undefined) {
              // The first Mastercard presentation is the wrong card.
              if (now[1] === 'mastercard-mchip-contactless' && !wrongGiven) {
                wrongGiven = true;
                await present('visa-qvsdc-contactless');
              } else await present(now[1]);
              return undefined;
            }
            if (line.startsWith('wrong card:')) return 'r';
            return undefined;
          },
        },
        200_000,
      );
      const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { suites: JsonSuite[] };
      const byCard = new Map<string, JsonSpec>();
      for (const spec of report.suites.flatMap(specsOf)) {
        const id = cards.find((c) => spec.title.startsWith(`sale with ${c} (`));
        if (id !== undefined) byCard.set(id, spec);
      }
      const status = (c: string): string | undefined => byCard.get(c)?.tests[0]?.status;
      const why = (c: string): string =>
        (byCard.get(c)?.tests[0]?.annotations ?? []).map((a) => a.description ?? '').join(' ');
      // Failure messages reach reports: the keyed card's number is shown on the terminal only.
      const hide = (t: string): string =>
        t.replace(/\d{4} \d{4} \d{4} \d{4}|\d{13,19}/g, '#### (card number)');
      const context = hide(`prompts:\n${run.prompts.join('\n')}\n\noutput tail:\n${run.output.slice(-2500)}`);

      expect(run.prompts[0], context).toMatch(/^this run may ask for \d+ test cards/);
      expect(
        run.prompts.some((p) => p.startsWith('[ ] visa-keyed')),
        context,
      ).toBe(true);
      expect(status('visa-qvsdc-contactless'), context).toBe('expected');
      expect(status('mastercard-mchip-contactless'), context).toBe('expected');
      expect(
        run.prompts.some((p) => /^wrong card: asked for mastercard-mchip-contactless/.test(p)),
        context,
      ).toBe(true);
      expect(presented.filter((c) => c === 'mastercard-mchip-contactless')).toHaveLength(1);
      expect(status('jcb-wave2-contactless'), context).toBe('skipped');
      expect(why('jcb-wave2-contactless')).toContain('the operator skipped jcb-wave2-contactless');
      expect(status('visa-msd-contactless-host-error'), context).toBe('skipped');
      expect(why('visa-msd-contactless-host-error')).toContain('cannot be produced on demand');
      expect(run.prompts.some((p) => p.startsWith('next card: visa-msd-contactless-host-error'))).toBe(false);
      if (cards.includes('visa-keyed')) {
        expect(
          run.prompts.some((p) => /key the card number \d{4} \d{4} \d{4} \d{4}/.test(p)),
          context,
        ).toBe(true);
        expect(status('visa-keyed'), context).toBe('expected');
      }
    } finally {
      await proxy.stop();
      await sim.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
}
