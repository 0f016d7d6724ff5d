/** BoundedMap: never more than its capacity, the least recently set evicted first and counted. */
import fc from 'fast-check';
import { test, expect } from '@playwright/test';
import { BoundedMap } from '../../lib/judging/client/boundedMap.js';

test('evicts the least recently set entry when full, and counts what it forgot', () => {
  const m = new BoundedMap<string, number>(2);
  m.set('a', 1);
  m.set('b', 2);
  m.set('a', 3); // refreshed: b is now the oldest
  m.set('c', 4);
  expect([...m.entries()]).toEqual([
    ['a', 3],
    ['c', 4],
  ]);
  expect(m.size).toBe(2);
  expect(m.evicted).toBe(1);
  expect(m.has('b')).toBe(false);
});

test('a capacity that is not a positive integer is refused', () => {
  expect(() => new BoundedMap(0)).toThrow(/positive integer/);
  expect(() => new BoundedMap(1.5)).toThrow(/positive integer/);
});

/** The reference: a plain Map, whose own order finds the least recently set. */
class ReferenceMap<K, V> {
  readonly map = new Map<K, V>();
  evicted = 0;
  constructor(readonly capacity: number) {}
  set(key: K, value: V): void {
    if (this.map.has(key)) this.map.delete(key);
    else if (this.map.size >= this.capacity) {
      const oldest = this.map.keys().next();
      if (oldest.done !== true) {
        this.map.delete(oldest.value);
        this.evicted++;
      }
    }
    this.map.set(key, value);
  }
}

test('sets, deletes, reads and evictions in any order leave what the reference leaves, in its order', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 6 }),
      fc.array(
        fc.tuple(fc.constantFrom('set', 'delete', 'read'), fc.integer({ min: 0, max: 9 }), fc.integer()),
        { maxLength: 300 },
      ),
      (capacity, ops) => {
        const m = new BoundedMap<number, number>(capacity);
        const r = new ReferenceMap<number, number>(capacity);
        for (const [op, key, value] of ops) {
          // Plain comparisons inside the loop (expect() per step made the test take minutes).
          if (op === 'delete' && m.delete(key) !== r.map.delete(key))
            throw new Error(`delete(${key}) differs`);
          if (op === 'set') {
            m.set(key, value);
            r.set(key, value);
          }
          // A read (of any key, present or not) must not make an entry more recent.
          if (m.get(key) !== r.map.get(key) || m.has(key) !== r.map.has(key))
            throw new Error(`get(${key}) differs after ${op}`);
        }
        expect([...m.entries()]).toEqual([...r.map.entries()]);
        expect([...m.values()]).toEqual([...r.map.values()]);
        expect(m.size).toBe(r.map.size);
        expect(m.evicted).toBe(r.evicted);
      },
    ),
    { numRuns: 500 },
  );
});
