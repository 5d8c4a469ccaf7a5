import fs from 'node:fs';
import path from 'node:path';

/** A demo is a `.tsx` file beside an MDX page whose name starts with a capital letter. */
export const DEMO_FILE = /^[A-Z][A-Za-z0-9]*(\.(tailwind|css))?\.tsx$/;

function walk(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else if (DEMO_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

/** Every demo under `docs/`, or only those under `within` (a folder relative to the site). */
export function findDemoFiles(siteDir: string, within?: string): string[] {
  const root = path.resolve(siteDir, within || 'docs');
  return walk(root).sort();
}
