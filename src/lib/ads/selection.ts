import { AD_BLOCKER_AFTER_POLLS, AD_MAX_POLLS } from './constants';
import { isCrawler } from './crawler';

/**
 * - `undecided`: still waiting for the ad network's element.
 * - `network`: the network's ad is shown; the in-house fallback is off.
 * - `in-house-carbon`: the network filled its slot with a "become a backer" house ad,
 *   i.e. it has no paid ad for us, so we show an in-house ad in the network's style instead.
 * - `in-house`: no element after 6 polls, so an ad blocker is assumed.
 * - `crawler`: bots get an empty placeholder and no polling.
 */
export type AdMode = 'undecided' | 'network' | 'in-house' | 'in-house-carbon' | 'crawler';

export interface AdSelectionState {
  readonly mode: AdMode;
  /** Polls made so far. A find ends polling, so every earlier poll was a miss. */
  readonly polls: number;
  /** True once no further poll can change the mode. */
  readonly done: boolean;
}

export interface NetworkAdProbe {
  found: boolean;
  /** href of the network ad's link, used to spot its backers house ad. */
  networkAdLink?: string;
}

export interface PollEvent extends NetworkAdProbe {
  readonly type: 'poll';
}

/**
 * The network advertises its backers page in empty slots. We match mui.com/sponsors/ and any
 * `/backers` path (the network's older house ads pointed at `/discover-more/backers`),
 * anchored at the start so a click-tracker carrying the URL as a parameter does not match.
 */
export const BACKERS_PAGE_PATTERN =
  /^https:\/\/(?:www\.)?mui\.com\/sponsors\/?(?:[?#]|$)|^https?:\/\/[^/?#]+(?:\/[^?#]*)?\/backers\/?(?:[?#]|$)/i;

export const INITIAL_SELECTION_STATE: AdSelectionState = { mode: 'undecided', polls: 0, done: false };
const CRAWLER_STATE: AdSelectionState = { mode: 'crawler', polls: 0, done: true };

export function poll(probe: NetworkAdProbe): PollEvent {
  return { type: 'poll', ...probe };
}

/** Where the machine starts for this visitor: crawlers are decided before any poll. */
export function initialDecisionFor(userAgent: string | null | undefined): AdSelectionState {
  return isCrawler(userAgent) ? CRAWLER_STATE : INITIAL_SELECTION_STATE;
}

export function selectionReducer(state: AdSelectionState, event: PollEvent): AdSelectionState {
  if (state.done) return state;
  const polls = state.polls + 1;
  if (event.found) {
    const isBackersAd = BACKERS_PAGE_PATTERN.test(event.networkAdLink ?? '');
    return { mode: isBackersAd ? 'in-house-carbon' : 'network', polls, done: true };
  }
  // Keep polling after assuming a blocker: a slow network may still deliver, and then it wins.
  const mode = polls > AD_BLOCKER_AFTER_POLLS ? 'in-house' : state.mode;
  return { mode, polls, done: polls >= AD_MAX_POLLS };
}
