import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installedVersion, installedVersionReader, packageDirOf, readPackageVersion } from './installedPackages';

function fakeSite(packages: Record<string, object>): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'installed-packages-'));
  for (const [name, manifest] of Object.entries(packages)) {
    const dir = packageDirOf(path.join(siteDir, 'node_modules'), name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  }
  return siteDir;
}

describe('installed packages', () => {
  const siteDir = fakeSite({ '@mui/material': { version: '6.1.6' }, broken: { name: 'broken' } });

  it('finds scoped packages', () => {
    expect(packageDirOf('/site/node_modules', '@mui/material')).toBe(
      path.join('/site/node_modules', '@mui', 'material'),
    );
  });

  it('reads the installed version', () => {
    expect(installedVersion(siteDir, '@mui/material')).toBe('6.1.6');
  });

  it('names the file that has no version, and the package that is missing', () => {
    expect(() => readPackageVersion(path.join(siteDir, 'node_modules', 'broken'))).toThrow(
      /broken[/\\]package\.json has no version field/,
    );
    expect(() => installedVersion(siteDir, 'left-pad')).toThrow('left-pad is not installed');
  });

  it('reads each package once and answers undefined for missing ones', () => {
    const read = installedVersionReader(siteDir);
    expect(read('@mui/material')).toBe('6.1.6');
    fs.rmSync(path.join(siteDir, 'node_modules', '@mui'), { recursive: true });
    expect(read('@mui/material')).toBe('6.1.6');
    expect(read('left-pad')).toBeUndefined();
  });

  it('reads this site', () => {
    expect(installedVersion(path.resolve(__dirname, '../..'), 'react')).toMatch(/^18\./);
  });
});
