import {
  assertUniquePathnames,
  findActivePage,
  navFlags,
  navFromSidebar,
  readNavExtras,
  type SidebarEntry,
} from './nav';

const sidebar: SidebarEntry[] = [
  {
    type: 'category',
    label: 'Getting started',
    items: [
      { type: 'link', label: 'Overview', href: '/material-ui/getting-started/' },
      {
        type: 'link',
        label: 'Installation',
        href: '/material-ui/getting-started/installation/',
        customProps: { newFeature: true },
      },
    ],
  },
  {
    type: 'category',
    label: 'Components',
    href: '/material-ui/components/',
    customProps: { beta: true },
    items: [
      {
        type: 'link',
        label: 'Data grid',
        href: '/x/react-data-grid/',
        customProps: { plan: 'pro', icon: 'grid', linkProps: { 'data-ga-event-category': 'nav' } },
      },
      { type: 'html', label: '<hr/>' },
    ],
  },
];

describe('navFromSidebar', () => {
  it('builds page entries with titles, subheaders, children and flags', () => {
    expect(navFromSidebar(sidebar, 'materialUi')).toEqual([
      {
        pathname: '/material-ui/getting-started/',
        subheader: 'Getting started',
        children: [
          { pathname: '/material-ui/getting-started/', title: 'Overview' },
          { pathname: '/material-ui/getting-started/installation/', title: 'Installation', newFeature: true },
        ],
      },
      {
        pathname: '/material-ui/components/',
        title: 'Components',
        beta: true,
        children: [
          {
            pathname: '/x/react-data-grid/',
            title: 'Data grid',
            plan: 'pro',
            icon: 'grid',
            linkProps: { 'data-ga-event-category': 'nav' },
          },
        ],
      },
    ]);
  });

  it('rejects flags of the wrong type, naming the item', () => {
    expect(() =>
      navFromSidebar([{ type: 'link', label: 'Slider', href: '/s/', customProps: { beta: 'yes' } }], 'joyUi'),
    ).toThrow('Sidebar item joyUi › Slider: custom prop "beta" must be true or false, got "yes".');
    expect(() => readNavExtras({ plan: 'enterprise' }, 'x')).toThrow('"plan" must be one of pro, premium');
    expect(() => readNavExtras({ linkProps: { a: 1 } }, 'x')).toThrow('"linkProps"');
    expect(() => readNavExtras({ icon: 3 }, 'x')).toThrow('"icon"');
  });

  it('ignores custom props it does not know', () => {
    expect(readNavExtras({ somethingElse: 1, deprecated: true }, 'x')).toEqual({ deprecated: true });
  });
});

describe('assertUniquePathnames', () => {
  it('accepts distinct paths, including a page and a group sharing a prefix', () => {
    expect(() => assertUniquePathnames([{ name: 'material-ui', pages: navFromSidebar(sidebar, 'm') }])).not.toThrow();
  });

  it('names the path and both places when a path repeats within one sidebar', () => {
    const pages = navFromSidebar(
      [
        {
          type: 'category',
          label: 'Getting started',
          items: [{ type: 'link', label: 'Installation', href: '/a/install/' }],
        },
        { type: 'category', label: 'Guides', items: [{ type: 'link', label: 'Setup', href: '/a/install' }] },
      ],
      'materialUi',
    );
    expect(() => assertUniquePathnames([{ name: 'materialUi', pages }])).toThrow(
      'Duplicate navigation path "/a/install": it appears at "materialUi › Getting started › Installation" and at "materialUi › Guides › Setup".',
    );
  });

  it('detects a path repeated across two sidebars', () => {
    const one = { name: 'joy', pages: [{ pathname: '/shared/', title: 'One' }] };
    const two = { name: 'base', pages: [{ pathname: '/shared/', title: 'Two' }] };
    expect(() => assertUniquePathnames([one, two])).toThrow('at "joy › One" and at "base › Two"');
  });

  it('treats different anchors on one page as different places', () => {
    const pages = [
      { pathname: '/p/#beta', title: 'Beta' },
      { pathname: '/p/#new', title: 'New' },
    ];
    expect(() => assertUniquePathnames([{ name: 's', pages }])).not.toThrow();
  });
});

describe('findActivePage', () => {
  const pages = navFromSidebar(sidebar, 'm');

  it('returns the page and its parents', () => {
    const found = findActivePage(pages, '/material-ui/getting-started/installation');
    expect(found?.activePage.title).toBe('Installation');
    expect(found?.parents.map((parent) => parent.subheader ?? parent.title)).toEqual(['Getting started']);
  });

  it('ignores the language prefix and hash, and finds linked categories', () => {
    expect(findActivePage(pages, '/zh/material-ui/components/#top')?.activePage.title).toBe('Components');
    expect(findActivePage(pages, '/x/react-data-grid/')?.parents.map((p) => p.title)).toEqual(['Components']);
  });

  it('returns null for a path outside the tree', () => {
    expect(findActivePage(pages, '/nowhere/')).toBeNull();
  });
});

describe('navFlags', () => {
  it('lists the set flags in display order', () => {
    expect(navFlags({ deprecated: true, newFeature: true, beta: false })).toEqual(['newFeature', 'deprecated']);
  });
});
