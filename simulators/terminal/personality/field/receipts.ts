/**
 * Field personality: another receipt layout. The spec fixes what a receipt
 * is (printer instructions the print endpoint takes unchanged), not its
 * layout: here the date/TID/MID block moves to the end, an extra line is
 * added, and line spacing, font sizes and the right column's x differ.
 */
import type { PrinterInstruction } from '../../../../lib/judging/printer/printerInstruction.js';
import { receiptKindOf } from '../../../../lib/judging/interfaces/terminalEndpoints.js';
import { fieldReference } from './documents.js';
import { isJsonObject, type Variation } from '../../variation.js';

/** The reference's line pitch and the field's. */
const FROM_PITCH = 28;
const TO_PITCH = 30;
const fontSizes: Record<number, number> = { 24: 22, 28: 30 };
const RIGHT_X = 250;

type Block = PrinterInstruction[];

function blocks(list: readonly PrinterInstruction[]): { body: Block[]; tail: Block } {
  const body: Block[] = [];
  let current: Block = [];
  for (const i of list) {
    if (i.command === 'scroll') {
      if (current.length > 0) body.push(current);
      current = [];
      continue;
    }
    current.push(i);
    if (i.command === 'flush') {
      body.push(current);
      current = [];
    }
  }
  if (current.length > 0) body.push(current);
  return { body, tail: list.filter((i) => i.command === 'scroll') };
}

function restyle(i: PrinterInstruction): PrinterInstruction {
  if (i.command !== 'text') return i;
  const out = { ...i, y: Math.round((i.y * TO_PITCH) / FROM_PITCH), text: fieldReference(i.text) };
  if (typeof i.font_size === 'number') out.font_size = fontSizes[i.font_size] ?? i.font_size;
  if (i.x > 0) out.x = RIGHT_X;
  return out;
}

export function fieldReceipt(list: readonly PrinterInstruction[]): PrinterInstruction[] {
  const { body, tail } = blocks(list);
  const [title, dateBlock, ...rest] = body;
  const retain: Block = [
    { command: 'text', text: 'PLEASE RETAIN', x: 0, y: 0, font_size: 24 },
    { command: 'text', text: 'FOR YOUR RECORDS', x: 0, y: FROM_PITCH, font_size: 24 },
    { command: 'flush' },
  ];
  const ordered = [title, ...rest, retain, dateBlock].filter((b): b is Block => b !== undefined);
  return [...ordered.flat(), ...tail].map(restyle);
}

export const receiptLayout: Variation = {
  name: 'receipt-layout',
  allowedBy:
    'Receipt response: `success` (boolean) and `receipt`, an array of printer instructions that can be sent unchanged to the print endpoint.',
  change:
    'receipts: date/TID/MID block last, an extra "PLEASE RETAIN / FOR YOUR RECORDS" block, line pitch 30, fonts 22/30, right column at x 250',
  after: (a, x) => {
    if (receiptKindOf(x.endpoint?.id) === undefined || a.status !== 200 || !isJsonObject(a.body)) return a;
    const r = a.body.receipt;
    return Array.isArray(r)
      ? { ...a, body: { ...a.body, receipt: fieldReceipt(r as PrinterInstruction[]) } }
      : a;
  },
};
