import { claimStalledPreviewReload } from './stalledPreview';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('claimStalledPreviewReload', () => {
  it('allows one reload per page and session', () => {
    const store = memoryStore();
    expect(claimStalledPreviewReload(store, '/material-ui/react-button/')).toBe(true);
    expect(claimStalledPreviewReload(store, '/material-ui/react-button/')).toBe(false);
    expect(claimStalledPreviewReload(store, '/material-ui/react-chip/')).toBe(true);
  });

  it('never reloads without a store that keeps the record, so it cannot loop', () => {
    expect(claimStalledPreviewReload(null, '/a/')).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(claimStalledPreviewReload(refusing, '/a/')).toBe(false);
  });
});
