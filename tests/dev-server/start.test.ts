/**
 * `npm start` as a writer uses it, on spare ports: a saved demo file reaches the open page (its
 * preview and its shown code) without a reload, and a stop signal takes the dev server and the
 * feedback service down with every process they started, while a second signal during that
 * shutdown does not kill the launcher half-way.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/lib/page-assets.mjs';

const ROOT = path.resolve(__dirname, '../..');
const SITE_PORT = 3917;
const FEEDBACK_PORT = 3918;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

interface ProcessRow {
  pid: number;
  ppid: number;
  pgid: number;
}

function processes(): ProcessRow[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid=,pgid='], { encoding: 'utf8' });
  return table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number))
    .map(([pid, ppid, pgid]) => ({ pid, ppid, pgid }));
}

/** Every process in the groups the launcher's children lead (each child is its own group). */
function membersOf(groups: number[]): ProcessRow[] {
  return processes().filter((row) => groups.includes(row.pgid));
}

const DEMO_PAGE = '/experiments/docs/test-pages/demos/';
const UPDATE_BOUND_MS = 3_000;
const DEMO_FILE = path.join(ROOT, 'docs/docs-infra/test-pages/ClickCounter.tsx');

/** What the launcher (the dev server and the feedback service) has printed so far. */
let output = '';

/** Opens the test page, waits until the ClickCounter demo is live and shows its code. */
async function openDemoWithCode(browser: Browser) {
  const page = await browser.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`http://127.0.0.1:${SITE_PORT}${DEMO_PAGE}`);
  const demo = page.locator('[data-demo="ClickCounter"]');
  await demo.scrollIntoViewIfNeeded();
  const live = demo.locator('.demo-preview[data-demo-state="live"]');
  try {
    await live.waitFor({ timeout: 30_000 });
  } catch {
    // Known defect (issue 22): on a cold start the first page's demo now and then never comes live
    // (a lazily compiled chunk whose import never settles). The page reloads itself once after 12 s
    // (src/lib/demos/stalledPreview.ts); should that not do, a reload here is said out loud, so a run
    // that needed it shows it. The edits measured below still have to work without one.
    console.warn(`The demo was not live 30 s after the first load; reloading once.`);
    await page.reload();
    await demo.scrollIntoViewIfNeeded();
  }
  try {
    await live.waitFor({ timeout: 60_000 });
  } catch (error) {
    throw new Error(
      `${(error as Error).message}\nThe page's console errors: ${JSON.stringify(consoleErrors)}\n` +
        `The launcher printed:\n${output.slice(-3000)}`,
    );
  }
  await demo.getByRole('button', { name: 'Show code' }).click();
  await demo.locator('pre .token-line').first().waitFor({ timeout: 30_000 });
  return { page, demo };
}

/**
 * Marks the open page; what it returns tells whether the marks are still there. A reload would
 * lose the window's; a re-render of the page around the demo, the other demo's element.
 */
async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    Object.assign(window, { keptAcrossUpdate: true });
    Object.assign(document.querySelector('[data-demo="TeamList"]')!, { keptAcrossUpdate: true });
  });
  return () =>
    page.evaluate(
      () =>
        (window as { keptAcrossUpdate?: boolean }).keptAcrossUpdate === true &&
        (document.querySelector('[data-demo="TeamList"]') as { keptAcrossUpdate?: boolean } | null)
          ?.keptAcrossUpdate === true,
    );
}

/**
 * Saves the demo's good source over a broken one and checks the preview comes back in place of the
 * error report, working, with the page around it kept. Returns the time from saving to the preview.
 */
async function expectPreviewBackAfterFix(
  demo: Locator,
  report: Locator,
  original: string,
  pageKept: () => Promise<boolean>,
): Promise<number> {
  const saved = Date.now();
  fs.writeFileSync(DEMO_FILE, original);
  await demo.getByRole('button', { name: 'Add one' }).waitFor({ timeout: 10_000 });
  const fixedMs = Date.now() - saved;
  expect(await report.count()).toBe(0);
  await demo.getByRole('button', { name: 'Add one' }).click();
  await demo.getByText('Clicked 1 times').waitFor({ timeout: 5_000 });
  expect(await pageKept()).toBe(true);
  return fixedMs;
}

