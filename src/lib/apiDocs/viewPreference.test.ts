import {
  API_VIEW_STORAGE_KEY,
  DEFAULT_API_VIEW,
  parseApiView,
  readApiView,
  viewFromStorageEvent,
  writeApiView,
  type PreferenceStorage,
} from './viewPreference';

function memoryStorage(initial: Record<string, string> = {}): PreferenceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => (key in data ? data[key] : null),
    setItem: (key, value) => {
      data[key] = String(value);
    },
  };
}

const brokenStorage: PreferenceStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('view preference', () => {
  it('defaults to the table', () => {
    expect(DEFAULT_API_VIEW).toBe('table');
    expect(readApiView(memoryStorage())).toBe('table');
    expect(readApiView(undefined)).toBe('table');
  });

  it('reads back what was written', () => {
    const storage = memoryStorage();
    expect(writeApiView(storage, 'collapsed')).toBe(true);
    expect(storage.data[API_VIEW_STORAGE_KEY]).toBe('collapsed');
    expect(readApiView(storage)).toBe('collapsed');
    writeApiView(storage, 'expanded');
    expect(readApiView(storage)).toBe('expanded');
  });

  it('ignores unknown stored values', () => {
    expect(parseApiView('grid')).toBe('table');
    expect(parseApiView('')).toBe('table');
    expect(parseApiView(null)).toBe('table');
    expect(readApiView(memoryStorage({ [API_VIEW_STORAGE_KEY]: '"expanded"' }))).toBe('table');
  });

  it('survives storage that throws', () => {
    expect(readApiView(brokenStorage)).toBe('table');
    expect(writeApiView(brokenStorage, 'expanded')).toBe(false);
    expect(writeApiView(undefined, 'expanded')).toBe(false);
  });

  it('refuses to store a value that is not a view', () => {
    const storage = memoryStorage();
    expect(writeApiView(storage, 'grid' as never)).toBe(false);
    expect(storage.data).toEqual({});
  });

  it('follows changes made in another tab', () => {
    expect(viewFromStorageEvent({ key: API_VIEW_STORAGE_KEY, newValue: 'expanded' })).toBe('expanded');
    expect(viewFromStorageEvent({ key: 'other', newValue: 'expanded' })).toBeUndefined();
    // `localStorage.clear()` in another tab: back to the default.
    expect(viewFromStorageEvent({ key: null, newValue: null })).toBe('table');
  });
});
