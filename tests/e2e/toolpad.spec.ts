import { expect, test } from './fixtures';
import { liveDemo, watchForProblems } from './helpers';

const DASHBOARD_LAYOUT_PAGE = '/toolpad/core/react-dashboard-layout/';
const SIGN_IN_PAGE = '/toolpad/core/react-sign-in-page/';

/** A live demo by name: the page has hydrated, the reader has interacted and the demo runs. */
test.describe('Toolpad Core demos', () => {
  test('the dashboard layout switches its page in memory, never the docs URL', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(DASHBOARD_LAYOUT_PAGE);
    const preview = await liveDemo(page, 'DashboardLayoutBasic');
    const heading = preview.getByRole('heading', { level: 4 });
    await expect(heading).toHaveText('Dashboard');

    const sidebar = preview.getByRole('navigation', { name: 'Desktop' });
    await sidebar.getByRole('link', { name: 'Orders' }).click();
    await expect(heading).toHaveText('Orders');
    await expect(preview.getByText('Order #10482 from Lisbon')).toBeVisible();

    // A nested page: the group opens, then its child navigates.
    await sidebar.getByRole('button', { name: 'Reports' }).click();
    await sidebar.getByRole('link', { name: 'Sales' }).click();
    await expect(heading).toHaveText('Sales');
    await expect(preview.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Reports');

    expect(new URL(page.url()).pathname).toBe(DASHBOARD_LAYOUT_PAGE);
    expect(new URL(page.url()).hash).toBe('');
    expect(problems.problems).toEqual([]);
  });

  test('the sign-in demo shows the error for a wrong password and signs in with the right one', async ({
    page,
    baseURL,
  }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.goto(SIGN_IN_PAGE);
    const preview = await liveDemo(page, 'SignInPageCredentials');
    const email = preview.getByLabel('Email');
    const password = preview.getByLabel('Password');
    const submit = preview.getByRole('button', { name: 'Sign in', exact: true });

    await email.fill('ada@harbourgoods.com');
    await password.fill('harbour-2023');
    await submit.click();
    await expect(preview.getByRole('alert')).toContainText('Wrong email or password');
    await expect(preview.getByText(/Signed in as/)).toHaveCount(0);

    await password.fill('harbour-2024');
    await submit.click();
    await expect(preview.getByText('Signed in as Ada Lindqvist (ada@harbourgoods.com)')).toBeVisible();
    await preview.getByRole('button', { name: 'Sign out' }).click();
    await expect(preview.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

    expect(new URL(page.url()).pathname).toBe(SIGN_IN_PAGE);
    expect(problems.problems).toEqual([]);
  });
});
