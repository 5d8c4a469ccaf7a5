/**
 * Starts work the reader is not waiting for (the analytics tag, web-vitals reporting, the service
 * worker, the ad poller) once the page's start-up is done: at the browser's first idle period,
 * or at the reader's first input if that comes sooner, and at the latest after IDLE_START_TIMEOUT_MS.
 * Where idle callbacks are missing (Safari), after IDLE_FALLBACK_MS.
 */
import { IDLE_FALLBACK_MS, IDLE_START_TIMEOUT_MS } from './constants';

export interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  addEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => void;
  removeEventListener: (type: string, listener: () => void, options: EventListenerOptions) => void;
}

/** What counts as the reader's first input. */
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/** Runs `task` once, when the page is idle or the reader first acts; the returned function cancels it. */
export function whenIdle(task: () => void, win: IdleWindow = window as unknown as IdleWindow): () => void {
  let done = false;
  const listenerOptions = { capture: true, passive: true } as const;
  const cancel = () => {
    done = true;
    if (idleHandle !== null) win.cancelIdleCallback?.(idleHandle);
    if (timeoutHandle !== null) win.clearTimeout(timeoutHandle);
    for (const type of INPUT_EVENTS) win.removeEventListener(type, run, listenerOptions);
  };
  function run() {
    if (done) return;
    cancel();
    task();
  }
  const idleHandle = win.requestIdleCallback ? win.requestIdleCallback(run, { timeout: IDLE_START_TIMEOUT_MS }) : null;
  const timeoutHandle = idleHandle === null ? win.setTimeout(run, IDLE_FALLBACK_MS) : null;
  for (const type of INPUT_EVENTS) win.addEventListener(type, run, listenerOptions);
  return cancel;
}
