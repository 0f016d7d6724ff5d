/**
 * Masking (spec B. Transaction: account_number and card_details.track2 are
 * masked): after a swiped, an inserted and a tapped sale, every string of
 * every document fetched from every endpoint is scanned for a full card
 * number (Luhn-valid, with a card-scheme prefix, in a card field or free
 * text) or an unmasked track 2.
 */
import { test, named } from '../../fixtures/test.js';
import { checkNoCardData } from '../../lib/judging/checks/terminal/cardData.js';

const cards = [
  'mastercard-swipe-signature',
  'mastercard-chip-offline-pin',
  'visa-qvsdc-contactless',
  'visa-keyed',
];

test(...named('no full card number or track 2 in any document', 'TM-TXN-3'), async ({ verify, terminal }) => {
  terminal.requireCards(verify);
  const ids: string[] = [];
  for (const card of cards) {
    const ran = await terminal.run('sale', { amount: 610 }, card);
    ids.push(String(ran.started?.id));
  }
  const c = terminal.client;
  await c.transactions();
  await c.latest();
  await c.last();
  await c.screen();
  await c.settings();
  await c.device();
  for (const id of ids) {
    await c.transaction(id);
    await c.receipt(id, 'merchant');
    await c.receipt(id, 'cardholder');
  }
  // terminal.fetched holds every answer of this test, including those read while polling.
  for (const r of terminal.fetched) {
    await verify('TM-TXN-3', () => checkNoCardData(r.body ?? r.text, r.request));
  }
});
