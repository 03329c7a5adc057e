/** One entry, linked to its neighbours in order of use. */
interface Node<K, V> {
  key: K;
  value: V;
  /** The entry used just before this one (towards the least recently used). */
  older: Node<K, V> | undefined;
  /** The entry used just after this one (towards the most recently used). */
  newer: Node<K, V> | undefined;
}

/**
 * A least-recently-used store of at most `capacity` entries. A Map finds the entry and a list
 * keeps the order of use: a hit only relinks it at the newest end. (Re-inserting the key into the
 * Map on each use kept the order too, but cost a delete and an insert on every hit, and the
 * estimate reads four of these per request: docs/decisions/0065-estimate-at-production-speed.md.)
 */
export class Lru<K, V> {
  readonly #entries = new Map<K, Node<K, V>>();
  /** The least recently used entry: the one evicted next. */
  #oldest: Node<K, V> | undefined;
  #newest: Node<K, V> | undefined;

  constructor(readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError("An LRU holds at least one entry");
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    const node = this.#entries.get(key);
    if (node === undefined) return undefined;
    if (node !== this.#newest) {
      this.#unlink(node);
      this.#append(node);
    }
    return node.value;
  }

  set(key: K, value: V): void {
    const known = this.#entries.get(key);
    if (known !== undefined) {
      known.value = value;
      this.get(key);
      return;
    }
    const node: Node<K, V> = { key, value, older: undefined, newer: undefined };
    this.#entries.set(key, node);
    this.#append(node);
    while (this.#entries.size > this.capacity && this.#oldest) this.delete(this.#oldest.key);
  }

  delete(key: K): void {
    const node = this.#entries.get(key);
    if (node === undefined) return;
    this.#entries.delete(key);
    this.#unlink(node);
  }

  clear(): void {
    this.#entries.clear();
    this.#oldest = undefined;
    this.#newest = undefined;
  }

  #unlink(node: Node<K, V>): void {
    if (node.older) node.older.newer = node.newer;
    else this.#oldest = node.newer;
    if (node.newer) node.newer.older = node.older;
    else this.#newest = node.older;
    node.older = undefined;
    node.newer = undefined;
  }

  #append(node: Node<K, V>): void {
    node.older = this.#newest;
    if (this.#newest) this.#newest.newer = node;
    else this.#oldest = node;
    this.#newest = node;
  }
}
