/**
 * Seeded pseudo-random numbers (mulberry32), so ids, auth codes and the
 * like are reproducible under a seed (STYLE.md principle 7). Not for secrets.
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
}
