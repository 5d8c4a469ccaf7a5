import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Paths of every page listed in the production build's sitemap. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

export interface PageProblems {
  problems: string[];
}

/**
 * Records console errors, page errors, React hydration warnings and failed same-origin requests
 * for the page's whole life.
 */
export function watchForProblems(page: Page, origin: string): PageProblems {
  const result: PageProblems = { problems: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) {
      result.problems.push(`console ${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => result.problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) {
      result.problems.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      result.problems.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return result;
}

/**
 * A reader's first input (a key press that changes nothing): demos on screen go live only after
 * the reader has interacted with the page (src/lib/demos/firstInteraction.ts).
 */
export async function interact(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
}

/**
 * Waits until React has hydrated the page. Server markup is visible and clickable earlier, but a
 * click before hydration is lost (a native radio flips, then React restores its state).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}
