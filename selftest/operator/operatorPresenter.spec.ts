/**
 * The operator's card prompts (lib/targets/operator/operatorPresenter.ts) with a
 * scripted operator: a held card is asked for by what the operator holds,
 * never paycert's number; a device that shows too little makes the operator
 * confirm instead of a wrong-card prompt; a catalogue card no held card
 * stands in for is NOT RUN with the reason.
 */
import { test, expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { parseHeldCards } from '../../lib/targets/operator/heldCards.js';
import { OperatorCardPresenter } from '../../lib/targets/operator/operatorPresenter.js';
import { OperatorPrompt } from '../../lib/targets/operator/operatorPrompt.js';
import { findTestCard, type TestCard } from '../../lib/targets/terminal/testCards.js';
import { ScriptedTerminal } from './scriptedTerminal.js';

const visaCard = findTestCard('visa-qvsdc-contactless') as TestCard;
const declinedCard = findTestCard('visa-wave2-contactless-declined') as TestCard;
const held = parseHeldCards(
  JSON.stringify([{ scheme: 'visa-qvsdc', entryMode: 'contactless', outcome: 'approved', lastFour: '0119' }]),
  'cards.json',
);

function presenter(
  reply: (q: string) => string | undefined,
  cards = held,
): { p: OperatorCardPresenter; t: ScriptedTerminal } {
  const t = new ScriptedTerminal();
  t.answer(reply);
  const prompt = new OperatorPrompt(t.io(`selftest ${randomBytes(6).toString('hex')}`), {
    answerTimeoutMs: 3_000,
  });
  return { p: new OperatorCardPresenter(prompt, cards), t };
}

const shownAs = (account: string, extra: Record<string, unknown> = {}) => ({
  result: 'approved',
  card_details: { scheme: 'visa-qvsdc' },
  input_source: 'contactless',
  account_number: account,
  ...extra,
});

test("a held card is asked for by what the operator holds, and the device's own mask is recognised", async () => {
  const { p, t } = presenter((q) => (q.startsWith('next card:') ? '' : undefined));
  expect(await p.ready(visaCard)).toEqual({ go: true });
  await p.present(visaCard);
  expect(await p.confirm(visaCard, shownAs('4***********0119'), 1)).toEqual({ verdict: 'ok' });
  expect(t.lines.join('\n')).toContain('ending 0119');
  // paycert's synthetic number is never what the operator is asked for.
  expect(t.lines.join('\n')).not.toContain(visaCard.pan.slice(-4));
  expect(t.lines.some((l) => l.startsWith('wrong card'))).toBe(false);
});

test('another last four is a wrong card, asked again', async () => {
  const { p, t } = presenter((q) => (q.startsWith('wrong card:') ? 'r' : undefined));
  expect(await p.confirm(visaCard, shownAs('4***********0005'), 1)).toEqual({ verdict: 'again' });
  expect(t.lines[0]).toMatch(
    /^wrong card: asked for visa-qvsdc-contactless .*read visa-qvsdc, contactless, …0005/,
  );
});

test('a device that shows too little: the operator confirms (yes goes on, no presents again)', async () => {
  const tooLittle = shownAs('****************', { card_details: {} });
  const yes = presenter((q) => (q.startsWith('the device shows too little') ? 'y' : undefined));
  expect(await yes.p.confirm(visaCard, tooLittle, 1)).toEqual({ verdict: 'ok' });
  expect(yes.t.lines.some((l) => l.startsWith('wrong card'))).toBe(false);
  const no = presenter((q) => (q.startsWith('the device shows too little') ? 'n' : undefined));
  expect(await no.p.confirm(visaCard, tooLittle, 1)).toEqual({ verdict: 'again' });
  // Without a held-cards file the same: the catalogue's scheme alone is compared, never its digits.
  const catalogue = presenter(
    (q) => (q.startsWith('the device shows too little') ? 'y' : undefined),
    undefined,
  );
  expect(await catalogue.p.confirm(visaCard, tooLittle, 1)).toEqual({ verdict: 'ok' });
  expect(await catalogue.p.confirm(visaCard, shownAs('4***********0119'), 1)).toEqual({ verdict: 'ok' });
});

test('a catalogue card no held card stands in for is NOT RUN with the reason, without a question', async () => {
  const { p, t } = presenter(() => '');
  expect(await p.ready(declinedCard)).toEqual({
    go: false,
    reason:
      'visa-wave2-contactless-declined: none of the cards in PAYCERT_OPERATOR_CARDS is a contactless card with outcome declined_by_host',
  });
  expect(t.lines).toEqual([]);
});
