/**
 * Relevance: for a fixed list of queries (component names, prop names, guide topics), the expected
 * page is among the first three results the reader sees. The fixture index is built from the real
 * docs/*.mdx pages of this repository plus synthetic API and component pages.
 */
import path from 'node:path';
import { buildSearchIndex } from './buildIndex';
import { createSearchClient } from './client';
import { apiFixturePages, readDocsCorpus } from './fixtures/corpus';
import { memoryFetch } from './fixtures/memoryFetch';

// Builds a whole index: allow for a slow, busy machine.
jest.setTimeout(60_000);

const BASE = '/search-index/';
const pages = [...readDocsCorpus(path.resolve(__dirname, '../../..')), ...apiFixturePages()];
const built = buildSearchIndex(pages);

/** `[query, product the reader is in (or null), expected page]` */
const CASES: Array<[string, string | null, string]> = [
  // Component names
  ['slider', 'joy-ui', '/joy-ui/react-slider/'],
  ['slider', 'material-ui', '/material-ui/react-slider/'],
  ['slider', 'base-ui', '/base-ui/react-slider/'],
  // Material UI and Joy UI both have an Autocomplete page: the reader's product decides.
  ['autocomplete', 'material-ui', '/material-ui/react-autocomplete/'],
  ['autocomplete', 'joy-ui', '/joy-ui/react-autocomplete/'],
  ['text field', 'material-ui', '/material-ui/react-text-field/'],
  ['modal', 'joy-ui', '/joy-ui/react-modal/'],
  ['sheet', 'joy-ui', '/joy-ui/react-sheet/'],
  ['aspect ratio', 'joy-ui', '/joy-ui/react-aspect-ratio/'],
  ['button api', 'material-ui', '/material-ui/api/button/'],
  ['data grid', null, '/x/react-data-grid/'],
  ['DashboardLayout', null, '/toolpad/core/react-dashboard-layout/'],
  // Prop names and code identifiers
  ['disableRipple', null, '/material-ui/api/button/'],
  ['startDecorator', 'joy-ui', '/joy-ui/api/button/'],
  ['valueLabelDisplay', 'material-ui', '/material-ui/api/slider/'],
  ['freeSolo', null, '/material-ui/api/autocomplete/'],
  ['helperText', null, '/material-ui/api/text-field/'],
  ['getRowId', null, '/x/api/data-grid/'],
  ['checkboxSelection', null, '/x/api/data-grid/'],
  ['useSlider', null, '/base-ui/react-slider/'],
  ['useButton', 'base-ui', '/base-ui/getting-started/usage/'],
  // With the Joy UI customization guides, the provider's own guide is the dark mode page.
  ['CssVarsProvider', 'joy-ui', '/joy-ui/customization/dark-mode/'],
  ['extendTheme', null, '/joy-ui/customization/default-theme-viewer/'],
  ['createTheme', 'material-ui', '/material-ui/customization/theming/'],
  ['AppProvider', null, '/toolpad/core/introduction/base-concepts/'],
  ['autoHeight', null, '/x/migration/migration-data-grid-v6/'],
  // Guide topics
  ['install joy', null, '/joy-ui/getting-started/installation/'],
  ['roboto font', null, '/material-ui/getting-started/installation/'],
  // With the Material UI guides, fonts and codemods are topics of several areas: the reader's product decides.
  ['inter font', 'joy-ui', '/joy-ui/getting-started/installation/'],
  ['styled-components', 'system', '/system/getting-started/installation/'],
  ['peer dependencies', 'material-ui', '/material-ui/getting-started/installation/'],
  ['sx prop', 'system', '/system/getting-started/the-sx-prop/'],
  ['global variants', 'joy-ui', '/joy-ui/getting-started/'],
  ['unstyled components hooks', 'base-ui', '/base-ui/getting-started/'],
  ['codemod', 'x-data-grid', '/x/migration/migration-data-grid-v6/'],
  ['migrate v6 to v7', null, '/x/migration/migration-data-grid-v6/'],
  ['sorting and filtering', 'x-data-grid', '/x/react-data-grid/'],
  ['MIT edition', null, '/x/react-data-grid/'],
  ['front matter', null, '/experiments/docs/getting-started/writing-pages/'],
  ['admonitions', null, '/experiments/docs/getting-started/writing-pages/'],
  ['navigation flags', null, '/experiments/docs/test-pages/navigation-flags/'],
  ['translation dictionary', null, '/experiments/docs/getting-started/translating/'],
  ['Material Design components', 'material-ui', '/material-ui/getting-started/supported-components/'],
  ['close reason', 'joy-ui', '/joy-ui/react-modal/'],
  // As typed: prefixes and typos
  ['extendThe', null, '/joy-ui/customization/default-theme-viewer/'],
  ['autocomplte', 'material-ui', '/material-ui/react-autocomplete/'],
  ['dashbord layout', 'toolpad-core', '/toolpad/core/react-dashboard-layout/'],
];

describe('top-3 relevance', () => {
  const fetch = memoryFetch(built.files, BASE);
  const client = createSearchClient({ baseUrl: BASE, fetchJson: fetch.fetchJson });

  it('covers at least 30 queries whose expected pages exist', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
    const known = new Set(pages.map((page) => page.path));
    expect(CASES.filter(([, , expected]) => !known.has(expected))).toEqual([]);
  });

  it('puts the expected page in the top 3 for every query', async () => {
    const misses: string[] = [];
    for (const [query, currentProduct, expected] of CASES) {
      const response = await client.search(query, { currentProduct });
      const order = response.groups.flatMap((group) => group.items.map((item) => item.path));
      const rank = order.indexOf(expected);
      if (rank < 0 || rank > 2)
        misses.push(
          `${query} (${currentProduct ?? 'no product'}): ${expected} at ${rank + 1 || 'none'}; got ${order.slice(0, 3).join(', ')}`,
        );
    }
    expect(misses).toEqual([]);
  });
});
