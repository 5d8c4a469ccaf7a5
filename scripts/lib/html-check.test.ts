import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HtmlValidate, Severity, StaticConfigLoader, type ConfigData, type Message } from 'html-validate';
import {
  isJoyLibraryMarkup,
  isToolpadLibraryMarkup,
  fileForUrl,
  formatFailures,
  htmlValidateConfig,
  nulByteProblems,
  pageProblems,
  pagesToCheck,
  RULE_CHANGES,
  sitemapUrls,
} from './html-check.mjs';

const sitemap = (...urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
    .map((url) => `<url><loc>${url}</loc><changefreq>weekly</changefreq></url>`)
    .join('')}</urlset>`;

describe('sitemapUrls', () => {
  it('reads every <loc>, trimmed and with XML escapes decoded', () => {
    const xml = `${sitemap('https://site.example/a/', 'https://site.example/b/?x=1&amp;y=2')}<url><loc>
      https://site.example/c/</loc></url>`;
    expect(sitemapUrls(xml)).toEqual([
      'https://site.example/a/',
      'https://site.example/b/?x=1&y=2',
      'https://site.example/c/',
    ]);
  });
});

describe('fileForUrl', () => {
  it.each([
    ['https://site.example/', 'index.html'],
    ['https://site.example/material-ui/react-button/', 'material-ui/react-button/index.html'],
    ['https://other.example/material-ui/react-button', 'material-ui/react-button/index.html'],
    ['/404.html', '404.html'],
    ['https://site.example/docs/caf%C3%A9/#top', 'docs/café/index.html'],
    ['https://site.example/a/%2e%2e/b/', 'b/index.html'],
  ])('%s is served from %s', (url, file) => {
    expect(fileForUrl(url)).toBe(file);
  });

  it('refuses a URL whose encoded path would leave the build directory', () => {
    expect(() => fileForUrl('https://site.example/..%2F..%2Fetc/passwd/')).toThrow('outside the build directory');
  });
});

describe('pagesToCheck', () => {
  it('checks each sitemap page once and the 404 page too', () => {
    const pages = pagesToCheck(sitemap('https://site.example/a/', 'https://site.example/a', 'https://site.example/b/'));
    expect(pages).toEqual([
      { url: 'https://site.example/a/', file: 'a/index.html' },
      { url: 'https://site.example/b/', file: 'b/index.html' },
      { url: '/404.html', file: '404.html' },
    ]);
  });

  it('fails on a sitemap without pages rather than passing with nothing checked', () => {
    expect(() => pagesToCheck(sitemap())).toThrow('lists no pages');
  });
});

describe('formatFailures', () => {
  const problem = (line: number) => ({ ruleId: 'no-dup-id', message: `Duplicate ID "x"`, line, column: 7 });

  it('lists each page with line:column, rule and message, up to the limit', () => {
    const text = formatFailures(
      [
        { file: 'a/index.html', problems: [problem(1), problem(2), problem(3)] },
        { file: '404.html', problems: [problem(9)] },
      ],
      2,
    );
    expect(text.split('\n')).toEqual([
      'a/index.html: 3 errors',
      '  1:7  no-dup-id  Duplicate ID "x"',
      '  2:7  no-dup-id  Duplicate ID "x"',
      '  … 1 more (--all lists every one)',
      '404.html: 1 error',
      '  9:7  no-dup-id  Duplicate ID "x"',
    ]);
  });
});

describe('the rule set', () => {
  const resolvedRules = (config: ConfigData) => {
    const resolved = new StaticConfigLoader(config).getConfigFor('page.html');
    if (resolved instanceof Promise) throw new Error('expected a synchronous config');
    return resolved.getRules();
  };

  it('gives a reason for every change to the preset', () => {
    for (const [rule, change] of Object.entries(RULE_CHANGES)) {
      expect({ rule, reason: change.reason.length > 20 }).toEqual({ rule, reason: true });
    }
  });

  it('keeps every HTML validity rule of the standard preset at least as strict as there', () => {
    const ours = resolvedRules(htmlValidateConfig());
    const standard = resolvedRules({ root: true, extends: ['html-validate:standard'] });
    const weaker: string[] = [];
    for (const [rule, [severity, options]] of standard) {
      if (severity === Severity.DISABLED) continue;
      const [ourSeverity, ourOptions] = ours.get(rule) ?? [Severity.DISABLED, {}];
      if (ourSeverity < severity) weaker.push(`${rule} is off`);
      // A rule we configure may be relaxed to the standard preset's options, never further.
      else if (rule in RULE_CHANGES && JSON.stringify(ourOptions) !== JSON.stringify(options))
        weaker.push(`${rule} options differ`);
    }
    expect(weaker).toEqual([]);
  });
});

