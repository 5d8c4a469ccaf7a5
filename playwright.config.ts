import { defineConfig } from '@playwright/test';
// Debian's Chromium; Playwright never downloads a browser here.
import { CHROMIUM_LAUNCH_OPTIONS } from './scripts/lib/page-assets.mjs';

import os from 'node:os';
import path from 'node:path';

/** Port of the production build served for end-to-end tests. */
export const E2E_PORT = 4173;
/** The feedback service listens where the build's widget posts by default (docusaurus.config.ts). */
export const FEEDBACK_ORIGIN = 'http://127.0.0.1:3001';
export const FEEDBACK_SUMMARY_TOKEN = 'e2e-summary-token';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    trace: 'off',
  },
  webServer: [
    {
      command: `npx docusaurus serve --port ${E2E_PORT} --host 127.0.0.1 --no-open`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'node server/feedback/start.cjs',
      url: `${FEEDBACK_ORIGIN}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: {
        FEEDBACK_PORT: '3001',
        FEEDBACK_DB: path.join(os.tmpdir(), `feedback-e2e-${process.pid}.sqlite`),
        FEEDBACK_ALLOWED_ORIGIN: `http://127.0.0.1:${E2E_PORT}`,
        FEEDBACK_SUMMARY_TOKEN,
      },
    },
  ],
});
