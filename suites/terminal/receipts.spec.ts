/**
 * Receipts (spec Endpoints B, notes; Errors, rule 5; B. Settings receipt
 * lines): which receipts exist per type and outcome, their shape, that they
 * print unchanged. The merchant receipt is "always available for any
 * transaction", so declined and cancelled sales are asked for theirs too.
 * Whether the cardholder receipt exists for a sale, refund or reversal, and
 * whether header and footer show the host module's lines or the default
 * ones, are observations (the spec says where the cardholder receipt is not
 * available, and which lines are "used", not how a receipt shows them).
 */
import { test, named } from '../../fixtures/test.js';
import type { TerminalSession } from '../../fixtures/terminal/terminalSession.js';
import { checkPrintAccepted } from '../../lib/judging/checks/printer/printChecks.js';
import {
  receiptOf,
  transactionOf,
  type TerminalResponse,
} from '../../lib/judging/checks/terminal/exchange.js';
import {
  checkReceiptAvailable,
  checkReceiptLayout,
  checkReceiptLines,
  checkReceiptRefused,
  checkReconciliationReceiptIdentical,
} from '../../lib/judging/checks/terminal/receiptChecks.js';
import { checkAnswerSchema } from '../../lib/judging/checks/terminal/responseChecks.js';
import { checkHostModuleFields } from '../../lib/judging/checks/terminal/settingsChecks.js';
import { checkFinished } from '../../lib/judging/checks/terminal/transactionLifeChecks.js';
import { checkStartResponse } from '../../lib/judging/checks/terminal/transactionEndpointChecks.js';
import type { TransactionType } from '../../lib/targets/terminal/terminalClient.js';
import type { RequirementId } from '../../lib/judging/requirements/catalogue.js';
import type { Verify } from '../../fixtures/conformance.js';
import { skipUnlessPrinterPrints } from './printerPrints.js';

interface Row {
  readonly label: string;
  readonly type: TransactionType;
  readonly card?: string;
  readonly body: Record<string, unknown>;
  /** Ends the sale without a card: the cashier cancels it (a simulator does it through its control API). */
  readonly cancel?: true;
  /** Whether the cardholder copy is looked for (TM-RCPT-8: an approved sale, refund or reversal). */
  readonly cardholder: boolean;
}

const rows: readonly Row[] = [
  { label: 'sale', type: 'sale', card: 'visa-qvsdc-contactless', body: { amount: 700 }, cardholder: true },
  // American Express goes to the second host module, with its own receipt lines.
  { label: 'sale', type: 'sale', card: 'amex-emv-chip-online-pin', body: { amount: 710 }, cardholder: true },
  {
    label: 'refund',
    type: 'refund',
    card: 'mastercard-mchip-contactless',
    body: { amount: 720 },
    cardholder: true,
  },
  { label: 'reversal', type: 'reversal', body: {}, cardholder: true },
  // "Merchant receipt: always available for any transaction": declined and cancelled ones too.
  {
    label: 'declined sale',
    type: 'sale',
    card: 'visa-wave2-contactless-declined',
    body: { amount: 740 },
    cardholder: false,
  },
  { label: 'cancelled sale', type: 'sale', body: { amount: 750 }, cancel: true, cardholder: false },
];

const contentIds: RequirementId[] = ['TM-SET-3', 'TM-RCPT-5', 'TM-RCPT-6', 'TM-RCPT-7', 'TM-RCPT-9'];

function idsOf(row: Row): RequirementId[] {
  return ['TM-RCPT-1', 'TM-RCPT-3', ...(row.cardholder ? (['TM-RCPT-8'] as const) : []), ...contentIds];
}

