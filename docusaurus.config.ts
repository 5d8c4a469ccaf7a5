import path from 'node:path';
import type { Config, PluginConfig, PluginModule } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import defaultSsrTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { Options as RedirectOptions } from '@docusaurus/plugin-client-redirects';
import { themes as prismThemes } from 'prism-react-renderer';
import { findProductArea, PRODUCT_AREAS } from './src/lib/products';
import { DEFAULT_LANGUAGE } from './src/lib/constants';
import { accessiblePrismTheme } from './src/lib/contrast';
import { modes } from './src/lib/tokens';
import type { SiteLinks } from './src/lib/siteData';
import type { SiteCustomFields } from './src/lib/customFields';
import siteDataPlugin, { type SiteDataOptions } from './plugins/site-data';
import brandTokensPlugin from './plugins/brand-tokens';
import leanRuntimePlugin from './plugins/lean-runtime';
import minifyCachePlugin from './plugins/minify-cache';
import codeHighlightPlugin, { remarkPrerenderedHighlight } from './plugins/code-highlight';
import remarkAdSlot from './plugins/remark-ad-slot';
import apiDocsPlugin, { type ApiDocsOptions } from './plugins/api-docs';
import searchPlugin from './plugins/search';
import demosPlugin from './plugins/demos';
import devServerPlugin from './plugins/dev-server';
import remarkDemos from './plugins/demos/remark';
import remarkApiSection from './plugins/demo-usage/remark';
import remarkPropsPlayground from './plugins/props-playground/remark';
import templateSourcesPlugin, { type TemplateSourcesOptions } from './plugins/template-sources';
import materialIconsPlugin, { type MaterialIconsOptions } from './plugins/material-icons';
import { withEmotionStylesInHead, withoutStreamPadding, withScriptsAfterFirstPaint } from './plugins/ssr-template';
import leanDocsPlugin from './plugins/lean-docs';
import changelogPlugin from './plugins/changelog';
import llmsTxtPlugin from './plugins/llms-txt';
import systemPropertiesPlugin from './plugins/system-properties';
import { keepAppShell } from './src/serviceWorker/caching';

// Pages skip Docusaurus's per-page HTML minifier: React's server markup has nothing left to
// shorten (3.8% more gzip over the whole site without it, all of it in the few inline scripts,
// which are now minified once: plugins/shared/inlineScript.ts), and html-minifier-terser took
// ~11 s of the 28 s static generation of a cold build. Docusaurus reads this variable when an
// SSG worker thread starts (sites over 100 pages render in workers, started after this file).
process.env.SKIP_HTML_MINIFICATION = 'true';

/** Where the site is deployed; canonical URLs, the sitemap and the service worker use it. */
const SITE_URL = process.env.SITE_URL ?? 'https://mui-docs.example';

const PRODUCTION_HOST = new URL(SITE_URL).hostname;

/** The ad network's JSON feed: its host and this site's fixed id. */
const AD_FEED_URL = process.env.AD_FEED_URL ?? 'https://srv.buysellads.com/ads/CWYD453E.json';

/** Google Analytics property of the production site; an empty value turns analytics off. */
const GA_MEASUREMENT_ID = process.env.GA_MEASUREMENT_ID ?? 'G-X2M4Q7DOCS';

/**
 * Where the page feedback widget posts: by default `/feedback` on the site's own origin (root-relative, as
 * baseUrl is `/`), where `npm run serve` (server/site) answers; `npm start` points it at the dev service.
 */
const FEEDBACK_ENDPOINT = process.env.FEEDBACK_ENDPOINT || '/feedback';

const links: SiteLinks = {
  versionsUrl: 'https://mui.com/versions/',
  templateStoreUrl: 'https://mui.com/store/',
  blogUrl: 'https://mui.com/blog/',
  repositoryUrl: process.env.REPOSITORY_URL ?? 'https://github.com/mui-docs/mui-docs-site',
};

// plugins/lean-docs is the docs plugin without the doc descriptions every page would load.
const docsInstances = PRODUCT_AREAS.map((area): PluginConfig => [
  leanDocsPlugin as PluginModule,
  {
    id: area.pluginId,
    path: area.docsDir,
    routeBasePath: area.routeBase.slice(1),
    sidebarPath: `./plugins/area-sidebars/${area.pluginId}.ts`,
    editUrl: `${links.repositoryUrl}/edit/main/`,
    // Before Docusaurus's own plugins, so the derived API heading gets an id and a TOC entry.
    beforeDefaultRemarkPlugins: [remarkApiSection],
    remarkPlugins: [remarkAdSlot, remarkDemos, remarkPropsPlayground, remarkPrerenderedHighlight],
    showLastUpdateTime: false,
  } satisfies DocsOptions,
]);

/** Area roots lead to the area's first page; every page is also reachable under `/zh/`. */
const areaLandingRedirects = PRODUCT_AREAS.map((area) => ({ from: `${area.routeBase}/`, to: area.landingPath }));

/** Pages that moved: the old address keeps working. */
const movedPages = [
  { from: '/base-ui/getting-started/installation/', to: '/base-ui/getting-started/quickstart/' },
  // Installation and usage were folded into the Data Grid's getting started page.
  { from: '/x/react-data-grid/installation/', to: '/x/react-data-grid/getting-started/' },
  { from: '/x/react-data-grid/usage/', to: '/x/react-data-grid/getting-started/' },
];

const redirects: RedirectOptions = {
  redirects: [...areaLandingRedirects, ...movedPages],
  createRedirects: (existingPath) => (existingPath.startsWith('/zh/') ? undefined : `/zh${existingPath}`),
};

