import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FEEDBACK_ORIGIN, FEEDBACK_SUMMARY_TOKEN } from '../../playwright.config';

const ENDPOINT = `${FEEDBACK_ORIGIN}/feedback`;

interface Summary {
  pages: { page: string; yes: number; no: number }[];
  latestComments: { page: string; section: string | null; rating: string; comment: string }[];
}

async function summary(page: Page): Promise<Summary> {
  const response = await page.request.get(`${FEEDBACK_ORIGIN}/feedback/summary`, {
    headers: { authorization: `Bearer ${FEEDBACK_SUMMARY_TOKEN}` },
  });
  expect(response.ok()).toBe(true);
  return response.json();
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
    const request = page.waitForRequest((candidate) => candidate.url() === ENDPOINT && candidate.method() === 'POST');
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
    await page.goto('/base-ui/getting-started/installation/');
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
    const request = page.waitForRequest((candidate) => candidate.url() === ENDPOINT && candidate.method() === 'POST');
    await form.getByRole('button', { name: 'Send' }).click();
    expect((await request).postDataJSON()).toMatchObject({ section: sectionId, rating: 'yes' });
    await expect(form.getByRole('status')).toHaveText('Feedback submitted');
  });
});
