/**
 * A presented card is recognised by what a device can show (B. Transaction:
 * card_details.scheme, input_source, account_number "masked card number" in
 * any mask), never by paycert's synthetic numbers: given/want rows.
 */
import { test, expect } from '@playwright/test';
import { lastFourShown, presentedCard, type ExpectedCard } from '../../lib/targets/operator/presentedCard.js';

const visaTap: ExpectedCard = { scheme: 'visa-qvsdc', entryModes: ['contactless'] };
const heldVisa: ExpectedCard = { ...visaTap, lastFour: '0119' };
const fallback: ExpectedCard = { scheme: 'visa-qvsdc', entryModes: ['contactless', 'contact_emv'] };
const keyed: ExpectedCard = { scheme: 'unknown-00', entryModes: ['keypad'] };

const doc = (fields: Record<string, unknown>): Record<string, unknown> => ({ result: 'approved', ...fields });
const visaDoc = (account: unknown, extra: Record<string, unknown> = {}) =>
  doc({
    card_details: { scheme: 'visa-qvsdc' },
    input_source: 'contactless',
    account_number: account,
    ...extra,
  });

const masks: [string, string | undefined][] = [
  ['476173******0119', '0119'],
  ['4***********0119', '0119'],
  ['************0119', '0119'],
  ['0119', '0119'],
  ['4761 73** **** 0119', '0119'],
  ['XXXX-XXXX-XXXX-0119', '0119'],
  ['****************', undefined],
  ['476173**********', undefined],
];

for (const [mask, four] of masks)
  test(`the last four a mask shows: ${mask} -> ${String(four)}`, () => {
    expect(lastFourShown(mask)).toBe(four);
  });

const rows: { name: string; asked: ExpectedCard; doc: Record<string, unknown> | undefined; want: string }[] =
  [
    {
      name: "a device's own Visa, first digit and last four, catalogue card",
      asked: visaTap,
      doc: visaDoc('4***********0119'),
      want: 'same',
    },
    {
      name: 'paycert synthetic digits play no part without a held card',
      asked: visaTap,
      doc: visaDoc('999999******1234'),
      want: 'same',
    },
    {
      name: 'a held card by its last four, first six and last four',
      asked: heldVisa,
      doc: visaDoc('476173******0119'),
      want: 'same',
    },
    {
      name: 'a held card by its last four, last four only',
      asked: heldVisa,
      doc: visaDoc('****0119'),
      want: 'same',
    },
    {
      name: 'a held card, all asterisks: the scheme tells',
      asked: heldVisa,
      doc: visaDoc('****************'),
      want: 'same',
    },
    {
      name: 'a held card, other last four',
      asked: heldVisa,
      doc: visaDoc('4***********0005'),
      want: 'different',
    },
    {
      name: 'another scheme',
      asked: visaTap,
      doc: visaDoc('4***********0119', { card_details: { scheme: 'paypass-mchip' } }),
      want: 'different',
    },
    {
      name: 'another entry mode',
      asked: visaTap,
      doc: visaDoc('4***********0119', { input_source: 'contact_emv' }),
      want: 'different',
    },
    {
      name: 'a fallback ends on its second entry mode',
      asked: fallback,
      doc: visaDoc('4***********0119', { input_source: 'contact_emv' }),
      want: 'same',
    },
    {
      name: 'a keyed card the firmware names unknown (00)',
      asked: keyed,
      doc: doc({
        card_details: { scheme: 'unknown (00)' },
        input_source: 'keypad',
        account_number: '************0119',
      }),
      want: 'same',
    },
    {
      name: 'no scheme, asterisks, entry mode only: too little, the operator confirms',
      asked: heldVisa,
      doc: doc({ card_details: {}, input_source: 'contactless', account_number: '****************' }),
      want: 'unsure',
    },
    {
      name: 'no scheme, last four of a catalogue card: too little',
      asked: visaTap,
      doc: doc({ input_source: 'contactless', account_number: '****0119' }),
      want: 'unsure',
    },
    {
      name: 'no scheme, the held last four shows: recognised',
      asked: heldVisa,
      doc: doc({ input_source: 'contactless', account_number: '****0119' }),
      want: 'same',
    },
    {
      name: 'no card data at all (cancelled)',
      asked: visaTap,
      doc: doc({ result: 'cancelled', card_details: {}, account_number: null }),
      want: 'none',
    },
    { name: 'no document', asked: visaTap, doc: undefined, want: 'none' },
  ];

for (const row of rows)
  test(`presented card: ${row.name} -> ${row.want}`, () => {
    const m = presentedCard(row.asked, row.doc);
    expect(m.verdict).toBe(row.want);
    // What a prompt says of the card read never holds more than its last four digits.
    if (m.verdict !== 'same') expect(m.read).not.toMatch(/\d{5}/);
  });
