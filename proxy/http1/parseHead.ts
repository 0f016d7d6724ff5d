/**
 * One HTTP/1.1 message head (RFC 9112 sections 2-5), as the relay reads it:
 * the start line and the header lines exactly as they came (so a forwarded
 * head keeps names' casing, order and repeats), each name in lower case and
 * each value without its surrounding whitespace. Strict where leniency is a
 * smuggling or confusion risk: a bare LF, a folded line (obs-fold), a name
 * that is not a token, a control character in a value are refused with one
 * sentence saying which.
 */
export interface ParsedHead {
  readonly startLine: string;
  /** Header lines as received, without their CRLF. */
  readonly lines: readonly string[];
  /** Lower-case names, parallel to `lines`. */
  readonly names: readonly string[];
  /** Values without leading or trailing spaces and tabs, parallel to `lines`. */
  readonly values: readonly string[];
}

const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// Field values: visible characters, spaces, tabs and obs-text (RFC 9110 section 5.5); no other controls.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const badValue = /[\0-\x08\x0a-\x1f\x7f]/;

/** `text` is the head in latin1, without its final empty line; a string is the refusal's reason. */
export function parseHead(text: string): ParsedHead | string {
  const all = text.split('\r\n');
  const startLine = all[0] ?? '';
  if (startLine.includes('\n')) return 'a bare LF ends a line of the head';
  const lines: string[] = [];
  const names: string[] = [];
  const values: string[] = [];
  for (let i = 1; i < all.length; i++) {
    const line = all[i] as string;
    if (line.includes('\n')) return 'a bare LF ends a line of the head';
    if (line.startsWith(' ') || line.startsWith('\t')) return 'a header line is folded (obs-fold)';
    const colon = line.indexOf(':');
    if (colon <= 0) return `a header line has no name: "${line.slice(0, 40)}"`;
    const name = line.slice(0, colon);
    if (!token.test(name)) return `a header name is not a token: "${name.slice(0, 40)}"`;
    const value = line.slice(colon + 1).replace(/^[ \t]+|[ \t]+$/g, '');
    if (badValue.test(value)) return `the ${name} header holds a control character`;
    lines.push(line);
    names.push(name.toLowerCase());
    values.push(value);
  }
  return { startLine, lines, names, values };
}

export interface RequestLine {
  readonly method: string;
  readonly target: string;
  /** 0 for HTTP/1.0, 1 for HTTP/1.1. */
  readonly minor: number;
}

const requestLine = /^([!#$%&'*+\-.^_`|~0-9A-Za-z]+) ([^\s]+) HTTP\/1\.([01])$/;

export function parseRequestLine(line: string): RequestLine | undefined {
  const m = requestLine.exec(line);
  return m === null ? undefined : { method: m[1] as string, target: m[2] as string, minor: Number(m[3]) };
}

export interface StatusLine {
  readonly status: number;
  readonly minor: number;
}

const statusLine = /^HTTP\/1\.([01]) ([1-9]\d\d)(?: [^\r\n]*)?$/;

export function parseStatusLine(line: string): StatusLine | undefined {
  const m = statusLine.exec(line);
  return m === null ? undefined : { status: Number(m[2]), minor: Number(m[1]) };
}

/** Every value of header `name` (lower case), in order. */
export function valuesOf(head: ParsedHead, name: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < head.names.length; i++) if (head.names[i] === name) out.push(head.values[i] as string);
  return out;
}

/** The comma-separated tokens of every `name` header, lower case (Connection, Transfer-Encoding). */
export function tokensOf(head: ParsedHead, name: string): string[] {
  const out: string[] = [];
  for (const v of valuesOf(head, name))
    for (const t of v.split(',')) {
      const s = t.trim().toLowerCase();
      if (s !== '') out.push(s);
    }
  return out;
}
