import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type ConsoleMessage, type Locator, type Page, type Request, type Response } from '@playwright/test';
import { answeredWithin, frameState, watchScripts } from './stuckPage';

const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Paths of every page listed in the production build's sitemap. */
export function sitemapPaths(): string[] {
  const xml = fs.readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
}

export interface PageProblems {
  problems: string[];
  /** Same-origin requests asked for and not yet answered, with how long each has waited. */
  pendingRequests(): string[];
}

/**
 * Records console errors, page errors, React hydration warnings and failed same-origin requests
 * for the page's whole life, and keeps the same-origin requests still waiting for an answer.
 */
export function watchForProblems(page: Page, origin: string): PageProblems {
  const pending = new Map<Request, number>();
  const result: PageProblems = {
    problems: [],
    pendingRequests: () => [...pending].map(([request, start]) => `${request.url()} (${Date.now() - start} ms)`),
  };
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) {
      result.problems.push(`console ${message.type()}: ${text}`);
    }
  });
  page.on('pageerror', (error) => result.problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) pending.set(request, Date.now());
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
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
  // The page starts listening for a first interaction when it hydrates; a key pressed before that
  // is lost (on a busy CI machine a demo then stayed static).
  await waitForHydration(page);
  await page.keyboard.press('Shift');
}

/** Brings demo `name` into view after a first interaction and waits until it is live; returns its preview. */
export async function liveDemo(page: Page, name: string): Promise<Locator> {
  const demo = page.locator(`[data-demo="${name}"]`);
  await interact(page);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('.demo-preview')).toHaveAttribute('data-demo-state', 'live');
  return demo.locator('.demo-preview');
}

/** How long the in-page scroll pass may take: it waits at most a second for each demo. */
const scrollPassDeadline = (demoCount: number) => 10_000 + 2_000 * demoCount;
/** How long scrolling one demo into view may take. */
const SCROLL_DEADLINE_MS = 15_000;
const SCROLL_PASS_MARK = 'scroll pass reached demo ';

/**
 * Brings every demo on the page to life as a reader scrolling through would, and returns how many
 * there are. One pass inside the page centres each demo until an IntersectionObserver reports it on
 * screen (as the demo's own observer then does), so the demos load side by side; the pass never
 * waits more than a second for one, and a demo it missed is scrolled to on its own afterwards.
 * Every demo ends live, checked by its state, or the call fails naming the page and the demo; a
 * page that stops answering fails it at once, naming the demo it was at, instead of running into
 * the test's timeout.
 */
export async function bringDemosLive(page: Page, label: string): Promise<number> {
  await watchScripts(page);
  await interact(page);
  const demos = page.locator('[data-demo]');
  const names = await demos.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-demo')));
  let reached = -1;
  const onConsole = (message: ConsoleMessage) => {
    if (message.text().startsWith(SCROLL_PASS_MARK)) reached = Number(message.text().slice(SCROLL_PASS_MARK.length));
  };
  page.on('console', onConsole);
  try {
    await answeredWithin(
      page,
      page.evaluate(async (mark) => {
        const seen = (element: Element) =>
          new Promise<void>((resolve) => {
            const done = () => {
              observer.disconnect();
              clearTimeout(timer);
              resolve();
            };
            const observer = new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) done();
            });
            const timer = setTimeout(done, 1_000);
            observer.observe(element);
          });
        for (const [index, demo] of document.querySelectorAll('[data-demo]').entries()) {
          console.debug(`${mark}${index}`);
          demo.scrollIntoView({ block: 'center' });
          await seen(demo);
        }
      }, SCROLL_PASS_MARK),
      scrollPassDeadline(names.length),
      () =>
        `${label}: the page stopped answering ${
          reached < 0 ? 'before the first demo' : `at demo ${names[reached]} (${reached + 1} of ${names.length})`
        } while its demos were scrolled into view`,
    );
  } finally {
    page.off('console', onConsole);
  }
  for (const [index, name] of names.entries()) {
    const preview = demos.nth(index).locator('.demo-preview');
    if ((await preview.getAttribute('data-demo-state')) === 'live') continue;
    // Scrolled there directly: Playwright's own scroll first waits for the element to hold still,
    // which a demo does not while the ones above it swap in their live markup.
    await answeredWithin(
      page,
      demos.nth(index).evaluate((demo) => demo.scrollIntoView({ block: 'center' })),
      SCROLL_DEADLINE_MS,
      () =>
        `${label}: the page stopped answering when demo ${name} (${index + 1} of ${names.length}) was scrolled to on its own`,
    );
    try {
      await expect(preview, `${label} ${name} goes live`).toHaveAttribute('data-demo-state', 'live');
    } catch (error) {
      if (error instanceof Error) error.message += `\n${await frameState(page)}`;
      throw error;
    }
  }
  return names.length;
}