describe('npm start', () => {
  let launcher: ChildProcess;
  let exited: Promise<number | null>;

  beforeAll(async () => {
    launcher = spawn(process.execPath, ['scripts/start.mjs', '--port', String(SITE_PORT), '--host', '127.0.0.1'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Jest sets NODE_ENV=test; the launcher runs as a writer's `npm start` would.
        NODE_ENV: undefined,
        FEEDBACK_PORT: String(FEEDBACK_PORT),
        FEEDBACK_DB: path.join(os.tmpdir(), `feedback-launcher-${process.pid}.sqlite`),
        BROWSER: 'none',
      },
    });
    launcher.stdout!.on('data', (chunk) => (output += chunk));
    launcher.stderr!.on('data', (chunk) => (output += chunk));
    exited = new Promise((resolve) => launcher.on('exit', (code) => resolve(code)));
    try {
      await waitFor(() => answers(`http://127.0.0.1:${FEEDBACK_PORT}/health`), 60_000, 'the feedback service');
      await waitFor(() => answers(`http://127.0.0.1:${SITE_PORT}${DEMO_PAGE}`), 240_000, 'the dev server');
    } catch (error) {
      throw new Error(`${(error as Error).message}; the launcher printed:\n${output.slice(-3000)}`);
    }
  }, 300_000);

  afterAll(() => {
    if (launcher.exitCode === null) launcher.kill('SIGKILL');
  });

  // The target is 2 s from saving to the new preview and code. Rebuilds took 12.5-25 s at ~600
  // pages until the dev server compiled only the chunks open pages use (plugins/dev-server) and lost a
  // per-chunk JavaScript callback (plugins/demos). Measured since on this 2-core machine at load 6-7:
  // medians 0.85 and 1.35 s, worst 1.97 s, and a first edit over 2 s once; the bound keeps 1 s for a
  // loaded CI machine, and the time is printed.
  it("updates a demo's preview and shown code within 3 s of saving its file, without a reload", async () => {
    const original = fs.readFileSync(DEMO_FILE, 'utf8');
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const { page, demo } = await openDemoWithCode(browser);
      // A reload would lose this.
      await page.evaluate(() => Object.assign(window, { keptAcrossUpdate: true }));

      const saved = Date.now();
      fs.writeFileSync(DEMO_FILE, original.replace('Add one', 'Add another'));
      // Preview and code share the one bound.
      await demo.getByRole('button', { name: 'Add another' }).waitFor({ timeout: UPDATE_BOUND_MS });
      const previewMs = Date.now() - saved;
      await page.waitForFunction(
        () => document.querySelector('[data-demo="ClickCounter"] pre')?.textContent?.includes('Add another'),
        null,
        { timeout: Math.max(1, saved + UPDATE_BOUND_MS - Date.now()) },
      );
      console.log(`Demo fast refresh: preview ${previewMs} ms, code ${Date.now() - saved} ms after saving`);
      expect(await page.evaluate(() => (window as { keptAcrossUpdate?: boolean }).keptAcrossUpdate)).toBe(true);
    } finally {
      fs.writeFileSync(DEMO_FILE, original);
      await browser.close();
    }
  }, 120_000);

  // Issue 22: a syntax error shows in place of the preview, naming file and line, and the next good
  // save brings the preview back, both without a reload and leaving the rest of the page as it was.
  it('shows a syntax error in place of the preview, with its file and line, and recovers on the fix', async () => {
    const original = fs.readFileSync(DEMO_FILE, 'utf8');
    // A parenthesis left open: TypeScript reports "',' expected." at the brace that follows.
    const broken = original.replace('(value) => value + 1)}', '(value) => value + 1}');
    const brokenLine = broken.split('\n').findIndex((line) => line.includes('value + 1}')) + 1;
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const { page, demo } = await openDemoWithCode(browser);
      const pageKept = await markPage(page);

      const saved = Date.now();
      fs.writeFileSync(DEMO_FILE, broken);
      const report = demo.locator('.demo-preview [data-demo-compile-error]');
      await report.waitFor({ timeout: 10_000 });
      const errorMs = Date.now() - saved;
      expect(await report.locator('[data-demo-compile-location]').textContent()).toContain(
        `docs/docs-infra/test-pages/ClickCounter.tsx:${brokenLine}:`,
      );
      expect(await report.textContent()).toContain("',' expected.");
      // Neither the build-error overlay nor the runtime-error one covers the page.
      expect(await page.locator('#webpack-dev-server-client-overlay').count()).toBe(0);
      await expect(demo.getByRole('button', { name: 'Add one' }).count()).resolves.toBe(0);
      // The code panel shows the file as saved, with the broken line.
      await page.waitForFunction(
        () =>
          document.querySelector('[data-demo="ClickCounter"] [data-demo-code]')?.textContent?.includes('value + 1}>'),
        null,
        { timeout: 10_000 },
      );
      expect(await pageKept()).toBe(true);

      const fixedMs = await expectPreviewBackAfterFix(demo, report, original, pageKept);
      console.log(`Demo syntax error: shown ${errorMs} ms, fixed preview ${fixedMs} ms after saving`);
    } finally {
      fs.writeFileSync(DEMO_FILE, original);
      await browser.close();
    }
  }, 120_000);

  // Issue 22: a type error shows in place of the preview too. The bundler does not wait for the type
  // check (the preview first updates with the file as saved); the checker, in a process of its own,
  // answers a second or so later, and its first check, which loads MUI's types, takes longer.
  it('shows a type error in place of the preview, with its file and line, and recovers on the fix', async () => {
    const original = fs.readFileSync(DEMO_FILE, 'utf8');
    // The count's setter handed a string: valid JavaScript, which TypeScript rejects.
    const broken = original.replace('setCount((value) => value + 1)', "setCount('one')");
    const brokenLine = broken.split('\n').findIndex((line) => line.includes("setCount('one')")) + 1;
    const brokenColumn = broken.split('\n')[brokenLine - 1].indexOf("'one'") + 1;
    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const { page, demo } = await openDemoWithCode(browser);
      const pageKept = await markPage(page);

      const saved = Date.now();
      fs.writeFileSync(DEMO_FILE, broken);
      const report = demo.locator('.demo-preview [data-demo-compile-error]');
      await report.waitFor({ timeout: 60_000 });
      const errorMs = Date.now() - saved;
      expect(await report.locator('[data-demo-compile-location]').textContent()).toContain(
        `docs/docs-infra/test-pages/ClickCounter.tsx:${brokenLine}:${brokenColumn}: Argument of type 'string' is not assignable`,
      );
      expect(await page.locator('#webpack-dev-server-client-overlay').count()).toBe(0);
      expect(await pageKept()).toBe(true);

      const fixedMs = await expectPreviewBackAfterFix(demo, report, original, pageKept);
      console.log(`Demo type error: shown ${errorMs} ms, fixed preview ${fixedMs} ms after saving`);
    } finally {
      fs.writeFileSync(DEMO_FILE, original);
      await browser.close();
    }
  }, 120_000);

  it('stops the dev server and the feedback service on SIGTERM, ignoring a second signal', async () => {
    const groups = processes()
      .filter((row) => row.ppid === launcher.pid)
      .map((row) => row.pid);
    // Each child leads a process group of its own.
    expect(groups).toHaveLength(2);
    expect(membersOf(groups).length).toBeGreaterThanOrEqual(2);

    launcher.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    launcher.kill('SIGTERM');
    expect(await exited).toBe(0);

    await waitFor(() => membersOf(groups).length === 0, 15_000, 'every process the launcher started to exit');
    expect(await answers(`http://127.0.0.1:${SITE_PORT}/`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${FEEDBACK_PORT}/health`)).toBe(false);
  }, 60_000);
});
