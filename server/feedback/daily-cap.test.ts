import { createDailyCap } from './daily-cap';

describe('createDailyCap', () => {
  let time: Date;
  const now = () => time;

  beforeEach(() => {
    time = new Date('2024-03-10T23:59:00.000Z');
  });

  it('accepts the cap, refuses the next with the reset time, and opens again at 00:00 UTC', () => {
    const cap = createDailyCap({ cap: 3, now, countSince: () => 0 });
    expect([cap.reserve().ok, cap.reserve().ok, cap.reserve().ok]).toEqual([true, true, true]);
    expect(cap.reserve()).toEqual({
      ok: false,
      message:
        'the feedback service has reached its limit of 3 submissions for today (UTC); ' +
        'it accepts feedback again from 2024-03-11T00:00:00.000Z',
      retryAfterSeconds: 60,
    });
    time = new Date('2024-03-11T00:00:00.000Z');
    expect(cap.reserve().ok).toBe(true);
  });

  it('counts what was stored earlier the same day, so a restart does not reset it', () => {
    const countSince = jest.fn(() => 2);
    const cap = createDailyCap({ cap: 3, now, countSince });
    expect(cap.reserve().ok).toBe(true);
    expect(cap.reserve().ok).toBe(false);
    expect(countSince).toHaveBeenCalledTimes(1);
    expect(countSince).toHaveBeenCalledWith('2024-03-10T00:00:00.000Z');
  });

  it('gives a slot back when the write failed, once', () => {
    const cap = createDailyCap({ cap: 1, now, countSince: () => 0 });
    const slot = cap.reserve();
    if (!slot.ok) throw new Error('expected a slot');
    expect(cap.reserve().ok).toBe(false);
    slot.release();
    slot.release();
    expect(cap.reserve().ok).toBe(true);
    expect(cap.reserve().ok).toBe(false);
  });
});
