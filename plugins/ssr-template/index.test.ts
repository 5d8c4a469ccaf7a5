import { getHtmlMinifier } from '@docusaurus/bundler';
import { compileSSGTemplate, type SSGTemplateData } from '@docusaurus/core/lib/ssg/ssgTemplate';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { JSDOM } from 'jsdom';
import { htmlValidateConfig } from '../../scripts/lib/html-check.mjs';
import {
  FIRST_PAINT_FALLBACK_MS,
  withEmotionStylesInHead,
  withoutStreamPadding,
  withScriptsAfterFirstPaint,
} from './index';

const HIDDEN = '<style data-emotion="css 1377gpj">.css-1377gpj{position:absolute;width:1px;}</style>';
/** What React renders for a cart line of the checkout template: a styled span inside a paragraph. */
const APP = `<main><h1>Checkout</h1><p class="line">Speckled mug${HIDDEN}<span class="css-1377gpj">, quantity <!-- -->2</span></p></main>`;

function pageData(appHtml: string): SSGTemplateData {
  return {
    appHtml,
    baseUrl: '/',
    htmlAttributes: 'lang="en" dir="ltr"',
    bodyAttributes: '',
    headTags: '',
    preBodyTags: '',
    postBodyTags: '',
    metaAttributes: ['<title data-rh="true">Checkout</title>'],
    scripts: ['assets/js/runtime~main.js', 'assets/js/main.js'],
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3.10.2',
  };
}

/**
 * A page as the production build writes it: Docusaurus's template compiler, no HTML minifier
 * (docusaurus.config.ts turns it off); `minifier: 'terser'` as a site of 100 pages or fewer, whose
 * pages Docusaurus renders before the config can turn it off, would get them.
 */
async function buildPage(template: string, appHtml = APP, minifier?: 'terser'): Promise<string> {
  const page = (await compileSSGTemplate(template))(pageData(appHtml));
  return minifier ? (await (await getHtmlMinifier({ type: minifier })).minify(page)).code : page;
}

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig()));
const problems = (html: string) =>
  validator
    .validateStringSync(html, 'page.html')
    .results.flatMap((result) => result.messages.map((message) => message.message));

describe('withEmotionStylesInHead', () => {
  it('is needed: with the stock template a style element splits the paragraph, which is not valid there', async () => {
    const page = await buildPage(defaultTemplate);
    expect(page).toContain(`<p class="line">Speckled mug${HIDDEN}<span`);
    expect(problems(page).join('\n')).toMatch(/<style>/);
  });

  it('is needed where pages are minified: terser ends the paragraph at the style element', async () => {
    const page = await buildPage(defaultTemplate, APP, 'terser');
    expect(page).toContain('<p class="line">Speckled mug</p>');
    const moved = await buildPage(withEmotionStylesInHead(defaultTemplate), APP, 'terser');
    expect(moved).toContain(`<p class="line">Speckled mug<span class="css-1377gpj">, quantity <!-- -->2</span></p>`);
  });

  it('puts the styles at the end of the head, so the paragraph stays whole and the page is valid', async () => {
    const page = await buildPage(withEmotionStylesInHead(defaultTemplate));
    expect(page).toContain(`<p class="line">Speckled mug<span class="css-1377gpj">, quantity <!-- -->2</span></p>`);
    expect(page).toMatch(
      new RegExp(
        `<script src="/assets/js/main.js" defer(="defer")?></script>\\s*${HIDDEN.replace(/[.{}()]/g, '\\$&')}\\s*</head>`,
      ),
    );
    expect(page.match(/<style/g)).toHaveLength(1);
    expect(problems(page)).toEqual([]);
  });

  it('leaves a page without Emotion styles as the stock template renders it', async () => {
    const app = '<main><h1>Text page</h1><p>Prose.</p></main>';
    expect(await buildPage(withEmotionStylesInHead(defaultTemplate), app)).toBe(await buildPage(defaultTemplate, app));
  });

  it('refuses a template it cannot place the styles in', () => {
    expect(() => withEmotionStylesInHead('<html><body><%~ it.appHtml %></body></html>')).toThrow('one </head>');
  });
});

describe('withoutStreamPadding', () => {
  /** A heading as React 18's stream renderer left it on a built page: a NUL before the zero-width space. */
  const PADDED = `<main><h2 id="variants">Variants<a href="#variants" class="hash-link">\u0000\u200B</a></h2>${HIDDEN}<p>1\u0000\u0000…</p></main>`;
  const CLEAN = PADDED.replaceAll('\u0000', '');

  it('builds the page React meant to render, alone or with the Emotion styles moved, in either order', async () => {
    expect(await buildPage(defaultTemplate, PADDED)).toContain('\u0000');
    const expected = await buildPage(defaultTemplate, CLEAN);
    expect(await buildPage(withoutStreamPadding(defaultTemplate), PADDED)).toBe(expected);
    const withStyles = await buildPage(withEmotionStylesInHead(defaultTemplate), CLEAN);
    expect(await buildPage(withEmotionStylesInHead(withoutStreamPadding(defaultTemplate)), PADDED)).toBe(withStyles);
    expect(await buildPage(withoutStreamPadding(withEmotionStylesInHead(defaultTemplate)), PADDED)).toBe(withStyles);
  });

  it('refuses a template that never renders the app', () => {
    expect(() => withoutStreamPadding('<html><body></body></html>')).toThrow('never uses it.appHtml');
  });
});

