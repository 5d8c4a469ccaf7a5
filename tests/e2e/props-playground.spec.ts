import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { interact } from './helpers';

const MATERIAL_BUTTON_PAGE = '/material-ui/react-button/';
const JOY_BUTTON_PAGE = '/joy-ui/react-button/';

/** The page's playground region, once the page has hydrated. */
async function playground(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  return page.getByRole('region', { name: 'Playground' });
}

/** The code as the code block shows it, line after line. */
const shownCode = (region: Locator) =>
  region
    .locator('pre')
    .evaluate((pre) => Array.from(pre.querySelectorAll('.token-line'), (line) => line.textContent ?? '').join('\n'));

test.describe('props playground', () => {
  test('is a region whose controls are labelled with the props of the API data', async ({ page }) => {
    const region = await playground(page, MATERIAL_BUTTON_PAGE);
    await expect(region).toHaveCount(1);
    const controls = region.locator('select, input');
    expect(await controls.count()).toBeGreaterThanOrEqual(8);
    for (const control of await controls.all()) await expect(control).toHaveAccessibleName(/^[a-zA-Z-]+$/);
    await expect(region.getByRole('combobox', { name: 'variant', exact: true }).locator('option:checked')).toHaveText(
      'text',
    );
    await expect(region.getByRole('combobox', { name: 'color', exact: true })).toBeVisible();
    await expect(region.getByRole('combobox', { name: 'size', exact: true })).toBeVisible();
    await expect(region.getByRole('switch', { name: 'disabled', exact: true })).not.toBeChecked();
    await expect(region.getByRole('switch', { name: 'fullWidth', exact: true })).toBeVisible();
    await expect(region.getByRole('textbox', { name: 'href', exact: true })).toHaveValue('');
    // Styling hooks and nodes get no control.
    await expect(region.getByRole('combobox', { name: 'sx' })).toHaveCount(0);
    await expect(region.getByLabel('startIcon')).toHaveCount(0);
    expect(await shownCode(region)).toBe('<Button>Button</Button>');
    // Nothing of the library loads before the reader comes near.
    await expect(region).toHaveAttribute('data-playground-state', 'static');
  });

  test('shows an outlined Material UI button and its code when the reader picks outlined', async ({ page }) => {
    const region = await playground(page, MATERIAL_BUTTON_PAGE);
    await region.getByRole('combobox', { name: 'variant', exact: true }).selectOption('outlined');
    await expect(region).toHaveAttribute('data-playground-state', 'live');
    const button = region.getByRole('button', { name: 'Button', exact: true });
    await expect(button).toHaveClass(/MuiButton-outlined/);
    expect(await shownCode(region)).toBe('<Button variant="outlined">Button</Button>');
  });

  test('a switch sets a boolean prop, written bare in the code, and Reset clears it', async ({ page }) => {
    const region = await playground(page, MATERIAL_BUTTON_PAGE);
    const disabled = region.getByRole('switch', { name: 'disabled', exact: true });
    await disabled.check();
    await expect(disabled).toBeChecked();
    await expect(region.getByRole('button', { name: 'Button', exact: true })).toBeDisabled();
    expect(await shownCode(region)).toBe('<Button disabled>Button</Button>');

    await region.getByRole('button', { name: 'Reset props' }).click();
    await expect(disabled).not.toBeChecked();
    await expect(region.getByRole('button', { name: 'Button', exact: true })).toBeEnabled();
    expect(await shownCode(region)).toBe('<Button>Button</Button>');
  });

  test('goes live when it is on screen and the reader has interacted', async ({ page }) => {
    const region = await playground(page, MATERIAL_BUTTON_PAGE);
    await interact(page);
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-playground-state', 'live');
    await expect(region.getByRole('button', { name: 'Button', exact: true })).toHaveClass(/MuiButton-text/);
  });

  test('can be used with the keyboard', async ({ page }) => {
    const region = await playground(page, MATERIAL_BUTTON_PAGE);
    const size = region.getByRole('combobox', { name: 'size', exact: true });
    await size.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(region.getByRole('switch', { name: 'disabled', exact: true })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(region.getByRole('button', { name: 'Button', exact: true })).toBeDisabled();
  });

  test('works on a Joy UI page, in Joy UI’s theme', async ({ page }) => {
    const region = await playground(page, JOY_BUTTON_PAGE);
    const variant = region.getByRole('combobox', { name: 'variant', exact: true });
    await expect(variant.locator('option')).toHaveText(['plain', 'outlined', 'soft', 'solid']);
    await variant.selectOption('soft');
    const button = region.getByRole('button', { name: 'Button', exact: true });
    await expect(button).toHaveClass(/MuiButton-variantSoft/);
    expect(await shownCode(region)).toBe('<Button variant="soft">Button</Button>');

    await region.getByRole('combobox', { name: 'color', exact: true }).selectOption('danger');
    await expect(button).toHaveClass(/MuiButton-colorDanger/);
    expect(await shownCode(region)).toBe('<Button color="danger" variant="soft">Button</Button>');
  });
});
