/**
 * Where a page's Markdown lives: beside the page, at its path with `.md` instead of the
 * trailing slash (`/material-ui/react-button/` → `/material-ui/react-button.md`), as the
 * llms.txt convention expects. The build writes the files (plugins/llms-txt); the Copy page
 * button reads them.
 */
export function markdownPathOf(pagePath: string): string {
  const withoutSlash = pagePath.replace(/\/+$/, '');
  if (!withoutSlash) throw new Error('The home page has no Markdown version.');
  return `${withoutSlash}.md`;
}

/** The file of an area's full text: `/material-ui/llms-full.txt`. */
export const fullTextPathOf = (routeBase: string) => `${routeBase}/llms-full.txt`;

export const LLMS_TXT_PATH = '/llms.txt';
