import { getHtmlMinifier } from '@docusaurus/bundler';
import { compileSSGTemplate, type SSGTemplateData } from '@docusaurus/core/lib/ssg/ssgTemplate';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { htmlValidateConfig } from '../../scripts/lib/html-check.mjs';
import { withEmotionStylesInHead, withoutStreamPadding } from './index';

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
    scripts: ['assets/js/main.js'],
    stylesheets: ['assets/css/styles.css'],
    noIndex: false,
    version: '3.10.2',
  };
}

/** A page as the production build writes it: Docusaurus's template compiler, then the terser HTML minifier. */
async function buildPage(template: string, appHtml = APP): Promise<string> {
  const render = await compileSSGTemplate(template);
  const minifier = await getHtmlMinifier({ type: 'terser' });
  return (await minifier.minify(render(pageData(appHtml)))).code;
}

const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig()));
const problems = (html: string) =>
  validator
    .validateStringSync(html, 'page.html')
    .results.flatMap((result) => result.messages.map((message) => message.message));

describe('withEmotionStylesInHead', () => {
  it('is needed: with the stock template the minifier ends the paragraph at the style element', async () => {
    const page = await buildPage(defaultTemplate);
    expect(page).not.toContain('<p class="line">Speckled mug<span');
    expect(page).toContain('<p class="line">Speckled mug</p>');
  });

  it('puts the styles at the end of the head, so the paragraph survives minification whole and the page is valid', async () => {
    const page = await buildPage(withEmotionStylesInHead(defaultTemplate));
    expect(page).toContain(`<p class="line">Speckled mug<span class="css-1377gpj">, quantity <!-- -->2</span></p>`);
    expect(page).toMatch(
      new RegExp(
        `<script src="/assets/js/main.js" defer="defer"></script>\\s*${HIDDEN.replace(/[.{}()]/g, '\\$&')}\\s*</head>`,
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
