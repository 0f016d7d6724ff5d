/**
 * A Map that never holds more than `capacity` entries: setting a new key when
 * full evicts the least recently set one. The client judge keeps all of its
 * state in these, so an hour of traffic cannot grow memory without bound
 * (issue 14: "Streaming and bounded"). `evicted` counts what was forgotten,
 * so a report can say that a rule was judged on partial memory.
 */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();
  evicted = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`capacity must be a positive integer`);
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  /** Sets `key` as the most recent entry, evicting the oldest when full. */
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

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  entries(): IterableIterator<[K, V]> {
    return this.map.entries();
  }

  values(): IterableIterator<V> {
    return this.map.values();
  }
}
