// The pure half of `npm run html:check`: which built files the sitemap stands for, the
// html-validate rule set, and how problems are printed. scripts/html-check.mjs does the I/O.
import path from 'node:path';

/** The page every unknown URL gets; it is in no sitemap but readers see it. */
export const NOT_FOUND_FILE = '404.html';

/**
 * Where the check departs from html-validate's recommended preset, and why. Only rules about
 * markup style or accessibility advice are relaxed here: html-check.test.ts fails if a rule of
 * the `html-validate:standard` preset (the HTML validity rules) ends up weaker than there.
 * @type {Record<string, { setting: import('html-validate').RuleConfig[string], reason: string }>}
 */
export const RULE_CHANGES = {
  'no-inline-style': {
    setting: 'off',
    reason:
      'style attributes are valid HTML; React style props carry the code token colours and MUI CSS variables on purpose',
  },
  'doctype-style': {
    setting: 'off',
    reason: "the DOCTYPE is case-insensitive; Docusaurus's page template writes it in upper case",
  },
  'void-style': {
    setting: 'off',
    reason:
      'a void element may end in "/>" or ">" alike; pages are not minified (docusaurus.config.ts), so React Helmet\'s meta and link tags and the template\'s stylesheet link keep the "/>" they are written with',
  },
  'attr-case': {
    setting: ['error', { style: ['lowercase', 'camelcase'] }],
    reason:
      'attribute names are case-insensitive in HTML; React writes some in camel case (autoComplete, crossOrigin, dateTime, hrefLang), which no HTML minifier lowercases any more; upper and Pascal case still fail',
  },
  'attribute-boolean-style': {
    setting: 'off',
    reason:
      'defer, defer="defer" and disabled="" are all valid spellings of a boolean attribute; React and the page template pick them',
  },
  'no-dup-class': {
    setting: 'off',
    reason:
      'class takes a set of space-separated tokens, which may repeat; MUI v6 repeats its own classes on Button and InputLabel',
  },
  'valid-id': {
    setting: ['error', { relaxed: true }],
    reason:
      "HTML allows any id without whitespace (React's useId gives :R1:, Docusaurus __docusaurus); empty ids and ids with spaces still fail",
  },
  'aria-label-misuse': {
    setting: ['error', { allowAnyNamable: true }],
    reason:
      'ARIA lets every nameable role carry aria-label (the external-link svg is one); generic elements such as span still fail',
  },
  'no-implicit-input-type': {
    setting: 'off',
    reason:
      "an input without type is a text input by definition; MUI's Select (and TextField select, TablePagination) renders its hidden native input that way",
  },
  'no-implicit-button-type': {
    setting: 'off',
    reason:
      'Joy UI\'s Button, IconButton, MenuButton and ChipDelete learn from a ref that they render a <button>, so the server\'s HTML has no type; they set type="button" when they hydrate, before any click',
  },
  'prefer-native-element': {
    setting: 'off',
    reason:
      "roles on generic elements are valid HTML; the hits are Docusaurus's skip-link region and sidebar category links and MUI's LinearProgress, and axe (tests/e2e/a11y.spec.ts) judges their accessibility",
  },
};

/**
 * The html-validate configuration the check runs with.
 * @returns {import('html-validate').ConfigData}
 */
export function htmlValidateConfig() {
  const rules = Object.fromEntries(Object.entries(RULE_CHANGES).map(([rule, change]) => [rule, change.setting]));
  return { root: true, extends: ['html-validate:recommended'], elements: ['html5'], rules };
}

/** @type {Record<string, string>} */
const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** @param {string} text */
function decodeXmlText(text) {
  return text.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-fA-F]+|#[0-9]+);/g, (_entity, /** @type {string} */ name) => {
    if (name[0] !== '#') return XML_ENTITIES[name];
    const code = name[1] === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

/** The page URLs of a sitemap, in document order. @param {string} xml */
export function sitemapUrls(xml) {
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) => decodeXmlText(match[1]));
}

/**
 * The file, relative to the build directory, that a page URL is served from: `/a/b/` and
 * `/a/b` are `a/b/index.html`, `/a.html` is itself. Only the path counts, so the site's host
 * may differ from the sitemap's.
 * @param {string} url
 */
export function fileForUrl(url) {
  const { pathname } = new URL(url, 'http://sitemap.invalid');
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (segments.some((segment) => segment === '..' || segment.includes('/') || segment.includes('\\'))) {
    throw new Error(`html:check: ${url} points outside the build directory`);
  }
  const last = segments.at(-1);
  if (last && /\.html?$/.test(last)) return segments.join('/');
  return path.posix.join(...segments, 'index.html');
}

/** The sitemap's pages and the 404 page, each once, as `{ url, file }`. @param {string} xml */
export function pagesToCheck(xml) {
  const urls = sitemapUrls(xml);
  if (urls.length === 0) throw new Error('html:check: the sitemap lists no pages');
  /** @type {Map<string, { url: string, file: string }>} */
  const pages = new Map();
  for (const url of urls) {
    const file = fileForUrl(url);
    if (!pages.has(file)) pages.set(file, { url, file });
  }
  if (!pages.has(NOT_FOUND_FILE)) pages.set(NOT_FOUND_FILE, { url: `/${NOT_FOUND_FILE}`, file: NOT_FOUND_FILE });
  return [...pages.values()];
}

