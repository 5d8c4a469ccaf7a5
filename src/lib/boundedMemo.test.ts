import { boundedMemo } from './boundedMemo';

describe('boundedMemo', () => {
  it('computes once per key and hands back the same result, promises included', async () => {
    const compute = jest.fn(async (text: string, name: string) => `${name}:${text.toUpperCase()}`);
    const derive = boundedMemo(compute, (text, name) => `${name}\0${text}`);
    const first = derive('abc', 'a.tsx');
    expect(derive('abc', 'a.tsx')).toBe(first);
    await expect(first).resolves.toBe('a.tsx:ABC');
    await expect(derive('abc', 'b.tsx')).resolves.toBe('b.tsx:ABC');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('remembers a thrown error for the same input and still computes other inputs', () => {
    const compute = jest.fn((text: string) => {
      if (text.includes('<')) throw new SyntaxError(`cannot parse ${text}`);
      return text.length;
    });
    const measure = boundedMemo(compute, (text) => text);
    expect(() => measure('a <')).toThrow('cannot parse a <');
    expect(() => measure('a <')).toThrow('cannot parse a <');
    expect(measure('fine')).toBe(4);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('drops the least recently used entry beyond its limit', () => {
    const compute = jest.fn((text: string) => text.length);
    const measure = boundedMemo(compute, (text) => text, 2);
    measure('a');
    measure('bb');
    measure('a'); // "a" is now the most recent
    measure('ccc'); // drops "bb"
    measure('a');
    expect(compute).toHaveBeenCalledTimes(3);
    measure('bb');
    expect(compute).toHaveBeenCalledTimes(4);
  });
});
