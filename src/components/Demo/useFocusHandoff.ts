import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Layout effects run in the browser only (the server would warn). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * When a live preview replaces the server's markup (or another styling), focus that was inside the
 * old preview moves to the same control in the new one, so keyboard readers don't lose their place.
 * `live` is whatever identifies the preview on screen; the hand-off runs when it changes.
 */
export function useFocusHandoff(previewRef: RefObject<HTMLElement>, live: unknown) {
  const focusIndex = useRef<number | null>(null);
  const focusables = useCallback(
    () => Array.from(previewRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []),
    [previewRef],
  );

  /** Call before the preview is replaced. */
  const rememberFocus = useCallback(() => {
    const active = document.activeElement as HTMLElement | null;
    if (active && previewRef.current?.contains(active)) focusIndex.current = focusables().indexOf(active);
  }, [previewRef, focusables]);

  /** Focuses the preview's first control now, or once the live preview is on screen. */
  const focusFirst = useCallback(() => {
    if (live) focusables()[0]?.focus();
    else focusIndex.current = 0;
  }, [live, focusables]);

  useBrowserLayoutEffect(() => {
    if (!live || focusIndex.current === null || focusIndex.current < 0) return;
    focusables()[focusIndex.current]?.focus();
    focusIndex.current = null;
  }, [live, focusables]);

  return { rememberFocus, focusFirst };
}
