/**
 * A package's CHANGELOG.md split into releases, for the changelog page. The file's own layout:
 * `## <version>` per release (newest first), an italic `_<date>_` line, then `### <title>`
 * sections; HTML comments are generator notes.
 */

export interface ChangelogSection {
  /** The `###` heading, without backticks; null for the text before the first heading. */
  title: string | null;
  /** The section's Markdown (HTML once the plugin has rendered it). */
  body: string;
}

export interface ChangelogRelease {
  /** `6.1.6`, without a leading `v`. */
  version: string;
  /** Heading id on the page: `v6-1-6`. */
  anchor: string;
  /** `Oct 30, 2024`, as the file writes it; null when the release has no date line. */
  date: string | null;
  sections: ChangelogSection[];
}

/** `6.0.0-rc.0` → `v6-0-0-rc-0`: the id of a release's heading. */
export function releaseAnchor(version: string): string {
  return `v${version.replace(/[^\w]+/g, '-')}`;
}

const DATE_LINE = /^_([^_]+)_$/;

function splitSections(lines: string[]): ChangelogSection[] {
  const sections: ChangelogSection[] = [];
  let current: { title: string | null; lines: string[] } = { title: null, lines: [] };
  const flush = () => {
    const body = current.lines.join('\n').trim();
    if (body || current.title) sections.push({ title: current.title, body });
  };
  for (const line of lines) {
    const heading = /^###\s+(.+)$/.exec(line);
    if (heading) {
      flush();
      current = { title: heading[1].replace(/`/g, '').trim(), lines: [] };
    } else {
      current.lines.push(line);
    }
  }
  flush();
  return sections;
}

/** The releases of a CHANGELOG.md, in file order; text before the first `## ` is dropped. */
export function parseChangelog(markdown: string): ChangelogRelease[] {
  const text = markdown.replace(/\r\n?/g, '\n').replace(/<!--[\s\S]*?-->/g, '');
  const releases: ChangelogRelease[] = [];
  const chunks = text.split(/^## /m).slice(1);
  for (const chunk of chunks) {
    const [headingLine, ...rest] = chunk.split('\n');
    const version = headingLine.trim().replace(/^v(?=\d)/, '');
    // Only release headings; a closing "## Older versions" pointer is not a release.
    if (!/^\d/.test(version)) continue;
    let date: string | null = null;
    const body = rest.filter((line) => {
      const match = date === null ? DATE_LINE.exec(line.trim()) : null;
      if (match) date = match[1].trim();
      return !match;
    });
    releases.push({ version, anchor: releaseAnchor(version), date, sections: splitSections(body) });
  }
  return releases;
}

/**
 * Pull request numbers written as `(#44183)` become links to the repository's pull request,
 * so the renderer, which knows only Markdown links, can show them.
 */
export function linkPullRequests(markdown: string, repositoryUrl: string): string {
  const base = repositoryUrl.replace(/\/$/, '');
  return markdown.replace(/\(#(\d+)\)/g, (_match, id: string) => `([#${id}](${base}/pull/${id}))`);
}

/** `git+https://github.com/mui/material-ui.git` (a package.json `repository.url`) → `https://github.com/mui/material-ui`. */
export function repositoryWebUrl(url: string): string {
  return url
    .replace(/^git\+/, '')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '');
}
