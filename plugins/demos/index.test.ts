import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import type { Configuration, RuleSetRule } from 'webpack';
import demosPlugin, { commonChunkOverride, excludeFromCssModuleRule, showsErrorsInPlace } from '.';

describe('commonChunkOverride', () => {
  const docusaurusClient = () => ({
    entry: '/site/node_modules/@docusaurus/core/lib/client/clientEntry.js',
    optimization: {
      runtimeChunk: true,
      splitChunks: { cacheGroups: { common: { name: 'common', minChunks: 300 } } },
    },
  });

  it('counts route chunks only, with a rule Rspack evaluates natively (a RegExp, never a JavaScript function)', () => {
    const chunks = commonChunkOverride(docusaurusClient(), true)?.splitChunks;
    const rule =
      chunks && typeof chunks === 'object' ? (chunks.cacheGroups?.common as { chunks?: unknown }).chunks : null;
    expect(rule).toBeInstanceOf(RegExp);
    expect((rule as RegExp).test('content---material-ui-react-button-8f5-bd5')).toBe(true);
    expect((rule as RegExp).test('demo-live-system-1a2b3c4d')).toBe(false);
    expect((rule as RegExp).test('runtime~main')).toBe(false);
  });

  it('leaves the dev server with Docusaurus’s own group until a rebuild is measured with the rule', () => {
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
      const plugin = demosPlugin({
        siteDir: SITE_DIR,
        generatedFilesDir: path.join(SITE_DIR, '.docusaurus'),
      } as LoadContext);
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
