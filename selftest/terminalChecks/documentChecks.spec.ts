/**
 * The checks of a transaction document (B. Transaction) and of rules across
 * transactions: each passes every conformant shape the spec allows (nulls
 * while active, fractional or whole seconds, "unknown (1f)" schemes, any
 * encoding of ksn...) and fails a broken one.
 */
import { expect, test } from '@playwright/test';
import { checkNoCardData } from '../../lib/judging/checks/terminal/cardData.js';
import { checkTableFields, transactionTableFields } from '../../lib/judging/checks/terminal/extraFields.js';
import { checkSummaryFields } from '../../lib/judging/checks/terminal/listChecks.js';
import { checkHostIsModule } from '../../lib/judging/checks/terminal/settingsChecks.js';
import {
  checkCardExpiry,
  checkCvm,
  checkCvmFlags,
  checkEntryFlags,
  checkDeferredAuthFields,
  checkEmvTags,
  checkEntrySources,
  checkOnlineDecision,
  checkPinFields,
  checkResultValues,
  checkScheme,
  checkServices,
  checkTotalAmount,
  checkTypeValue,
} from '../../lib/judging/checks/terminal/transactionFieldChecks.js';
import {
  checkActiveWhileRunning,
  checkDefaultTimeout,
  checkFinished,
  checkIdIsUuid,
  checkIdKept,
  checkIdsUnique,
  checkInactiveOnceEnded,
  checkResultAgainstCard,
  checkReversal,
  checkSessionClosed,
  checkStanIncreases,
  checkTimes,
  isCounterWrap,
} from '../../lib/judging/checks/terminal/transactionLifeChecks.js';
import { finishedSale as t, settingsBody, testRows, with_, type Row } from './rows.js';

const pan = '4761739001010119';
/** A sale still waiting for its card, with the nulls a device sends while it runs (field notes). */
const running = with_({
  is_active: true,
  result: null,
  online_result: null,
  ended_at: null,
  duration: null,
  card_details: {},
  account_number: '****',
  services: {},
  tags: {},
  input_source: null,
  attempted_sources: null,
  cvm_mode: null,
  cvm_result: null,
  card_expiry: null,
  terminal_online_decision: null,
  status: null,
  stan: null,
  total_amount: null,
});
const reconciliation = with_({
  type: 'reconciliation',
  amount: null,
  tip_amount: null,
  amount_other: null,
  total_amount: null,
});

