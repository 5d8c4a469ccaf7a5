import React, { useEffect, useMemo, useRef, useState } from 'react';
import {
  chooseAdStyle,
  chooseInHouseContent,
  createAdPoller,
  fetchFeedAd,
  fireImpressionPixels,
  inHouseToDisplayAd,
  initialDecisionFor,
  toDisplayAd,
  type AdDisplay,
  type AdSelectionState,
  type FeedAd,
} from '../../lib/ads';
import { adEvent } from '../../lib/analytics/events';
import { scheduleAdDisplayEvent } from '../../lib/analytics/adDisplayTracking';
import { track } from '../../clientModules/track';
import { useAdConfig } from '../../providers/AdConfig';
import { AdAppeal, AdCard } from './AdViews';

function requestPixel(url: string) {
  const pixel = new Image();
  pixel.src = url;
}

/** Reports a displayed ad 2.5 s after it appears, for a 10% sample of displays. */
function useDisplayEvent(label: string | null) {
  useEffect(() => {
    if (!label) return undefined;
    return scheduleAdDisplayEvent({
      label,
      random: Math.random,
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle),
      send: track,
    });
  }, [label]);
}

/** Chooses between the network ad, an in-house ad and the appeal, per the spec's state machine. */
export default function AdManager() {
  const { feedUrl } = useAdConfig();
  const [decision, setDecision] = useState<AdSelectionState>(() => initialDecisionFor(navigator.userAgent));
  const [feedAd, setFeedAd] = useState<FeedAd | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const style = useMemo(() => chooseAdStyle(Math.random), []);
  const crawler = decision.mode === 'crawler';

  useEffect(() => {
    if (crawler) return undefined;
    const feedRequest = new AbortController();
    void fetchFeedAd({
      url: feedUrl,
      fetch: (url, init) => window.fetch(url, init),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle),
      signal: feedRequest.signal,
    }).then((ad) => {
      if (!feedRequest.signal.aborted) setFeedAd(ad);
    });
    const poller = createAdPoller({
      hasNetworkAd: () => {
        const element = rootRef.current?.querySelector<HTMLElement>('[data-ad-network]');
        return element ? { found: true, networkAdLink: element.dataset.adLink } : { found: false };
      },
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle),
      onDecision: setDecision,
    });
    return () => {
      feedRequest.abort();
      poller.stop();
    };
  }, [crawler, feedUrl]);

  const inHouse = useMemo(
    () =>
      decision.mode === 'in-house' || decision.mode === 'in-house-carbon'
        ? chooseInHouseContent({ random: Math.random, includeAppeal: decision.mode === 'in-house' })
        : null,
    [decision.mode],
  );

  let display: AdDisplay | null = null;
  if (feedAd && (decision.mode === 'undecided' || decision.mode === 'network')) display = toDisplayAd(feedAd);
  if (inHouse?.kind === 'ad') display = inHouseToDisplayAd(inHouse.ad);
  const isNetwork = display !== null && inHouse === null;

  useEffect(() => {
    if (decision.mode === 'network' && feedAd) fireImpressionPixels(feedAd, requestPixel);
  }, [decision.mode, feedAd]);
  useDisplayEvent(decision.mode === 'undecided' ? null : (display?.label ?? (inHouse ? 'in-house-appeal' : null)));

  if (crawler) return <span />;
  return (
    <div ref={rootRef}>
      {inHouse?.kind === 'appeal' && <AdAppeal message={inHouse} />}
      {display && (
        <AdCard
          ad={display}
          style={isNetwork ? style : 'image'}
          network={isNetwork}
          onClick={() => track(adEvent('click', display.label))}
        />
      )}
    </div>
  );
}
