import { toHttpsUrl } from './httpsUrl';

describe('toHttpsUrl', () => {
  it.each([
    ['https://ads.example.com/click?id=1', 'https://ads.example.com/click?id=1'],
    ['  https://ads.example.com/a  ', 'https://ads.example.com/a'],
    ['HTTPS://Ads.Example.com', 'https://ads.example.com/'],
  ])('keeps https URL %j', (input, expected) => {
    expect(toHttpsUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://ads.example.com/',
    '//ads.example.com/',
    '/relative/path',
    '',
    'not a url',
  ])('rejects %j', (input) => {
    expect(toHttpsUrl(input)).toBeNull();
  });

  it.each([null, undefined, 42, {}, ['https://a.example/']])('rejects non-string %p', (input) => {
    expect(toHttpsUrl(input)).toBeNull();
  });
});
