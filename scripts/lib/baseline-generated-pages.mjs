// The pages our plugins generate rather than read from docs/ (one API page per component, the
// templates' index, live previews and source pages), written as the plain baseline writes any page:
// Markdown for stock Docusaurus, so the baseline builds as many pages as our site does. Their
// content comes from the data our build generated (`.docusaurus/…`), so it is the same content.
import fs from 'node:fs';
import path from 'node:path';

const API_DATA = path.join('api-docs', 'default');
const TEMPLATE_DATA = path.join('template-sources', 'default');
/** Where a template's project files go in the baseline: `_` keeps the docs plugin from reading them. */
const TEMPLATE_PROJECTS = '_projects';

const ENTITIES = { '&quot;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
const decodeEntities = (/** @type {string} */ text) =>
  text.replace(/&(?:quot|#39|lt|gt|amp);/g, (entity) => ENTITIES[/** @type {keyof ENTITIES} */ (entity)]);

/** A code span holding `code` as is, in MDX and in a GFM table cell. @param {string} code */
export function codeSpan(code) {
  const longestRun = Math.max(0, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // A space on each side keeps a backtick at either end from joining the fence; Markdown strips it.
  const pad = /^`|`$/.test(code) ? ' ' : '';
  return `${fence}${pad}${code.replace(/\s+/g, ' ').replace(/\|/g, '\\|')}${pad}${fence}`;
}

/**
 * Text MDX shows as written (no JSX, no expression), on one line, safe in a table cell.
 * @param {string} text
 */
const escapeText = (text) =>
  text.replace(/\s+/g, ' ').replace(/[{}<>|]/g, (char) => (char === '|' ? '\\|' : `&#${char.charCodeAt(0)};`));
/** @param {string} text */
const plainText = (text) => escapeText(text).trim();

/** Tags that separate blocks of text; any other tag just ends. */
const BLOCK_TAG = /<\/?(?:p|li|ul|ol|pre|br)\b[^>]*>/g;

/**
 * One line of Markdown from the trusted HTML of an API text: code stays code, every other tag
 * gives its text.
 * @param {string | undefined} html
 */
export function htmlToMarkdownLine(html) {
  if (!html) return '';
  return html
    .split(/(<code>[\s\S]*?<\/code>)/)
    .map((part) =>
      part.startsWith('<code>')
        ? codeSpan(decodeEntities(part.slice(6, -7)))
        : escapeText(decodeEntities(part.replace(BLOCK_TAG, ' ').replace(/<[^>]+>/g, ''))),
    )
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** @param {string[]} header @param {string[][]} rows */
function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`]
    .concat(rows.map((cells) => `| ${cells.join(' | ')} |`))
    .join('\n');
}

/**
 * The Markdown of one API page, with the sections our API page shows.
 * @param {import('../../src/lib/apiDocs/types').ApiPageData} page
 */
export function apiPageMarkdown(page) {
  const sections = [
    `# ${page.name} API`,
    `The API of the ${page.name} component of ${page.packageName} ${page.packageVersion}.`,
    htmlToMarkdownLine(page.descriptionHtml),
    '## Import',
    `\`\`\`js\n${page.imports.path}\n// or\n${page.imports.named}\n\`\`\``,
    '## Props',
    table(
      ['Name', 'Type', 'Default', 'Description'],
      page.props.map((prop) => [
        codeSpan(`${prop.name}${prop.required ? '*' : ''}`),
        codeSpan(prop.type),
        prop.default === undefined ? '' : codeSpan(prop.default),
        htmlToMarkdownLine(`${prop.deprecatedHtml ?? ''} ${prop.descriptionHtml}`),
      ]),
    ),
    '## Ref',
    page.ref.forwarded
      ? `The ref is forwarded to the root element${page.ref.instance ? ` (${codeSpan(page.ref.instance)})` : ''}.`
      : 'The component does not accept a ref.',
  ];
  if (page.inheritance.length > 0) {
    sections.push(
      '## Inheritance',
      page.inheritance.map((parent) => `- ${parent.component}: ${parent.props.map(codeSpan).join(', ')}`).join('\n'),
    );
  }
  if (page.themeDefaultProps) {
    sections.push('## Theme default props', `Set default props under ${codeSpan(page.themeDefaultProps)}.`);
  }
  if (page.slots.length > 0) {
    sections.push(
      '## Slots',
      table(
        ['Name', 'Default class', 'Default element', 'Description'],
        page.slots.map((slot) => [
          codeSpan(slot.name),
          slot.defaultClass ? codeSpan(slot.defaultClass) : '',
          slot.defaultElement ? codeSpan(slot.defaultElement) : '',
          htmlToMarkdownLine(slot.descriptionHtml),
        ]),
      ),
    );
  }
  if (page.classes.length > 0) {
    sections.push(
      '## CSS classes',
      table(
        ['Class', 'Rule', 'Description'],
        page.classes.map((rule) => [
          codeSpan(`.${rule.className}`),
          rule.key,
          htmlToMarkdownLine(`${rule.deprecatedHtml ?? ''} ${rule.descriptionHtml}`),
        ]),
      ),
    );
  }
  if (page.demos.length > 0) {
    sections.push('## Demos', page.demos.map((demo) => `- ${plainText(demo.title)}`).join('\n'));
  }
  return `${sections.filter(Boolean).join('\n\n')}\n`;
}

/**
 * Reads every JSON file of `dir` whose name matches `pattern`; fails with what to do when there is none.
 * @param {string} dir @param {RegExp} pattern
 */
function readGenerated(dir, pattern) {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => pattern.test(name)) : [];
  if (files.length === 0) {
    throw new Error(`${dir} holds no ${pattern} data: build the site (npm run build) before its baseline.`);
  }
  return files.sort().map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
}

/**
 * The file below docs/ that gives `permalink` in the baseline, whose areas are `[folder, route]` pairs.
 * @param {string} permalink @param {readonly (readonly [string, string])[]} areas
 */
export function docFileOf(permalink, areas) {
  const area = areas.find(([, route]) => permalink.startsWith(`/${route}/`));
  if (!area) throw new Error(`No area of the baseline serves ${permalink}.`);
  return `${area[0]}/${permalink.slice(area[1].length + 2).replace(/\/$/, '')}`;
}

/** @param {string} file */
const languageOf = (file) => (/\.tsx?$/.test(file) ? 'tsx' : path.extname(file).slice(1) || 'text');

/**
 * A template's preview and source pages; with `demos`, the preview renders the template, from its
 * project files written beside the page.
 * @param {{ project: { slug: string, title: string, description: string, files: Record<string, string> }, previewPath: string, sourcePath: string, entryFile: string }} template
 * @param {readonly (readonly [string, string])[]} areas @param {boolean} demos
 * @returns {{ file: string, content: string }[]}
 */
export function templatePages(template, areas, demos) {
  const { project } = template;
  const preview = docFileOf(template.previewPath, areas);
  const pages = [];
  let render = '';
  if (demos) {
    const projectDir = `${path.posix.dirname(preview)}/${TEMPLATE_PROJECTS}/${project.slug}`;
    for (const [file, content] of Object.entries(project.files)) {
      if (file.startsWith('src/')) pages.push({ file: `${projectDir}/${file}`, content });
    }
    const src = `./${TEMPLATE_PROJECTS}/${project.slug}/src`;
    const entry = template.entryFile.replace(/^src\//, '').replace(/\.tsx?$/, '');
    // The theme the project's main.tsx wraps the template in.
    render = [
      `import { ThemeProvider } from '@mui/material/styles';`,
      `import { createTemplateTheme } from '${src}/templateTheme';`,
      `import Template from '${src}/${entry}';`,
      '',
      `<ThemeProvider theme={createTemplateTheme('ltr')}>\n  <Template />\n</ThemeProvider>\n`,
    ].join('\n');
  }
  pages.push({
    file: `${preview}.mdx`,
    content: `# ${project.title}\n\n${plainText(project.description)}\n\n${render}`,
  });
  const sources = Object.entries(project.files).map(
    ([file, content]) => `## ${file}\n\n\`\`\`\`${languageOf(file)}\n${content.trimEnd()}\n\`\`\`\``,
  );
  pages.push({
    file: `${docFileOf(template.sourcePath, areas)}.md`,
    content: `# ${project.title} source\n\n${sources.join('\n\n')}\n`,
  });
  return pages;
}

/**
 * Every generated page of our site as a baseline page (file below docs/ and its content), from
 * the data in `generatedDir` (our `.docusaurus`).
 * @param {string} generatedDir @param {readonly (readonly [string, string])[]} areas @param {{ demos?: boolean }} [options]
 */
export function generatedPages(generatedDir, areas, { demos = false } = {}) {
  /** @type {{ file: string, content: string }[]} */
  const pages = [];
  for (const batch of readGenerated(path.join(generatedDir, API_DATA), /^[a-z-]+-\d+\.json$/)) {
    for (const page of Object.values(batch)) {
      pages.push({ file: `${docFileOf(page.permalink, areas)}.md`, content: apiPageMarkdown(page) });
    }
  }
  const templates = readGenerated(path.join(generatedDir, TEMPLATE_DATA), /^template-source-.+\.json$/);
  const index = docFileOf(path.posix.dirname(templates[0].previewPath) + '/', areas);
  pages.push({
    file: `${index}/index.md`,
    content: `# Templates\n\n${templates
      .map(({ project, previewPath }) => `- [${project.title}](${previewPath}): ${plainText(project.description)}`)
      .join('\n')}\n`,
  });
  for (const template of templates) pages.push(...templatePages(template, areas, demos));
  return pages;
}
