import { defineConfig } from '@playwright/test';
// Debian's Chromium; Playwright never downloads a browser here.
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/page-assets.mjs';

import os from 'node:os';
import path from 'node:path';

/** Port of the production build served for end-to-end tests (E2E_PORT lets two checkouts test side by side). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** `npm run serve`'s server (server/site): the pages and the feedback API, which the build posts to, on one origin. */
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const FEEDBACK_SUMMARY_TOKEN = 'e2e-summary-token-0123456789abcdef';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // One retry on the 2-core CI machine, reported as flaky in the summary; locally a failure is final.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'off',
    // A stuck click or evaluate fails naming itself instead of running into the test timeout.
    actionTimeout: 15_000,
  },
  webServer: {
    command: 'node server/site/start.cjs',
    url: `${E2E_ORIGIN}/health`,
    // A server already on the port might have no feedback API or a database of its own: never reuse one.
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      FEEDBACK_DB: path.join(os.tmpdir(), `feedback-e2e-${process.pid}.sqlite`),
      FEEDBACK_SUMMARY_TOKEN,
    },
  },
});
