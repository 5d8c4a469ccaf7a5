import {
  CURRENT_PRODUCT_BOOST,
  groupResults,
  OTHER_GROUP,
  productLabel,
  productOfPath,
  rerank,
  type Hit,
} from './rank';

describe('productOfPath', () => {
  it('takes the product from the URL', () => {
    expect(productOfPath('/joy-ui/react-slider/')).toBe('joy-ui');
    expect(productOfPath('/material-ui/api/slider/')).toBe('material-ui');
    expect(productOfPath('/zh/base-ui/getting-started/')).toBe('base-ui');
    expect(productOfPath('/x/react-data-grid/usage/')).toBe('x-data-grid');
    expect(productOfPath('/toolpad/core/introduction/')).toBe('toolpad-core');
    expect(productOfPath('/experiments/docs/getting-started/')).toBe('docs-infra');
    expect(productOfPath('/versions/')).toBe('docs');
    expect(productOfPath('/')).toBeNull();
  });

  it('labels products with their names', () => {
    expect(productLabel('joy-ui')).toBe('Joy UI');
    expect(productLabel('x-data-grid')).toBe('Data Grid');
    expect(productLabel('toolpad-studio')).toBe('Toolpad Studio');
    expect(productLabel(null)).toBeNull();
  });
});

const pages = [
  { title: 'Slider', product: 'material-ui' },
  { title: 'Slider', product: 'joy-ui' },
  { title: 'Slider API', product: 'material-ui' },
  { title: 'Usage', product: 'joy-ui' },
];
const hit = (id: number, score: number): Hit => ({ id, score, terms: ['slider'] });

describe('rerank', () => {
  it('ranks the current product first when scores tie', () => {
    const fromJoy = rerank([hit(0, 10), hit(1, 10)], (id) => pages[id], {
      currentProduct: 'joy-ui',
      queryText: 'slider',
    });
    expect(fromJoy.map((h) => h.id)).toEqual([1, 0]);
    const fromMaterial = rerank([hit(1, 10), hit(0, 10)], (id) => pages[id], {
      currentProduct: 'material-ui',
      queryText: 'slider',
    });
    expect(fromMaterial.map((h) => h.id)).toEqual([0, 1]);
  });

  it('boosts by a bounded factor, so a much better match elsewhere still wins', () => {
    const ranked = rerank([hit(3, 10), hit(0, 10 * CURRENT_PRODUCT_BOOST * 2)], (id) => pages[id], {
      currentProduct: 'joy-ui',
      queryText: 'theme',
    });
    expect(ranked[0].id).toBe(0);
  });

  it('prefers exact titles (an API page counts), then titles starting with the query', () => {
    const ranked = rerank([hit(2, 10), hit(3, 12), hit(0, 11)], (id) => pages[id], {
      currentProduct: null,
      queryText: 'Slider',
    });
    expect(ranked.map((h) => h.id)).toEqual([0, 2, 3]);
    const api = [
      { title: 'ButtonBase API', product: 'material-ui' },
      { title: 'Button API', product: 'material-ui' },
      { title: 'Button Group', product: 'material-ui' },
    ];
    const buttons = rerank([hit(0, 20), hit(2, 15), hit(1, 10)], (id) => api[id], {
      currentProduct: null,
      queryText: 'button',
    });
    expect(buttons.map((h) => h.id)).toEqual([1, 2, 0]);
  });

  it("puts a component's own page before its API page when their scores are close", () => {
    const ranked = rerank([hit(2, 11), hit(0, 10)], (id) => pages[id], {
      currentProduct: null,
      queryText: 'slider',
    });
    expect(ranked.map((h) => h.id)).toEqual([0, 2]);
  });

  it("puts a component's own page before its API page even when the API page scores much higher", () => {
    const ranked = rerank([hit(2, 40), hit(0, 10), hit(1, 12)], (id) => pages[id], {
      currentProduct: 'material-ui',
      queryText: 'slider',
    });
    expect(ranked.map((h) => h.id)).toEqual([0, 2, 1]);
  });

  it('does not mutate its input', () => {
    const hits = [hit(0, 1)];
    rerank(hits, (id) => pages[id], { currentProduct: 'material-ui', queryText: 'slider' });
    expect(hits[0].score).toBe(1);
  });
});

describe('groupResults', () => {
  const items = [
    { id: 'm1', product: 'material-ui' },
    { id: 'm2', product: 'material-ui' },
    { id: 'x1', product: 'x-data-grid' },
    { id: 'j1', product: 'joy-ui' },
    { id: 'o1', product: null },
    { id: 'm3', product: 'material-ui' },
  ];

  it('puts the current product first, then groups by best hit', () => {
    const groups = groupResults(items, (item) => item.product, 'joy-ui', { maxPerGroup: 5, maxTotal: 20 });
    expect(groups.map((group) => group.product)).toEqual(['joy-ui', 'material-ui', 'x-data-grid', OTHER_GROUP]);
    expect(groups[1].items.map((item) => item.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('keeps rank order without a current product', () => {
    const groups = groupResults(items, (item) => item.product, null, { maxPerGroup: 5, maxTotal: 20 });
    expect(groups.map((group) => group.product)).toEqual(['material-ui', 'x-data-grid', 'joy-ui', OTHER_GROUP]);
  });

  it('caps groups and the total', () => {
    const groups = groupResults(items, (item) => item.product, null, { maxPerGroup: 2, maxTotal: 4 });
    expect(groups.flatMap((group) => group.items.map((item) => item.id))).toEqual(['m1', 'm2', 'x1', 'j1']);
  });

  it('returns nothing for no hits', () => {
    expect(groupResults([], () => null, 'joy-ui', { maxPerGroup: 2, maxTotal: 4 })).toEqual([]);
  });
});