describe('the validator with this rule set', () => {
  const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig()));
  const page = (body: string, head = '') =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title>${head}</head><body>${body}</body></html>`;
  const problems = (html: string) =>
    validator
      .validateStringSync(html, 'page.html')
      .results.flatMap((result) => result.messages.map((message: Message) => `${message.ruleId}: ${message.message}`));

  it('passes a valid page like ours: inline styles, React ids, lower-case doctype, head styles', () => {
    const html = page(
      '<main><pre><code><span class="token-line" style="--tl:#000">const a = 1;</span><br></code></pre>' +
        '<label for=":R1:">Name</label><input id=":R1:" type="text">' +
        '<a href="https://example.com">Out<svg aria-label="(opens in new tab)"><use href="#i"></use></svg></a></main>',
      '<style data-emotion="css 1x">.css-1x{color:red}</style><script src="/main.js" defer="defer"></script>',
    );
    expect(problems(html)).toEqual([]);
  });

  it.each([
    ['a div inside code', '<pre><code><div class="token-line">x</div></code></pre>', 'element-permitted-content'],
    [
      'a style element in the body',
      '<div><style data-emotion="css 1x">.css-1x{color:red}</style><p>x</p></div>',
      'element-permitted-content',
    ],
    ['a div inside a heading', '<h3><div role="button" tabindex="0">Question</div></h3>', 'element-permitted-content'],
    ['a div inside a button', '<button type="button"><div>AR</div></button>', 'element-permitted-content'],
    ['a duplicate id', '<p id="a">x</p><p id="a">y</p>', 'no-dup-id'],
    ['misnested elements', '<p><em><strong>x</em></strong></p>', 'close-order'],
    ['an unclosed element', '<div><span>x</div>', 'close-order'],
    ['an invalid attribute value', '<input type="txt">', 'attribute-allowed-values'],
    ['an id with a space', '<p id="a b">x</p>', 'valid-id'],
    ['aria-label on a generic element', '<span aria-label="label">x</span>', 'aria-label-misuse'],
  ])('fails %s', (_what, body, rule) => {
    expect(problems(page(body)).map((problem) => problem.split(':')[0])).toContain(rule);
  });
});

describe('NUL bytes', () => {
  const validPage = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A page</title></head><body>${body}</body></html>`;
  /** As the React 18 stream renderer left them on base-ui/api/tab and material-ui/react-table. */
  const TAB = '<main><code>TabOwnerState&gt;;\u0000…</code>\n<a class="hash-link">\u0000\u0000\u200B</a></main>';

  it('reports each run with its line, column, length and surroundings', () => {
    const problems = nulByteProblems(TAB);
    expect(problems.map(({ ruleId, line, column }) => [ruleId, line, column])).toEqual([
      ['no-nul-byte', 1, 31],
      ['no-nul-byte', 2, 22],
    ]);
    expect(problems[0].message).toMatch(/^1 NUL byte \(U\+0000\) in "<main><code>TabOwnerState&gt;;\\u0000…/);
    expect(problems[1].message).toMatch(
      /^2 NUL bytes \(U\+0000\) in ".*<a class=\\"hash-link\\">\\u0000\\u0000\u200B<\/a>/,
    );
    expect(nulByteProblems(validPage('<p>Fine…\u200B</p>'))).toEqual([]);
  });

  it('fails a page html-validate alone would pass', () => {
    const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig()));
    const html = validPage('<p>Variants<a href="#v">\u0000\u200B</a></p>');
    expect(validator.validateStringSync(html, 'page.html').valid).toBe(true);
    expect(pageProblems(validator, html, 'page.html').map((problem) => problem.ruleId)).toEqual(['no-nul-byte']);
    expect(pageProblems(validator, validPage('<p>x</p>'), 'page.html')).toEqual([]);
  });

  it('makes npm run html:check fail, naming the page', () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'html-check-nul-'));
    try {
      const write = (file: string, html: string) => {
        fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
        fs.writeFileSync(path.join(build, file), html);
      };
      fs.writeFileSync(
        path.join(build, 'sitemap.xml'),
        sitemap('https://site.example/base-ui/api/tab/', 'https://site.example/material-ui/api/form-group/'),
      );
      write('base-ui/api/tab/index.html', validPage(TAB));
      write('material-ui/api/form-group/index.html', validPage('<p>Clean</p>'));
      write('404.html', validPage('<p>Not found</p>'));
      const script = path.join(__dirname, '..', 'html-check.mjs');
      const run = spawnSync(process.execPath, [script, '--build', build], { encoding: 'utf8' });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('base-ui/api/tab/index.html: 2 errors');
      expect(run.stderr).toContain('no-nul-byte  1 NUL byte (U+0000)');
      expect(run.stderr).not.toContain('form-group');
      expect(run.stderr).toContain('2 problem(s) on 1 of 3 pages');
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
  });
});

describe('isJoyLibraryMarkup', () => {
  const divInSpan = {
    ruleId: 'element-permitted-content',
    message: '<div> element is not permitted as content under <span>',
  };
  it('lets Joy UI pages keep the library markup html-validate misreads, and nothing else', () => {
    expect(isJoyLibraryMarkup('joy-ui/react-switch/index.html', divInSpan)).toBe(true);
    expect(isJoyLibraryMarkup('joy-ui/react-chip/index.html', { ruleId: 'wcag/h30', message: 'x' })).toBe(true);
    expect(isJoyLibraryMarkup('joy-ui/react-select/index.html', { ruleId: 'form-dup-name', message: 'x' })).toBe(true);
    expect(isJoyLibraryMarkup('material-ui/react-select/index.html', { ruleId: 'form-dup-name', message: 'x' })).toBe(
      false,
    );
    expect(isJoyLibraryMarkup('material-ui/react-switch/index.html', divInSpan)).toBe(false);
    expect(
      isJoyLibraryMarkup('joy-ui/react-list/index.html', {
        ruleId: 'element-permitted-content',
        message: '<li> element is not permitted as content under <div>',
      }),
    ).toBe(false);
    expect(isJoyLibraryMarkup('joy-ui/react-list/index.html', { ruleId: 'unique-landmark', message: 'x' })).toBe(false);
  });
});

describe('isToolpadLibraryMarkup', () => {
  it("leaves Toolpad Core's shells to axe on Toolpad pages only", () => {
    expect(
      isToolpadLibraryMarkup('toolpad/core/react-dashboard-layout/index.html', { ruleId: 'no-multiple-main' }),
    ).toBe(true);
    expect(isToolpadLibraryMarkup('material-ui/react-button/index.html', { ruleId: 'no-multiple-main' })).toBe(false);
    expect(isToolpadLibraryMarkup('toolpad/core/react-account/index.html', { ruleId: 'wcag/h30' })).toBe(false);
  });
});
