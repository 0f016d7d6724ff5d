/**
 * The layout of a receipt (spec B. Printer instruction): one line per
 * instruction with its command and geometry (x, y, font size, style flags) and
 * its text with every digit masked as `#`, so amounts, dates and card digits
 * never reach a profile while the structure (labels, order, y steps) does.
 */
import { redactText } from '../redaction/redact.js';

const maxInstructions = 400;
const maxText = 60;

function num(v: unknown): string {
  return typeof v === 'number' ? String(v) : '-';
}

export function maskDigits(text: string): string {
  return text.replace(/[0-9]/g, '#');
}

function line(i: unknown): string {
  if (i === null || typeof i !== 'object') return `? ${typeof i}`;
  const o = i as Record<string, unknown>;
  const command = typeof o.command === 'string' ? o.command : '?';
  if (command === 'scroll') return `scroll amount=${num(o.amount)}`;
  if (command !== 'text') return command.replace(/[^A-Za-z_]/g, '?');
  const flags = ['underline', 'strikethru', 'reverse'].filter((f) => o[f] === true);
  const raw = typeof o.text === 'string' ? o.text : '';
  // Mask digits first: redaction then has no card number left to find, only words.
  const text = redactText(maskDigits(raw)).slice(0, maxText);
  return `text x=${num(o.x)} y=${num(o.y)} size=${num(o.font_size)}${flags.length > 0 ? ` ${flags.join(',')}` : ''} ${JSON.stringify(text)}`;
}

/** Accepts a receipt response (`{ success, receipt: [...] }`) or a bare instruction array. */
export function receiptLayout(document: unknown): string[] | undefined {
  const list: unknown = Array.isArray(document)
    ? document
    : document !== null && typeof document === 'object'
      ? ((document as Record<string, unknown>).receipt ?? (document as Record<string, unknown>).instructions)
      : undefined;
  if (!Array.isArray(list)) return undefined;
  return list.slice(0, maxInstructions).map(line);
}
