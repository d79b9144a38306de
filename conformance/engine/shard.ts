// --shard I/N: one of N CI jobs runs 1/N of the suite. The split is deterministic (it depends only on the ids and
// operation keys, never on timing or on the server): the seed rules sorted by id, reading ones first, dealt round
// robin, so every shard gets its share of the writing rules (which run one at a time); the generic checks' operations
// sorted by key and dealt the same way. A rule is atomic: it runs whole in exactly one shard. Every shard applies
// every selected check to its own operations, so each check appears in every shard's report; `merge` combines them.

export interface Shard {
  /** 1-based. */
  index: number;
  count: number;
}

/** "2/3" → { index: 2, count: 3 }; undefined when the text is not I/N with 1 ≤ I ≤ N. */
export function parseShard(text: string): Shard | undefined {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return undefined;
  const [index, count] = [Number(m[1]), Number(m[2])];
  return index >= 1 && count >= 1 && index <= count && count <= 1000 ? { index, count } : undefined;
}

export function formatShard(shard: Shard): string {
  return `${shard.index}/${shard.count}`;
}

/** The items of `shard` among `keys` (all shards see the same keys): sorted, dealt round robin. */
export function shardFilter(shard: Shard | undefined, keys: readonly string[]): (key: string) => boolean {
  if (!shard || shard.count === 1) return () => true;
  const mine = new Set([...new Set(keys)].sort().filter((_, i) => i % shard.count === shard.index - 1));
  return (key) => mine.has(key);
}

/** The seed rules of `shard`: reading rules then writing rules, each sorted by id, dealt round robin. */
export function shardRules<R extends { id: string; writes: boolean }>(shard: Shard | undefined, rules: readonly R[]): R[] {
  if (!shard || shard.count === 1) return [...rules];
  const byId = (a: R, b: R) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const dealt = [...rules.filter((r) => !r.writes).sort(byId), ...rules.filter((r) => r.writes).sort(byId)];
  const mine = new Set(dealt.filter((_, i) => i % shard.count === shard.index - 1).map((r) => r.id));
  return rules.filter((r) => mine.has(r.id));
}
