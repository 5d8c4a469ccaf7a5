/**
 * Starts the app's scripts once the server-rendered page is on screen. With `defer`, a browser
 * that has the bundles early (from cache, or on a fast connection) runs them, hundreds of ms of
 * work on a phone, before the first frame is shown; the page is readable without them, so it is
 * shown first. The template preloads the scripts, so they still download while the page is
 * parsed, and they run in order, as `defer` scripts would, once the document is parsed and the
 * browser reports its first contentful paint (a frame that was painted is not yet on screen; the
 * paint entry comes when it is). Where paint timing is missing, one animation frame stands in;
 * a hidden tab shows nothing, so it starts at once; the fallback starts them if no paint comes.
 *
 * The function is copied into the page as source text (./index.ts): it may use nothing from
 * outside its own body.
 */
export function startAppAfterFirstPaint(scripts: string[], fallbackMs: number): void {
  // Two things to wait for: the parsed document and the first paint.
  let waiting = 2;
  const ready = () => {
    waiting -= 1;
    if (waiting !== 0) return;
    for (const src of scripts) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    }
  };
  let painted = false;
  const onPainted = () => {
    if (painted) return;
    painted = true;
    ready();
  };
  if (document.hidden) onPainted();
  else {
    setTimeout(onPainted, fallbackMs);
    const paintTiming =
      typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
    if (paintTiming) {
      new PerformanceObserver((entries, observer) => {
        if (!entries.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        // Delivered in a task of its own once the frame is on screen: no timer needed (a page
        // whose timers are paused, as under a test's fake clock, still starts).
        onPainted();
      }).observe({ type: 'paint', buffered: true });
    } else {
      // A task queued from an animation frame runs after that frame is painted.
      requestAnimationFrame(() => setTimeout(onPainted, 0));
    }
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
}
