import { commonChunkOverride, countedForCommon, excludeFromCssModuleRule } from '.';

const chunk = (requests: string[], initial = false) => ({
  canBeInitial: () => initial,
  groupsIterable: [{ origins: requests.map((request) => ({ request })) }],
});

describe('countedForCommon', () => {
  it('counts route chunks, like Docusaurus’s default (async chunks only)', () => {
    expect(countedForCommon(chunk(['@site/docs/material-ui/components/button/button.mdx']))).toBe(true);
    expect(countedForCommon(chunk([]))).toBe(true);
    expect(countedForCommon(chunk([], true))).toBe(false);
  });

  it('leaves out the demos’ lazy chunks, so MUI never lands in the chunk every page loads', () => {
    expect(countedForCommon(chunk(['./ButtonVariants.tsx?demo-live']))).toBe(false);
    expect(countedForCommon(chunk(['./SliderStyled.tailwind.tsx?demo-variant']))).toBe(false);
    expect(countedForCommon(chunk(['./TeamList.tsx?demo-scope']))).toBe(false);
  });
});

describe('commonChunkOverride', () => {
  const docusaurusClient = () => ({
    optimization: { splitChunks: { cacheGroups: { common: { name: 'common', minChunks: 300 } } } },
  });

  it('counts only route chunks for the common chunk in production builds', () => {
    expect(commonChunkOverride(docusaurusClient(), true)).toEqual({
      splitChunks: { cacheGroups: { common: { chunks: countedForCommon } } },
    });
  });

  it('leaves the dev server without a JavaScript chunk filter, which Rspack runs per chunk on every rebuild', () => {
    expect(commonChunkOverride(docusaurusClient(), false)).toBeUndefined();
  });

  it('changes nothing where Docusaurus has no common group (the server bundle)', () => {
    expect(commonChunkOverride({ optimization: { splitChunks: false } }, true)).toBeUndefined();
  });
});

describe('excludeFromCssModuleRule', () => {
  const isDemoCss = (file: string) => file.startsWith('/site/docs/');

  it("keeps demo CSS modules out of the bundler's CSS module rule", () => {
    const cssModules = { test: /\.module\.css$/i, use: ['css-loader'] };
    const config = { module: { rules: [{ test: /\.css$/i, exclude: /\.module\.css$/i }, cssModules] } };
    excludeFromCssModuleRule(config, isDemoCss);
    expect(cssModules).toHaveProperty('exclude', isDemoCss);
  });

  it('fails loudly when Docusaurus no longer has that rule', () => {
    expect(() => excludeFromCssModuleRule({ module: { rules: [] } }, isDemoCss)).toThrow('no .module.css rule');
  });
});
