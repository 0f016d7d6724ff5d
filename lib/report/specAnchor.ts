/**
 * Links a requirement's spec section (e.g. `Endpoints > B. Terminal > Notes`,
 * `Endpoints > A, rule 1`) to a heading anchor of the spec's Markdown, in
 * GitHub's slug style (lower case, punctuation dropped, spaces to `-`,
 * `-1`, `-2` for repeated headings). The deepest heading that matches wins;
 * parts that are not headings (Notes, rule numbers) are ignored.
 */
export interface Heading {
  readonly level: number;
  readonly text: string;
  readonly slug: string;
}

function slugify(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export function specHeadings(markdown: string): Heading[] {
  const counts = new Map<string, number>();
  const out: Heading[] = [];
  for (const m of markdown.matchAll(/^(#{1,6})\s+(.+?)\s*#*\s*$/gm)) {
    const text = m[2] ?? '';
    const base = slugify(text);
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    out.push({ level: (m[1] ?? '').length, text, slug: n === 0 ? base : `${base}-${n}` });
  }
  return out;
}

function matches(heading: string, part: string): boolean {
  const h = heading.toLowerCase();
  const p = part.toLowerCase();
  return h === p || h.startsWith(`${p}.`) || h.startsWith(`${p} `);
}

/** The anchor (without `#`) for a section, or undefined when no heading matches. */
export function specAnchor(section: string, headings: readonly Heading[]): string | undefined {
  const first = section.split(';')[0] ?? '';
  const parts = first
    .split('>')
    .map((p) => (p.split(/[,:]/)[0] ?? '').trim())
    .filter((p) => p !== '');
  let start = 0;
  let end = headings.length;
  let found: Heading | undefined;
  for (const part of parts) {
    const i = headings.slice(start, end).findIndex((h) => matches(h.text, part));
    if (i < 0) break;
    const idx = start + i;
    found = headings[idx];
    const level = found?.level ?? 0;
    // Children of this heading run until the next heading of the same or a higher level.
    let next = idx + 1;
    while (next < headings.length && (headings[next]?.level ?? 0) > level) next++;
    start = idx + 1;
    end = next;
  }
  return found?.slug;
}
