import fs from 'node:fs';
import path from 'node:path';
import { searchKey } from './search';
import { ICON_SYNONYMS } from './synonyms';
import { groupIconNames } from './themes';

const index = fs.readFileSync(
  path.resolve(__dirname, '../../../node_modules/@mui/icons-material/esm/index.js'),
  'utf8',
);
const keys = groupIconNames([...index.matchAll(/export \{ default as (\w+) \}/g)].map((match) => match[1])).map(
  (group) => searchKey(group.base),
);

describe('ICON_SYNONYMS', () => {
  it('has 30 to 60 or so entries, each a single lowercase word', () => {
    const entries = Object.keys(ICON_SYNONYMS);
    expect(entries.length).toBeGreaterThanOrEqual(30);
    expect(entries.length).toBeLessThanOrEqual(70);
    for (const key of entries) expect(key).toMatch(/^[a-z]+$/);
  });

  it.each(Object.entries(ICON_SYNONYMS))('%s names real icons', (_key, targets) => {
    for (const target of targets) {
      expect(target).toMatch(/^[a-z0-9]+$/);
      // The target is a whole icon name, so the synonym's first result is that icon.
      expect(keys.some((key) => key.text === target)).toBe(true);
    }
  });
});