const config: Config = {
  title: 'MUI Docs',
  tagline: 'Documentation for Material UI, Joy UI, MUI System and Base UI',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: true,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  // `## Heading {#custom-id}` anchors, which the v4 flags would otherwise turn off.
  markdown: { hooks: { onBrokenMarkdownLinks: 'throw' }, mdx1Compat: { headingIds: true } },
  // Where an HTML minifier runs (see SKIP_HTML_MINIFICATION above), terser: SWC's drops optional
  // end tags (`</p>`, `</li>`, even `</body>`) and attribute quotes, which html-validate (npm run
  // html:check) misreads as unclosed elements. Every other faster flag stays on, as `v4: true` sets them.
  future: { v4: true, faster: { swcHtmlMinimizer: false } },
  // The banner script that diagnoses a wrong baseUrl is ~1.5 KB on every page; baseUrl is '/'.
  baseUrlIssueBanner: false,
  // Moves Emotion's server-rendered styles from the body to <head> (a <style> between siblings
  // breaks their `+` selectors before hydration; terser ends an open <p> at one), after dropping the NULs
  // React 18's stream renderer pads pages with (plugins/ssr-template/streamPadding.ts). The app's
  // scripts start after the first paint (plugins/ssr-template/afterFirstPaint.ts).
  ssrTemplate: withScriptsAfterFirstPaint(withEmotionStylesInHead(withoutStreamPadding(defaultSsrTemplate))),
  i18n: { defaultLocale: DEFAULT_LANGUAGE, locales: [DEFAULT_LANGUAGE] },
  customFields: {
    links,
    feedbackEndpoint: FEEDBACK_ENDPOINT,
    productionHost: PRODUCTION_HOST,
    ads: { feedUrl: AD_FEED_URL },
    analytics: { measurementId: GA_MEASUREMENT_ID, productionHost: PRODUCTION_HOST },
  } satisfies SiteCustomFields,
  clientModules: ['./src/clientModules/analytics.ts', './src/clientModules/malformedHash.ts'],

  presets: [
    [
      'classic',
      {
        docs: false,
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5 },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ...docsInstances,
    [siteDataPlugin as PluginModule, { links } satisfies SiteDataOptions],
    brandTokensPlugin,
    leanRuntimePlugin,
    minifyCachePlugin as PluginModule,
    codeHighlightPlugin,
    demosPlugin,
    // Dev only: every plugin is listed in the site metadata that production pages ship.
    ...(process.env.NODE_ENV === 'production' ? [] : [devServerPlugin]),
    [searchPlugin as PluginModule, {}],
    [templateSourcesPlugin as PluginModule, {} satisfies TemplateSourcesOptions],
    [materialIconsPlugin as PluginModule, {} satisfies MaterialIconsOptions],
    [apiDocsPlugin as PluginModule, { areas: ['material-ui', 'joy-ui', 'system', 'base-ui'] } satisfies ApiDocsOptions],
    changelogPlugin as PluginModule,
    llmsTxtPlugin as PluginModule,
    systemPropertiesPlugin as PluginModule,
    ['@docusaurus/plugin-client-redirects', redirects],
    [
      '@docusaurus/plugin-pwa',
      {
        swRegister: path.join(__dirname, 'src/clientModules/serviceWorker.ts'),
        swCustom: path.join(__dirname, 'src/serviceWorker/custom.js'),
        // The precache is only the app shell (under 3 MB), small enough for every visitor.
        offlineModeActivationStrategies: ['always'],
        // plugin-pwa globs the whole build; only the app shell is precached, the rest is cached as read.
        injectManifestConfig: { manifestTransforms: [keepAppShell] },
        pwaHead: [
          { tagName: 'link', rel: 'manifest', href: '/manifest.json' },
          { tagName: 'meta', name: 'theme-color', content: '#0b6bcb' },
          { tagName: 'link', rel: 'apple-touch-icon', href: '/img/icon-192.png' },
        ],
      },
    ],
  ],

  themeConfig: {
    // The site's own settings own the colour mode (key `mui-mode`, light/dark/system); the
    // brand-tokens plugin applies it before paint and ColorModeBridge keeps Docusaurus in sync.
    colorMode: { defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false },
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: 'MUI Docs',
      logo: { alt: 'MUI Docs home', src: 'img/logo.svg', width: 32, height: 32 },
      items: [
        { type: 'custom-productSwitcher', position: 'left' },
        { type: 'custom-search', position: 'right' },
        { href: links.templateStoreUrl, label: 'Templates', position: 'right' },
        { href: links.blogUrl, label: 'Blog', position: 'right' },
        { type: 'custom-settings', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Products',
          items: PRODUCT_AREAS.filter((area) => !area.internal).map((area) => ({
            label: area.name,
            to: area.landingPath,
          })),
        },
        {
          title: 'Resources',
          items: [
            { label: 'Templates', href: links.templateStoreUrl },
            { label: 'Blog', href: links.blogUrl },
            { label: 'All versions', href: links.versionsUrl },
          ],
        },
        {
          title: 'Contributing',
          items: [
            { label: 'Docs infra', to: findProductArea('docs-infra').landingPath },
            { label: 'Source', href: links.repositoryUrl },
          ],
        },
      ],
      copyright: `Documentation for the MUI family of React component libraries.`,
    },
    prism: {
      // The stock themes, with every token colour raised to WCAG AA on the site's code backgrounds.
      theme: accessiblePrismTheme(prismThemes.github, modes.light.codeBackground),
      darkTheme: accessiblePrismTheme(prismThemes.vsDark, modes.dark.codeBackground),
      // No additionalLanguages: code is tokenized at build time (plugins/code-highlight) and
      // the extra grammars are registered in src/lib/highlight/prism.ts.
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
