import { extractPage } from './extract';

const DOC_PAGE = `<!doctype html><html lang=en dir=ltr><head><meta charset=UTF-8><title>Slider | MUI Docs</title></head><body>
<nav class="navbar navbar--fixed-top"><a class=navbar__brand href=/>MUI Docs</a><a href=/blog>Blog</a></nav>
<div class=main-wrapper><aside class=theme-doc-sidebar-container><nav aria-label="Docs sidebar" class=menu><a href=/a>Sidebar link</a></nav></aside>
<main class=docMainContainer><article>
<nav class="theme-doc-breadcrumbs" aria-label=Breadcrumbs><ul class=breadcrumbs><li>Getting started<li>Slider</ul></nav>
<div class="theme-doc-toc-mobile"><button type=button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>Slider</h1></header>
<p>Sliders let users select a value from a <strong>range</strong> &amp; more.</p>
<h2 class=anchor id=marks>Marks<a href=#marks class=hash-link aria-label="Direct link to Marks">&#8203;</a></h2>
<p>Use the <code>marks</code> prop.</p>
<div class="demo-preview"><span>Demo output text</span></div>
<div data-search-exclude><p>Live example text</p></div>
<div class="language-tsx codeBlockContainer"><pre class=prism-code><code><div class=token-line><span>import</span><span> Slider </span><span>from</span><span> '@mui/joy/Slider';</span><br></div><div class=token-line><span>&lt;Slider marks /&gt;</span></div></code></pre><button type=button aria-label="Copy code">Copy</button></div>
<h3 id=custom-marks>Custom <em>marks</em></h3><table><tr><th>Prop<th>Type<tr><td>valueLabelDisplay<td>'auto' | 'on'</table>
<h2>No id heading</h2><p>Still text.</p>
<h4 id=deep>Deep heading</h4><p>Deep text.</p>
<svg><text>svg text</text></svg><p hidden>hidden text</p><span aria-hidden="true">decorative</span>
</div>
<footer class="theme-doc-footer"><a href=/edit>Edit this page</a></footer>
<nav class="pagination-nav"><a href=/prev>Previous</a></nav>
</article><div class="theme-doc-toc-desktop"><ul class=table-of-contents><li><a href=#marks>Marks</a></ul></div></main></div>
<footer class=footer>Footer text</footer><script>window.x = "script text"</script></body></html>`;

describe('extractPage', () => {
  const page = extractPage(DOC_PAGE);

  it('takes the title from the article h1', () => {
    expect(page.title).toBe('Slider');
    expect(page).toMatchObject({ hasContent: true, isRedirect: false, noIndex: false });
  });

  it('splits sections at h2/h3 with ids', () => {
    expect(page.sections.map((section) => [section.anchor, section.heading])).toEqual([
      ['', ''],
      ['marks', 'Marks'],
      ['custom-marks', 'Custom marks'],
    ]);
    expect(page.sections[0].text).toBe('Sliders let users select a value from a range & more.');
  });

  it('keeps prose, inline code, tables and code blocks', () => {
    const [, marks, custom] = page.sections;
    expect(marks.text).toBe('Use the marks prop.');
    expect(marks.code).toBe("import Slider from '@mui/joy/Slider'; <Slider marks />");
    expect(custom.text).toContain('valueLabelDisplay');
    expect(custom.text).toContain('No id heading Still text.');
    expect(custom.text).toContain('Deep heading Deep text.');
  });

  it('leaves out chrome, demo output and hidden content', () => {
    const all = JSON.stringify(page);
    for (const excluded of [
      'MUI Docs',
      'Blog',
      'Sidebar link',
      'Getting started',
      'On this page',
      'Demo output',
      'Live example',
      'Copy',
      'Edit this page',
      'Previous',
      'Footer text',
      'script text',
      'svg text',
      'hidden text',
      'decorative',
      '\u200b',
    ]) {
      expect(all).not.toContain(excluded);
    }
  });

  it('makes table rows with an id (props, slots, CSS classes) entries of their own', () => {
    const api = extractPage(`<main><article><h1>Button API</h1><h2 id=props>Props</h2><p>All props.</p>
      <table><caption>Props</caption><thead><tr><th>Name<th>Type<th>Description</thead><tbody>
      <tr id=prop-disableRipple><th scope=row><a href=#prop-disableRipple><code>disableRipple</code></a><span aria-hidden=true>*</span><td><code>bool</code><td><p>If true, the ripple effect is disabled.</p>
      <tr id=prop-href><th scope=row><code>href</code><td><code>string</code><td>The URL to link to.
      </tbody></table><p>After the table.</p>
      <h2 id=classes>CSS classes</h2><table><tr id=classes-root><td>.MuiButton-root<td>Styles applied to the root element.</table>
    </article></main>`);
    expect(api.sections.map((section) => [section.anchor, section.heading, section.text])).toEqual([
      ['', '', ''],
      ['props', 'Props', 'All props. Props Name Type Description After the table.'],
      ['prop-disableRipple', 'disableRipple', 'bool If true, the ripple effect is disabled.'],
      ['prop-href', 'href', 'string The URL to link to.'],
      ['classes', 'CSS classes', ''],
      ['classes-root', '.MuiButton-root', 'Styles applied to the root element.'],
    ]);
  });

  it('titles pages without an article by their document title', () => {
    const template = extractPage(
      '<html><head><title>Marketing page template · Material UI</title></head><body><main><h1>Plan the quarter</h1><p>Hero text</p><h1>Second</h1></main></body></html>',
    );
    expect(template.title).toBe('Marketing page template');
    expect(template.sections[0].text).toBe('Plan the quarter Hero text Second');
  });

  it('recognises redirects, noindex pages and pages without content', () => {
    expect(extractPage('<html><head><meta http-equiv="refresh" content="0; url=/a/"></head></html>')).toMatchObject({
      isRedirect: true,
      hasContent: false,
    });
    expect(
      extractPage(
        '<html><head><meta name="robots" content="noindex, nofollow"></head><body><main>x</main></body></html>',
      ).noIndex,
    ).toBe(true);
    expect(extractPage('<html><body><div>No main here</div></body></html>').hasContent).toBe(false);
  });

  it('copes with broken markup', () => {
    const broken = extractPage('<main><article><h1>Title<p>Unclosed <b>bold <h2 id=x>Heading</article></main><p>after');
    expect(broken.title).toContain('Title');
    expect(broken.hasContent).toBe(true);
  });
});