/**
 * Waits until React has hydrated the page. Server markup is visible and clickable earlier, but a
 * click before hydration is lost (a native radio flips, then React restores its state).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
}

/** Stores the reader's colour mode and direction before any of the page's scripts run. */
export async function storeReaderSettings(page: Page, mode: 'light' | 'dark', direction: 'ltr' | 'rtl'): Promise<void> {
  await page.addInitScript(
    ([storedMode, storedDirection]) => {
      localStorage.setItem('mui-mode', storedMode);
      localStorage.setItem('mui-direction', storedDirection);
    },
    [mode, direction],
  );
}

/**
 * Opens `path` and waits until the page has settled: hydrated, then its main thread idle once, so
 * the effects hydration started (lazy widgets, the ad slot) have run. A state to wait for, where
 * Playwright's "network idle" sits out a fixed 500 ms on every page.
 */
export async function gotoSettled(page: Page, path: string): Promise<Response | null> {
  // The fixture's goto has waited for hydration.
  const response = await page.goto(path);
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
  return response;
}

/** Layout shifts the reader did not cause, summed, and the elements each one moved. */
export interface LayoutShifts {
  score: number;
  shifts: string[];
}

/** The fields of a `layout-shift` performance entry read here; TypeScript's DOM library lacks the type. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

/**
 * Starts recording layout shifts before the page's own scripts run, so shifts at hydration count.
 * Read them with `readLayoutShifts`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `<${node.localName} class="${node.className}">${(node.textContent ?? '').trim().slice(0, 40)}`
        : String(node?.nodeName ?? 'a removed node');
    const record = (entries: PerformanceEntryList) => {
      for (const entry of entries as LayoutShiftEntry[]) {
        if (!entry.hadRecentInput) {
          shifts.push({ value: entry.value, moved: entry.sources.map((source) => describe(source.node)) });
        }
      }
    };
    const observer = new PerformanceObserver((list) => record(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, {
      takeLayoutShifts: () => {
        record(observer.takeRecords());
        return shifts;
      },
    });
  });
}

/**
 * The layout shifts recorded since the page loaded. The score is the plain sum of every shift,
 * never less than the CLS of web-vitals, which counts only the worst burst of shifts.
 */
export async function readLayoutShifts(page: Page): Promise<LayoutShifts> {
  const shifts = await page.evaluate(() =>
    (window as unknown as { takeLayoutShifts: () => { value: number; moved: string[] }[] }).takeLayoutShifts(),
  );
  return {
    score: shifts.reduce((sum, shift) => sum + shift.value, 0),
    shifts: shifts.map((shift) => `${shift.value.toFixed(4)}: ${shift.moved.join(', ')}`),
  };
}

/**
 * axe-core over the whole page, collecting violations only: the passes and inapplicable rules it
 * would list otherwise run to megabytes of node lists on the larger pages, which only slowed the run.
 */
export function axe(page: Page) {
  return new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
}
