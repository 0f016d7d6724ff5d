/**
 * A Map that never holds more than `capacity` entries: setting a new key when
 * full evicts the least recently set one. The client judge keeps all of its
 * state in these, so an hour of traffic cannot grow memory without bound
 * (issue 14: "Streaming and bounded"). `evicted` counts what was forgotten,
 * so a report can say that a rule was judged on partial memory.
 *
 * Held in `lru-cache` (maintained, preallocated, O(1) eviction). Reading never
 * refreshes an entry (`peek`): only a set makes it the most recent, as the
 * judge's rules expect; iteration runs from the least recently set.
 */
import { LRUCache } from 'lru-cache';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- lru-cache's own bound: no null or undefined keys or values
export class BoundedMap<K extends {}, V extends {}> {
  private readonly cache: LRUCache<K, V>;
  evicted = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`capacity must be a positive integer`);
    this.cache = new LRUCache<K, V>({
      max: capacity,
      dispose: (_value, _key, reason) => {
        if (reason === 'evict') this.evicted++;
      },
    });
  }

  get size(): number {
    return this.cache.size;
  }

  get(key: K): V | undefined {
    return this.cache.peek(key);
  }

  has(key: K): boolean {
    return this.cache.has(key);
  }

  /** Sets `key` as the most recent entry, evicting the oldest when full. */
  set(key: K, value: V): void {
    this.cache.set(key, value);
  }

  delete(key: K): boolean {
    return this.cache.delete(key);
  }

  /** Least recently set first. */
  *entries(): IterableIterator<[K, V]> {
    yield* this.cache.rentries() as IterableIterator<[K, V]>;
  }

  *values(): IterableIterator<V> {
    yield* this.cache.rvalues() as IterableIterator<V>;
  }
}
