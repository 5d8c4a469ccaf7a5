/**
 * gtag calls built as plain data (`[command, ...args]`), so they are testable and a thin
 * wrapper can send them with `gtag(...call)`.
 */
import { AD_DISPLAY_SAMPLE_RATIO, WEB_VITALS_SAMPLE_RATIO } from '../ads/constants';
import type { RandomSource } from '../ads/types';
import type { OsName } from './os';

export type AdAction = 'display' | 'click' | 'crash';

export type AdEventCall = ['event', 'ad', { eventAction: AdAction; eventLabel: string }];
export type ClickEventCall = ['event', string, { eventAction: string; eventLabel?: string }];
export type PageViewCall = ['event', 'page_view', PageViewParams];
export type UserPropertiesCall = ['set', 'user_properties', UserProperties];
export type WebVitalCall = ['event', string, WebVitalParams];

export interface PageViewParams {
  page_title: string;
  page_location: string;
  productId?: string;
  productCategoryId?: string;
}
export interface UserProperties {
  codeVariant: string;
  language: string;
  pixelRatio: number;
  os: OsName;
  colorScheme: string;
  codeStyling: string;
}
export interface WebVitalMetric {
  name: string;
  value: number;
  id: string;
  rating?: string;
}
export interface WebVitalParams {
  value: number;
  metric_id: string;
  metric_rating?: string;
  non_interaction: true;
}

export function adEvent(action: AdAction, label: string): AdEventCall {
  return ['event', 'ad', { eventAction: action, eventLabel: label }];
}

export function shouldSampleDisplay(random: RandomSource): boolean {
  return random() < AD_DISPLAY_SAMPLE_RATIO;
}

/**
 * Reads the `data-ga-event-*` attributes of a clicked element. `data-ga-event-split` (0..1)
 * samples busy links; a value that is not a number is ignored rather than silencing the event.
 */
export function clickEventFromElement(
  attrs: Record<string, string | undefined>,
  random: RandomSource,
): ClickEventCall | null {
  const category = attrs['data-ga-event-category'];
  const action = attrs['data-ga-event-action'];
  if (!category || !action) return null;
  const split = parseRatio(attrs['data-ga-event-split']);
  if (split !== null && !(random() < split)) return null;
  const label = attrs['data-ga-event-label'];
  return [
    'event',
    category,
    label === undefined ? { eventAction: action } : { eventAction: action, eventLabel: label },
  ];
}

export function pageView(page: {
  title: string;
  location: string;
  productId?: string;
  productCategoryId?: string;
}): PageViewCall {
  return [
    'event',
    'page_view',
    {
      page_title: page.title,
      page_location: page.location,
      productId: page.productId,
      productCategoryId: page.productCategoryId,
    },
  ];
}

/** `os` comes from `detectOs(navigator.userAgent, navigator.platform)`. */
export function userProperties(properties: UserProperties): UserPropertiesCall {
  return ['set', 'user_properties', { ...properties }];
}

/** CLS is a small unitless score, so it is scaled by 1000 to survive rounding to an integer. */
export function webVitalEvent(metric: WebVitalMetric): WebVitalCall {
  const value = Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value);
  const params: WebVitalParams = { value, metric_id: metric.id, non_interaction: true };
  if (metric.rating !== undefined) params.metric_rating = metric.rating;
  return ['event', metric.name, params];
}

export function shouldSampleWebVitals(random: RandomSource): boolean {
  return random() < WEB_VITALS_SAMPLE_RATIO;
}

function parseRatio(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const ratio = Number(text);
  return Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : null;
}
