/**
 * Receipts (spec Endpoints B, notes; Errors, rule 5; B. Settings receipt
 * lines): which receipts exist per type, their shape, that they print
 * unchanged; whether header and footer show the host module's lines or the
 * default ones is an observation (the spec says which lines are "used", not
 * how a receipt shows them).
 */
import { test } from '../../fixtures/test.js';
import { checkPrintAccepted } from '../../lib/checks/printer/printChecks.js';
import { receiptOf } from '../../lib/checks/terminal/exchange.js';
import {
  checkReceiptAvailable,
  checkReceiptLayout,
  checkReceiptLines,
  checkReceiptRefused,
  checkReconciliationReceiptIdentical,
} from '../../lib/checks/terminal/receiptChecks.js';
import { checkAnswerSchema } from '../../lib/checks/terminal/responseChecks.js';
import { checkHostModuleFields } from '../../lib/checks/terminal/settingsChecks.js';
import type { TransactionType } from '../../lib/terminal/terminalClient.js';
import type { RequirementId } from '../../lib/requirements/catalogue.js';

const rows: readonly { type: TransactionType; card?: string; body: Record<string, unknown> }[] = [
  { type: 'sale', card: 'visa-qvsdc-contactless', body: { amount: 700 } },
  // American Express goes to the second host module, with its own receipt lines.
  { type: 'sale', card: 'amex-emv-chip-online-pin', body: { amount: 710 } },
  { type: 'refund', card: 'mastercard-mchip-contactless', body: { amount: 720 } },
  { type: 'reversal', body: {} },
];

const ids: RequirementId[] = [
  'TM-SET-3',
  'TM-RCPT-1',
  'TM-RCPT-3',
  'TM-RCPT-5',
  'TM-RCPT-6',
  'TM-RCPT-7',
  'TM-RCPT-8',
  'TM-RCPT-9',
];

for (const row of rows) {
  test(
    `receipts of a ${row.type}${row.card === undefined ? '' : ` with ${row.card}`}`,
    { tag: ids.map((i) => `@${i}`) },
    async ({ verify, terminal }) => {
      terminal.allowType(verify, ids, row.type);
      terminal.requireCards(verify, ids);
      const body = { ...row.body };
      if (row.type === 'reversal')
        body.reference_txn_id = (await terminal.run('sale', { amount: 730 }, 'visa-qvsdc-contactless')).ended
          ?.id;
      const ran = await terminal.run(row.type, body, row.card);
      const id = String(ran.started?.id);
      const host = typeof ran.ended?.host === 'string' ? ran.ended.host : undefined;
      const settings = await terminal.client.settings();
      const merchant = await terminal.client.receipt(id, 'merchant');
      const cardholder = await terminal.client.receipt(id, 'cardholder');
      const reconciliation = await terminal.client.receipt(id, 'reconciliation');
      const merchantServed = await verify('TM-RCPT-1', () => checkReceiptAvailable(merchant));
      const cardholderServed = await verify('TM-RCPT-8', () => checkReceiptAvailable(cardholder));
      await verify('TM-RCPT-3', () => checkReceiptRefused(reconciliation));
      // The transaction's host names a host module: its settings object holds the module's fields.
      await verify('TM-SET-3', () => checkHostModuleFields(settings.body, host === undefined ? [] : [host]));
      // A receipt that was not served has no shape, lines or print to judge: its absence is TM-RCPT-1's
      // or TM-RCPT-8's failure, and the rules of its content are not run for it.
      const served = [
        ...(merchantServed ? [{ copy: 'merchant' as const, answer: merchant }] : []),
        ...(cardholderServed ? [{ copy: 'cardholder' as const, answer: cardholder }] : []),
      ];
      for (const r of served) {
        await verify('TM-RCPT-5', () => checkAnswerSchema('terminal/receipt-response', r.answer));
        await verify('TM-RCPT-7', () => checkReceiptLines(receiptOf(r.answer), settings.body, host));
        await verify('TM-RCPT-9', () => checkReceiptLayout(receiptOf(r.answer), r.copy));
      }
      for (const r of served) {
        const printed = await terminal.client.print({ instructions: receiptOf(r.answer) ?? [] });
        await verify('TM-RCPT-6', () => checkPrintAccepted(printed));
      }
    },
  );
}

const reconIds: RequirementId[] = [
  'TM-RCPT-1',
  'TM-RCPT-2',
  'TM-RCPT-4',
  'TM-RCPT-5',
  'TM-RCPT-6',
  'TM-RCPT-7',
];
test('receipts of a reconciliation', { tag: reconIds.map((i) => `@${i}`) }, async ({ verify, terminal }) => {
  terminal.allowType(verify, reconIds, 'reconciliation');
  const ran = await terminal.run('reconciliation', {});
  const id = String(ran.started?.id);
  const host = typeof ran.ended?.host === 'string' ? ran.ended.host : undefined;
  const settings = await terminal.client.settings();
  const merchant = await terminal.client.receipt(id, 'merchant');
  const cardholder = await terminal.client.receipt(id, 'cardholder');
  const reconciliation = await terminal.client.receipt(id, 'reconciliation');
  const merchantServed = await verify('TM-RCPT-1', () => checkReceiptAvailable(merchant));
  await verify('TM-RCPT-2', () => checkReceiptRefused(cardholder));
  // Without the merchant receipt there is nothing to compare, shape or print: TM-RCPT-1 owns that.
  if (!merchantServed) return;
  const shaped = await verify('TM-RCPT-5', () => checkAnswerSchema('terminal/receipt-response', merchant));
  // Two receipts are compared instruction by instruction: a merchant receipt that is no array of
  // instructions (TM-RCPT-5's failure) has none to compare.
  if (shaped) await verify('TM-RCPT-4', () => checkReconciliationReceiptIdentical(merchant, reconciliation));
  await verify('TM-RCPT-7', () => checkReceiptLines(receiptOf(merchant), settings.body, host));
  const printed = await terminal.client.print({ instructions: receiptOf(merchant) ?? [] });
  await verify('TM-RCPT-6', () => checkPrintAccepted(printed));
});
