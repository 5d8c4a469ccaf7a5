import type { ShardRow } from './format';
import { planShards, shardIndexForTerm, shardKey, shardsForTerms } from './shards';

describe('shardKey', () => {
  it('is the first two code points', () => {
    expect(shardKey('slider')).toBe('sl');
    expect(shardKey('x')).toBe('x');
    expect(shardKey('𝒳𝒴z')).toBe('𝒳𝒴');
  });
});

describe('planShards', () => {
  const terms = ['alpha', 'alps', 'beta', 'button', 'buttons', 'slider', 'slide', 'sx', 'zoom'];
  const plan = (target: number) =>
    planShards(
      terms,
      (term) => term,
      () => 10,
      target,
    );

  it('keeps terms with the same key together and keys in order', () => {
    const shards = plan(20);
    for (const shard of shards) {
      const keys = shard.items.map(shardKey);
      expect([...keys].sort()).toEqual(keys.slice().sort());
    }
    const owner = new Map<string, number>();
    shards.forEach((shard, index) =>
      shard.items.forEach((term) => {
        const key = shardKey(term);
        expect(owner.get(key) ?? index).toBe(index);
        owner.set(key, index);
      }),
    );
    expect(shards.flatMap((shard) => shard.items).sort()).toEqual([...terms].sort());
  });

  it('closes a shard once it reaches the target size', () => {
    expect(plan(1_000)).toHaveLength(1);
    expect(plan(20).length).toBeGreaterThan(2);
  });

  it('starts the first shard at the empty key and always returns one shard', () => {
    expect(plan(20)[0].firstKey).toBe('');
    expect(
      planShards(
        [],
        (term: string) => term,
        () => 1,
        10,
      ),
    ).toEqual([{ firstKey: '', items: [] }]);
  });
});

describe('finding shards', () => {
  const rows: ShardRow[] = [
    ['', 'shards/0.json'],
    ['bu', 'shards/1.json'],
    ['sl', 'shards/2.json'],
    ['t', 'shards/3.json'],
  ];

  it('finds the shard whose range holds the term key', () => {
    expect(shardIndexForTerm(rows, 'alpha')).toBe(0);
    expect(shardIndexForTerm(rows, 'b')).toBe(0);
    expect(shardIndexForTerm(rows, 'button')).toBe(1);
    expect(shardIndexForTerm(rows, 'sku')).toBe(1);
    expect(shardIndexForTerm(rows, 'slider')).toBe(2);
    expect(shardIndexForTerm(rows, 'sx')).toBe(2);
    expect(shardIndexForTerm(rows, 'zoom')).toBe(3);
    expect(shardIndexForTerm([['', 'only.json']], 'anything')).toBe(0);
  });

  it('lists each needed shard once, in order', () => {
    expect(shardsForTerms(rows, ['zoom', 'slider', 'slide', 'alpha'])).toEqual([0, 2, 3]);
    expect(shardsForTerms(rows, [])).toEqual([]);
  });
});
