import { AD_MAX_IMPRESSION_PIXELS } from './constants';
import { fireImpressionPixels, impressionUrls } from './pixels';

describe('impressionUrls', () => {
  it('lists statimp then each pixel with the timestamp filled in', () => {
    expect(
      impressionUrls({
        statimp: 'https://srv.example.com/imp',
        pixel: 'https://px.example.com/a?t=[timestamp]|| https://px.example.com/b/[timestamp]/x?u=[timestamp] ||',
        timestamp: '1700000000',
      }),
    ).toEqual([
      'https://srv.example.com/imp',
      'https://px.example.com/a?t=1700000000',
      'https://px.example.com/b/1700000000/x?u=1700000000',
    ]);
  });

  it('URL-encodes the timestamp', () => {
    expect(
      impressionUrls({ statimp: null, pixel: 'https://px.example.com/?t=[timestamp]', timestamp: 'a b&c=d' }),
    ).toEqual(['https://px.example.com/?t=a%20b%26c%3Dd']);
  });

  it('drops empty and non-https entries', () => {
    expect(
      impressionUrls({
        statimp: null,
        pixel: '||http://px.example.com/a||javascript:alert(1)|| ||https://px.example.com/ok||/relative',
        timestamp: '1',
      }),
    ).toEqual(['https://px.example.com/ok']);
  });

  it('returns only statimp when there are no pixels', () => {
    expect(impressionUrls({ statimp: 'https://srv.example.com/imp', pixel: '', timestamp: '' })).toEqual([
      'https://srv.example.com/imp',
    ]);
  });

  it('keeps each URL once, comparing canonical URLs', () => {
    expect(
      impressionUrls({
        statimp: 'https://px.example.com/a',
        pixel:
          'https://px.example.com/a||https://PX.example.com/a|| https://px.example.com/b ||https://px.example.com/b',
        timestamp: '',
      }),
    ).toEqual(['https://px.example.com/a', 'https://px.example.com/b']);
  });
});

describe('fireImpressionPixels', () => {
  it('fires at most 5 distinct requests for a feed with 20,000 pixel URLs', () => {
    expect(AD_MAX_IMPRESSION_PIXELS).toBe(5);
    const pixel = Array.from({ length: 20_000 }, (_, index) => `https://px.example.com/${index}?t=[timestamp]`).join(
      '||',
    );
    const request = jest.fn();
    fireImpressionPixels({ statimp: 'https://srv.example.com/imp', pixel, timestamp: '17' }, request);
    expect(request.mock.calls.map(([url]) => url)).toEqual([
      'https://srv.example.com/imp',
      'https://px.example.com/0?t=17',
      'https://px.example.com/1?t=17',
      'https://px.example.com/2?t=17',
      'https://px.example.com/3?t=17',
    ]);
  });

  it('fires each of 20,000 copies of one pixel once', () => {
    const request = jest.fn();
    fireImpressionPixels(
      { statimp: null, pixel: Array(20_000).fill('https://px.example.com/same').join('||'), timestamp: '' },
      request,
    );
    expect(request.mock.calls).toEqual([['https://px.example.com/same']]);
  });
});
