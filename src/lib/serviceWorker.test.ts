import { reloadOnUpdate, serviceWorkerUrl, shouldRegisterServiceWorker } from './serviceWorker';

describe('service worker rules', () => {
  it('registers only on the production host and only where supported', () => {
    expect(shouldRegisterServiceWorker('mui-docs.example', 'mui-docs.example', true)).toBe(true);
    expect(shouldRegisterServiceWorker('localhost', 'mui-docs.example', true)).toBe(false);
    expect(shouldRegisterServiceWorker('127.0.0.1', 'mui-docs.example', true)).toBe(false);
    expect(shouldRegisterServiceWorker('mui-docs.example', 'mui-docs.example', false)).toBe(false);
  });

  it('passes the worker its options in the query string', () => {
    expect(serviceWorkerUrl('/sw.js', { offlineMode: true, debug: false })).toBe(
      '/sw.js?params=%7B%22offlineMode%22%3Atrue%2C%22debug%22%3Afalse%7D',
    );
  });

  it('tells a waiting worker to skip waiting and reloads once it controls the page', () => {
    const listeners: Record<string, () => void> = {};
    const workbox = {
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      messageSW: jest.fn().mockResolvedValue(undefined),
    };
    const reload = jest.fn();
    reloadOnUpdate(workbox, reload);
    expect(workbox.messageSW).not.toHaveBeenCalled();
    listeners.waiting();
    expect(workbox.messageSW).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    listeners.controlling();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