const rows: readonly Row[] = [
  {
    id: 'TM-TXN-2',
    name: 'total is off by one',
    good: () => checkTotalAmount(t),
    alsoGood: [
      ['null total while running', () => checkTotalAmount(running)],
      ['a reconciliation without amounts', () => checkTotalAmount(reconciliation)],
      ['no tip or cashback fields', () => checkTotalAmount({ amount: 450, total_amount: 450 })],
    ],
    bad: () => checkTotalAmount(with_({ total_amount: 501 })),
  },
  {
    id: 'TM-TXN-3',
    name: 'full card number in account_number',
    good: () => checkNoCardData({ success: true, transaction: t }),
    alsoGood: [
      ['other masks', () => checkNoCardData(with_({ account_number: '•••• •••• •••• 0119' }))],
      ['the last four digits only', () => checkNoCardData(with_({ account_number: '0119' }))],
      [
        'a Luhn-valid 15-digit merchant id',
        () => checkNoCardData({ merchant_id: '476173900101011', serial_number: pan }),
      ],
      [
        'a long Luhn-valid reference without a scheme prefix in text',
        () => checkNoCardData({ text: 'REF 1000000000000008 OK' }),
      ],
      ['a numeric reference number', () => checkNoCardData(with_({ reference_number: '5412345678901232' }))],
      [
        'hex binary data',
        () => checkNoCardData({ ksn: 'FFFF9876543210E00482', pin_block: '1234567890123456789A' }),
      ],
    ],
    bad: () => checkNoCardData(with_({ account_number: pan })),
  },
  {
    id: 'TM-TXN-3',
    name: 'clear track 2',
    good: () => checkNoCardData({ tags: { '57': '476173D2912' } }),
    bad: () =>
      checkNoCardData(with_({ card_details: { scheme: 'visa-qvsdc', track2: `${pan}=29122010000` } })),
  },
  {
    id: 'TM-TXN-3',
    name: 'card number inside a host message',
    good: () => checkNoCardData({ online_request: { reference: '123456789012' } }),
    bad: () => checkNoCardData({ online_request: { note: `card ${pan} ok` } }),
  },
  {
    id: 'TM-TXN-3',
    name: 'track 2 in EMV tag 57',
    good: () => checkNoCardData({ tags: { '50': '4445424954204D415354455243415244' } }),
    bad: () => checkNoCardData({ tags: { '57': `${pan}D29122010000F` } }),
  },
  {
    id: 'TM-TXN-3',
    name: 'card number in EMV tag 5A',
    good: () => checkNoCardData({ tags: { '5A': '476173FFFFFF0119' } }),
    bad: () => checkNoCardData({ tags: { '5A': pan } }),
  },
  {
    id: 'TM-TXN-4',
    name: 'stan decreases',
    good: () => checkStanIncreases([1, 2, 5]),
    alsoGood: [
      ['a stan repeated ("monotonically" allows equal values)', () => checkStanIncreases([7, 7, 8])],
      ['a six-digit counter wrapping round', () => checkStanIncreases([999998, 999999, 1])],
      ['a 16-bit counter wrapping round', () => checkStanIncreases([65535, 0, 1])],
    ],
    bad: () => checkStanIncreases([40, 39, 38]),
  },
  {
    id: 'TM-TXN-4',
    name: 'a drop that is no wrap',
    good: () => checkStanIncreases([998, 999, 0]),
    bad: () => checkStanIncreases([995, 994]),
  },
  {
    id: 'TM-TXN-4',
    name: 'a stan that never moves ("sequence number")',
    good: () => checkStanIncreases([12, 12, 13]),
    bad: () => checkStanIncreases([12, 12, 12]),
  },
  {
    id: 'TM-TXN-5',
    name: 'ended without result',
    good: () => checkFinished(t),
    bad: () => checkFinished(with_({ result: null })),
  },
  {
    id: 'TM-TXN-6',
    name: 'ended before it started',
    good: () => checkTimes(t),
    alsoGood: [
      ['whole seconds', () => checkTimes(with_({ started_at: 1718009741, ended_at: 1718009744 }))],
      ['a duration shorter than the span', () => checkTimes(with_({ duration: 1.2 }))],
      ['no duration', () => checkTimes(with_({ duration: undefined }))],
    ],
    bad: () => checkTimes(with_({ ended_at: 1718009740 })),
  },
  {
    id: 'TM-TXN-6',
    name: 'times in milliseconds',
    good: () => checkTimes(with_({ started_at: 9_999_999_000, ended_at: 9_999_999_003 })),
    bad: () => checkTimes(with_({ started_at: 1718009741500, ended_at: 1718009744500 })),
  },
  {
    id: 'TM-TXN-6',
    name: 'duration longer than the transaction',
    good: () => checkTimes(t),
    bad: () => checkTimes(with_({ duration: 30 })),
  },
  {
    id: 'TM-TXN-7',
    name: 'result outside the list',
    good: () => checkResultValues(t),
    alsoGood: [['nulls while running', () => checkResultValues(running)]],
    bad: () => checkResultValues(with_({ online_result: '05' })),
  },
  {
    id: 'TM-TXN-8',
    name: 'unknown type',
    good: () => checkTypeValue(t),
    alsoGood: [['void', () => checkTypeValue(with_({ type: 'void' }))]],
    bad: () => checkTypeValue(with_({ type: 'payment' })),
  },
  {
    id: 'TM-TXN-9',
    name: 'brand name as scheme',
    good: () => checkScheme(with_({ card_details: { scheme: 'unknown-a000' } })),
    alsoGood: [
      [
        'the firmware form unknown (1f)',
        () => checkScheme(with_({ card_details: { scheme: 'unknown (1f)' } })),
      ],
      ['unknown1F', () => checkScheme(with_({ card_details: { scheme: 'unknown1F' } }))],
      ['unknown 0x1f', () => checkScheme(with_({ card_details: { scheme: 'unknown 0x1f' } }))],
      ['no card read yet', () => checkScheme(running)],
    ],
    bad: () => checkScheme(with_({ card_details: { scheme: 'VISA' } })),
  },
  {
    id: 'TM-TXN-10',
    name: 'tags on a swipe',
    good: () => checkEmvTags(t),
    alsoGood: [
      ['empty tags while running', () => checkEmvTags(running)],
      ['odd-length hex', () => checkEmvTags(with_({ tags: { '9F1A': '826' } }))],
    ],
    bad: () => checkEmvTags(with_({ input_source: 'mag_stripe' })),
  },
  {
    id: 'TM-TXN-10',
    name: 'tag value not hex',
    good: () => checkEmvTags(t),
    bad: () => checkEmvTags(with_({ tags: { '9F02': 'zz' } })),
  },
  {
    id: 'TM-TXN-11',
    name: 'unknown input source',
    good: () => checkEntrySources(t),
    alsoGood: [['nulls while running', () => checkEntrySources(running)]],
    bad: () => checkEntrySources(with_({ attempted_sources: ['nfc'] })),
  },
  {
    id: 'TM-TXN-12',
    name: 'unknown cvm_mode',
    good: () => checkCvm(with_({ cvm_result: ['failed', 'blocked'] })),
    alsoGood: [
      ['blocked then failed', () => checkCvm(with_({ cvm_result: ['blocked', 'failed'] }))],
      ['hexadecimal', () => checkCvm(with_({ cvm_result: '1F0302' }))],
    ],
    bad: () => checkCvm(with_({ cvm_mode: 'pin' })),
  },
  {
    id: 'TM-TXN-13',
    name: 'unknown range_of_services',
    good: () => checkServices(t),
    alsoGood: [['an empty object while running', () => checkServices(running)]],
    bad: () => checkServices(with_({ services: { ...(t.services as object), range_of_services: 'all' } })),
  },
  {
    id: 'TM-TXN-14',
    name: 'unknown online decision',
    good: () => checkOnlineDecision(t),
    bad: () => checkOnlineDecision(with_({ terminal_online_decision: 'online' })),
  },
  {
    id: 'TM-TXN-15',
    name: 'expiry MMYY',
    good: () => checkCardExpiry(t),
    bad: () => checkCardExpiry(with_({ card_expiry: '1329' })),
  },
  {
    id: 'TM-TXN-16',
    name: 'pin block without online PIN',
    good: () => checkPinFields(with_({ pin_block: 'ABCD', is_online_pin: true })),
    alsoGood: [['a base64 ksn', () => checkPinFields(with_({ ksn: 'q83vEjRWeJA=' }))]],
    bad: () => checkPinFields(with_({ pin_block: 'ABCD' })),
  },
  {
    id: 'TM-TXN-17',
    name: 'deferred fields on a normal sale',
    good: () => checkDeferredAuthFields(t),
    bad: () => checkDeferredAuthFields(with_({ num_deferred_auth_attempts: 0 })),
  },
  {
    id: 'TM-TXN-18',
    name: 'a finished document without fields of the table',
    good: () => checkTableFields(Object.fromEntries(transactionTableFields.map((f) => [f, t[f] ?? null]))),
    alsoGood: [
      [
        'no issuer_id, tags or reference_txn_id (conditional rows)',
        () =>
          checkTableFields({
            ...Object.fromEntries(transactionTableFields.map((f) => [f, t[f] ?? null])),
            issuer_id: undefined,
          }),
      ],
      ['a document still running', () => checkTableFields(running)],
    ],
    bad: () => checkTableFields(t),
  },
  {
    id: 'TM-TXN-20',
    name: 'a host that names no host module',
    good: () => checkHostIsModule(t, settingsBody),
    alsoGood: [['no host while running', () => checkHostIsModule(with_({ host: null }), settingsBody)]],
    bad: () => checkHostIsModule(with_({ host: 'Acquirer A' }), settingsBody),
  },
  {
    id: 'TM-TXN-21',
    name: 'is_contactless on a chip read',
    good: () => checkEntryFlags(with_({ is_contactless: true, is_emv: true, is_keyed: false })),
    alsoGood: [
      [
        'a contactless magstripe-mode card (is_emv false)',
        () => checkEntryFlags(with_({ is_contactless: true, is_emv: false })),
      ],
      ['flags not sent', () => checkEntryFlags(t)],
      [
        'a swipe',
        () => checkEntryFlags(with_({ input_source: 'mag_stripe', is_emv: false, is_contactless: false })),
      ],
      [
        'a document still running',
        () => checkEntryFlags({ ...running, is_contactless: true, input_source: 'keypad' }),
      ],
    ],
    bad: () => checkEntryFlags(with_({ input_source: 'contact_emv', is_contactless: true, is_emv: true })),
  },
  {
    id: 'TM-TXN-22',
    name: 'online PIN flag with signature',
    good: () => checkCvmFlags(with_({ is_signature_required: true })),
    alsoGood: [
      [
        'a verification that did not complete',
        () => checkCvmFlags(with_({ cvm_mode: 'offline_pin', cvm_result: 'failed' })),
      ],
      [
        'online PIN',
        () => checkCvmFlags(with_({ cvm_mode: 'online_pin', is_online_pin: true, is_offline_pin: false })),
      ],
    ],
    bad: () => checkCvmFlags(with_({ is_signature_required: true, is_online_pin: true })),
  },
  {
    id: 'TM-LIST-1',
    name: 'a finished summary without host',
    good: () =>
      checkSummaryFields(
        {
          id: 'a',
          started_at: 1,
          ended_at: 2,
          result: 'approved',
          amount: null,
          host: 'h',
          type: 'reconciliation',
          account_number: null,
          is_reversed: false,
        },
        'a',
      ),
    bad: () =>
      checkSummaryFields(
        {
          id: 'a',
          started_at: 1,
          ended_at: 2,
          result: 'approved',
          amount: 450,
          type: 'sale',
          account_number: '**** 0119',
          is_reversed: false,
        },
        'a',
      ),
  },
  {
    id: 'TM-TXN-19',
    name: 'a result the card does not produce',
    good: () =>
      checkResultAgainstCard(t, { id: 'c', expectedResult: 'approved', expectedOnlineResult: 'approved' }),
    bad: () =>
      checkResultAgainstCard(t, { id: 'c', expectedResult: 'declined', expectedOnlineResult: 'declined' }),
  },
  {
    id: 'TM-LIFE-1',
    name: 'still active after the end',
    good: () => {
      checkActiveWhileRunning(running);
      checkInactiveOnceEnded(t);
    },
    bad: () => checkInactiveOnceEnded(with_({ is_active: true })),
  },
  {
    id: 'TM-LIFE-2',
    name: 'timeout 60000',
    good: () => checkDefaultTimeout(t),
    bad: () => checkDefaultTimeout(with_({ timeout_ms: 60000 })),
  },
  {
    id: 'TM-LIFE-4',
    name: 'reversed sale not marked',
    good: () => checkReversal(with_({ reference_txn_id: 's' }), with_({ is_reversed: true }), 's'),
    bad: () => checkReversal(with_({ reference_txn_id: 's' }), t, 's'),
  },
  {
    id: 'TM-LIFE-5',
    name: 'session unchanged after reconciliation',
    good: () => checkSessionClosed(t, t, with_({ session_number: 2 })),
    bad: () => checkSessionClosed(t, t, t),
  },
  {
    id: 'TM-START-4',
    name: 'client id replaced',
    good: () => checkIdKept(with_({ id: 'mine' }), 'mine'),
    bad: () => checkIdKept(t, 'mine'),
  },
  {
    id: 'TM-START-4',
    name: 'a start with a client id refused',
    good: () => checkIdKept(with_({ id: 'mine' }), 'mine', true),
    bad: () => checkIdKept(undefined, 'mine', false),
  },
  {
    id: 'TM-START-5',
    name: 'ids repeat',
    good: () => checkIdsUnique(['a', 'b']),
    bad: () => checkIdsUnique(['a', 'a']),
  },
  {
    id: 'TM-START-6',
    name: 'id is not a UUID',
    good: () => checkIdIsUuid(t.id),
    bad: () => checkIdIsUuid('12345'),
  },
];

testRows(rows);

test('a counter wraps only from the top of its width to its bottom', () => {
  expect(isCounterWrap(999999, 0)).toBe(true);
  expect(isCounterWrap(9999, 3)).toBe(true);
  expect(isCounterWrap(4294967295, 1)).toBe(true);
  expect(isCounterWrap(500, 1)).toBe(false);
  expect(isCounterWrap(999999, 500000)).toBe(false);
});
