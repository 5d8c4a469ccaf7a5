import { batchBySize } from './batches';

const sized = (...sizes: number[]) => sizes.map((size, index) => ({ id: index, size }));
const ids = (batches: { id: number }[][]) => batches.map((batch) => batch.map((entry) => entry.id));

describe('batchBySize', () => {
  it('keeps the order and fills each batch up to the limit', () => {
    expect(ids(batchBySize(sized(10, 20, 30, 40, 5), 60))).toEqual([
      [0, 1, 2],
      [3, 4],
    ]);
  });

  it('gives an entry larger than the limit a batch of its own', () => {
    expect(ids(batchBySize(sized(10, 100, 10), 50))).toEqual([[0], [1], [2]]);
  });

  it('returns no batch for no entries', () => {
    expect(batchBySize([], 10)).toEqual([]);
  });

  it('rejects a limit that is not positive', () => {
    expect(() => batchBySize(sized(1), 0)).toThrow('maxBytes must be positive');
  });
});
