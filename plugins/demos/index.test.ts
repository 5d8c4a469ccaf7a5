import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { Configuration, RuleSetRule } from 'webpack';
import demosPlugin, { commonChunkOverride, countedForCommon, excludeFromCssModuleRule, showsErrorsInPlace } from '.';

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

describe('broken demos', () => {
  const SITE_DIR = path.resolve(__dirname, '../..');
  const clientConfig = (): Configuration => ({ module: { rules: [{ test: /\.module\.css$/i }] } });

  /** The demos plugin's rules for one bundle, as Docusaurus would get them. */
  function rulesFor(isServer: boolean, nodeEnv: string): RuleSetRule[] {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = nodeEnv;
    try {
      const plugin = demosPlugin({ siteDir: SITE_DIR } as LoadContext);
      const configure = plugin.configureWebpack as unknown as (
        config: Configuration,
        isServer: boolean,
      ) => Configuration;
      return configure(clientConfig(), isServer).module!.rules as RuleSetRule[];
    } finally {
      process.env.NODE_ENV = previous;
    }
  }
  const brokenDemoRules = (rules: RuleSetRule[]) =>
    rules.filter((rule) => JSON.stringify(rule.use).includes('brokenDemoLoader.cjs'));
  const demoLoaderOptions = (rules: RuleSetRule[]) => {
    const [rule] = rules.filter((candidate) => JSON.stringify(candidate.use).includes('loader.cjs"'));
    return (rule.use as Array<{ options: Record<string, unknown> }>)[0].options;
  };

  it('are shown in place of their preview only in the dev server’s browser bundle', () => {
    expect(showsErrorsInPlace(false, false)).toBe(true);
    expect(showsErrorsInPlace(true, false)).toBe(false);
    expect(showsErrorsInPlace(false, true)).toBe(false);
    expect(showsErrorsInPlace(true, true)).toBe(false);
  });

  it('become stand-ins in npm start: demo files without a query go through the broken-demo loader first', () => {
    const rules = rulesFor(false, 'development');
    const [rule] = brokenDemoRules(rules);
    expect(rule).toMatchObject({ enforce: 'pre', resourceQuery: { not: /./ } });
    expect(demoLoaderOptions(rules)).toMatchObject({ showErrorsInPlace: true });
  });

  it('fail production builds, client and server bundles alike', () => {
    for (const isServer of [false, true]) {
      const rules = rulesFor(isServer, 'production');
      expect(brokenDemoRules(rules)).toEqual([]);
      expect(demoLoaderOptions(rules)).toMatchObject({ showErrorsInPlace: false });
    }
  });
});
