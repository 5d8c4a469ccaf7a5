import { BACKERS_PAGE_PATTERN, INITIAL_SELECTION_STATE, initialDecisionFor, poll, selectionReducer } from './selection';
import type { AdSelectionState, PollEvent } from './selection';

const run = (events: PollEvent[], start: AdSelectionState = INITIAL_SELECTION_STATE) =>
  events.reduce<AdSelectionState[]>(
    (states, event) => [...states, selectionReducer(states[states.length - 1] ?? start, event)],
    [],
  );
const misses = (count: number) => Array.from({ length: count }, () => poll({ found: false }));

describe('selectionReducer', () => {
  it('starts undecided', () => {
    expect(INITIAL_SELECTION_STATE).toEqual({ mode: 'undecided', polls: 0, done: false });
  });

  it('chooses the network ad when found on poll 3, and stops', () => {
    const states = run([...misses(2), poll({ found: true, networkAdLink: 'https://srv.example.com/click/1' })]);
    expect(states.map((s) => s.mode)).toEqual(['undecided', 'undecided', 'network']);
    expect(states[2]).toEqual({ mode: 'network', polls: 3, done: true });
  });

  it('assumes an ad blocker exactly on the 7th empty poll', () => {
    const states = run(misses(7));
    expect(states[5]).toEqual({ mode: 'undecided', polls: 6, done: false });
    expect(states[6]).toEqual({ mode: 'in-house', polls: 7, done: false });
  });

  it('stops after 30 polls and ignores later ones', () => {
    const states = run(misses(30));
    expect(states[28].done).toBe(false);
    expect(states[29]).toEqual({ mode: 'in-house', polls: 30, done: true });
    expect(selectionReducer(states[29], poll({ found: true }))).toBe(states[29]);
  });

  it('still switches to the network ad if it arrives after the blocker guess', () => {
    const states = run([...misses(10), poll({ found: true })]);
    expect(states[10]).toEqual({ mode: 'network', polls: 11, done: true });
  });

  it('shows an in-house ad when the network only advertises its backers page', () => {
    const [state] = run([poll({ found: true, networkAdLink: 'https://mui.com/sponsors/' })]);
    expect(state).toEqual({ mode: 'in-house-carbon', polls: 1, done: true });
  });

  it('treats a found element without a link as a network ad', () => {
    expect(run([poll({ found: true })])[0].mode).toBe('network');
  });
});

describe('BACKERS_PAGE_PATTERN', () => {
  it.each([
    'https://mui.com/sponsors/',
    'https://mui.com/sponsors',
    'https://www.mui.com/sponsors/?utm_source=carbon',
    'https://material-ui.com/discover-more/backers/',
    'https://material-ui-next.com/discover-more/backers',
    'https://mui.com/backers#gold',
  ])('matches %s', (link) => {
    expect(BACKERS_PAGE_PATTERN.test(link)).toBe(true);
  });

  it.each([
    'https://srv.example.com/click?to=https://mui.com/sponsors/',
    'https://mui.com/sponsors/extra',
    'https://example.com/sponsors/',
    'https://example.com/backers-wanted',
    'javascript:"https://mui.com/sponsors/"',
    '',
  ])('does not match %j', (link) => {
    expect(BACKERS_PAGE_PATTERN.test(link)).toBe(false);
  });
});

describe('initialDecisionFor', () => {
  it('decides "crawler" for bots before any poll, and polls cannot change it', () => {
    const state = initialDecisionFor('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(state).toEqual({ mode: 'crawler', polls: 0, done: true });
    expect(selectionReducer(state, poll({ found: true }))).toBe(state);
  });

  it('starts readers undecided', () => {
    expect(initialDecisionFor('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/124.0.0.0')).toBe(
      INITIAL_SELECTION_STATE,
    );
    expect(initialDecisionFor(undefined)).toBe(INITIAL_SELECTION_STATE);
  });
});
