/**
 * Operator mode with a device's own test cards, under a pseudo-terminal and
 * the default two workers against one device: a nested run (PAYCERT_OPERATOR=1)
 * against a simulator that looks like a real device of another make (a proxy
 * hides the control API and shows each card as that device would: its own
 * card number, not paycert's, in its own mask), with a scripted operator who
 * answers on the terminal and presents cards through the simulator.
 *
 * - With the cards the operator holds named (PAYCERT_OPERATOR_CARDS) and a
 *   `4***********0119` mask: no wrong-card prompt for the right card, a wrong
 *   card still caught by its scheme, a catalogue card no held card stands in
 *   for NOT RUN with the reason.
 * - Without that file, on a device that shows no scheme and only asterisks:
 *   the operator is asked to confirm, never told "wrong card".
 *
 * Either way the run ends (bounded), with one question at a time and one
 * test at a time on the device.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { test, expect } from '@playwright/test';
import { startTerminalSimulator } from '../../simulators/terminal/index.js';
import { findTestCard } from '../../lib/targets/terminal/testCards.js';
import { startDeviceProxy } from '../terminalSimulator/deviceProxy.js';
import {
  hasScript,
  operatorRunEnv,
  runUnderPty,
  simulatorHands,
  specsOf,
  type JsonSuite,
} from '../terminalSimulator/scriptedOperator.js';

/** The last four digits of the device's own test card that plays each catalogue card. */
const ownLastFour: Record<string, string> = {
  'visa-qvsdc-contactless': '0119',
  'mastercard-mchip-contactless': '0005',
};

type Mask = 'first-digit' | 'asterisks';

/** Each answer as the other device shows it: its own number in its own mask; with `asterisks`, no scheme either. */
function asOwnDevice(mask: Mask): (body: unknown) => unknown {
  const own = new Map(
    Object.entries(ownLastFour).map(([id, four]) => [findTestCard(id)?.pan.slice(-4) ?? '', four]),
  );
  const remask = (v: string): string => {
    const m = /^(\d)\d{5}\*+(\d{4})(D.*)?$/.exec(v);
    if (m === null) return v;
    const number =
      mask === 'asterisks'
        ? '*'.repeat(16)
        : `${m[1] ?? ''}${'*'.repeat(11)}${own.get(m[2] ?? '') ?? '9999'}`;
    return `${number}${m[3] ?? ''}`;
  };
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if ((k === 'account_number' || k === 'track2') && typeof x === 'string') out[k] = remask(x);
      else if (k === 'scheme' && mask === 'asterisks') continue;
      else out[k] = walk(x);
    }
    return out;
  };
  return walk;
}

interface Scenario {
  readonly name: string;
  readonly personality: 'reference' | 'field';
  readonly mask: Mask;
  /** PAYCERT_OPERATOR_CARDS content, or none. */
  readonly held?: unknown[];
  readonly grep: string;
}

const scenarios: Scenario[] = [
  {
    name: 'held cards named, a 4***********0119 mask',
    personality: 'reference',
    mask: 'first-digit',
    held: [
      {
        scheme: 'visa-qvsdc',
        entryMode: 'contactless',
        outcome: 'approved',
        lastFour: '0119',
        name: 'Visa CDET 1',
      },
      { scheme: 'paypass-mchip', entryMode: 'contactless', outcome: 'approved', lastFour: '0005' },
    ],
    grep: 'sale with (visa-qvsdc-contactless|mastercard-mchip-contactless|visa-wave2-contactless-declined) \\(|three sales',
  },
  {
    name: 'no cards named, a device that shows no scheme and only asterisks',
    personality: 'field',
    mask: 'asterisks',
    grep: 'sale with (visa-qvsdc-contactless|mastercard-mchip-contactless) \\(',
  },
];

