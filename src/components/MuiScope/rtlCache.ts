import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let cache: EmotionCache | undefined;

/** Emotion cache that mirrors styles for right-to-left; created the first time RTL is chosen. */
export function getRtlCache(): EmotionCache {
  cache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  return cache;
}
