import { linkPullRequests, parseChangelog, releaseAnchor, repositoryWebUrl } from './changelog';

const changelog = [
  '# [Versions](https://example.test/versions/)',
  '',
  '## 6.1.6',
  '',
  '<!-- generated comparing v6.1.5..master -->',
  '',
  '_Oct 30, 2024_',
  '',
  'A big thanks to the 13 contributors.',
  '',
  '### `@mui/material@6.1.6`',
  '',
  '- [Slider] Fix value prop type warning (#44131) @joshkel',
  '',
  '### Docs',
  '',
  '- Fix a typo',
  '',
  '## v6.1.4',
  '',
  '_Oct 15, 2024_',
  '',
  '### Core',
  '- Lock file maintenance',
  '',
  '## 6.0.0-rc.0',
  '',
  '#### Breaking changes',
  '- Removed `UMD` bundle',
  '',
  '## Older versions',
  '',
  'Changelogs of older versions are kept elsewhere.',
].join('\n');

describe('parseChangelog', () => {
  const releases = parseChangelog(changelog);

  it('splits releases newest first, without a leading v, with their dates and anchors', () => {
    expect(releases.map(({ version, date, anchor }) => ({ version, date, anchor }))).toEqual([
      { version: '6.1.6', date: 'Oct 30, 2024', anchor: 'v6-1-6' },
      { version: '6.1.4', date: 'Oct 15, 2024', anchor: 'v6-1-4' },
      { version: '6.0.0-rc.0', date: null, anchor: 'v6-0-0-rc-0' },
    ]);
  });

  it('splits a release into its sections, dropping generator comments and backticks in titles', () => {
    expect(releases[0].sections).toEqual([
      { title: null, body: 'A big thanks to the 13 contributors.' },
      { title: '@mui/material@6.1.6', body: '- [Slider] Fix value prop type warning (#44131) @joshkel' },
      { title: 'Docs', body: '- Fix a typo' },
    ]);
    expect(releases[2].sections).toEqual([{ title: null, body: '#### Breaking changes\n- Removed `UMD` bundle' }]);
  });

  it('returns nothing for a file without releases', () => {
    expect(parseChangelog('# Changelog\n\nNothing yet.')).toEqual([]);
  });
});

describe('links and anchors', () => {
  it('links pull request numbers to the repository', () => {
    expect(linkPullRequests('- Fix (#44131) @a', 'https://github.com/mui/material-ui/')).toBe(
      '- Fix ([#44131](https://github.com/mui/material-ui/pull/44131)) @a',
    );
    expect(linkPullRequests('issue #12 stays', 'https://x.test')).toBe('issue #12 stays');
  });

  it('turns a package.json repository url into a web address', () => {
    expect(repositoryWebUrl('git+https://github.com/mui/material-ui.git')).toBe('https://github.com/mui/material-ui');
    expect(repositoryWebUrl('git://github.com/a/b.git')).toBe('https://github.com/a/b');
  });

  it('builds heading ids from versions', () => {
    expect(releaseAnchor('5.0.0-beta.46')).toBe('v5-0-0-beta-46');
  });
});
