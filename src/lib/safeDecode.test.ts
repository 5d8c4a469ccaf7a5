import { idFromHash, repairedHash, safeDecodeURIComponent, urlWithFragment } from './safeDecode';

/** Escapes that make the built-in decodeURIComponent throw a URIError. */
const MALFORMED = ['%', '%E0%A4%A', 'prop-%ZZ', '%ZZ', 'a%2', '%ED%A0%80', '%C3', '%FF'];

describe('safeDecodeURIComponent', () => {
  it.each(MALFORMED)('returns null for %p where decodeURIComponent throws', (text) => {
    expect(() => decodeURIComponent(text)).toThrow(URIError);
    expect(safeDecodeURIComponent(text)).toBeNull();
  });

  it.each([
    ['prop-sx', 'prop-sx'],
    ['caf%C3%A9', 'café'],
    ['a%20b', 'a b'],
    ['%25', '%'],
    ['', ''],
  ])('decodes %p to %p', (text, decoded) => {
    expect(safeDecodeURIComponent(text)).toBe(decoded);
  });
});

describe('idFromHash', () => {
  it('drops the # and decodes', () => {
    expect(idFromHash('#prop-variant')).toBe('prop-variant');
    expect(idFromHash('#caf%C3%A9')).toBe('café');
    expect(idFromHash('slots-root')).toBe('slots-root');
  });

  it('is null for an empty hash', () => {
    expect(idFromHash('')).toBeNull();
    expect(idFromHash('#')).toBeNull();
  });

  it.each(['#%', '#%E0%A4%A', '#prop-%ZZ'])('takes the malformed hash %p literally', (hash) => {
    expect(idFromHash(hash)).toBe(hash.slice(1));
  });
});

describe('repairedHash', () => {
  it.each([
    ['#%', '#%25'],
    ['#%E0%A4%A', '#%25E0%25A4%25A'],
    ['#prop-%ZZ', '#prop-%25ZZ'],
  ])('turns %p into %p, which decodes to the literal text', (hash, repaired) => {
    expect(repairedHash(hash)).toBe(repaired);
    expect(decodeURIComponent(repaired.slice(1))).toBe(hash.slice(1));
    expect(idFromHash(repaired)).toBe(idFromHash(hash));
  });

  it.each(['', '#', '#prop-sx', '#caf%C3%A9', '#%25'])('leaves the well-formed %p alone', (hash) => {
    expect(repairedHash(hash)).toBeNull();
  });
});

describe('urlWithFragment', () => {
  it('keeps ordinary ids readable', () => {
    expect(urlWithFragment('/material-ui/api/button/', 'prop-sx')).toBe('/material-ui/api/button/#prop-sx');
  });

  it.each(['100%', '%E0%A4%A', 'a b', 'café', 'x#y'])('encodes %p so that decoding the hash gives it back', (id) => {
    const url = urlWithFragment('/page/', id);
    expect(decodeURIComponent(url.slice(url.indexOf('#') + 1))).toBe(id);
  });

  it('leaves the path alone for an empty id or one that cannot be encoded', () => {
    expect(urlWithFragment('/page/', '')).toBe('/page/');
    expect(urlWithFragment('/page/', 'a\uD800')).toBe('/page/');
  });
});
