import { createAdPoller } from './adPoller';
import type { AdSelectionState, NetworkAdProbe } from './selection';
import { createFakeTimers } from './testing/fakes';

function setup(probe: (pollNumber: number) => NetworkAdProbe | boolean) {
  const timers = createFakeTimers();
  const decisions: Array<{ at: number; state: AdSelectionState }> = [];
  const pollTimes: number[] = [];
  const hasNetworkAd = jest.fn(() => {
    pollTimes.push(timers.now());
    return probe(pollTimes.length);
  });
  const poller = createAdPoller({
    hasNetworkAd,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    onDecision: (state) => decisions.push({ at: timers.now(), state }),
  });
  return { timers, decisions, pollTimes, hasNetworkAd, poller };
}

describe('createAdPoller', () => {
  it('polls immediately, then every 500 ms, and stops once the network ad is found on poll 3', () => {
    const { timers, decisions, pollTimes } = setup((n) => n === 3);
    timers.advance(10_000);
    expect(pollTimes).toEqual([0, 500, 1000]);
    expect(decisions).toEqual([{ at: 1000, state: { mode: 'network', polls: 3, done: true } }]);
    expect(timers.pendingCount()).toBe(0);
  });

  it('decides "in-house" at the 7th poll (3 s), not before, and stops after 30 polls', () => {
    const { timers, decisions, pollTimes, poller } = setup(() => false);
    timers.advance(2999);
    expect(decisions).toEqual([]);
    timers.advance(1);
    expect(decisions).toEqual([{ at: 3000, state: { mode: 'in-house', polls: 7, done: false } }]);
    timers.advance(60_000);
    expect(pollTimes).toHaveLength(30);
    expect(pollTimes[29]).toBe(14_500);
    expect(poller.getState()).toEqual({ mode: 'in-house', polls: 30, done: true });
    expect(timers.pendingCount()).toBe(0);
    expect(decisions).toHaveLength(1);
  });

  it('reports the network ad even after assuming a blocker', () => {
    const { timers, decisions } = setup((n) => n === 9);
    timers.advance(10_000);
    expect(decisions.map((d) => [d.at, d.state.mode])).toEqual([
      [3000, 'in-house'],
      [4000, 'network'],
    ]);
  });

  it('passes the network ad link through to spot the backers ad', () => {
    const { decisions } = setup(() => ({ found: true, networkAdLink: 'https://mui.com/sponsors/' }));
    expect(decisions.map((d) => d.state.mode)).toEqual(['in-house-carbon']);
  });

  it('stop() cancels the pending poll', () => {
    const { timers, pollTimes, poller } = setup(() => false);
    timers.advance(1000);
    poller.stop();
    expect(timers.pendingCount()).toBe(0);
    timers.advance(60_000);
    expect(pollTimes).toEqual([0, 500, 1000]);
  });

  it('treats a throwing probe as "not found" and keeps polling', () => {
    const { timers, pollTimes } = setup(() => {
      throw new Error('DOM gone');
    });
    timers.advance(60_000);
    expect(pollTimes).toHaveLength(30);
  });
});
