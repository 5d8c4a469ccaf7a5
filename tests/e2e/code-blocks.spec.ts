import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { themes } from 'prism-react-renderer';
import { COLOR_MODE_STORAGE_KEY } from '../../src/lib/constants';
import { accessiblePrismTheme } from '../../src/lib/contrast';
import { modes } from '../../src/lib/tokens';
import { watchForProblems } from './helpers';

const PAGE = '/experiments/docs/test-pages/code-blocks/';
const COPY_NAME = 'Copy code to clipboard';

/** The code of the page's blocks, exactly as a reader should get it from the clipboard. */
const GREETING = `import * as React from 'react';

interface GreetingProps {
  name: string;
}

export default function Greeting({ name }: GreetingProps) {
  return <p className="greeting">Hello, {name}!</p>;
}`;

const USE_TOGGLE = `import * as React from 'react';

export function useToggle(initial = false) {
  const [on, setOn] = React.useState(initial);
  const toggle = React.useCallback(() => setOn((value) => !value), []);
  return [on, toggle] as const;
}`;

const COUNTER = `import * as React from 'react';

export default function Counter() {
  const [count, setCount] = React.useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}`;

/**
 * Puts the site in `mode` before any script runs. Everything that knows how the site stores
 * the colour mode lives here: the preference is written under the site's key and Docusaurus's
 * classic key, and the system preference matches too, so the page opens in `mode` whichever of
 * them the colour-mode code reads. Tests check `data-theme` afterwards, so a change in storage
 * fails here loudly rather than as a wrong colour.
 */
async function openInColorMode(context: BrowserContext, page: Page, mode: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: mode });
  await context.addInitScript(
    ({ keys, value }) => {
      for (const key of keys) window.localStorage.setItem(key, value);
    },
    { keys: [COLOR_MODE_STORAGE_KEY, 'theme'], value: mode },
  );
}

async function allowClipboard(context: BrowserContext, baseURL: string | undefined) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
}

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const writeClipboard = (page: Page, text: string) =>
  page.evaluate((value) => navigator.clipboard.writeText(value), text);

/** A titled code block, found by its title. */
const blockTitled = (page: Page, title: string) =>
  page.locator('.theme-code-block').filter({ has: page.getByText(title, { exact: true }) });

const copyButtonOf = (block: Locator) => block.getByRole('button', { name: COPY_NAME });

async function openPage(page: Page) {
  await page.goto(PAGE);
  // The buttons are client-only: once one is there, the page has hydrated.
  await expect(copyButtonOf(blockTitled(page, 'Greeting.tsx'))).toBeAttached();
}

