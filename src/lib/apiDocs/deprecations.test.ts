import { groupDeprecations, type DeprecatedApi } from './deprecations';

const entry = (component: string, name: string, message = ''): DeprecatedApi => ({
  component,
  kind: component === name ? 'component' : 'prop',
  name,
  href: `/api/${component}/`,
  message,
});

const entries = [
  entry('Accordion', 'TransitionComponent', 'Use <code>slots.transition</code> instead.'),
  entry('Accordion', 'TransitionProps'),
  entry('Hidden', 'Hidden', 'Deprecated in v5.'),
  entry('TextField', 'InputProps', 'Use <code>slotProps.input</code> instead.'),
];

describe('groupDeprecations', () => {
  it('groups consecutive entries by component', () => {
    expect(groupDeprecations(entries).map((group) => [group.component, group.entries.length])).toEqual([
      ['Accordion', 2],
      ['Hidden', 1],
      ['TextField', 1],
    ]);
  });

  it('filters by component, name or message text, ignoring case and markup', () => {
    expect(groupDeprecations(entries, 'textfield').map((group) => group.component)).toEqual(['TextField']);
    expect(
      groupDeprecations(entries, ' transitionprops ').flatMap((group) => group.entries.map((e) => e.name)),
    ).toEqual(['TransitionProps']);
    expect(groupDeprecations(entries, 'slots.transition')[0].entries[0].name).toBe('TransitionComponent');
    expect(groupDeprecations(entries, 'code')).toEqual([]);
  });
});
