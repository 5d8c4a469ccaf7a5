import { serviceWorkerUrl, shouldRegisterServiceWorker } from './serviceWorker';

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
});