for (const s of scenarios) {
  test(`operator mode with the device's own cards, default workers on one device: ${s.name}`, async () => {
    test.skip(!hasScript(), 'util-linux `script` is not installed');
    test.setTimeout(420_000);
    const password = randomBytes(8).toString('hex');
    const sim = await startTerminalSimulator({
      port: 0,
      password,
      autoPresent: false,
      clockSpeed: 10,
      seed: 13,
      personality: s.personality,
    });
    const proxy = await startDeviceProxy(sim.url, { rewrite: asOwnDevice(s.mask) });
    const dir = await mkdtemp(join(tmpdir(), 'paycert-own-cards-'));
    const { present, presented } = simulatorHands(sim.url, password);
    let wrongGiven = false;
    try {
      await writeFile(
        join(dir, 'run.sh'),
        // No --workers: the default (two) against the one device.
        `exec npx playwright test --project=terminal --reporter=line,json --output '${join(dir, 'out')}' --grep '${s.grep}'\n`,
      );
      const env = operatorRunEnv(proxy.url, password, join(dir, 'report.json'));
      if (s.held !== undefined) {
        await writeFile(join(dir, 'cards.json'), JSON.stringify(s.held));
        env.PAYCERT_OPERATOR_CARDS = join(dir, 'cards.json');
      }
      const run = await runUnderPty(
        `sh '${join(dir, 'run.sh')}'`,
        env,
        {
          onLine: async (line) => {
            if (line.startsWith('next card:')) return '';
            const now = /^now: .*\(test card (\S+)\)$/.exec(line);
            if (now?.[1] !== undefined) {
              // Held cards: the first Mastercard presentation is the Visa, a wrong card.
              if (s.held !== undefined && now[1] === 'mastercard-mchip-contactless' && !wrongGiven) {
                wrongGiven = true;
                await present('visa-qvsdc-contactless');
              } else await present(now[1]);
              return undefined;
            }
            if (line.startsWith('wrong card:')) return 'r';
            if (line.startsWith('the device shows too little')) return 'y';
            return undefined;
          },
        },
        360_000,
      );
      const report = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as { suites: JsonSuite[] };
      const specs = report.suites.flatMap(specsOf);
      const spec = (prefix: string) => specs.find((x) => x.title.startsWith(prefix));
      const status = (prefix: string) => spec(prefix)?.tests[0]?.status;
      const context = `prompts:\n${run.prompts.join('\n')}\n\noutput tail:\n${run.output.slice(-2500)}`;

      expect(run.exitCode, context).toBe(0);
      expect(status('sale with visa-qvsdc-contactless ('), context).toBe('expected');
      expect(status('sale with mastercard-mchip-contactless ('), context).toBe('expected');
      // Questions one at a time: every "next card" is followed by its own "now:" before the next one.
      const flow = run.prompts.filter((p) => /^(next card:|now:)/.test(p)).map((p) => p.slice(0, 4));
      for (let i = 0; i < flow.length; i += 2)
        expect(flow.slice(i, i + 2), context).toEqual(['next', 'now:']);
      const wrong = run.prompts.filter((p) => p.startsWith('wrong card:'));
      if (s.held !== undefined) {
        // The device's own card in its own mask is recognised: the only wrong card is the one given wrong.
        expect(wrong, context).toHaveLength(1);
        expect(wrong[0], context).toMatch(
          /^wrong card: asked for mastercard-mchip-contactless .*read visa-qvsdc, contactless, …0119/,
        );
        expect(presented.filter((c) => c === 'mastercard-mchip-contactless').length).toBeGreaterThan(0);
        expect(
          run.prompts.some((p) => p.startsWith('the device shows too little')),
          context,
        ).toBe(false);
        expect(status('three sales'), context).toBe('expected');
        expect(status('sale with visa-wave2-contactless-declined ('), context).toBe('skipped');
        const why = (spec('sale with visa-wave2-contactless-declined (')?.tests[0]?.annotations ?? [])
          .map((a) => a.description ?? '')
          .join(' ');
        expect(why).toContain('none of the cards in PAYCERT_OPERATOR_CARDS');
        expect(run.prompts.some((p) => p.includes('Visa CDET 1'))).toBe(true);
      } else {
        expect(wrong, context).toEqual([]);
        expect(run.prompts.filter((p) => p.startsWith('the device shows too little')).length, context).toBe(
          2,
        );
      }
      // The checklist once for the run, not once per worker.
      expect(
        run.prompts.filter((p) => p.startsWith('this run ')),
        context,
      ).toHaveLength(1);
    } finally {
      await proxy.stop();
      await sim.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
}