describe('withScriptsAfterFirstPaint', () => {
  const template = withScriptsAfterFirstPaint(withEmotionStylesInHead(withoutStreamPadding(defaultTemplate)));

  /**
   * Parses a built page in jsdom with its inline scripts running (jsdom fetches no script files)
   * and records the scripts the page adds, in order, with the document's state at that moment.
   * `tab`: a visible tab whose first contentful paint is reported 30 ms after parsing starts; one
   * without paint timing, that paints animation frames; one whose paint never comes; a hidden tab.
   */
  async function openPage(tab: 'painting' | 'no paint timing' | 'stalled' | 'hidden') {
    const added: { src: string; async: boolean; readyState: string; painted: boolean; at: number }[] = [];
    let painted = false;
    const opened = Date.now();
    const dom = new JSDOM(await buildPage(template), {
      url: 'http://127.0.0.1/checkout/',
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse(window) {
        const requestFrame = window.requestAnimationFrame.bind(window);
        if (tab === 'no paint timing')
          window.requestAnimationFrame = (callback) => requestFrame((time) => ((painted = true), callback(time)));
        class PaintObserver {
          static supportedEntryTypes = ['paint'];
          constructor(private readonly report: (entries: unknown, observer: PaintObserver) => void) {}
          observe() {
            if (tab === 'stalled') return;
            setTimeout(() => {
              painted = true;
              this.report({ getEntriesByName: (name: string) => [{ name, startTime: 30 }] }, this);
            }, 30);
          }
          disconnect() {}
        }
        Object.defineProperty(window, 'PerformanceObserver', {
          value: tab === 'no paint timing' ? undefined : PaintObserver,
        });
        if (tab === 'hidden') Object.defineProperty(window.document, 'hidden', { value: true });
        const append = window.HTMLHeadElement.prototype.appendChild;
        window.HTMLHeadElement.prototype.appendChild = function <T extends Node>(this: HTMLHeadElement, node: T): T {
          if (node instanceof window.HTMLScriptElement && node.src) {
            const { readyState } = window.document;
            added.push({ src: node.src, async: node.async, readyState, painted, at: Date.now() - opened });
          }
          return append.call(this, node) as T;
        };
      },
    });
    return { dom, added };
  }

  const settle = async (condition: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
    // Long enough for a second start to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('preloads each script where the template listed it and keeps no defer script; the page stays valid', async () => {
    const page = await buildPage(template);
    expect(page).not.toContain('defer');
    const preloads = [...page.matchAll(/<link rel="preload" as="script" fetchpriority="low" href="([^"]+)">/g)];
    expect(preloads.map((match) => match[1])).toEqual(['/assets/js/runtime~main.js', '/assets/js/main.js']);
    expect(problems(page)).toEqual([]);
  });

  it.each(['painting', 'no paint timing'] as const)(
    'adds the scripts once, in order and not async, after the document is parsed and painted (%s)',
    async (tab) => {
      const { dom, added } = await openPage(tab);
      await settle(() => added.length >= 2, 2000);
      expect(added.map(({ src }) => src)).toEqual([
        'http://127.0.0.1/assets/js/runtime~main.js',
        'http://127.0.0.1/assets/js/main.js',
      ]);
      for (const script of added) {
        expect(script.async).toBe(false);
        expect(script.readyState).not.toBe('loading');
        expect(script.painted).toBe(true);
        expect(script.at).toBeLessThan(FIRST_PAINT_FALLBACK_MS);
      }
      dom.window.close();
    },
  );

  it('starts at once in a hidden tab, which paints nothing', async () => {
    const { dom, added } = await openPage('hidden');
    await settle(() => added.length >= 2, 500);
    expect(added).toHaveLength(2);
    expect(added.every(({ painted, readyState }) => !painted && readyState !== 'loading')).toBe(true);
    dom.window.close();
  });

  it('starts after the fallback delay when the paint is never reported', async () => {
    const { dom, added } = await openPage('stalled');
    await settle(() => added.length >= 2, FIRST_PAINT_FALLBACK_MS + 1000);
    expect(added).toHaveLength(2);
    expect(added[0]!.painted).toBe(false);
    expect(added[0]!.at).toBeGreaterThanOrEqual(FIRST_PAINT_FALLBACK_MS - 20);
    dom.window.close();
  });

  it('refuses a template without the stock deferred script', () => {
    expect(() => withScriptsAfterFirstPaint('<html><head></head><body></body></html>')).toThrow('defer></script>');
  });
});
