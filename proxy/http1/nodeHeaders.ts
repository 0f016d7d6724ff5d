/**
 * A head's headers as the object Node's `http` module gives
 * (`message.headers`, documented in Node's http docs), which is the form
 * RawMessage promises the client judge: names in lower case; a repeated
 * `set-cookie` kept as an array; a repeated `cookie` joined with "; ";
 * repeats of the fields that allow one value dropped after the first;
 * every other repeat joined with ", ".
 */
import type { ParsedHead } from './parseHead.js';

const firstOnly = new Set([
  'age',
  'authorization',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'from',
  'host',
  'if-modified-since',
  'if-unmodified-since',
  'last-modified',
  'location',
  'max-forwards',
  'proxy-authorization',
  'referer',
  'retry-after',
  'server',
  'user-agent',
]);

export function nodeHeaders(head: Pick<ParsedHead, 'names' | 'values'>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (let i = 0; i < head.names.length; i++) {
    const name = head.names[i] as string;
    const value = head.values[i] as string;
    const seen = out[name];
    if (seen === undefined) out[name] = name === 'set-cookie' ? [value] : value;
    else if (name === 'set-cookie') (seen as string[]).push(value);
    else if (firstOnly.has(name)) continue;
    else out[name] = `${seen as string}${name === 'cookie' ? '; ' : ', '}${value}`;
  }
  return out;
}
