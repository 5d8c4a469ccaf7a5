import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FEEDBACK_SUMMARY_TOKEN } from '../../playwright.config';

const BUILD_DIR = path.resolve(__dirname, '../../build');
const LOOPBACK_HOST = String.raw`(?:127(?:\.\d{1,3}){3}|localhost|\[::1\])`;
/** The dev feedback service's port on a loopback host, or any loopback URL of a feedback path. */
const LOOPBACK_ENDPOINT = new RegExp(String.raw`${LOOPBACK_HOST}:3001|${LOOPBACK_HOST}(?::\d+)?/feedback`, 'g');

/** The build posts to the relative /feedback, which the server of its pages answers (server/site). */
const ENDPOINT = '/feedback';

interface Summary {
  pages: { page: string; yes: number; no: number }[];
  latestComments: { page: string; section: string | null; rating: string; comment: string }[];
}

async function summary(page: Page): Promise<Summary> {
  const response = await page.request.get(`${ENDPOINT}/summary`, {
    headers: { authorization: `Bearer ${FEEDBACK_SUMMARY_TOKEN}` },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The widget's next POST, on the loaded page's own origin (the build's endpoint is relative). */
function feedbackPost(page: Page) {
  const endpoint = new URL(ENDPOINT, page.url()).href;
  return page.waitForRequest((candidate) => candidate.url() === endpoint && candidate.method() === 'POST');
}

function pageFeedback(page: Page) {
  return page.getByRole('form', { name: 'Was this page helpful?' });
}

test.describe('page feedback', () => {
  test('a vote and comment reach the service and the vote is remembered', async ({ page }) => {
    const pathname = '/joy-ui/getting-started/usage/';
    const comment = `The theming example needs a dark-mode variant ${Date.now()}`;
    await page.goto(pathname);
    await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
    const form = pageFeedback(page);
    const no = form.getByRole('button', { name: 'No' });
    await expect(no).toHaveAttribute('aria-pressed', 'false');
    await no.click();
    await expect(no).toHaveAttribute('aria-pressed', 'true');
    const textarea = form.getByLabel('How can we make this page better?');
    await textarea.fill(comment);
    const request = feedbackPost(page);
    await textarea.press('Control+Enter');
    expect((await request).postDataJSON()).toEqual({
      page: pathname,
      section: null,
      rating: 'no',
      comment,
      version: '5.0.0-beta.46',
      language: 'en',
    });
    await expect(form.getByRole('status')).toHaveText('Feedback submitted');

    const stored = await summary(page);
    expect(stored.pages.find((entry) => entry.page === pathname)?.no).toBeGreaterThanOrEqual(1);
    expect(stored.latestComments).toContainEqual(
      expect.objectContaining({ page: pathname, rating: 'no', comment, section: null }),
    );

    await page.reload();
    await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
    await expect(pageFeedback(page).getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
    await expect(pageFeedback(page).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('when the service is down the reader sees the failure and the page keeps working', async ({ page }) => {
    await page.route(ENDPOINT, (route) => route.abort('connectionrefused'));
    await page.goto('/base-ui/getting-started/quickstart/');
    await page.locator('.pagination-nav').scrollIntoViewIfNeeded();
    const form = pageFeedback(page);
    await form.getByRole('button', { name: 'Yes' }).click();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('alert')).toHaveText("Couldn't submit feedback. Please try again later.");
    await expect(form.getByText('Feedback submitted')).toHaveCount(0);
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole('link', { name: 'Usage', exact: true }).click();
    await expect(page.locator('h1')).toHaveText('Usage');
  });

  test('each h2/h3 offers a section comment that carries the section id', async ({ page }) => {
    await page.goto('/system/getting-started/installation/');
    const heading = page.locator('h2[id]').first();
    const sectionId = await heading.getAttribute('id');
    await heading.hover();
    const button = heading.getByRole('button', { name: 'Give feedback on this section' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByRole('form', { name: `Give feedback on this section: ${sectionId}` });
    await expect(form.getByText('Was this section helpful?')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('Enter');
    const request = feedbackPost(page);
    await form.getByRole('button', { name: 'Send' }).click();
    expect((await request).postDataJSON()).toMatchObject({ section: sectionId, rating: 'yes' });
    await expect(form.getByRole('status')).toHaveText('Feedback submitted');
  });

  // Readers' browsers would post to their own machine (the issue's finding): every script of the build,
  // not only the widget's, is checked, and the site config must carry the relative endpoint.
  test('the production JS holds no loopback endpoint and posts to the relative /feedback', () => {
    const scripts = fs
      .readdirSync(BUILD_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, source: fs.readFileSync(path.join(BUILD_DIR, file), 'utf8') }));
    expect(scripts.length).toBeGreaterThan(10);
    const loopback = scripts.flatMap(({ file, source }) =>
      [...source.matchAll(LOOPBACK_ENDPOINT)].map((match) => `${file}: ${match[0]}`),
    );
    expect(loopback).toEqual([]);
    const endpoints = scripts.flatMap(({ source }) =>
      [...source.matchAll(/feedbackEndpoint:"([^"]*)"/g)].map((match) => match[1]),
    );
    expect([...new Set(endpoints)]).toEqual(['/feedback']);
  });
});
