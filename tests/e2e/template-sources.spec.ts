import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { TEMPLATES, getTemplate } from '../../src/templates/catalog';

const SOURCE = (slug: string) => `/material-ui/getting-started/templates/${slug}/source/`;

/** Names of the entries of a ZIP, from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let pointer = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const nameLength = zip.readUInt16LE(pointer + 28);
    names.push(zip.toString('utf8', pointer + 46, pointer + 46 + nameLength));
    pointer += 46 + nameLength + zip.readUInt16LE(pointer + 30) + zip.readUInt16LE(pointer + 32);
  }
  return names;
}

test.describe('template sources', () => {
  test('the source page lists every file with its code', async ({ page }) => {
    const template = getTemplate('checkout');
    await page.goto(SOURCE('checkout'));
    await expect(page.locator('h1')).toHaveText('Checkout template source');
    await expect(page).toHaveTitle(/Checkout template source/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Checkout Material UI template/);
    const list = page.getByTestId('template-file-list');
    for (const file of [
      'package.json',
      'index.html',
      'src/main.tsx',
      'src/checkout/Checkout.tsx',
      'src/templateTheme.ts',
    ]) {
      await expect(list.getByRole('link', { name: file, exact: true })).toBeVisible();
      // Each file is a section headed by its path (the heading also holds a "Direct link" anchor).
      const heading = page.locator(`h3#file-${file.replace(/[^A-Za-z0-9]+/g, '-')}`);
      await expect(heading).toContainText(file);
      await expect(page.locator('section', { has: heading }).locator('pre')).toHaveCount(1);
    }
    await expect(page.locator('pre').filter({ hasText: 'export default function Checkout()' })).toHaveCount(1);
    await expect(page.locator('pre').filter({ hasText: '"@mui/material"' })).toHaveCount(1);
    await expect(page.locator('pre').filter({ hasText: "import Checkout from './checkout/Checkout';" })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Live preview of the Checkout template' })).toHaveAttribute(
      'href',
      '/material-ui/getting-started/templates/checkout/',
    );
    expect(template.slug).toBe('checkout');
  });

  test('every template has a source page with its own title, reached from the gallery', async ({ page }) => {
    await page.goto('/material-ui/getting-started/templates/');
    for (const template of TEMPLATES) {
      await expect(page.getByRole('link', { name: `Source of the ${template.title} template` })).toHaveAttribute(
        'href',
        SOURCE(template.slug),
      );
    }
    const titles = new Set<string>();
    for (const template of TEMPLATES) {
      await page.goto(SOURCE(template.slug));
      await expect(page.locator('h1')).toHaveText(`${template.title} template source`);
      // While the page hydrates the tab's title reads the site's name for a moment (every page does).
      await expect(page).toHaveTitle(new RegExp(`^${template.title} template source`));
      titles.add(await page.title());
    }
    expect(titles.size).toBe(TEMPLATES.length);
  });

  test('Download ZIP saves the whole project', async ({ page }) => {
    await page.goto(SOURCE('pricing'));
    const link = page.getByRole('link', { name: 'Download ZIP of the Pricing template' });
    await expect(link).toHaveAttribute('download', 'mui-template-pricing.zip');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('mui-template-pricing.zip');
    const file = path.join(os.tmpdir(), `tpl-e2e-${process.pid}-${Date.now()}.zip`);
    await download.saveAs(file);
    try {
      const zip = fs.readFileSync(file);
      const names = zipEntries(zip);
      expect(names).toEqual(
        expect.arrayContaining([
          'mui-template-pricing/package.json',
          'mui-template-pricing/src/main.tsx',
          'mui-template-pricing/src/pricing/Pricing.tsx',
          // Borrowed from the marketing template.
          'mui-template-pricing/src/marketing/MarketingHeader.tsx',
        ]),
      );
      // The system unzip (installed by .ci/run) reads the archive, not only our own reader.
      const manifest = JSON.parse(
        execFileSync('unzip', ['-p', file, 'mui-template-pricing/package.json'], { encoding: 'utf8' }),
      );
      expect(manifest.name).toBe('mui-template-pricing');
      expect(manifest.dependencies['@mui/material']).toMatch(/^\d+\.\d+\.\d+/);
      expect(
        execFileSync('unzip', ['-p', file, 'mui-template-pricing/src/pricing/Pricing.tsx'], { encoding: 'utf8' }),
      ).toContain('export default function Pricing()');
    } finally {
      fs.rmSync(file, { force: true });
    }
  });

  test('the StackBlitz form posts every project file (not submitted)', async ({ page }) => {
    await page.goto(SOURCE('sign-in'));
    const form = page.getByTestId('stackblitz-form');
    // The fields are added on hydration, which also enables the button.
    await expect(form.getByRole('button', { name: /Open the Sign in template in StackBlitz/ })).toBeEnabled();
    await expect(form).toHaveAttribute('action', 'https://stackblitz.com/run');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('target', '_blank');
    await expect(form.getByRole('button', { name: /Open the Sign in template in StackBlitz/ })).toBeVisible();
    const fields = await form
      .locator('input[type="hidden"]')
      .evaluateAll((inputs) =>
        Object.fromEntries(
          inputs.map((input) => [(input as HTMLInputElement).name, (input as HTMLInputElement).value]),
        ),
      );
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[title]']).toContain('Sign in');
    expect(fields['project[description]']).toBe(getTemplate('sign-in').description);
    expect(JSON.parse(fields['project[files][package.json]']).name).toBe('mui-template-sign-in');
    expect(fields['project[files][src/main.tsx]']).toContain("import SignIn from './sign-in/SignIn';");
    expect(fields['project[files][src/sign-in/SignIn.tsx]']).toContain('export default function SignIn()');
    expect(Object.keys(fields).filter((name) => name.startsWith('project[files]')).length).toBe(
      await page.getByTestId('template-file-list').getByRole('listitem').count(),
    );
    await expect(page.getByRole('button', { name: /Open the Sign in template in CodeSandbox/ })).toBeEnabled();
  });
});
