import { useCallback, useEffect, useState, type RefObject } from 'react';
import { pageInteraction } from '../../lib/demos/firstInteraction';

/**
 * Whether a lazily loaded preview (a demo, a props playground) should load its code: once any of
 * it is on screen and the reader has interacted with the page, or when `requestLive` is called
 * (the reader points at or focuses it). With `immediately` (nothing from the server to keep on
 * screen) or without IntersectionObserver, it loads at once.
 */
export function useWantLive(rootRef: RefObject<Element>, immediately = false) {
  const [wantLive, setWantLive] = useState(false);
  const requestLive = useCallback(() => setWantLive(true), []);

  useEffect(() => {
    const element = rootRef.current;
    if (wantLive || !element) return undefined;
    if (immediately || typeof IntersectionObserver === 'undefined') {
      setWantLive(true);
      return undefined;
    }
    let onScreen = false;
    let interacted = false;
    const update = () => {
      if (onScreen && interacted) setWantLive(true);
    };
    const stopWaiting = pageInteraction().whenInteracted(() => {
      interacted = true;
      update();
    });
    const observer = new IntersectionObserver((entries) => {
      onScreen = entries[entries.length - 1].isIntersecting;
      update();
    });
    observer.observe(element);
    return () => {
      stopWaiting();
      observer.disconnect();
    };
  }, [rootRef, wantLive, immediately]);

  return { wantLive, requestLive };
}
