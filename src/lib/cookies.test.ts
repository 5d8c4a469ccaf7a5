/**
 * @jest-environment node
 */
import { PREFERENCE_COOKIE_MAX_AGE_SECONDS } from './constants';
import { parseCookies, readCookie, serializeCookie, writeCookie } from './cookies';

describe('cookies', () => {
  it('reads a cookie by name from a jar', () => {
    const jar = { cookie: 'a=1; codeVariant=JS; b=%E2%9C%93' };
    expect(readCookie('codeVariant', jar)).toBe('JS');
    expect(readCookie('b', jar)).toBe('✓');
    expect(readCookie('missing', jar)).toBeUndefined();
  });

  it('keeps the first of repeated names and skips broken values', () => {
    expect(parseCookies('x=1; x=2; bad=%E0%A4%A; worse=%; =nameless; y=%ZZ; z=%E2%9C%93')).toEqual(
      new Map([
        ['x', '1'],
        ['z', '✓'],
      ]),
    );
  });

  it('writes with path / and a one-year max-age by default', () => {
    expect(PREFERENCE_COOKIE_MAX_AGE_SECONDS).toBe(31536000);
    expect(serializeCookie('codeStyling', 'Tailwind')).toBe(
      'codeStyling=Tailwind;path=/;max-age=31536000;samesite=lax',
    );
    const jar = { cookie: '' };
    writeCookie('codeVariant', 'TS', { maxAgeSeconds: 10 }, jar);
    expect(jar.cookie).toBe('codeVariant=TS;path=/;max-age=10;samesite=lax');
  });

  it('throws a clear error when read on the server', () => {
    expect(typeof document).toBe('undefined');
    expect(() => readCookie('codeVariant')).toThrow('Reading cookies on the server is unsupported');
    expect(() => writeCookie('codeVariant', 'JS')).toThrow('unsupported');
  });
});
