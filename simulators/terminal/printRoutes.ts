/**
 * POST print.json and the receipt endpoints (spec Endpoints B, notes; Errors
 * B 5-6). Receipts follow the availability rules: merchant always;
 * cardholder not for a reconciliation; reconciliation only for one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PrinterInstruction } from '../../lib/judging/printer/printerInstruction.js';
import { validateInstructions } from '../../lib/judging/printer/validateInstructions.js';
import * as E from './errors.js';
import { readJsonBody, sendJson } from './respond.js';
import { asFirmwareExecutes, coerceStringY, refusedStyle } from './printerFaults.js';
import { buildReceipt, type ReceiptKind } from './receipts.js';
import type { SimContext } from './simContext.js';

export async function handlePrint(ctx: SimContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonBody(req, ctx.limits);
  if (!body.ok)
    return ctx.error(res, body.error, undefined, body.close ? { connection: 'close' } : undefined);
  const b = body.json;
  if (b === null || typeof b !== 'object' || Array.isArray(b))
    return ctx.error(res, E.fieldError('body', 'must be an object with instructions'));
  const extraKey = Object.keys(b).find((k) => k !== 'instructions');
  if (extraKey !== undefined)
    return ctx.error(
      res,
      E.fieldError(extraKey.slice(0, 40), 'unknown field (only instructions is allowed)'),
    );
  const list = (b as { instructions?: unknown }).instructions;
  if (!Array.isArray(list))
    return ctx.error(res, E.fieldError('instructions', 'required: an array of printer instructions'));
  const faults = ctx.faults;
  const printer = ctx.runtime.config.printer;
  if (printer === 'absent') {
    return faults.has('printer-absent-200')
      ? sendJson(res, 200, { success: true })
      : ctx.error(res, E.NO_PRINTER);
  }
  const asSent = coerceStringY(list, faults);
  const problem = validateInstructions(asSent, {
    allowNegativeY: faults.has('negative-y-accepted'),
    allowUnknownCommand: faults.has('unknown-command-accepted'),
  });
  if (problem !== undefined) {
    return ctx.error(
      res,
      { status: 400, description: problem.message },
      { index: problem.index, rule: problem.rule },
    );
  }
  // Unknown commands only get here under the unknown-command-accepted fault: the printer skips them.
  const known = (asSent as PrinterInstruction[]).filter((i) =>
    ['text', 'scroll', 'flush'].includes(i.command),
  );
  const styled = refusedStyle(known, faults);
  if (styled !== undefined) {
    return ctx.error(res, E.fieldError(`instructions[${styled.index}].${styled.field}`, 'unknown field'), {
      index: styled.index,
      rule: 'unknown-field',
    });
  }
  // A personality's refusal of a valid list the spec leaves to the device (variation.ts, `print`).
  for (const v of ctx.runtime.variations.list) {
    const refused = v.print?.(known);
    if (refused !== undefined) return ctx.error(res, E.fieldError(refused.field, refused.rule));
  }
  // A queued out-of-paper (control API) fails this one print as an empty roll does.
  if (
    printer === 'out-of-paper' ||
    ctx.runtime.machine.outcomes.take((n) => n === 'out-of-paper') !== undefined
  )
    return ctx.error(res, E.OUT_OF_PAPER);
  ctx.runtime.printer.print(asFirmwareExecutes(known, faults));
  return sendJson(res, 200, { success: true });
}

/**
 * Receipt faults that decide whether a receipt exists or which module it is rendered from stay
 * branches: they choose the route's answer from the record; the answer-shape receipt faults are
 * entries (faultEntries/answerFaults.ts).
 */
export function handleReceipt(ctx: SimContext, res: ServerResponse, id: string, kind: ReceiptKind): void {
  const m = ctx.runtime.machine;
  const rec = m.get(id);
  if (rec === undefined) return ctx.error(res, E.NO_TRANSACTION_FOUND);
  const recon = rec.doc.type === 'reconciliation';
  const type = rec.doc.type;
  if (
    (kind === 'merchant' && type === 'reversal' && ctx.faults.has('merchant-receipt-missing-for-reversal')) ||
    (kind === 'merchant' &&
      rec.doc.result !== 'approved' &&
      ctx.faults.has('merchant-receipt-missing-unless-approved')) ||
    (kind === 'cardholder' && type === 'refund' && ctx.faults.has('cardholder-receipt-missing-for-refund'))
  ) {
    return ctx.error(res, E.RECEIPT_NOT_AVAILABLE);
  }
  if (kind === 'cardholder' && recon && !ctx.faults.has('cardholder-receipt-for-reconciliation')) {
    return ctx.error(res, E.CARDHOLDER_RECEIPT_FOR_RECONCILIATION);
  }
  if (kind === 'reconciliation' && !recon && !ctx.faults.has('reconciliation-receipt-for-sale')) {
    return ctx.error(res, E.RECONCILIATION_RECEIPT_FOR_NON_RECONCILIATION);
  }
  const receipt = buildReceipt({
    // The reconciliation receipt of a reconciliation is the merchant receipt (Endpoints B, notes).
    kind: kind === 'reconciliation' ? 'merchant' : kind,
    doc: ctx.faults.has('receipt-from-primary-module') ? { ...rec.doc, host: m.settings.primary } : rec.doc,
    settings: m.settings,
    ...(recon ? { batch: m.batchTotals(rec.doc.session_number) } : {}),
  });
  return sendJson(res, 200, { success: true, receipt });
}
