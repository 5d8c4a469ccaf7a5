import { AD_APPEAL_PROBABILITY, AD_INLINE_RATIO } from './constants';
import { IN_HOUSE_ADS } from './inHouseAds';
import type { InHouseAd, RandomSource } from './types';

export interface AppealMessage {
  kind: 'appeal';
  title: string;
  body: string;
  thanks: string;
}
export type InHouseContent = AppealMessage | { kind: 'ad'; ad: InHouseAd };
export type AdStyle = 'inline' | 'image';

export const APPEAL_MESSAGE: AppealMessage = {
  kind: 'appeal',
  title: 'Help us keep running',
  body: 'A few unobtrusive, developer-focused ads pay for these docs. If you are fine with that, please allow ads on this site in your ad blocker.',
  thanks: 'Thank you!',
};

export interface ChooseInHouseContentOptions {
  random: RandomSource;
  /** The appeal only makes sense to ad-blocker users: pass false for the `in-house-carbon` mode. */
  includeAppeal?: boolean;
  ads?: readonly InHouseAd[];
}

export function chooseInHouseContent({
  random,
  includeAppeal = true,
  ads = IN_HOUSE_ADS,
}: ChooseInHouseContentOptions): InHouseContent {
  if ((includeAppeal && random() < AD_APPEAL_PROBABILITY) || ads.length === 0) return APPEAL_MESSAGE;
  return { kind: 'ad', ad: ads[pickIndex(random(), ads.length)] };
}

export function chooseAdStyle(random: RandomSource): AdStyle {
  return random() < AD_INLINE_RATIO ? 'inline' : 'image';
}

/** Clamped so a misbehaving source (1, negative, NaN) still yields a valid index. */
function pickIndex(value: number, length: number): number {
  const index = Math.floor(value * length);
  return Number.isFinite(index) ? Math.min(length - 1, Math.max(0, index)) : 0;
}
