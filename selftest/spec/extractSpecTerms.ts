/**
 * Extracts from the spec every field name (first column of its field tables)
 * and every value it names (backticked words in tables, and the plain value
 * lists of the scheme and services rules), for the completeness self-test.
 */
export interface SpecTerm {
  readonly term: string;
  readonly kind: 'field' | 'value';
  /** The heading the term stands under. */
  readonly section: string;
}

const fieldColumns = new Set(['field', 'attribute', 'link', 'command', 'setting']);

/** Splits `data.token`, `receipt.header`, `line1 to line5` into the names a schema must hold. */
function fieldNames(cell: string): string[] {
  const text = cell.replace(/`/g, '').trim();
  const range = /^(\w+?)(\d+) to \w+?(\d+)$/.exec(text);
  if (range) {
    const [, stem = '', from = '0', to = '0'] = range;
    return Array.from({ length: Number(to) - Number(from) + 1 }, (_, i) => `${stem}${Number(from) + i}`);
  }
  return text
    .split(/[.\s,/]+/)
    .map((s) => s.replace(/[^\w]/g, ''))
    .filter((s) => s.length > 0 && !/^(and|or|the|of)$/.test(s));
}

function splitRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((c) => c.trim());
}

export function extractSpecTerms(spec: string): SpecTerm[] {
  const terms: SpecTerm[] = [];
  const lines = spec.split('\n');
  let section = '';
  let part = '';
  let header: string[] | undefined;
  for (const line of lines) {
    if (line.startsWith('#')) section = line.replace(/^#+\s*/, '');
    if (line.startsWith('## ')) part = section;
    if (!line.trim().startsWith('|')) {
      header = undefined;
      // Prose of the resources section names fields too: `success` (boolean) and `device` with `manufacturer`...
      if (part === 'Resources and their fields') {
        const prose = line.replace(/`(\w+?\d+)` to `(\w+?\d+)`/g, '`$1 to $2`');
        for (const m of prose.matchAll(/`([\w. ]+)`/g)) {
          for (const name of fieldNames(m[1] ?? '')) terms.push({ term: name, kind: 'field', section });
        }
      }
      const values = /^Values of `([\w.]+)`: (.+)\.$/.exec(line.trim());
      if (values?.[2] !== undefined) {
        for (const v of values[2].split(',')) terms.push({ term: v.trim(), kind: 'value', section });
      }
      continue;
    }
    const cells = splitRow(line);
    if (header === undefined) {
      header = cells.map((c) => c.toLowerCase());
      continue;
    }
    if (cells.every((c) => /^-+$/.test(c))) continue;
    const first = cells[0] ?? '';
    if (fieldColumns.has(header[0] ?? '')) {
      for (const name of fieldNames(first)) terms.push({ term: name, kind: 'field', section });
    }
    // The printer table lists its fields in prose: "text (string), x (number, ...), ...".
    if (header[1] === 'fields') {
      for (const m of (cells[1] ?? '').matchAll(/(?:^|\)\s*,\s*)([a-z_]+)\s*\(/g)) {
        terms.push({ term: m[1] ?? '', kind: 'field', section });
      }
    }
    for (const cell of cells.slice(1)) {
      for (const m of cell.matchAll(/`([^`]+)`/g)) {
        const v = m[1] ?? '';
        // Fields named in notes (`scheme`, `track2`) and values (`Card`) both count; paths split.
        if (/^[\w-]+$/.test(v) || /^[\w]+\/[\w-]+$/.test(v)) terms.push({ term: v, kind: 'value', section });
      }
      const schemes = /one of: ([^)]+?), or unknown/.exec(cell);
      if (schemes?.[1] !== undefined) {
        for (const s of schemes[1].split(',')) terms.push({ term: s.trim(), kind: 'value', section });
      }
    }
  }
  return terms;
}
