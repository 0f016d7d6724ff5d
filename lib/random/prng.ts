/**
 * Seeded pseudo-random numbers (mulberry32), so ids, references, tokens and
 * auth codes are reproducible under a seed (STYLE.md principle 7): one
 * generator for both simulators. Not for secrets.
 */
export class Prng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  hex(chars: number): string {
    let s = '';
    for (let i = 0; i < chars; i++) s += '0123456789ABCDEF'[this.int(16)];
    return s;
  }

  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(10));
    return s;
  }

  alnum(n: number): string {
    const chars = '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ';
    let s = '';
    for (let i = 0; i < n; i++) s += chars[this.int(chars.length)];
    return s;
  }

  /** A version 4 UUID drawn from this generator. */
  uuid(): string {
    const h = this.hex(32).toLowerCase();
    const variant = '89ab'[this.int(4)] ?? '8';
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  /** `length` decimal digits, the first never 0 (so the string is a number of that length). */
  number(length: number): string {
    // Up to nine digits per draw (2^32 > 10^9): references are drawn on every request.
    const first = Math.min(9, length);
    let s = String(10 ** (first - 1) + this.int(9 * 10 ** (first - 1)));
    while (s.length < length) {
      const need = Math.min(9, length - s.length);
      s += String(this.int(10 ** need)).padStart(need, '0');
    }
    return s;
  }

  /** `length` characters from the given alphabet. */
  chars(length: number, alphabet: string): string {
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet.charAt(this.int(alphabet.length));
    return s;
  }
}
