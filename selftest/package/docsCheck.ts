/**
 * What the users' docs promise, read out of their Markdown so a self-test can
 * hold it against the installed package (issue 25 item 8: "every path and
 * command in the docs works from an installed package"): the `paycert`
 * commands and their flags, the package paths, and the links with their
 * anchors.
 */

/** The Markdown without its fenced code blocks, and the blocks' lines. */
export function splitFences(markdown: string): {
  prose: string;
  blocks: { lang: string; lines: string[] }[];
} {
  const blocks: { lang: string; lines: string[] }[] = [];
  const prose: string[] = [];
  let open: { lang: string; lines: string[] } | undefined;
  for (const line of markdown.split('\n')) {
    const fence = /^\s*```(\S*)/.exec(line);
    if (fence !== null) {
      if (open === undefined) open = { lang: fence[1] ?? '', lines: [] };
      else {
        blocks.push(open);
        open = undefined;
      }
      prose.push('');
    } else if (open !== undefined) {
      open.lines.push(line);
      prose.push('');
    } else prose.push(line);
  }
  return { prose: prose.join('\n'), blocks };
}

/** Every piece of code the page shows: each line of a fenced block, each inline code span (joined to one line). */
export function codeTexts(markdown: string): string[] {
  const { prose, blocks } = splitFences(markdown);
  const spans = [...prose.matchAll(/(`+)([^`]+?)\1/g)].map((m) =>
    (m[2] ?? '').replace(/\s*\n\s*/g, ' ').trim(),
  );
  return [...blocks.flatMap((b) => b.lines), ...spans];
}

export interface DocCommand {
  readonly command: string;
  readonly flags: readonly string[];
  /** The code it was read from, for a failure's message. */
  readonly text: string;
}

/**
 * The `paycert` commands a piece of code runs: `npx paycert <command>`,
 * `…/.bin/paycert <command>`, or code that starts with `paycert <command>`;
 * its flags are the `--names` up to the end of the command (`--`, which
 * hands the rest to another program, a shell operator or a comment).
 */
export function docCommands(code: string): DocCommand[] {
  // `paycert proxy: 4 exchanges recorded` is a console line the page quotes, not a command.
  const starts = [
    ...code.matchAll(/(?:^|(?<=\n)|npx[ \t]+|\.bin\/)paycert[ \t]+([a-z][a-z-]*)(?![a-z-]|:)/g),
  ];
  return starts.map((m, i) => {
    const end = Math.min(
      starts[i + 1]?.index ?? code.length,
      code.indexOf('\n', m.index) === -1 ? code.length : code.indexOf('\n', m.index),
    );
    const rest = code.slice(m.index + m[0].length, end);
    const own = rest.split(/[ \t]--(?:[ \t]|$)|&&|\|\||;|\||[ \t]#|>|[ \t]&(?:[ \t]|$)/)[0] ?? '';
    const flags = [...own.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map((f) => f[0]);
    return { command: m[1] ?? '', flags, text: code.slice(m.index, end).trim() };
  });
}

/**
 * The package paths a page names: `paycert/<subpath>` (an export of the
 * package) and `node_modules/paycert/<file or folder/>`. Patterns with `*`,
 * `…` or `<…>` are not paths.
 */
export function docPackagePaths(markdown: string): { kind: 'export' | 'file'; path: string }[] {
  const out = new Map<string, { kind: 'export' | 'file'; path: string }>();
  for (const m of markdown.matchAll(/(?<![\w./-])(node_modules\/paycert|paycert)\/([\w.\-/*<>…]*)/g)) {
    const sub = (m[2] ?? '').replace(/[.]+$/, '');
    if (sub === '' || /[*<>…]/.test(sub)) continue;
    const kind = m[1] === 'paycert' ? 'export' : 'file';
    out.set(`${kind}:${sub}`, { kind, path: sub });
  }
  return [...out.values()];
}

/** GitHub's anchors of a page's headings (lower case, punctuation dropped, spaces to `-`, `-1` for a repeat). */
export function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of splitFences(markdown).prose.split('\n')) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h === null) continue;
    const base = (h[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The page's links outside code that stay in the package: a relative file and/or an anchor. */
export function docLinks(markdown: string): { file: string; anchor: string | undefined }[] {
  const prose = splitFences(markdown).prose.replace(/`[^`]*`/g, '');
  const out: { file: string; anchor: string | undefined }[] = [];
  for (const m of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1] ?? '';
    if (/^[a-z]+:/i.test(target)) continue;
    const [file = '', anchor] = target.split('#');
    out.push({ file, anchor });
  }
  return out;
}

/** The `--names` a command's `--help` text offers. */
export function helpFlags(help: string): Set<string> {
  return new Set([...help.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map((m) => m[0]));
}
