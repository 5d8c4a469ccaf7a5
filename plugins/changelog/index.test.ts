import path from 'node:path';
import { readChangelog } from './index';

const nodeModulesDir = path.resolve(__dirname, '../../node_modules');

describe('readChangelog', () => {
  it("renders the installed @mui/material's own release notes, newest first", () => {
    const data = readChangelog(nodeModulesDir, '@mui/material');
    expect(data.installedVersion).toBe('6.1.6');
    const [latest] = data.releases;
    expect(latest).toMatchObject({ version: '6.1.6', anchor: 'v6-1-6', date: 'Oct 30, 2024' });
    const material = latest.sections.find((section) => section.title === '@mui/material@6.1.6');
    expect(material?.body).toContain('<li>');
    expect(material?.body).toContain('href="https://github.com/mui/material-ui/pull/44131"');
    expect(data.releases.map((release) => release.version)).toContain('6.0.0');
    expect(JSON.stringify(data)).not.toContain('<!--');
  });

  it('names the package when it ships no changelog', () => {
    expect(() => readChangelog(nodeModulesDir, 'react')).toThrow('[changelog] react ships no CHANGELOG.md');
  });
});
