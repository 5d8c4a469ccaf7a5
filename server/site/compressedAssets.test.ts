import zlib from 'node:zlib';
import {
  compress,
  createCompressedCache,
  isCompressible,
  preferredEncoding,
  type AssetEncoding,
} from './compressedAssets';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.1, gzip;q=0.9', 'br'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('isCompressible', () => {
  it('compresses text formats and leaves fonts and images alone', () => {
    expect(isCompressible('/assets/js/main.0123abcd.js')).toBe(true);
    expect(isCompressible('/assets/css/styles.0123abcd.css')).toBe(true);
    expect(isCompressible('/assets/fonts/inter.0123abcd.woff2')).toBe(false);
    expect(isCompressible('/assets/images/logo-0123abcd.png')).toBe(false);
  });
});

describe('compress', () => {
  it('round-trips with both encodings', () => {
    const body = Buffer.from('console.log("hello");\n'.repeat(200));
    expect(zlib.brotliDecompressSync(compress(body, 'br'))).toEqual(body);
    expect(zlib.gunzipSync(compress(body, 'gzip'))).toEqual(body);
    expect(compress(body, 'br').length).toBeLessThan(body.length / 10);
  });
});

describe('createCompressedCache', () => {
  const tenBytes = (body: Buffer) => Buffer.alloc(10, body[0]);

  it('reads and compresses a file once per encoding', () => {
    const compressBody = jest.fn((body: Buffer, _encoding: AssetEncoding) => tenBytes(body));
    const read = jest.fn(() => Buffer.from('a'));
    const cache = createCompressedCache(1000, compressBody);
    const first = cache.get('/a.js', 'br', read);
    expect(cache.get('/a.js', 'br', read)).toBe(first);
    cache.get('/a.js', 'gzip', read);
    expect(read).toHaveBeenCalledTimes(2);
    expect(compressBody.mock.calls.map(([, encoding]) => encoding)).toEqual(['br', 'gzip']);
    expect(cache.bytes).toBe(20);
  });

  it('drops the least recently used copies past its size, never the one just asked for', () => {
    const cache = createCompressedCache(25, tenBytes);
    const read = (name: string) => () => Buffer.from(name);
    cache.get('/a.js', 'br', read('a'));
    cache.get('/b.js', 'br', read('b'));
    cache.get('/a.js', 'br', read('a')); // a is now more recent than b
    cache.get('/c.js', 'br', read('c')); // 30 bytes: b goes
    expect(cache.entries).toBe(2);
    expect(cache.bytes).toBe(20);
    const reread = jest.fn(read('b'));
    cache.get('/b.js', 'br', reread);
    expect(reread).toHaveBeenCalledTimes(1);

    const tiny = createCompressedCache(5, tenBytes);
    expect(tiny.get('/big.js', 'br', read('x'))).toHaveLength(10);
    expect(tiny.entries).toBe(1);
  });
});
