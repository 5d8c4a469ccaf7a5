import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

// Translators extract the Docusaurus strings with this command; it must keep working with the
// site's custom plugins and swizzled components.
describe('npm run write-translations', () => {
  it('writes the theme strings and every area sidebar label for translators', () => {
    const result = spawnSync('npx', ['docusaurus', 'write-translations', '--locale', 'en'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(result.status).toBe(0);
    const code = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/code.json'), 'utf8'));
    expect(code['theme.docs.paginator.next'].message).toBe('Next');
    const material = JSON.parse(
      fs.readFileSync(path.join(root, 'i18n/en/docusaurus-plugin-content-docs-material-ui/current.json'), 'utf8'),
    );
    expect(material['sidebar.materialUi.category.Getting started'].message).toBe('Getting started');
  }, 130_000);
});
