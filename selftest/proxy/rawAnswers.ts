/**
 * The answers in a byte stream read from one connection, split as a client
 * reads them (RFC 9112 section 6.3: 1xx, 204 and 304 carry no body, then
 * chunked, then Content-Length, else until the close), so a self-test can
 * say which answers came, in which order, and whether one's body was cut or
 * had another answer written into it. A test helper: it trusts its input
 * only as far as it needs to say what it saw.
 */
export interface RawAnswerPart {
  readonly status: number;
  /** Header lines as sent, lower-cased names. */
  readonly headers: readonly (readonly [string, string])[];
  readonly body: string;
}

export interface SplitAnswers {
  readonly answers: readonly RawAnswerPart[];
  /** Bytes after the last whole answer (a cut answer, or garbage). */
  readonly rest: string;
}

export function splitAnswers(text: string, requestMethods: readonly string[] = []): SplitAnswers {
  const answers: RawAnswerPart[] = [];
  let at = 0;
  let finals = 0;
  for (;;) {
    const end = text.indexOf('\r\n\r\n', at);
    const m = /^HTTP\/1\.[01] (\d{3})[^\r\n]*/.exec(text.slice(at));
    if (end < 0 || m === null) break;
    const status = Number(m[1]);
    const headers = text
      .slice(at + m[0].length + 2, end)
      .split('\r\n')
      .filter((l) => l !== '')
      .map((l): [string, string] => [
        l.slice(0, l.indexOf(':')).toLowerCase(),
        l.slice(l.indexOf(':') + 1).trim(),
      ]);
    const field = (name: string): string | undefined => headers.find(([n]) => n === name)?.[1];
    let p = end + 4;
    let body = '';
    const head = requestMethods[finals] === 'HEAD';
    if (status >= 200 && status !== 204 && status !== 304 && !head) {
      if (/chunked/i.test(field('transfer-encoding') ?? '')) {
        for (;;) {
          const line = text.indexOf('\r\n', p);
          if (line < 0) return { answers, rest: text.slice(at) };
          const size = parseInt(text.slice(p, line), 16);
          if (Number.isNaN(size)) return { answers, rest: text.slice(at) };
          p = line + 2;
          if (size === 0) {
            const trailersEnd = text.indexOf('\r\n', p);
            if (trailersEnd < 0) return { answers, rest: text.slice(at) };
            p = trailersEnd + 2;
            break;
          }
          if (p + size + 2 > text.length) return { answers, rest: text.slice(at) };
          body += text.slice(p, p + size);
          p += size + 2;
        }
      } else if (field('content-length') !== undefined) {
        const n = Number(field('content-length'));
        if (p + n > text.length) return { answers, rest: text.slice(at) };
        body = text.slice(p, p + n);
        p += n;
      } else {
        body = text.slice(p);
        p = text.length;
      }
    }
    if (status >= 200) finals++;
    answers.push({ status, headers, body });
    at = p;
  }
  return { answers, rest: text.slice(at) };
}
