import { createGtag, gtagConfigCalls } from './gtag';
import type { GtagWindow } from './gtag';

describe('createGtag', () => {
  it.each([undefined, null, '', '   '])('sends nothing when the measurement id is %p', (measurementId) => {
    const win: GtagWindow = {};
    createGtag({ measurementId, win })('event', 'ad', {});
    expect(win.dataLayer).toBeUndefined();
  });

  it('does nothing without a window (server rendering)', () => {
    expect(() => createGtag({ measurementId: 'G-TEST', win: undefined })('event', 'x')).not.toThrow();
  });

  it('pushes each call as an arguments object onto the existing dataLayer', () => {
    const earlier = ['earlier'];
    const win: GtagWindow = { dataLayer: [earlier] };
    const gtag = createGtag({ measurementId: 'G-TEST', win });
    gtag('event', 'ad', { eventAction: 'click' });
    expect(win.dataLayer).toHaveLength(2);
    expect(win.dataLayer?.[0]).toBe(earlier);
    const pushed = win.dataLayer?.[1];
    expect(Object.prototype.toString.call(pushed)).toBe('[object Arguments]');
    expect(Array.from(pushed as ArrayLike<unknown>)).toEqual(['event', 'ad', { eventAction: 'click' }]);
  });

  it('creates the dataLayer when missing', () => {
    const win: GtagWindow = {};
    createGtag({ measurementId: 'G-TEST', win })('set', 'user_properties', {});
    expect(win.dataLayer).toHaveLength(1);
  });
});

describe('gtagConfigCalls', () => {
  it('starts gtag and turns off the automatic page view', () => {
    const now = new Date(0);
    expect(gtagConfigCalls('G-TEST', now)).toEqual([
      ['js', now],
      ['config', 'G-TEST', { send_page_view: false }],
    ]);
  });
});
