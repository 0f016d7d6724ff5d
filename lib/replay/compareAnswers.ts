/**
 * What changed between a recorded answer and its replayed one (issue 22,
 * item 4): the status code, the document's shape (JSON paths and types), the
 * values of the spec's enumerations (lib/profile/enumFields.ts: every enum of
 * schemas/), the screen shown and the receipt's layout. Values that are not
 * an enumeration (ids, amounts, times) are never compared, so no card
 * number or credential can reach a change.
 */
import { enumFieldNames } from '../profile/enumFields.js';
import { firstLayoutDifference } from '../profile/diffProfiles.js';
import { receiptLayout } from '../profile/receiptLayout.js';
import { shapeOf, type Shape } from '../profile/shapeOf.js';

export type ChangeKind = 'status' | 'shape' | 'enum' | 'screen' | 'receipt' | 'answer';

export interface Difference {
  readonly kind: ChangeKind;
  /** The field path (`transaction.result`), `$` for the document, absent for the status. */
  readonly field?: string;
  readonly detail: string;
}

const types = (s: Shape, p: string): string => (Object.hasOwn(s, p) ? (s[p]?.types ?? []).join('|') : '');
const lastName = (p: string): string => p.replace(/\[\]$/, '').split('.').pop() ?? p;

function shapeDifferences(was: unknown, now: unknown): Difference[] {
  const a = shapeOf(was);
  const b = shapeOf(now);
  const out: Difference[] = [];
  for (const p of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const ta = types(a, p);
    const tb = types(b, p);
    // Only the topmost path of a subtree that came or went: its children say nothing more.
    const parent = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : p.replace(/\[\]$/, '');
    if (ta === '' && tb !== '') {
      if (parent === p || types(a, parent) !== '')
        out.push({ kind: 'shape', field: p, detail: `new field (${tb})` });
    } else if (tb === '' && ta !== '') {
      if (parent === p || types(b, parent) !== '')
        out.push({ kind: 'shape', field: p, detail: `field gone (was ${ta})` });
    } else if (ta !== tb) out.push({ kind: 'shape', field: p, detail: `type ${ta} → ${tb}` });
    else if (enumFieldNames.has(lastName(p))) {
      const va = (a[p]?.values ?? []).join(', ');
      const vb = (b[p]?.values ?? []).join(', ');
      if (va !== vb) {
        const kind = p === 'scene.path' ? 'screen' : 'enum';
        out.push({ kind, field: p, detail: `${va === '' ? '(none)' : va} → ${vb === '' ? '(none)' : vb}` });
      }
    }
  }
  return out;
}

/**
 * A layout line with every word that holds a digit masked whole: such a word is a value (an auth
 * code `A12UQK`, a reference), whose letters change from one transaction to the next.
 */
function valueFree(line: string): string {
  return line.replace(/[A-Za-z0-9#]*#[A-Za-z0-9#]*/g, (w) => '#'.repeat(w.length));
}

/** The differences of two answers; `was`/`now` bodies are the parsed JSON (undefined when none or not JSON). */
export function compareAnswers(
  was: { status: number; body: unknown; isJson: boolean },
  now: { status: number; body: unknown; isJson: boolean },
): Difference[] {
  const out: Difference[] = [];
  if (was.status !== now.status) out.push({ kind: 'status', detail: `${was.status} → ${now.status}` });
  if (was.isJson !== now.isJson) {
    out.push({ kind: 'answer', field: '$', detail: was.isJson ? 'JSON → not JSON' : 'not JSON → JSON' });
    return out;
  }
  if (!was.isJson) return out;
  out.push(...shapeDifferences(was.body, now.body));
  const la = receiptLayout(was.body)?.map(valueFree);
  const lb = receiptLayout(now.body)?.map(valueFree);
  if (la !== undefined && lb !== undefined && JSON.stringify(la) !== JSON.stringify(lb))
    out.push({ kind: 'receipt', field: 'receipt', detail: firstLayoutDifference([la], [lb]) });
  return out;
}
