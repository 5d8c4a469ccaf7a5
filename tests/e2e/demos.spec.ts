import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { decompressFromBase64 } from 'lz-string';
import { installedVersion } from '../../plugins/shared/installedPackages';
import { expect, test } from './fixtures';
import { interact } from './helpers';

const TEST_PAGE = '/experiments/docs/test-pages/demos/';
const BUTTON_PAGE = '/material-ui/react-button/';
const TEXT_FIELD_PAGE = '/material-ui/react-text-field/';
const SLIDER_PAGE = '/material-ui/react-slider/';
const SITE_DIR = path.resolve(__dirname, '../..');
const TEST_DEMOS = path.join(SITE_DIR, 'docs/docs-infra/test-pages');

/** A demo file exactly as the page shows it (trailing newline trimmed, like every code block). */
const source = (file: string) => fs.readFileSync(path.join(TEST_DEMOS, file), 'utf8').trimEnd();
const installed = (name: string) => installedVersion(SITE_DIR, name);

const demo = (page: Page, name: string) => page.locator(`[data-demo="${name}"]`);
const toolbar = (page: Page, name: string) => demo(page, name).getByRole('toolbar');
const preview = (page: Page, name: string) => demo(page, name).locator('.demo-preview');
const codeBlock = (page: Page, name: string) => demo(page, name).locator('pre').first();
/** The code as a reader sees it in the code panel, one highlighted line after the other. */
const shownCode = (page: Page, name: string) =>
  codeBlock(page, name).evaluate((pre) =>
    Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent ?? '')
      .join('\n')
      .trimEnd(),
  );

/** Interacts, scrolls the demo into view and waits until its code has loaded and taken over the preview. */
async function goLive(page: Page, name: string) {
  await interact(page);
  await demo(page, name).scrollIntoViewIfNeeded();
  await expect(preview(page, name)).toHaveAttribute('data-demo-state', 'live');
}

async function openCode(page: Page, name: string) {
  const button = toolbar(page, name).getByRole('button', { name: 'Show code' });
  await button.click();
  await expect(codeBlock(page, name)).toBeVisible();
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((entry) => entry.name === name);
}

test.describe('demo pages', () => {
  test('render a toolbar and an excluded-from-search preview in the server HTML, and hydrate without moving it', async ({
    browser,
    baseURL,
  }) => {
    const html = await (await fetch(new URL(BUTTON_PAGE, baseURL))).text();
    // One toolbar and one preview per `<Demo>` the page's MDX holds.
    const mdx = fs.readFileSync(path.join(SITE_DIR, 'docs/material-ui/components/button/button.mdx'), 'utf8');
    const demoCount = mdx.match(/^<Demo name=/gm)?.length ?? 0;
    expect(demoCount).toBeGreaterThanOrEqual(8);
    expect(html.match(/role="?toolbar"?/g)).toHaveLength(demoCount);
    expect(html.match(/class="?demo-preview /g)).toHaveLength(demoCount);
    expect(html).toContain('data-search-exclude');

    const box = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      await context.route(
        (url) => url.origin !== new URL(baseURL!).origin,
        (route) => route.fulfill({ status: 204, body: '' }),
      );
      const page = await context.newPage();
      await page.goto(BUTTON_PAGE, { waitUntil: 'networkidle' });
      const bar = toolbar(page, 'ButtonVariants');
      await bar.scrollIntoViewIfNeeded();
      if (javaScriptEnabled) {
        await interact(page);
        await expect(preview(page, 'ButtonVariants')).toHaveAttribute('data-demo-state', 'live');
      }
      const result = await bar.evaluate((element) => {
        const { top, height } = element.getBoundingClientRect();
        return { top: top + window.scrollY, height };
      });
      await context.close();
      return result;
    };
    const serverBox = await box(false);
    const hydratedBox = await box(true);
    expect(hydratedBox.height).toBe(serverBox.height);
    expect(Math.abs(hydratedBox.top - serverBox.top)).toBeLessThan(1);
  });

  test("a demo's code loads only when a reader needs it, and shows when the code is opened", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(TEST_PAGE, { waitUntil: 'networkidle' });
    const loaded = () =>
      scripts.map((script) => fs.readFileSync(path.join(SITE_DIR, 'build', script), 'utf8')).join('\n');
    // Before interaction: neither the previews' code nor the sources shown in the code panel.
    expect(loaded()).not.toContain('Add one');
    expect(loaded()).not.toContain('export default function ClickCounter');

    await openCode(page, 'ClickCounter');
    expect(await shownCode(page, 'ClickCounter')).toBe(source('ClickCounter.tsx'));
  });

  test('every toolbar control carries its analytics attributes', async ({ page }) => {
    await page.goto(TEST_PAGE);
    const controls = toolbar(page, 'StatusBadge').locator('button, a');
    await expect(controls).toHaveCount(10);
    for (const control of await controls.all()) {
      await expect(control).toHaveAttribute('data-ga-event-category', 'demo');
      await expect(control).toHaveAttribute('data-ga-event-label', 'StatusBadge');
      await expect(control).toHaveAttribute('data-ga-event-action', /.+/);
    }
  });

  test('view source links to the demo file in the repository', async ({ page }) => {
    await page.goto(TEST_PAGE);
    await expect(toolbar(page, 'TeamList').getByRole('link', { name: 'View source' })).toHaveAttribute(
      'href',
      /\/blob\/main\/docs\/docs-infra\/test-pages\/TeamList\.tsx$/,
    );
  });
});

