import { impressionUrls } from './pixels';

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
});
