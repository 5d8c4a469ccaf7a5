import { expect, test } from './fixtures';
import { liveDemo, watchForProblems } from './helpers';

const DIALOGS_PAGE = '/toolpad/core/react-use-dialogs/';
const NOTIFICATIONS_PAGE = '/toolpad/core/react-use-notifications/';
const PERSISTENT_PAGE = '/toolpad/core/react-persistent-state/';

/** A live demo by name: the page has hydrated, the reader has interacted and the demo runs. */
test.describe('Toolpad Core hooks', () => {
  test('useDialogs: a confirm dialog opens, and confirming closes it and reports the answer', async ({
    page,
    baseURL,
  }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.goto(DIALOGS_PAGE);
    const preview = await liveDemo(page, 'DialogsConfirm');

    await preview.getByRole('button', { name: 'Cancel subscription of Kwame Mensah' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel SUB-2057?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Kwame Mensah loses access at the end of the billing period');
    // The safe choice has the focus.
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();

    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(dialog).toBeHidden();
    await expect(preview.getByRole('status')).toHaveText('Cancelled SUB-2057 for Kwame Mensah.');
    await expect(preview.getByText('Kwame Mensah', { exact: true })).toHaveCount(0);
    expect(problems.problems).toEqual([]);
  });

  test('useDialogs: a custom dialog gets its payload and returns its result', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.goto(DIALOGS_PAGE);
    const preview = await liveDemo(page, 'DialogsCustom');

    await preview.getByRole('button', { name: 'Reschedule delivery' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reschedule order #10482' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Amara Okafor will get a text message');
    await dialog.getByRole('radio', { name: 'Wed 15 Oct, 08:00–12:00' }).check();
    await dialog.getByRole('button', { name: 'Reschedule' }).click();
    await expect(dialog).toBeHidden();
    await expect(preview.getByRole('status')).toHaveText('Delivery: Wed 15 Oct, 08:00–12:00');
    expect(problems.problems).toEqual([]);
  });

  test('useNotifications: a notification appears with its message and can be closed', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.goto(NOTIFICATIONS_PAGE);
    const preview = await liveDemo(page, 'NotificationsUndo');

    await preview.getByRole('button', { name: 'Archive “Holiday rota for December”' }).click();
    const notification = page.getByRole('alert').filter({ hasText: 'Archived “Holiday rota for December”.' });
    await expect(notification).toBeVisible();
    await expect(preview.getByText('Holiday rota for December', { exact: true })).toHaveCount(0);

    // Undo restores the message and closes the notification.
    await notification.getByRole('button', { name: 'Undo' }).click();
    await expect(notification).toBeHidden();
    await expect(preview.getByText('Holiday rota for December', { exact: true })).toBeVisible();
    expect(problems.problems).toEqual([]);
  });

  test('persistent state: a stored preference survives a reload', async ({ page, baseURL }) => {
    const problems = watchForProblems(page, baseURL!);
    await page.goto(PERSISTENT_PAGE);
    let preview = await liveDemo(page, 'PersistentLocalStorage');

    await preview.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'GBP' }).click();
    await expect(preview.getByText('£75.65')).toBeVisible(); // 89 EUR × 0.85
    expect(await page.evaluate(() => window.localStorage.getItem('toolpad-docs-demo:currency'))).toBe('GBP');

    await page.reload();
    preview = await liveDemo(page, 'PersistentLocalStorage');
    await expect(preview.getByRole('combobox', { name: 'Currency' })).toHaveText('GBP');
    expect(problems.problems).toEqual([]);
  });
});