test.describe('demo typefaces', () => {
  /** The font files the page downloaded, by file name without its hash. */
  const fontFiles = (page: Page) =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.woff2'))
        .map((pathname) =>
          pathname
            .split('/')
            .pop()!
            .replace(/-[0-9a-f]{32}\.woff2$/, ''),
        )
        .sort(),
    );
  /** The family of the loaded face that renders weight `weight` of `family`, or why none does. */
  const loadedFace = (page: Page, family: string, weight: number) =>
    page.evaluate(
      async ([name, fontWeight]) => {
        await document.fonts.ready;
        const loaded = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === name);
        return loaded.some((face) => face.status === 'loaded') && document.fonts.check(`${fontWeight} 16px "${name}"`)
          ? 'loaded'
          : `not loaded: ${loaded.map((face) => `${face.weight} ${face.status}`).join(', ')}`;
      },
      [family, weight] as const,
    );

  test('Material UI demos render in Roboto from one variable file, next to the site’s Inter', async ({ page }) => {
    await page.goto(BUTTON_PAGE);
    await goLive(page, 'ButtonVariants');
    for (const weight of [400, 500, 700])
      expect(await loadedFace(page, 'Roboto', weight), `Roboto ${weight}`).toBe('loaded');
    expect(await fontFiles(page)).toEqual(['inter-latin-wght-normal', 'roboto-latin-wght-normal']);
  });

  test('Joy UI demos render in Inter from the file the docs already load', async ({ page }) => {
    await page.goto('/joy-ui/react-button/');
    await interact(page);
    await page.locator('[data-demo]').first().scrollIntoViewIfNeeded();
    await expect(page.locator('[data-demo] .demo-preview').first()).toHaveAttribute('data-demo-state', 'live');
    for (const weight of [400, 600]) expect(await loadedFace(page, 'Inter', weight), `Inter ${weight}`).toBe('loaded');
    expect(await fontFiles(page)).toEqual(['inter-latin-wght-normal']);
  });
});

