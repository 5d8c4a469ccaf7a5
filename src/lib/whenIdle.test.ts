import { IDLE_FALLBACK_MS, IDLE_START_TIMEOUT_MS } from './constants';
import { whenIdle, type IdleWindow } from './whenIdle';

/** A window whose idle callbacks, timers and input events the test fires. */
function fakeWindow({ idleCallbacks = true } = {}) {
  const idle = new Map<number, () => void>();
  const timers = new Map<number, { callback: () => void; ms: number }>();
  const listeners = new Map<string, Set<() => void>>();
  const idleOptions: Array<{ timeout: number }> = [];
  let next = 1;
  const win: IdleWindow = {
    setTimeout: (callback, ms) => {
      timers.set(next, { callback, ms });
      return next++;
    },
    clearTimeout: (handle) => timers.delete(handle),
    addEventListener: (type, listener) => listeners.set(type, (listeners.get(type) ?? new Set()).add(listener)),
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
    ...(idleCallbacks && {
      requestIdleCallback: (callback, options) => {
        idle.set(next, callback);
        idleOptions.push(options);
        return next++;
      },
      cancelIdleCallback: (handle) => idle.delete(handle),
    }),
  };
  return {
    win,
    idleOptions,
    timers,
    fireIdle: () => [...idle.values()].forEach((callback) => callback()),
    fireTimers: () => [...timers.values()].forEach(({ callback }) => callback()),
    input: (type: string) => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
    pending: () => idle.size + timers.size + [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

describe('whenIdle', () => {
  it('runs the task at the first idle period, with the start-up timeout, and only once', () => {
    const fake = fakeWindow();
    const task = jest.fn();
    whenIdle(task, fake.win);
    expect(task).not.toHaveBeenCalled();
    expect(fake.idleOptions).toEqual([{ timeout: IDLE_START_TIMEOUT_MS }]);
    fake.fireIdle();
    fake.input('keydown');
    expect(task).toHaveBeenCalledTimes(1);
    expect(fake.pending()).toBe(0);
  });

  it('runs it at the first pointer or key input when that comes first', () => {
    for (const type of ['pointerdown', 'keydown']) {
      const fake = fakeWindow();
      const task = jest.fn();
      whenIdle(task, fake.win);
      fake.input(type);
      fake.fireIdle();
      expect(task).toHaveBeenCalledTimes(1);
      expect(fake.pending()).toBe(0);
    }
  });

  it('falls back to a short timer where the browser has no idle callbacks', () => {
    const fake = fakeWindow({ idleCallbacks: false });
    const task = jest.fn();
    whenIdle(task, fake.win);
    expect([...fake.timers.values()].map(({ ms }) => ms)).toEqual([IDLE_FALLBACK_MS]);
    fake.fireTimers();
    expect(task).toHaveBeenCalledTimes(1);
    expect(fake.pending()).toBe(0);
  });

  it('can be cancelled before it runs', () => {
    const fake = fakeWindow();
    const task = jest.fn();
    const cancel = whenIdle(task, fake.win);
    cancel();
    fake.fireIdle();
    fake.input('pointerdown');
    expect(task).not.toHaveBeenCalled();
    expect(fake.pending()).toBe(0);
  });
});
