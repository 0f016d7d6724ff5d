/**
 * Seeded pseudo-random numbers (mulberry32): the same seed gives the same
 * references, tokens and acquirer codes, so a run can be replayed
 * (STYLE.md principle 7).
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
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** `length` decimal digits, the first never 0 (so the string is a number of that length). */
  digits(length: number): string {
    // Up to nine digits per draw (2^32 > 10^9): references are drawn on every request.
    const first = Math.min(9, length);
    let s = String(10 ** (first - 1) + this.below(9 * 10 ** (first - 1)));
    while (s.length < length) {
      const need = Math.min(9, length - s.length);
      s += String(this.below(10 ** need)).padStart(need, '0');
    }
    return s;
  }

  /** `length` characters from the given alphabet. */
  chars(length: number, alphabet: string): string {
    let s = '';
    for (let i = 0; i < length; i++) s += alphabet.charAt(this.below(alphabet.length));
    return s;
  }
}
