import { IN_HOUSE_ADS } from './inHouseAds';
import { APPEAL_MESSAGE, chooseAdStyle, chooseInHouseContent } from './inHouseChoice';
import { randomSequence } from './testing/fakes';

describe('chooseInHouseContent', () => {
  it('shows the appeal when random() < 0.2', () => {
    const random = randomSequence(0.1999);
    expect(chooseInHouseContent({ random })).toBe(APPEAL_MESSAGE);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('shows an in-house ad at 0.2 and above, picked by a second draw', () => {
    expect(chooseInHouseContent({ random: randomSequence(0.2, 0) })).toEqual({ kind: 'ad', ad: IN_HOUSE_ADS[0] });
    expect(chooseInHouseContent({ random: randomSequence(0.5, 0.4) })).toEqual({ kind: 'ad', ad: IN_HOUSE_ADS[2] });
    expect(chooseInHouseContent({ random: randomSequence(0.99, 0.9999) })).toEqual({ kind: 'ad', ad: IN_HOUSE_ADS[4] });
  });

  it('never shows the appeal when it is excluded', () => {
    const random = randomSequence(0.1);
    expect(chooseInHouseContent({ random, includeAppeal: false })).toEqual({ kind: 'ad', ad: IN_HOUSE_ADS[0] });
  });

  it('keeps the index in range for a misbehaving random source', () => {
    expect(chooseInHouseContent({ random: randomSequence(0.5, 1) })).toEqual({ kind: 'ad', ad: IN_HOUSE_ADS[4] });
    expect(chooseInHouseContent({ random: randomSequence(0.5, NaN) })).toEqual({ kind: 'ad', ad: IN_HOUSE_ADS[0] });
  });

  it('has the appeal wording from the spec', () => {
    expect(APPEAL_MESSAGE).toMatchObject({ kind: 'appeal', title: 'Help us keep running', thanks: 'Thank you!' });
    expect(APPEAL_MESSAGE.body).toMatch(/ad blocker/);
  });
});

describe('chooseAdStyle', () => {
  it.each([
    [0, 'inline'],
    [0.1999, 'inline'],
    [0.2, 'image'],
    [0.9999, 'image'],
  ])('random %p → %s', (value, style) => {
    expect(chooseAdStyle(() => value)).toBe(style);
  });
});
