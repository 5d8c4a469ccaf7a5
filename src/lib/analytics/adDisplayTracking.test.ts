import { createFakeTimers } from '../ads/testing/fakes';
import { scheduleAdDisplayEvent } from './adDisplayTracking';

function setup(label: string, randomValue: number) {
  const timers = createFakeTimers();
  const send = jest.fn();
  const cancel = scheduleAdDisplayEvent({
    label,
    random: () => randomValue,
    setTimeout: timers.setTimeout,
    clearTimeout: timers.clearTimeout,
    send,
  });
  return { timers, send, cancel };
}

describe('scheduleAdDisplayEvent', () => {
  it('sends the sampled display event after 2.5 s, not before', () => {
    const { timers, send } = setup('carbon', 0.05);
    timers.advance(2499);
    expect(send).not.toHaveBeenCalled();
    timers.advance(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(['event', 'ad', { eventAction: 'display', eventLabel: 'carbon' }]);
  });

  it('schedules nothing for the 90 % not sampled', () => {
    const { timers, send } = setup('carbon', 0.1);
    expect(timers.pendingCount()).toBe(0);
    timers.advance(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing when cancelled before the delay (ad unmounted)', () => {
    const { timers, send, cancel } = setup('carbon', 0);
    timers.advance(1000);
    cancel();
    timers.advance(10_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('ignores ads without a label', () => {
    const { timers, send } = setup('', 0);
    timers.advance(10_000);
    expect(send).not.toHaveBeenCalled();
  });
});