/** Runs the row's transaction to its end; returns its id and final document. */
async function runRow(
  verify: Verify,
  terminal: TerminalSession,
  row: Row,
): Promise<{ id: string; ended: Record<string, unknown> | undefined }> {
  if (row.cancel === true) {
    const control = terminal.requireSimulator(verify, 'cancel a sale as the cashier does');
    const started = await terminal.start(row.type, row.body);
    await verify.precondition(
      'TM-START-1',
      () => checkStartResponse(started),
      'the sale to cancel was not started',
    );
    const id = String(transactionOf(started)?.id);
    await control.cancel();
    const ended = (await terminal.finish(id)).doc;
    // A sale that did not end cancelled is no cancelled transaction to ask receipts of.
    await verify.precondition('TM-TXN-5', () => checkFinished(ended ?? {}), 'the cancelled sale did not end');
    return { id, ended };
  }
  terminal.requireCards(verify);
  const body = { ...row.body };
  if (row.type === 'reversal')
    body.reference_txn_id = (await terminal.run('sale', { amount: 730 }, 'visa-qvsdc-contactless')).ended?.id;
  const ran = await terminal.run(row.type, body, row.card);
  return { id: String(ran.started?.id), ended: ran.ended };
}

/** Prints each receipt unchanged (TM-RCPT-6); a printer that prints nothing leaves it NOT RUN. */
async function verifyPrintable(
  verify: Verify,
  terminal: TerminalSession,
  receipts: readonly TerminalResponse[],
): Promise<void> {
  for (const answer of receipts) {
    const printed = await terminal.client.print({ instructions: receiptOf(answer) ?? [] });
    await skipUnlessPrinterPrints(terminal, printed);
    await verify('TM-RCPT-6', () => checkPrintAccepted(printed));
  }
}

for (const row of rows) {
  const ids = idsOf(row);
  test(
    ...named(`receipts of a ${row.label}${row.card === undefined ? '' : ` with ${row.card}`}`, ...ids),
    async ({ verify, terminal }) => {
      terminal.allowType(verify, row.type);
      const { id, ended } = await runRow(verify, terminal, row);
      const host = typeof ended?.host === 'string' ? ended.host : undefined;
      const settings = await terminal.client.settings();
      const merchant = await terminal.client.receipt(id, 'merchant');
      const reconciliation = await terminal.client.receipt(id, 'reconciliation');
      const merchantServed = await verify('TM-RCPT-1', () => checkReceiptAvailable(merchant));
      await verify('TM-RCPT-3', () => checkReceiptRefused(reconciliation));
      const served: { copy: 'merchant' | 'cardholder'; answer: TerminalResponse }[] = merchantServed
        ? [{ copy: 'merchant', answer: merchant }]
        : [];
      if (row.cardholder) {
        const cardholder = await terminal.client.receipt(id, 'cardholder');
        if (await verify('TM-RCPT-8', () => checkReceiptAvailable(cardholder)))
          served.push({ copy: 'cardholder', answer: cardholder });
      }
      // The transaction's host names a host module: its settings object holds the module's fields.
      await verify('TM-SET-3', () => checkHostModuleFields(settings.body, host === undefined ? [] : [host]));
      // A receipt that was not served has no shape, lines or print to judge: its absence is TM-RCPT-1's
      // failure (or TM-RCPT-8's warning), and the rules of its content are not run for it.
      for (const r of served) {
        await verify('TM-RCPT-5', () => checkAnswerSchema('terminal/receipt-response', r.answer));
        await verify('TM-RCPT-7', () => checkReceiptLines(receiptOf(r.answer), settings.body, host));
        await verify('TM-RCPT-9', () => checkReceiptLayout(receiptOf(r.answer), r.copy));
      }
      await verifyPrintable(
        verify,
        terminal,
        served.map((r) => r.answer),
      );
    },
  );
}

test(
  ...named(
    `receipts of a reconciliation`,
    'TM-RCPT-1',
    'TM-RCPT-2',
    'TM-RCPT-4',
    'TM-RCPT-5',
    'TM-RCPT-6',
    'TM-RCPT-7',
  ),
  async ({ verify, terminal }) => {
    terminal.allowType(verify, 'reconciliation');
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
    if (shaped)
      await verify('TM-RCPT-4', () => checkReconciliationReceiptIdentical(merchant, reconciliation));
    await verify('TM-RCPT-7', () => checkReceiptLines(receiptOf(merchant), settings.body, host));
    await verifyPrintable(verify, terminal, [merchant]);
  },
);
