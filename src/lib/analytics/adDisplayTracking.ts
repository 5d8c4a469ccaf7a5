import { AD_IMPRESSION_DELAY_MS } from '../ads/constants';
import { adEvent, shouldSampleDisplay } from './events';
import type { RandomSource } from '../ads/types';
import type { AdEventCall } from './events';

export interface ScheduleAdDisplayEventOptions<Handle> {
  label: string;
  random: RandomSource;
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
  send: (call: AdEventCall) => void;
}

/**
 * Reports a sampled ad display once the ad has stayed AD_IMPRESSION_DELAY_MS on screen,
 * so readers who scroll straight past do not count. Returns a cancel function for unmount.
 */
export function scheduleAdDisplayEvent<Handle>(options: ScheduleAdDisplayEventOptions<Handle>): () => void {
  const { label, random, setTimeout, clearTimeout, send } = options;
  if (!label || !shouldSampleDisplay(random)) return () => {};
  const handle = setTimeout(() => send(adEvent('display', label)), AD_IMPRESSION_DELAY_MS);
  return () => clearTimeout(handle);
}
