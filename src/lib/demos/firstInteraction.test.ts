import { INTERACTION_EVENTS, watchFirstInteraction } from './firstInteraction';

describe('watchFirstInteraction', () => {
  it('waits for an interaction, then calls every waiting listener once', () => {
    const target = new EventTarget();
    const watch = watchFirstInteraction(target);
    const first = jest.fn();
    const second = jest.fn();
    watch.whenInteracted(first);
    watch.whenInteracted(second);
    expect(watch.hasInteracted()).toBe(false);
    expect(first).not.toHaveBeenCalled();

    target.dispatchEvent(new Event('pointermove'));
    target.dispatchEvent(new Event('keydown'));
    expect(watch.hasInteracted()).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it.each(INTERACTION_EVENTS)('counts %s as an interaction', (type) => {
    const target = new EventTarget();
    const watch = watchFirstInteraction(target);
    target.dispatchEvent(new Event(type));
    expect(watch.hasInteracted()).toBe(true);
  });

  it('ignores events that are not the reader acting (load, resize)', () => {
    const target = new EventTarget();
    const watch = watchFirstInteraction(target);
    target.dispatchEvent(new Event('load'));
    target.dispatchEvent(new Event('resize'));
    expect(watch.hasInteracted()).toBe(false);
  });

  it('calls a listener added after the interaction at once', () => {
    const target = new EventTarget();
    const watch = watchFirstInteraction(target);
    target.dispatchEvent(new Event('wheel'));
    const late = jest.fn();
    watch.whenInteracted(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('does not call a listener that unsubscribed', () => {
    const target = new EventTarget();
    const watch = watchFirstInteraction(target);
    const listener = jest.fn();
    const unsubscribe = watch.whenInteracted(listener);
    unsubscribe();
    target.dispatchEvent(new Event('touchstart'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops listening after the first interaction', () => {
    const target = new EventTarget();
    const remove = jest.spyOn(target, 'removeEventListener');
    watchFirstInteraction(target);
    target.dispatchEvent(new Event('scroll'));
    expect(remove).toHaveBeenCalledTimes(INTERACTION_EVENTS.length);
  });
});