test.describe('code block copy button', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await allowClipboard(context, baseURL);
  });

  test('copies exactly the code and shows Copied for about two seconds', async ({ page }) => {
    await openPage(page);
    await writeClipboard(page, 'before');
    const block = blockTitled(page, 'Greeting.tsx');
    const button = copyButtonOf(block);
    await expect(button).toHaveText('Copy');

    // Time the label in the page itself, so Playwright's round trips don't blur the figures.
    await button.evaluate((element) => {
      const changes: { text: string; at: number }[] = [];
      (window as unknown as { labelChanges: typeof changes }).labelChanges = changes;
      new MutationObserver(() => changes.push({ text: element.textContent ?? '', at: performance.now() })).observe(
        element,
        {
          subtree: true,
          childList: true,
          characterData: true,
        },
      );
    });
    await block.hover();
    await button.click();

    await expect(block.getByRole('button', { name: 'Copied' })).toHaveText('Copied');
    expect(await readClipboard(page)).toBe(GREETING);
    await page.waitForTimeout(1500);
    await expect(block.getByRole('button', { name: 'Copied' })).toHaveText('Copied');
    await expect(button).toHaveText('Copy', { timeout: 2000 });

    const changes = await page.evaluate(
      () => (window as unknown as { labelChanges: { text: string; at: number }[] }).labelChanges,
    );
    expect(changes.map((change) => change.text)).toEqual(['Copied', 'Copy']);
    const shownFor = changes[1].at - changes[0].at;
    expect(shownFor).toBeGreaterThanOrEqual(1500);
    expect(shownFor).toBeLessThanOrEqual(2600);
  });

  test('leaves out highlight comments and line numbers, and adds no final newline', async ({ page }) => {
    await openPage(page);
    for (const [title, code] of [
      ['useToggle.ts', USE_TOGGLE],
      ['Counter.tsx', COUNTER],
    ] as const) {
      await writeClipboard(page, 'before');
      const block = blockTitled(page, title);
      await block.hover();
      await copyButtonOf(block).click();
      await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await readClipboard(page)).toBe(code);
    }
  });

  test('Ctrl+C with nothing selected copies the hovered block, then the focused one', async ({ page }) => {
    await openPage(page);
    await writeClipboard(page, 'before');
    await page.evaluate(() => document.getSelection()?.removeAllRanges());

    const greeting = blockTitled(page, 'Greeting.tsx');
    await greeting.hover();
    await page.keyboard.press('Control+C');
    await expect.poll(() => readClipboard(page)).toBe(GREETING);
    await expect(greeting.getByRole('button', { name: 'Copied' })).toBeVisible();

    // Keyboard readers: focus moves into another block (its scrollable code area) while the
    // pointer rests on the navbar, away from any block.
    await page.mouse.move(1, 1);
    const counter = blockTitled(page, 'Counter.tsx');
    await counter.locator('pre').focus();
    await page.keyboard.press('Control+C');
    await expect.poll(() => readClipboard(page)).toBe(COUNTER);
    await expect(counter.getByRole('button', { name: 'Copied' })).toBeVisible();
  });

  test('Ctrl+C with a text selection copies the selection, not the hovered block', async ({ page }) => {
    await openPage(page);
    await writeClipboard(page, 'before');
    const block = blockTitled(page, 'Greeting.tsx');
    await block.hover();
    // Select two words of the block's code, as a reader would with the mouse.
    const selected = await block.locator('pre').evaluate((pre) => {
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      while ((node = walker.nextNode())) {
        const index = node.textContent!.indexOf('GreetingProps');
        if (index >= 0) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 'GreetingProps'.length);
          document.getSelection()!.removeAllRanges();
          document.getSelection()!.addRange(range);
          return document.getSelection()!.toString();
        }
      }
      return '';
    });
    expect(selected).toBe('GreetingProps');

    await page.keyboard.press('Control+C');
    await expect.poll(() => readClipboard(page)).toBe('GreetingProps');
    await page.waitForTimeout(300);
    expect(await readClipboard(page)).toBe('GreetingProps');
    await expect(copyButtonOf(block)).toHaveText('Copy');
  });

  test('a refused copy leaves the label on Copy without any error', async ({ page, context, baseURL }) => {
    await context.addInitScript(() => {
      const calls = { writeText: 0, execCommand: 0, unhandled: [] as string[] };
      (window as unknown as { clipboardCalls: typeof calls }).clipboardCalls = calls;
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        configurable: true,
        get: () => ({
          writeText: () => {
            calls.writeText += 1;
            return Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
          },
          readText: () => Promise.resolve(''),
        }),
      });
      Document.prototype.execCommand = function execCommand() {
        calls.execCommand += 1;
        return false;
      };
      window.addEventListener('unhandledrejection', (event) => calls.unhandled.push(String(event.reason)));
    });
    const watcher = watchForProblems(page, baseURL!);
    await openPage(page);
    const block = blockTitled(page, 'Greeting.tsx');
    await block.hover();
    await copyButtonOf(block).click();

    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { clipboardCalls: { execCommand: number } }).clipboardCalls.execCommand,
        ),
      )
      .toBe(1);
    await page.waitForTimeout(500);
    await expect(copyButtonOf(block)).toHaveText('Copy');
    const calls = await page.evaluate(() => (window as unknown as { clipboardCalls: unknown }).clipboardCalls);
    expect(calls).toEqual({ writeText: 1, execCommand: 1, unhandled: [] });
    // The fallback's textarea is gone.
    await expect(page.locator('body > textarea')).toHaveCount(0);
    expect(watcher.problems).toEqual([]);
  });

  test('the copy button is reachable with Tab, named, and announces the copy', async ({ page }) => {
    await openPage(page);
    const block = blockTitled(page, 'Greeting.tsx');
    await block.locator('pre').focus();
    await page.keyboard.press('Tab');
    const button = copyButtonOf(block);
    await expect(button).toBeFocused();
    await expect(button).toHaveAccessibleName(COPY_NAME);
    await expect(button).toHaveCSS('opacity', '1');
    await expect(block.getByRole('status')).toHaveText('');

    await page.keyboard.press('Enter');
    await expect(block.getByRole('button', { name: 'Copied' })).toBeFocused();
    await expect(block.getByRole('status')).toHaveText('Copied');
    await expect(block.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });
});

/** `#rrggbb` → `rgb(r, g, b)`, as getComputedStyle reports colours. */
function rgb(color: string): string {
  if (color.startsWith('rgb')) return color.replace(/\s+/g, ' ').replace(/,(?=\S)/g, ', ');
  const value = Number.parseInt(color.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

function keywordColor(theme: typeof themes.github): string {
  let color: string | undefined;
  for (const entry of theme.styles) if (entry.types.includes('keyword') && entry.style.color) color = entry.style.color;
  return rgb(color!);
}

test.describe('code block colours', () => {
  // docusaurus.config.ts: prism github (light) and vsDark (dark), raised to AA contrast on the
  // site's code backgrounds.
  for (const [mode, theme] of [
    ['dark', accessiblePrismTheme(themes.vsDark, modes.dark.codeBackground)],
    ['light', accessiblePrismTheme(themes.github, modes.light.codeBackground)],
  ] as const) {
    test(`${mode} mode has ${mode} code colours from the first paint, before any script`, async ({ context, page }) => {
      await openInColorMode(context, page, mode);
      // Server HTML and CSS only: what the reader sees before the bundle arrives.
      await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
      await page.goto(PAGE);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);

      const block = blockTitled(page, 'Greeting.tsx');
      const keyword = block.locator('.token.keyword').first();
      await expect(keyword).toHaveText('import');
      await expect(block).toHaveCSS('background-color', rgb(theme.plain.backgroundColor!));
      await expect(keyword).toHaveCSS('color', keywordColor(theme));
      const firstPaint = await keyword.evaluate((element) => getComputedStyle(element).color);

      // After hydration the colours stay the same: nothing flips.
      await page.unroute(/\/assets\/js\/.*\.js$/);
      await page.reload();
      await expect(copyButtonOf(block)).toBeAttached();
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(block.locator('.token.keyword').first()).toHaveCSS('color', firstPaint);
      await expect(block).toHaveCSS('background-color', rgb(theme.plain.backgroundColor!));
    });
  }
});