/** Rule id of the NUL byte check, which html-validate has no rule for. */
export const NUL_BYTE_RULE = 'no-nul-byte';

/**
 * One problem per run of NUL bytes in a page. NUL is never allowed in HTML: browsers drop it
 * from text and turn it into U+FFFD in attributes, so the page hydrates differently from what
 * React rendered. html-validate passes it silently.
 * @param {string} html
 */
export function nulByteProblems(html) {
  /** @type {{ ruleId: string, message: string, line: number, column: number }[]} */
  const problems = [];
  // eslint-disable-next-line no-control-regex -- NUL is what this looks for
  for (const match of html.matchAll(/\u0000+/g)) {
    const before = html.slice(0, match.index);
    const line = before.split('\n').length;
    const column = match.index - before.lastIndexOf('\n');
    const context = JSON.stringify(html.slice(Math.max(0, match.index - 40), match.index + match[0].length + 20));
    const count = match[0].length;
    problems.push({
      ruleId: NUL_BYTE_RULE,
      message: `${count} NUL ${count === 1 ? 'byte' : 'bytes'} (U+0000) in ${context}`,
      line,
      column,
    });
  }
  return problems;
}

/**
 * Everything wrong with one page: its NUL bytes, then what html-validate reports (warnings
 * too: the rule set has none on purpose, so any message is a finding).
 * @param {import('html-validate').HtmlValidate} validator
 * @param {string} html
 * @param {string} file the page's path in the build, for html-validate's messages
 */
export function pageProblems(validator, html, file) {
  const report = validator.validateStringSync(html, file);
  const validation = report.results
    .flatMap((result) =>
      result.messages.map(({ ruleId, message, line, column }) => ({ ruleId, message, line, column })),
    )
    .filter((problem) => !isJoyLibraryMarkup(file, problem) && !isToolpadLibraryMarkup(file, problem));
  return [...nulByteProblems(html), ...validation];
}

/**
 * Joy UI's own markup that html-validate misreads or that the library, not the page, writes; only
 * on Joy UI pages, where axe (tests/e2e/a11y.spec.ts and the every-page sweep) judges the result:
 * - Joy renders Typography, Chip and Button decorators as <span> and component roots as <div>, so
 *   its documented pattern of a control in a decorator (a Switch beside a label) is a <div> in a
 *   <span>; browsers lay it out as intended.
 * - Joy's Chip names its overlay link with aria-labelledby pointing at a React id (`:R1:`);
 *   html-validate cannot look up an id that ends with a colon, so it sees a link without text.
 * - Joy's Select writes its `name` on both its combobox <button> and the hidden <input> that
 *   submits the value; only the input has a value, so the form data holds the name once.
 * @param {string} file @param {{ ruleId: string, message: string }} problem
 */
export function isJoyLibraryMarkup(file, problem) {
  if (!file.replaceAll('\\', '/').startsWith('joy-ui/')) return false;
  return (
    (problem.ruleId === 'element-permitted-content' &&
      problem.message === '<div> element is not permitted as content under <span>') ||
    problem.ruleId === 'wcag/h30' ||
    problem.ruleId === 'form-dup-name'
  );
}

/** The html-validate rules Toolpad Core's own components break, with what they write. */
const TOOLPAD_LIBRARY_RULES = new Set([
  // DashboardLayout and SignInPage are whole app shells: each renders its own <main> (inside the
  // page's <article> here) and DashboardLayout a "Desktop" <nav> per sidebar state.
  'no-multiple-main',
  'unique-landmark',
  // The shells' markup: a <main> in the article, <hr> dividers and <div> rows in the navigation
  // <ul>, and a <div> inside the account button.
  'element-permitted-content',
  // aria-label on the layout's and account popover's generic <div> containers.
  'aria-label-misuse',
]);

/**
 * Toolpad Core's own markup in its demos, which the page cannot change (@toolpad/core 0.9.0);
 * only on Toolpad Core pages, where axe (the every-page sweep) judges the result, as on Joy pages.
 * @param {string} file @param {{ ruleId: string }} problem
 */
export function isToolpadLibraryMarkup(file, problem) {
  return file.replaceAll('\\', '/').startsWith('toolpad/core/') && TOOLPAD_LIBRARY_RULES.has(problem.ruleId);
}

/**
 * The failure listing: per page, `line:column rule message`, at most `limit` lines each so one
 * broken component shared by every page does not bury the rest.
 * @param {{ file: string, problems: { ruleId: string, message: string, line: number, column: number }[] }[]} failures
 */
export function formatFailures(failures, limit = Infinity) {
  const lines = [];
  for (const { file, problems } of failures) {
    lines.push(`${file}: ${problems.length} ${problems.length === 1 ? 'error' : 'errors'}`);
    for (const problem of problems.slice(0, limit)) {
      lines.push(`  ${problem.line}:${problem.column}  ${problem.ruleId}  ${problem.message}`);
    }
    if (problems.length > limit) lines.push(`  … ${problems.length - limit} more (--all lists every one)`);
  }
  return lines.join('\n');
}
