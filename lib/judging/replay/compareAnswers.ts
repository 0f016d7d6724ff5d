/**
 * What changed between a recorded answer and its replayed one (issue 22,
 * item 4): the status code, the document's shape (JSON paths and types), the
 * values of the spec's enumerations (lib/reporting/profile/enumFields.ts: every enum of
 * schemas/), the screen shown and the receipt's layout. Values that are not
 * an enumeration (ids, amounts, times) are never compared, so no card
 * number or credential can reach a change.
 */
import { enumFieldNames } from '../../reporting/profile/enumFields.js';
import { receiptLayout } from '../../reporting/profile/receiptLayout.js';
import { shapeOf, type Shape } from '../../reporting/profile/shapeOf.js';

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
 * Whether two layout lines (receiptLayout.ts: geometry, then the text with digits masked) are the
 * same layout: the same geometry and the same words, where two upper-case codes of 4 to 12
 * characters (an auth code `A12UQK`, a reference) count as the same word, since their letters
 * change from one transaction to the next.
 */
function sameLayoutLine(a: string, b: string): boolean {
  if (a === b) return true;
  const words = (l: string): string[] => l.split(/([^A-Za-z0-9#]+)/);
  const wa = words(a);
  const wb = words(b);
  const code = /^[A-Z0-9#]{4,12}$/;
  return (
    wa.length === wb.length && wa.every((w, i) => w === wb[i] || (code.test(w) && code.test(wb[i] ?? '')))
  );
}

/** The first line where two receipt layouts differ, e.g. `line 4: … → …`, or undefined. */
function layoutDifference(a: readonly string[], b: readonly string[]): string | undefined {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (!sameLayoutLine(a[i] ?? '(none)', b[i] ?? '(none)'))
      return `line ${i + 1}: ${a[i] ?? '(none)'} → ${b[i] ?? '(none)'}`;
  }
  return undefined;
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
  const la = receiptLayout(was.body);
  const lb = receiptLayout(now.body);
  const layout = la === undefined || lb === undefined ? undefined : layoutDifference(la, lb);
  if (layout !== undefined) out.push({ kind: 'receipt', field: 'receipt', detail: layout });
  return out;
}
