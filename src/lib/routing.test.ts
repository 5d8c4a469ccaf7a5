import { getRouteArea, getRouteProduct, splitPathname } from './routing';

describe('splitPathname', () => {
  it('keeps English paths as they are', () => {
    expect(splitPathname('/material-ui/getting-started/#install')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/material-ui/getting-started/#install',
      canonicalPathname: '/material-ui/getting-started/',
      canonicalAsServer: '/material-ui/getting-started',
    });
  });

  it('accepts the zh prefix and strips it from the canonical path', () => {
    expect(splitPathname('/zh/joy-ui/getting-started/')).toMatchObject({
      userLanguage: 'zh',
      canonicalAs: '/joy-ui/getting-started/',
      canonicalAsServer: '/joy-ui/getting-started',
    });
    expect(splitPathname('/zh')).toMatchObject({ userLanguage: 'zh', canonicalAs: '/', canonicalAsServer: '/' });
  });

  it('does not mistake a segment that starts with a language code for a prefix', () => {
    expect(splitPathname('/zhuyin/page/')).toMatchObject({ userLanguage: 'en', canonicalAs: '/zhuyin/page/' });
    expect(splitPathname('/fr/page/')).toMatchObject({ userLanguage: 'en', canonicalAs: '/fr/page/' });
  });

  it('rewrites a leading /api segment to /api-docs on the server path only', () => {
    expect(splitPathname('/api/button/')).toMatchObject({
      canonicalAs: '/api/button/',
      canonicalAsServer: '/api-docs/button',
    });
    expect(splitPathname('/api').canonicalAsServer).toBe('/api-docs');
    expect(splitPathname('/apis/x/').canonicalAsServer).toBe('/apis/x');
  });

  it('removes the query, the hash and every trailing slash on the server path', () => {
    expect(splitPathname('/system/getting-started//?a=1#top')).toMatchObject({
      canonicalPathname: '/system/getting-started//',
      canonicalAsServer: '/system/getting-started',
    });
    expect(splitPathname('/').canonicalAsServer).toBe('/');
  });
});

describe('getRouteProduct', () => {
  it.each([
    ['/material-ui/getting-started/', 'material-ui', 'core'],
    ['/joy-ui/react-button/', 'joy-ui', 'core'],
    ['/base-ui/getting-started/usage/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/zh/system/getting-started/', 'system', 'core'],
    ['/x/react-data-grid/', 'x-data-grid', 'x'],
    ['/x/react-data-grid/installation/', 'x-data-grid', 'x'],
    ['/x/migration/migration-data-grid-v6/', 'x-data-grid', 'x'],
    ['/x/introduction/', null, 'x'],
    ['/toolpad/core/introduction/', 'toolpad-core', 'toolpad'],
    ['/toolpad/studio/getting-started/', 'toolpad-studio', 'toolpad'],
    ['/toolpad/', 'toolpad-core', 'toolpad'],
    ['/docs/anything/', 'docs', null],
    ['/versions/', 'docs', null],
    ['/production-error/', 'docs', null],
    ['/experiments/docs/getting-started/', 'docs-infra', null],
    ['/experiments/other/', null, null],
    ['/', null, null],
    ['/blog/', null, null],
  ])('%s → %s / %s', (pathname, productId, productCategoryId) => {
    expect(getRouteProduct(pathname)).toEqual({ productId, productCategoryId });
  });
});

describe('getRouteArea', () => {
  it('finds the documented area with the longest matching route base', () => {
    expect(getRouteArea('/toolpad/core/introduction/')?.id).toBe('toolpad-core');
    expect(getRouteArea('/zh/x/react-data-grid/')?.id).toBe('x-data-grid');
    expect(getRouteArea('/experiments/docs/')?.id).toBe('docs-infra');
    expect(getRouteArea('/material-uix/')).toBeUndefined();
    expect(getRouteArea('/')).toBeUndefined();
  });
});