test.describe('code variant', () => {
  test('the JS/TS choice applies to every demo and persists across pages in a cookie', async ({ page, context }) => {
    await page.goto(BUTTON_PAGE);
    await openCode(page, 'ButtonColorsSizes');
    await expect(codeBlock(page, 'ButtonColorsSizes')).toContainText('NonNullable<ButtonProps');
    await toolbar(page, 'ButtonColorsSizes').getByRole('button', { name: 'JS', exact: true }).click();
    await expect(codeBlock(page, 'ButtonColorsSizes')).not.toContainText('ButtonProps');
    await expect(demo(page, 'ButtonColorsSizes')).toContainText('ButtonColorsSizes.js');
    await expect(toolbar(page, 'ButtonVariants').getByRole('button', { name: 'JS', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const stored = await cookie(context, 'codeVariant');
    expect(stored).toMatchObject({ value: 'JS', path: '/' });
    const oneYear = Date.now() / 1000 + 31_536_000;
    expect(Math.abs(stored!.expires - oneYear)).toBeLessThan(120);

    await page.goto(TEXT_FIELD_PAGE);
    await expect(toolbar(page, 'TextFieldVariants').getByRole('button', { name: 'JS', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await openCode(page, 'TextFieldVariants');
    await expect(demo(page, 'TextFieldVariants')).toContainText('TextFieldVariants.js');

    await page.getByRole('link', { name: 'Slider', exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${SLIDER_PAGE}$`));
    await expect(toolbar(page, 'SliderVolume').getByRole('button', { name: 'JS', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a hash opens a demo’s code in the variant and styling it names, without remembering it', async ({
    page,
    context,
  }) => {
    await page.goto(`${TEST_PAGE}#ClickCounter.js`);
    await expect(codeBlock(page, 'ClickCounter')).toBeVisible();
    await expect(demo(page, 'ClickCounter')).toContainText('ClickCounter.js');
    await expect(demo(page, 'ClickCounter')).toBeInViewport();

    await page.goto(`${TEST_PAGE}#tailwind-StatusBadge.tsx`);
    await expect(demo(page, 'StatusBadge')).toContainText('StatusBadge.tailwind.tsx');
    expect(await shownCode(page, 'StatusBadge')).toBe(source('StatusBadge.tailwind.tsx'));
    await expect(toolbar(page, 'StatusBadge').getByRole('button', { name: /^Code styling/ })).toHaveText(
      'Tailwind CSS',
    );

    await page.goto(`${TEST_PAGE}#css-StatusBadge.js`);
    await expect(demo(page, 'StatusBadge')).toContainText('StatusBadge.css.js');
    await expect(codeBlock(page, 'StatusBadge')).toContainText("import styles from './StatusBadge.module.css';");
    await expect(codeBlock(page, 'StatusBadge')).not.toContainText('React.');

    expect(await cookie(context, 'codeVariant')).toBeUndefined();
    expect(await cookie(context, 'codeStyling')).toBeUndefined();
  });
});

test.describe('code styling', () => {
  test('the styling menu switches the demo to its Tailwind source and styles', async ({ page, context }) => {
    await page.goto(TEST_PAGE);
    await goLive(page, 'StatusBadge');
    await openCode(page, 'StatusBadge');
    expect(await shownCode(page, 'StatusBadge')).toBe(source('StatusBadge.tsx'));

    const menuButton = toolbar(page, 'StatusBadge').getByRole('button', { name: /^Code styling/ });
    await menuButton.click();
    const menu = page.getByRole('menu', { name: 'Code styling' });
    await expect(menu.getByRole('menuitemradio')).toHaveText(['MUI System', 'Tailwind CSS', 'Plain CSS']);
    await menu.getByRole('menuitemradio', { name: 'Tailwind CSS' }).click();
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    await expect(demo(page, 'StatusBadge')).toContainText('StatusBadge.tailwind.tsx');
    expect(await shownCode(page, 'StatusBadge')).toBe(source('StatusBadge.tailwind.tsx'));
    const badge = preview(page, 'StatusBadge').getByText('All systems operational');
    await expect(preview(page, 'StatusBadge')).toHaveAttribute('data-tailwind-demo', 'StatusBadge');
    await expect(badge).toHaveCSS(
      'background-color',
      /^(rgb\(0, 150, 105\)|oklch\(0\.596 0\.145 163\.225\)|oklch\(59\.6% 0\.145 163\.225\))$/,
    );
    await expect(badge).toHaveCSS('border-radius', /px/);
    expect(await cookie(context, 'codeStyling')).toMatchObject({ value: 'Tailwind', path: '/' });

    // The keyboard works too: arrows move through the items, Escape closes.
    await menuButton.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Tailwind CSS' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Plain CSS' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menuButton).toBeFocused();

    // The choice holds on other pages, for every demo that has the styling (its code loads as it
    // comes into view).
    await page.goto(SLIDER_PAGE);
    await demo(page, 'SliderStyled').scrollIntoViewIfNeeded();
    await expect(toolbar(page, 'SliderStyled').getByRole('button', { name: /^Code styling/ })).toHaveText(
      'Tailwind CSS',
    );
    await expect(toolbar(page, 'SliderVolume').getByRole('button', { name: /^Code styling/ })).toHaveCount(0);
  });
});

test.describe('copy', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test('copies the exact source in the chosen variant', async ({ page }) => {
    await page.goto(TEST_PAGE);
    const bar = toolbar(page, 'TeamList');
    await bar.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(bar.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(source('TeamList.tsx'));

    await bar.getByRole('button', { name: 'JS', exact: true }).click();
    await openCode(page, 'TeamList');
    const javascript = await shownCode(page, 'TeamList');
    expect(javascript).not.toContain('TeamMember');
    await expect(bar.getByRole('button', { name: 'Copy code to clipboard' })).toBeVisible();
    await bar.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(javascript);
  });
});

test.describe('live editing and reset', () => {
  test('edits update the preview as you type, errors show inline, and reset restores the demo', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(TEST_PAGE);
    await goLive(page, 'ClickCounter');
    const before = scripts.length;
    await openCode(page, 'ClickCounter');
    await demo(page, 'ClickCounter').getByRole('button', { name: 'Edit code' }).click();
    const editor = demo(page, 'ClickCounter').getByRole('textbox', { name: /^Edit the code/ });
    await expect(editor).toHaveValue(source('ClickCounter.tsx'));
    expect(scripts.length).toBeGreaterThan(before);

    await editor.fill(source('ClickCounter.tsx').replace('Add one', 'Add two'));
    await expect(preview(page, 'ClickCounter').getByRole('button', { name: 'Add two' })).toBeVisible();

    await editor.fill(source('ClickCounter.tsx').replace('Add one', 'Add three').replace('return (', 'return ((('));
    const error = demo(page, 'ClickCounter').locator('[aria-live="polite"] pre');
    await expect(error).toBeVisible();
    // The last version that worked stays on screen.
    await expect(preview(page, 'ClickCounter').getByRole('button', { name: 'Add two' })).toBeVisible();

    await toolbar(page, 'ClickCounter').getByRole('button', { name: 'Reset demo' }).click();
    await expect(preview(page, 'ClickCounter').getByRole('button', { name: 'Add one' })).toBeVisible();
    await expect(editor).toHaveCount(0);
    expect(await shownCode(page, 'ClickCounter')).toBe(source('ClickCounter.tsx'));
  });

  test('reset remounts the demo with its initial state', async ({ page }) => {
    await page.goto(TEST_PAGE);
    await goLive(page, 'ClickCounter');
    await preview(page, 'ClickCounter').getByRole('button', { name: 'Add one' }).click();
    await expect(preview(page, 'ClickCounter')).toContainText('Clicked 1 times');
    await toolbar(page, 'ClickCounter').getByRole('button', { name: 'Reset demo' }).click();
    await expect(preview(page, 'ClickCounter')).toContainText('Clicked 0 times');
  });

  test('reset focus moves focus into the preview', async ({ page }) => {
    await page.goto(TEST_PAGE);
    await goLive(page, 'ClickCounter');
    await toolbar(page, 'ClickCounter').getByRole('button', { name: 'Reset focus to the demo' }).click();
    await expect(preview(page, 'ClickCounter').getByRole('button', { name: 'Add one' })).toBeFocused();
  });
});

test.describe('server markup', () => {
  test('keyboard focus inside a demo survives the switch to the live preview', async ({ page }) => {
    await page.goto(TEST_PAGE);
    await expect(preview(page, 'CrashingDemo')).toHaveAttribute('data-demo-state', 'static');
    const serverButton = await preview(page, 'CrashingDemo')
      .getByRole('button', { name: 'Break this demo' })
      .elementHandle();
    await serverButton!.focus();
    await expect(preview(page, 'CrashingDemo')).toHaveAttribute('data-demo-state', 'live');
    // The server's button was replaced by the live one, which now has the focus.
    expect(await serverButton!.evaluate((element) => element.isConnected)).toBe(false);
    await expect(preview(page, 'CrashingDemo').getByRole('button', { name: 'Break this demo' })).toBeFocused();
  });
});

test.describe('errors', () => {
  test('a demo that throws shows an error box and the rest of the page keeps working', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(TEST_PAGE);
    await goLive(page, 'CrashingDemo');
    await preview(page, 'CrashingDemo').getByRole('button', { name: 'Break this demo' }).click();

    const alert = demo(page, 'CrashingDemo').getByRole('alert');
    await expect(alert).toContainText('This demo stopped working.');
    await expect(alert).toContainText('The demo was broken on purpose.');
    expect(pageErrors).toEqual([]);

    await goLive(page, 'ClickCounter');
    await preview(page, 'ClickCounter').getByRole('button', { name: 'Add one' }).click();
    await expect(preview(page, 'ClickCounter')).toContainText('Clicked 1 times');

    await alert.getByRole('button', { name: 'Reset demo' }).click();
    await expect(demo(page, 'CrashingDemo').getByRole('alert')).toHaveCount(0);
    await expect(preview(page, 'CrashingDemo').getByRole('button', { name: 'Break this demo' })).toBeVisible();
  });
});

test.describe('toolbar keyboard', () => {
  async function itemNames(bar: Locator) {
    return bar
      .locator('[data-roving-item]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? item.textContent ?? ''));
  }

  test('has one tab stop and moves with the arrow keys, Home and End', async ({ page }) => {
    await page.goto(TEST_PAGE);
    const bar = toolbar(page, 'StatusBadge');
    const names = await itemNames(bar);
    expect(names).toHaveLength(10);
    await expect(bar.locator('[tabindex="0"]')).toHaveCount(1);

    const items = bar.locator('[data-roving-item]');
    await items.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();

    // The last focused control is the toolbar's tab stop.
    await page.keyboard.press('End');
    await expect(bar.locator('[tabindex="0"]')).toHaveCount(1);
    await expect(items.last()).toHaveAttribute('tabindex', '0');
  });

  test('mirrors the arrow keys right to left', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('mui-direction', 'rtl'));
    await page.goto(TEST_PAGE);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const items = toolbar(page, 'ClickCounter').locator('[data-roving-item]');
    await items.first().focus();
    await page.keyboard.press('ArrowLeft');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(items.last()).toBeFocused();
  });
});

test.describe('sandboxes', () => {
  interface SubmittedForm {
    provider: string;
    action: string;
    method: string;
    target: string;
    fields: Record<string, string>;
  }

  test.beforeEach(async ({ page }) => {
    // Forms are recorded instead of submitted: nothing is sent to the services.
    await page.addInitScript(() => {
      const forms: unknown[] = [];
      (window as unknown as { __sandboxForms: unknown[] }).__sandboxForms = forms;
      HTMLFormElement.prototype.submit = function submit(this: HTMLFormElement) {
        forms.push({
          provider: this.dataset.demoSandbox,
          action: this.action,
          method: this.method,
          target: this.target,
          fields: Object.fromEntries(new FormData(this).entries()),
        });
      };
    });
  });

  async function submitted(page: Page): Promise<SubmittedForm[]> {
    return page.evaluate(() => (window as unknown as { __sandboxForms: SubmittedForm[] }).__sandboxForms);
  }

  test('StackBlitz gets the whole project, with the local import and installed versions', async ({ page }) => {
    await page.goto(TEST_PAGE);
    await toolbar(page, 'TeamList').getByRole('button', { name: 'Open in StackBlitz' }).click();
    await expect.poll(async () => (await submitted(page)).length).toBe(1);
    const [form] = await submitted(page);
    expect(form).toMatchObject({ provider: 'stackblitz', method: 'post', target: '_blank' });
    expect(form.action).toBe('https://stackblitz.com/run?file=src%2FDemo.tsx');
    expect(form.fields['project[template]']).toBe('node');
    expect(form.fields['project[title]']).toBe('Team list');
    expect(form.fields['project[files][src/Demo.tsx]']).toBe(`${source('TeamList.tsx')}\n`);
    expect(form.fields['project[files][src/team.ts]']).toBe(`${source('team.ts')}\n`);
    expect(
      Object.keys(form.fields)
        .filter((name) => name.startsWith('project[files]'))
        .sort(),
    ).toEqual(
      [
        'index.html',
        'package.json',
        'src/Demo.tsx',
        'src/main.tsx',
        'src/team.ts',
        'tsconfig.json',
        'vite.config.ts',
      ].map((file) => `project[files][${file}]`),
    );
    const manifest = JSON.parse(form.fields['project[files][package.json]']);
    expect(manifest.dependencies).toEqual({
      '@emotion/react': installed('@emotion/react'),
      '@emotion/styled': installed('@emotion/styled'),
      '@mui/material': installed('@mui/material'),
      react: installed('react'),
      'react-dom': installed('react-dom'),
    });
    expect(manifest.devDependencies.typescript).toBe(installed('typescript'));
  });

  test('CodeSandbox gets the compressed project in the variant shown', async ({ page }) => {
    await page.goto(TEST_PAGE);
    const bar = toolbar(page, 'TeamList');
    await bar.getByRole('button', { name: 'JS', exact: true }).click();
    await bar.getByRole('button', { name: 'Open in CodeSandbox' }).click();
    await expect.poll(async () => (await submitted(page)).length).toBe(1);
    const [form] = await submitted(page);
    expect(form).toMatchObject({ provider: 'codesandbox', method: 'post', target: '_blank' });
    expect(form.action).toBe('https://codesandbox.io/api/v1/sandboxes/define');
    expect(form.fields.query).toBe('file=/src/Demo.jsx');
    const json = decompressFromBase64(form.fields.parameters.replace(/-/g, '+').replace(/_/g, '/'));
    const { files } = JSON.parse(json) as { files: Record<string, { content: string; isBinary: boolean }> };
    expect(Object.keys(files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/Demo.jsx',
      'src/main.jsx',
      'src/team.js',
      'vite.config.js',
    ]);
    expect(files['src/Demo.jsx'].content).toContain("import { team } from './team';");
    expect(files['src/Demo.jsx'].content).not.toContain('TeamMember');
    expect(files['src/team.js'].content).toContain("{ name: 'Amara Okafor', role: 'Design lead' }");
    expect(JSON.parse(files['package.json'].content).dependencies['@mui/material']).toBe(installed('@mui/material'));
  });
});
