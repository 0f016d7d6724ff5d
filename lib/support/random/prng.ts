/**
 * Seeded pseudo-random numbers, so ids, references, tokens and auth codes are
 * reproducible under a seed (a failing run replays exactly): one generator for both
 * simulators, drawn from pure-rand (fast-check's own generator library:
 * xoroshiro128+ and its unbiased `uniformInt`); this class only shapes the
 * draws into the strings the simulators hand out. Not for secrets.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';

export class Prng {
  private readonly rng: RandomGenerator;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed >>> 0);
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return uniformInt(this.rng, 0, n - 1);
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
    // Up to nine digits per draw: references are drawn on every request.
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
