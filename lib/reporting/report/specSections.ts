/**
 * The sections of the interface specification, so a report names and links
 * them without the document beside it. A catalogue entry cites sections as a
 * path (`Resources and their fields > B. Transaction: total_amount`, several
 * joined by `;`); `citationsOf` resolves each to the headings it names, in
 * full (`B. Transaction (full document, …)`), and to the anchor GitHub gives
 * that heading (lower case, punctuation dropped, spaces to `-`, `-1`, `-2`
 * for a repeated heading). Links are made only when the integrator says where
 * the specification is published (`PAYCERT_SPEC_URL`). selftest/reporting
 * holds this list equal to the specification's headings.
 */

/** The specification's headings in document order: level and text, as written. */
export const specHeadingList: readonly (readonly [level: number, text: string])[] = [
  [1, 'Payment Gateway and In-Person Terminal Interface'],
  [2, 'What the service does'],
  [2, 'Resources and their fields'],
  [3, 'A. Card tokenisation request (body)'],
  [3, 'A. Card tokenisation response'],
  [3, 'A. Payment job request (body)'],
  [3, 'A. Payment job response'],
  [3, 'B. Device (response of device endpoint)'],
  [3, 'B. Ping response'],
  [3, 'B. Settings (response of settings endpoint)'],
  [3, 'B. Transaction summary (elements of the transaction list)'],
  [3, 'B. Transaction (full document, under the `transaction` key next to `success`)'],
  [3, 'B. Screen (response of screen endpoint)'],
  [3, 'B. Printer instruction'],
  [2, 'States and transitions'],
  [3, 'A. Status values seen'],
  [3, 'B. Terminal'],
  [2, 'Endpoints'],
  [3, 'A. Gateway'],
  [3, 'B. Terminal'],
  [2, 'Authentication'],
  [3, 'A. Gateway'],
  [3, 'B. Terminal'],
  [2, 'Events'],
  [2, 'Errors'],
  [2, 'Limits'],
  [2, 'Versioning'],
];

export interface Heading {
  readonly level: number;
  readonly text: string;
  readonly slug: string;
}

/** GitHub's anchor for a heading's text (before the `-1` of a repeat). */
export function githubSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Headings with their anchors; a repeated heading gets `-1`, `-2`, as on GitHub. */
export function headingsOf(list: readonly (readonly [number, string])[]): Heading[] {
  const counts = new Map<string, number>();
  return list.map(([level, text]) => {
    const base = githubSlug(text);
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    return { level, text, slug: n === 0 ? base : `${base}-${n}` };
  });
}

/** The headings of a Markdown text, in order (for the self-test that compares them with the list). */
export function markdownHeadings(markdown: string): [number, string][] {
  return [...markdown.matchAll(/^(#{1,6})\s+(.+?)\s*#*\s*$/gm)].map((m) => [(m[1] ?? '').length, m[2] ?? '']);
}

const specHeadings = headingsOf(specHeadingList);

/** A heading's name: its text without a closing parenthesis (`B. Device (response …)` → `B. Device`). */
function nameOf(text: string): string {
  return text.replace(/\s*\([^)]*\)\s*$/, '').toLowerCase();
}

/** Where `part` names a heading among `candidates`: its exact name first, else a name it begins. */
function find(part: string, candidates: readonly Heading[]): Heading | undefined {
  const p = part.toLowerCase();
  return (
    candidates.find((h) => nameOf(h.text) === p) ??
    candidates.find((h) => nameOf(h.text).startsWith(`${p} `) || nameOf(h.text).startsWith(`${p}.`))
  );
}

/** One cited section: its title in full and, where it names a heading, that heading's anchor. */
export interface Citation {
  /** E.g. `Resources and their fields › B. Transaction (full document, …): total_amount`. */
  readonly title: string;
  /** GitHub's anchor of the deepest heading it names (without `#`). */
  readonly anchor?: string;
  /** `PAYCERT_SPEC_URL#anchor`, only when that variable is set. */
  readonly url?: string;
}

/** Resolves one path (`Endpoints > B. Terminal > Notes`, `Versioning, rule 1`) against the headings. */
function citationOf(path: string, specUrl: string | undefined): Citation {
  const parts = path
    .split('>')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const titles: string[] = [];
  let detail = '';
  let found: Heading | undefined;
  // The document's title is no section: a path starts below it.
  let within: readonly Heading[] = specHeadings.filter((h) => h.level > 1);
  for (let i = 0; i < parts.length; i++) {
    const raw = parts[i] ?? '';
    // `A, rule 1` and `B. Transaction: total_amount` name a heading, then a place inside it.
    const cut = raw.search(/[,:]/);
    const name = (cut < 0 ? raw : raw.slice(0, cut)).trim();
    const h = find(name, within);
    if (h === undefined) {
      titles.push(...parts.slice(i));
      break;
    }
    found = h;
    titles.push(h.text);
    detail = cut < 0 ? '' : raw.slice(cut);
    const at = specHeadings.indexOf(h);
    let end = at + 1;
    while (end < specHeadings.length && (specHeadings[end]?.level ?? 0) > h.level) end++;
    within = specHeadings.slice(at + 1, end);
    if (i === parts.length - 1) titles[titles.length - 1] = `${h.text}${detail}`;
  }
  const title = titles.join(' › ');
  // What the specification leaves open is sometimes cited from field observations (docs/personalities.md).
  if (found === undefined)
    return {
      title: /^field notes/i.test(title) ? title.replace(/^field notes/i, 'field observations') : title,
    };
  const url = specUrl === undefined ? undefined : `${specUrl}#${found.slug}`;
  return { title, anchor: found.slug, ...(url === undefined ? {} : { url }) };
}

/** The specification's address, when the integrator gave one (PAYCERT_SPEC_URL); without it no links. */
export function specUrl(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const v = env.PAYCERT_SPEC_URL?.trim();
  return v === undefined || v === '' ? undefined : v.replace(/#.*$/, '');
}

/** Every section a catalogue entry cites (`;`-separated), resolved. */
export function citationsOf(section: string, url: string | undefined = specUrl()): Citation[] {
  const paths: string[] = [];
  for (const s of section.split(';').map((x) => x.trim())) {
    if (s === '') continue;
    // `…: data.payments; > payment` goes on below the previous path's heading.
    const previous = paths[paths.length - 1];
    paths.push(
      s.startsWith('>') && previous !== undefined ? `${previous.replace(/[:,][^>]*$/, '')} ${s}` : s,
    );
  }
  return paths.map((s) => citationOf(s, url));
}
