import { STALLED_PREVIEW_RELOAD_MS } from '../constants';
import { claimStalledPreviewReload, reloadIfStalled, type StalledPage } from './stalledPreview';

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

describe('reloadIfStalled', () => {
  const never = () => new Promise<never>(() => undefined);
  let warn: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
  });

  function fakePage(pathname = '/material-ui/react-button/') {
    const store = memoryStore();
    const page = { at: pathname, reloads: 0 };
    const stalledPage: StalledPage = {
      pathname: () => page.at,
      store: () => store,
      reload: () => void page.reloads++,
    };
    return { page, stalledPage };
  }

  it('reloads the page once when an import never settles, saying which', () => {
    const { page, stalledPage } = fakePage();
    void reloadIfStalled(never(), 'The ClickCounter preview', stalledPage);
    jest.advanceTimersByTime(STALLED_PREVIEW_RELOAD_MS - 1);
    expect(page.reloads).toBe(0);
    jest.advanceTimersByTime(1);
    expect(page.reloads).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('The ClickCounter preview did not arrive'));
    // The reloaded page waits as long as it takes.
    void reloadIfStalled(never(), 'The ClickCounter preview', stalledPage);
    jest.advanceTimersByTime(STALLED_PREVIEW_RELOAD_MS);
    expect(page.reloads).toBe(1);
  });

  it('leaves the page alone when the import settles in time, either way, and gives its answer back', async () => {
    const { page, stalledPage } = fakePage();
    await expect(reloadIfStalled(Promise.resolve('module'), 'A', stalledPage)).resolves.toBe('module');
    await expect(reloadIfStalled(Promise.reject(new Error('404')), 'B', stalledPage)).rejects.toThrow('404');
    jest.advanceTimersByTime(STALLED_PREVIEW_RELOAD_MS);
    expect(page.reloads).toBe(0);
  });

  it('does not reload a page the reader has moved on to', () => {
    const { page, stalledPage } = fakePage();
    void reloadIfStalled(never(), 'A', stalledPage);
    page.at = '/material-ui/react-chip/';
    jest.advanceTimersByTime(STALLED_PREVIEW_RELOAD_MS);
    expect(page.reloads).toBe(0);
  });
});
