/** `/llms.txt`: the site's title and summary, then per area a link to each page's Markdown. */
import { fullTextPathOf } from '../../src/lib/markdownExport';

export interface MarkdownPage {
  title: string;
  description: string;
  /** Where the Markdown is served, e.g. `/material-ui/react-button.md`. */
  markdownPath: string;
  text: string;
}

export interface AreaPages {
  name: string;
  routeBase: string;
  tagline: string;
  docs: readonly MarkdownPage[];
  api: readonly MarkdownPage[];
}

export interface LlmsTxtSite {
  title: string;
  summary: string;
  absoluteUrl: (sitePath: string) => string;
}

const linkLine = (page: MarkdownPage, absoluteUrl: (sitePath: string) => string) =>
  `- [${page.title}](${absoluteUrl(page.markdownPath)})${page.description ? `: ${page.description.replace(/\s+/g, ' ')}` : ''}`;

export function llmsTxt(site: LlmsTxtSite, areas: readonly AreaPages[]): string {
  const parts = [
    `# ${site.title}`,
    `> ${site.summary}`,
    [
      'Every page below is plain Markdown: demos are inlined as TypeScript, API references as tables.',
      'The full text of an area is one file:',
      ...areas.map((area) => `- [${area.name}](${site.absoluteUrl(fullTextPathOf(area.routeBase))})`),
    ].join('\n'),
  ];
  for (const area of areas) {
    if (area.docs.length > 0) {
      parts.push(
        `## ${area.name}`,
        `${area.tagline}\n\n${area.docs.map((page) => linkLine(page, site.absoluteUrl)).join('\n')}`,
      );
    }
    if (area.api.length > 0) {
      parts.push(`## ${area.name} API`, area.api.map((page) => linkLine(page, site.absoluteUrl)).join('\n'));
    }
  }
  return `${parts.join('\n\n')}\n`;
}

/** An area's pages in one file, guides first, then the API reference. */
export function llmsFullTxt(area: AreaPages): string {
  return `${[...area.docs, ...area.api].map((page) => page.text.trim()).join('\n\n---\n\n')}\n`;
}
