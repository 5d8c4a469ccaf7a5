import { componentGroups, headingId, illustrationPath, pageSlug, type CardSidebarItem } from './componentCards';

const link = (label: string, href: string, extra: Partial<CardSidebarItem> = {}): CardSidebarItem =>
  ({ type: 'link', label, href, ...extra }) as CardSidebarItem;

const components = {
  label: 'Components',
  items: [
    link('All components', '/material-ui/all-components/'),
    {
      type: 'category',
      label: 'Inputs',
      items: [link('Button', '/material-ui/react-button/'), link('Slider', '/material-ui/react-slider/')],
    },
    {
      type: 'category',
      label: 'Data display',
      items: [
        link('Chip', '/material-ui/react-chip/'),
        link('Hidden page', '/material-ui/hidden-page/', { unlisted: true }),
        {
          type: 'category',
          label: 'More',
          href: '/material-ui/more/',
          items: [link('Table', '/material-ui/react-table/')],
        },
      ],
    },
    {
      type: 'category',
      label: 'Layout',
      items: [link('Grid', '/material-ui/react-grid/', { customProps: { deprecated: true } })],
    },
    { type: 'category', label: 'Empty', items: [link('Elsewhere', 'https://example.com/')] },
    { type: 'html', value: '<hr>' },
  ] as CardSidebarItem[],
};

describe('componentGroups', () => {
  it('makes one group per sub-category, in sidebar order, without the current page', () => {
    const groups = componentGroups(components, '/material-ui/all-components/');
    expect(groups.map((group) => [group.label, group.id, group.cards.map((card) => card.slug)])).toEqual([
      ['Inputs', 'inputs', ['react-button', 'react-slider']],
      ['Data display', 'data-display', ['react-chip', 'more', 'react-table']],
      ['Layout', 'layout', ['react-grid']],
    ]);
    expect(groups[2].cards[0]).toEqual({
      label: 'Grid',
      href: '/material-ui/react-grid/',
      slug: 'react-grid',
      customProps: { deprecated: true },
    });
  });

  it('puts pages that sit directly in the category first', () => {
    const groups = componentGroups(components, '/material-ui/react-button');
    expect(groups[0]).toEqual({
      label: 'Components',
      id: 'components',
      cards: [{ label: 'All components', href: '/material-ui/all-components/', slug: 'all-components' }],
    });
    expect(groups[1].cards.map((card) => card.slug)).toEqual(['react-slider']);
  });
});

describe('helpers', () => {
  it('reads the slug of a page path', () => {
    expect(pageSlug('/material-ui/react-button/')).toBe('react-button');
    expect(pageSlug('/material-ui/react-button')).toBe('react-button');
    expect(pageSlug('/material-ui/react-button/#api')).toBe('react-button');
  });

  it('names illustrations and heading anchors', () => {
    expect(illustrationPath('material-ui', 'react-button')).toBe('/img/material-ui/components/react-button.svg');
    expect(headingId('Data display')).toBe('data-display');
    expect(headingId('  Utils & more ')).toBe('utils-more');
  });
});
