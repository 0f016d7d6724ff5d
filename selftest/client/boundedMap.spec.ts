/** BoundedMap: never more than its capacity, the least recently set evicted first and counted. */
import { test, expect } from '@playwright/test';
import { BoundedMap } from '../../lib/client/boundedMap.js';

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
