/**
 * The reader's first sign of life on a page: a pointer move or press, a key, a touch, the wheel,
 * a scroll or focus entering the page. Demos keep the server's markup (which looks the same as
 * the live preview) until then, so a page costs no demo code before interaction and Lighthouse
 * and first-paint work see a static page; the first input starts loading the visible demos.
 */

export const INTERACTION_EVENTS = [
  'pointermove',
  'pointerdown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
  'focusin',
] as const;

export interface InteractionWatch {
  /** Calls `listener` once, on the first interaction (at once when it already happened). */
  whenInteracted(listener: () => void): () => void;
  hasInteracted(): boolean;
}

/**
 * Watches `target` (the window) for the first interaction. Listeners are passive and removed as
 * soon as it happens, so the watch costs nothing afterwards.
 */
export function watchFirstInteraction(target: EventTarget): InteractionWatch {
  let interacted = false;
  const listeners = new Set<() => void>();
  const options: AddEventListenerOptions = { passive: true, capture: true };

  const onInteraction = () => {
    if (interacted) return;
    interacted = true;
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, onInteraction, options);
    const waiting = [...listeners];
    listeners.clear();
    for (const listener of waiting) listener();
  };
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, onInteraction, options);

  return {
    hasInteracted: () => interacted,
    whenInteracted(listener) {
      if (interacted) {
        listener();
        return () => undefined;
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

let pageWatch: InteractionWatch | null = null;

/** The page's one watch, started by the first demo that asks. */
export function pageInteraction(): InteractionWatch {
  pageWatch ??= watchFirstInteraction(window);
  return pageWatch;
}
