import { detectOs } from './os';

describe('detectOs', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      'Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Linux'],
    ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0', 'Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
      'iOS',
    ],
    ['Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148', 'iOS'],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
      'Android',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      'ChromeOS',
    ],
    ['curl/8.5.0', 'unknown'],
    ['', 'unknown'],
  ])('%s → %s', (userAgent, os) => {
    expect(detectOs(userAgent)).toBe(os);
  });

  it.each([
    ['MacIntel', 'macOS'],
    ['Win32', 'Windows'],
    ['Linux x86_64', 'Linux'],
    ['iPhone', 'iOS'],
    ['Chrome OS', 'ChromeOS'],
    ['Android', 'Android'],
    ['PlayStation 5', 'unknown'],
  ])('falls back to platform %j → %s', (platform, os) => {
    expect(detectOs('curl/8.5.0', platform)).toBe(os);
    expect(detectOs(undefined, platform)).toBe(os);
  });

  it('prefers the user agent over the platform (Android reports a Linux platform)', () => {
    expect(detectOs('Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Linux armv8l')).toBe('Android');
  });
});
