/**
 * The cards an operator holds (PAYCERT_OPERATOR_CARDS): a good file is read,
 * a bad one stops the run with one sentence naming the card, the field and
 * the rule; a catalogue card gets the held card with its entry mode and
 * outcome, the same scheme preferred.
 */
import { test, expect } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '../../lib/targets/config/configError.js';
import { readTerminalConfig } from '../../lib/targets/config/terminalConfig.js';
import { parseHeldCards, standIn } from '../../lib/targets/operator/heldCards.js';
import { findTestCard, type TestCard } from '../../lib/targets/terminal/testCards.js';

const visa = { scheme: 'visa-qvsdc', entryMode: 'contactless', outcome: 'approved', lastFour: '0119' };
const source = 'PAYCERT_OPERATOR_CARDS (cards.json)';

test('a good file: names, the wrapped form, unknown schemes', () => {
  const cards = parseHeldCards(
    JSON.stringify({
      cards: [
        { ...visa, name: 'Visa CDET 3' },
        { scheme: 'unknown (1f)', entryMode: 'contact_emv', outcome: 'declined_by_host' },
      ],
    }),
    source,
  );
  expect(cards).toEqual([
    { ...visa, name: 'Visa CDET 3 (visa-qvsdc contactless ending 0119)' },
    {
      scheme: 'unknown (1f)',
      entryMode: 'contact_emv',
      outcome: 'declined_by_host',
      name: 'unknown (1f) contact_emv',
    },
  ]);
});

const bad: { name: string; text: string; says: RegExp }[] = [
  { name: 'not JSON', text: '[{', says: /^PAYCERT_OPERATOR_CARDS \(cards\.json\) is not JSON: / },
  { name: 'no cards', text: '[]', says: /must hold a non-empty array of cards/ },
  { name: 'a card that is a string', text: '["visa"]', says: /card 1 must be an object/ },
  {
    name: 'a full card number',
    text: JSON.stringify([{ ...visa, pan: '4761739001010119' }]),
    says: /card 1 has a field "pan" paycert does not read: only name, scheme, entryMode, outcome, lastFour \(never a full card number\)\.$/,
  },
  {
    name: 'a scheme the spec does not list',
    text: JSON.stringify([visa, { ...visa, scheme: 'visa' }]),
    says: /card 2: "scheme" must be one of the spec's card_details\.scheme values \(visa-old-us, .* or unknown followed by a hexadecimal code\), got "visa"\.$/,
  },
  {
    name: 'an entry mode',
    text: JSON.stringify([{ ...visa, entryMode: 'tap' }]),
    says: /card 1: "entryMode" must be one of contactless, contact_emv, keypad, mag_stripe, got "tap"\.$/,
  },
  {
    name: 'an outcome',
    text: JSON.stringify([{ ...visa, outcome: 'declined' }]),
    says: /card 1: "outcome" must be one of approved, declined_by_host, .*, got "declined"\.$/,
  },
  {
    name: 'five digits',
    text: JSON.stringify([{ ...visa, lastFour: '10119' }]),
    says: /card 1: "lastFour" must be a string of exactly four digits, e\.g\. "0119"\.$/,
  },
  {
    name: 'a number for last four',
    text: JSON.stringify([{ ...visa, lastFour: 119 }]),
    says: /"lastFour" must be a string of exactly four digits/,
  },
];

for (const row of bad)
  test(`a bad file, ${row.name}: one sentence naming the field and the rule`, () => {
    let caught: unknown;
    try {
      parseHeldCards(row.text, source);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    expect(message).toMatch(row.says);
    expect(message.startsWith(source)).toBe(true);
    expect(message.split('\n')).toHaveLength(1);
    expect(message).not.toContain('4761739001010119');
  });

test('PAYCERT_OPERATOR_CARDS is read with the configuration: a missing or bad file stops it in one sentence', () => {
  const dir = mkdtempSync(join(tmpdir(), 'paycert-held-'));
  const before = process.env.PAYCERT_OPERATOR_CARDS;
  try {
    process.env.PAYCERT_OPERATOR_CARDS = join(dir, 'absent.json');
    expect(() => readTerminalConfig()).toThrow(
      /^PAYCERT_OPERATOR_CARDS \(.*absent\.json\) cannot be read: ENOENT\.$/,
    );
    writeFileSync(join(dir, 'cards.json'), JSON.stringify([{ ...visa, entryMode: 'nfc' }]));
    process.env.PAYCERT_OPERATOR_CARDS = join(dir, 'cards.json');
    expect(() => readTerminalConfig()).toThrow(ConfigError);
    writeFileSync(join(dir, 'cards.json'), JSON.stringify([visa]));
    expect(readTerminalConfig().operatorCards).toHaveLength(1);
  } finally {
    if (before === undefined) delete process.env.PAYCERT_OPERATOR_CARDS;
    else process.env.PAYCERT_OPERATOR_CARDS = before;
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a catalogue card gets a held card with its entry mode and outcome, the same scheme first', () => {
  const card = (id: string): TestCard => {
    const c = findTestCard(id);
    if (c === undefined) throw new Error(id);
    return c;
  };
  const held = parseHeldCards(
    JSON.stringify([
      { scheme: 'paypass-mchip', entryMode: 'contactless', outcome: 'approved', lastFour: '0005' },
      visa,
      { scheme: 'paypass-mchip', entryMode: 'contact_emv', outcome: 'declined_by_host' },
    ]),
    source,
  );
  expect(standIn(card('visa-qvsdc-contactless'), held)?.lastFour).toBe('0119');
  expect(standIn(card('mastercard-mchip-contactless'), held)?.lastFour).toBe('0005');
  // Another scheme stands in when none of the same scheme fits: the document rules still apply.
  expect(standIn(card('jcb-wave2-contactless'), held)?.scheme).toBe('paypass-mchip');
  expect(standIn(card('mastercard-chip-online-pin-declined'), held)?.entryMode).toBe('contact_emv');
  // No held card declines contactless: the test is NOT RUN with the reason.
  expect(standIn(card('visa-wave2-contactless-declined'), held)).toBeUndefined();
  expect(standIn(card('mastercard-swipe-signature'), held)).toBeUndefined();
});
