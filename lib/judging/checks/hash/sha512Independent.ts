/**
 * An independent SHA-512 of key then body for cross-checking lib/targets/gateway/hash.ts:
 * WebCrypto over TextEncoder bytes, a different code path from node:crypto's Hash.
 */
export async function sha512Independent(key: string, body: string): Promise<string> {
  const enc = new TextEncoder();
  const k = enc.encode(key);
  const b = enc.encode(body);
  const all = new Uint8Array(k.length + b.length);
  all.set(k, 0);
  all.set(b, k.length);
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-512', all));
  return [...digest]
    .map((x) => x.toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase();
}
