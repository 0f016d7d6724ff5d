/**
 * A Map that never holds more than `capacity` entries: setting a new key when
 * full evicts the least recently set one. The client judge keeps all of its
 * state in these, so an hour of traffic cannot grow memory without bound
 * (issue 14: "Streaming and bounded"). `evicted` counts what was forgotten,
 * so a report can say that a rule was judged on partial memory.
 *
 * The oldest entry is found through a queue of the entries in the order they
 * were set, not through the Map's own order: a Map whose oldest keys keep
 * being deleted makes `keys().next()` step over every deleted slot until it
 * rehashes (bench: 6 µs a set once full, against 0.15 µs). An entry set
 * again is queued again (`queued` counts its places); places left by a
 * delete or a newer set are skipped; the queue (places used included) is
 * rebuilt from the Map when it grows past twice the capacity (bounded).
 */
interface Entry<K, V> {
  readonly key: K;
  value: V;
  /** How many places this entry has in the queue; the last one is the one that counts. */
  queued: number;
}

export class BoundedMap<K, V> {
  private readonly map = new Map<K, Entry<K, V>>();
  private queue: Entry<K, V>[] = [];
  private head = 0;
  evicted = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`capacity must be a positive integer`);
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    return this.map.get(key)?.value;
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  /** Sets `key` as the most recent entry, evicting the oldest when full. */
  set(key: K, value: V): void {
    let entry = this.map.get(key);
    if (entry !== undefined) {
      // Most recent again: last in the Map's order (what entries() and values() give) and in the queue.
      this.map.delete(key);
      entry.value = value;
      entry.queued++;
    } else {
      if (this.map.size >= this.capacity) this.evictOldest();
      entry = { key, value, queued: 1 };
    }
    this.map.set(key, entry);
    this.queue.push(entry);
    if (this.queue.length > 2 * this.capacity + 16) this.rebuildQueue();
  }

  private evictOldest(): void {
    while (this.head < this.queue.length) {
      const entry = this.queue[this.head++] as Entry<K, V>;
      // Deleted (or replaced by a new entry of the same key), or set again since: not the oldest.
      if (this.map.get(entry.key) !== entry || --entry.queued > 0) continue;
      this.map.delete(entry.key);
      this.evicted++;
      return;
    }
  }

  /** The queue anew, one place per entry in the Map's order (least recently set first). */
  private rebuildQueue(): void {
    this.queue = [...this.map.values()];
    for (const entry of this.queue) entry.queued = 1;
    this.head = 0;
  }

  delete(key: K): boolean {
    return this.map.delete(key);
  }

  *entries(): IterableIterator<[K, V]> {
    for (const [key, entry] of this.map) yield [key, entry.value];
  }

  *values(): IterableIterator<V> {
    for (const entry of this.map.values()) yield entry.value;
  }
}
