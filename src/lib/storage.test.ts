import { readStorage, writeStorage } from './storage';

describe('storage', () => {
  it('reads and writes through the given storage', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
    expect(writeStorage('mui-mode', 'dark', storage)).toBe(true);
    expect(readStorage('mui-mode', storage)).toBe('dark');
    expect(readStorage('missing', storage)).toBeNull();
  });

  it('treats blocked or absent storage as empty instead of throwing', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readStorage('mui-mode', blocked)).toBeNull();
    expect(writeStorage('mui-mode', 'dark', blocked)).toBe(false);
    expect(readStorage('mui-mode')).toBeNull();
    expect(writeStorage('mui-mode', 'dark')).toBe(false);
  });
});
