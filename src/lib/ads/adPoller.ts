import { AD_POLL_INTERVAL_MS } from './constants';
import { INITIAL_SELECTION_STATE, poll, selectionReducer } from './selection';
import type { AdSelectionState, NetworkAdProbe } from './selection';

export interface AdPollerOptions<Handle> {
  /** Looks for the ad network's element in the page. A plain boolean means "found, link unknown". */
  hasNetworkAd: () => NetworkAdProbe | boolean;
  setTimeout: (callback: () => void, ms: number) => Handle;
  clearTimeout: (handle: Handle) => void;
  /** Called each time the mode changes. */
  onDecision: (state: AdSelectionState) => void;
}

export interface AdPoller {
  stop(): void;
  getState(): AdSelectionState;
}

/**
 * Runs the selection machine: first poll immediately, then every AD_POLL_INTERVAL_MS
 * until the machine is done or `stop()` is called (call it on unmount).
 */
export function createAdPoller<Handle>(options: AdPollerOptions<Handle>): AdPoller {
  const { hasNetworkAd, setTimeout, clearTimeout, onDecision } = options;
  let state = INITIAL_SELECTION_STATE;
  let stopped = false;
  let pending: { handle: Handle } | null = null;

  const probe = (): NetworkAdProbe => {
    try {
      const result = hasNetworkAd();
      return typeof result === 'boolean' ? { found: result } : result;
    } catch {
      return { found: false }; // A failing DOM query must not kill polling.
    }
  };

  const tick = (): void => {
    pending = null;
    if (stopped) return;
    const previous = state;
    state = selectionReducer(state, poll(probe()));
    if (state.mode !== previous.mode) onDecision(state);
    if (stopped || state.done) {
      stopped = true;
      return;
    }
    pending = { handle: setTimeout(tick, AD_POLL_INTERVAL_MS) };
  };

  tick();
  return {
    stop() {
      stopped = true;
      if (pending) clearTimeout(pending.handle);
      pending = null;
    },
    getState: () => state,
  };
}
