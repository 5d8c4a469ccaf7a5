import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TEMPLATES, TEMPLATES_PATH, templatePath } from '../../src/templates/catalog';
import { gotoSettled, readLayoutShifts, recordLayoutShifts, watchForProblems } from './helpers';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

/**
 * Headings in document order must start at h1, have exactly one h1 and never skip a level going
 * down. ARIA headings count too: the accordion questions are `role="heading"` (an h3 may not hold
 * MUI's summary markup).
 */
async function headingProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const levels = Array.from(
      document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6, [role="heading"][aria-level]'),
    )
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => ({
        level: Number(heading.getAttribute('aria-level') ?? heading.tagName[1]),
        text: heading.textContent?.trim() ?? '',
      }));
    if (levels[0]?.level !== 1) problems.push(`first heading is not an h1: ${JSON.stringify(levels[0])}`);
    if (levels.filter((heading) => heading.level === 1).length !== 1) problems.push('expected exactly one h1');
    levels.forEach((heading, index) => {
      if (index > 0 && heading.level > levels[index - 1].level + 1) {
        problems.push(
          `h${levels[index - 1].level} "${levels[index - 1].text}" is followed by h${heading.level} "${heading.text}"`,
        );
      }
    });
    return problems;
  });
}

/** Visible buttons, links and form fields without an accessible name. */
async function unlabelledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const named = (element: Element) =>
      Boolean(
        element.getAttribute('aria-label') ||
        element.getAttribute('aria-labelledby') ||
        element.getAttribute('title') ||
        (element instanceof HTMLInputElement && element.labels && element.labels.length > 0) ||
        (element instanceof HTMLSelectElement && element.labels && element.labels.length > 0) ||
        (!(element instanceof HTMLInputElement) && element.textContent?.trim()),
      );
    return Array.from(
      document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, [role="button"]'),
    )
      .filter((element) => (element as HTMLElement).getClientRects().length > 0 || element instanceof HTMLInputElement)
      .filter((element) => !(element instanceof HTMLInputElement && element.closest('[aria-hidden="true"]')))
      .filter((element) => !named(element))
      .map((element) => element.outerHTML.slice(0, 120));
  });
}

/** Previews in the viewport that are still loading. */
async function previewsLoadingOnScreen(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      Array.from(document.querySelectorAll<HTMLImageElement>('article img')).filter((image) => {
        const box = image.getBoundingClientRect();
        const onScreen = image.getClientRects().length > 0 && box.bottom > 0 && box.top < window.innerHeight;
        return onScreen && !(image.complete && image.naturalWidth > 0);
      }).length,
  );
}

/** Scrolls down by most of a screen, as a reader would; false once the bottom is already in view. */
async function scrollDown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    if (window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1) return false;
    window.scrollBy({ top: window.innerHeight * 0.75, behavior: 'instant' });
    return true;
  });
}

test.describe('template pages', () => {
  for (const template of TEMPLATES) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${template.slug} renders cleanly at ${viewport.width} px`, async ({ page, baseURL }) => {
        await page.setViewportSize(viewport);
        const watcher = watchForProblems(page, baseURL!);
        const response = await gotoSettled(page, templatePath(template.slug));
        expect(response?.status()).toBe(200);

        await expect(page).toHaveTitle(`${template.title} template · Material UI`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', template.description);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');

        // Full page: no docs navbar or sidebar, the template's own landmarks instead.
        await expect(page.locator('nav.navbar')).toHaveCount(0);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('banner').first()).toBeVisible();
        await expect(page.getByRole('contentinfo').first()).toBeAttached();
        await expect(page.getByRole('navigation', { name: 'Template preview' })).toBeVisible();
        await expect(page.locator('h1')).toBeVisible();

        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, 'horizontal overflow').toBeLessThanOrEqual(viewport.width);
        expect(await headingProblems(page)).toEqual([]);
        expect(await unlabelledControls(page)).toEqual([]);
        expect(watcher.problems).toEqual([]);
      });
    }
  }

  test('titles and descriptions are unique', () => {
    expect(new Set(TEMPLATES.map((template) => template.title)).size).toBe(TEMPLATES.length);
    expect(new Set(TEMPLATES.map((template) => template.description)).size).toBe(TEMPLATES.length);
  });

  test('the preview bar leads back to the gallery', async ({ page }) => {
    await page.goto(templatePath('pricing'));
    await page
      .getByRole('navigation', { name: 'Template preview' })
      .getByRole('link', { name: 'All templates' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${TEMPLATES_PATH}$`));
    await expect(page.locator('h1')).toHaveText('Material UI templates');
  });
});

test.describe('colour mode', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  test('the toggle switches the palette and is remembered per template', async ({ page, baseURL }) => {
    const watcher = watchForProblems(page, baseURL!);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoSettled(page, templatePath('sign-in'));
    const toggle = page.getByRole('button', { name: 'Switch to dark mode' });
    await expect(toggle).toBeVisible();
    const light = await background(page);

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-template-color-scheme', 'dark');
    await expect.poll(() => background(page)).not.toBe(light);
    const dark = await background(page);
    expect(await page.evaluate(() => localStorage.getItem('mui-template-sign-in-mode'))).toBe('dark');

    // Remembered after a reload, painted dark before any interaction.
    await page.reload({ waitUntil: 'networkidle' });
    expect(await background(page)).toBe(dark);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

    // Another template keeps its own setting.
    await gotoSettled(page, templatePath('sign-up'));
    expect(await background(page)).toBe(light);
    expect(watcher.problems).toEqual([]);
  });

  test('without a stored choice the template follows the OS preference', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await gotoSettled(page, templatePath('dashboard'));
    await expect(page.locator('html')).toHaveAttribute('data-template-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
    await context.close();
  });
});

test('the direction toggle sets dir on the template and the document', async ({ page }) => {
  await gotoSettled(page, templatePath('checkout'));
  const root = page.locator('[data-template="checkout"]');
  await expect(root).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'Switch to right-to-left' }).click();
  await expect(root).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'Switch to left-to-right' }).click();
  await expect(root).toHaveAttribute('dir', 'ltr');
});

test.describe('form validation', () => {
  test('sign-in explains empty and malformed input, then shows a success alert', async ({ page }) => {
    await gotoSettled(page, templatePath('sign-in'));
    const form = page.getByRole('form', { name: 'Sign in' });
    const submit = form.getByRole('button', { name: 'Sign in' });
    const email = page.locator('#email');
    const password = page.locator('#password');

    await submit.click();
    await expect(page.getByText('Email is required.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();

    await email.fill('someone@nowhere');
    await password.fill('short');
    await submit.click();
    await expect(page.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

    await email.fill('ada@example.com');
    await password.fill('correct horse');
    await expect(page.getByText('Password must be at least 8 characters.')).toHaveCount(0);
    const url = page.url();
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('Signed in as ada@example.com');
    expect(page.url()).toBe(url);
  });

  test('the password reset dialog validates its email field', async ({ page }) => {
    await gotoSettled(page, templatePath('sign-in-side'));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('Email is required.')).toBeVisible();
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByRole('alert')).toContainText('ada@example.com');
  });

  test('sign-up requires every field and the terms', async ({ page }) => {
    await gotoSettled(page, templatePath('sign-up'));
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.click();
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Email is required.',
      'Password is required.',
      'Please accept the terms to create an account.',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.locator('#firstName').fill('Ada');
    await page.locator('#lastName').fill('Lovelace');
    await page.locator('#email').fill('ada.example.com');
    await page.locator('#password').fill('1234567');
    await submit.click();
    await expect(page.getByText('Enter a valid email address, such as name@example.com.')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();

    await page.locator('#email').fill('ada@example.com');
    await page.locator('#password').fill('Analytical-Engine-1843');
    await page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('Your account for ada@example.com is ready');
  });

  test('checkout walks through shipping, payment and review to a confirmation', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoSettled(page, templatePath('checkout'));
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('Street address is required.')).toBeVisible();

    await page.locator('#firstName').fill('Ada');
    await page.locator('#lastName').fill('Lovelace');
    await page.locator('#email').fill('ada@example.com');
    await page.locator('#address1').fill('12 Clay Lane');
    await page.locator('#city').fill('Portland');
    await page.locator('#region').fill('Oregon');
    await page.locator('#postalCode').fill('97201');
    await page.getByRole('radio', { name: /Express/ }).check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page.getByRole('heading', { name: 'Payment details' })).toBeFocused();
    await page.locator('#cardName').fill('Ada Lovelace');
    await page.locator('#cardNumber').fill('4242424242424241');
    await page.locator('#expiry').fill('0120');
    await page.locator('#cvc').fill('12');
    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page.getByText('Enter a valid card number, such as 4242 4242 4242 4242.')).toBeVisible();
    await expect(page.getByText('This card has expired.')).toBeVisible();
    await expect(page.getByText('The security code is the 3 or 4 digits on your card.')).toBeVisible();

    await page.locator('#cardNumber').fill('4242424242424242');
    await expect(page.locator('#cardNumber')).toHaveValue('4242 4242 4242 4242');
    await page.locator('#expiry').fill('1230');
    await page.locator('#cvc').fill('123');
    await page.getByRole('button', { name: 'Review order' }).click();

    await expect(page.getByRole('heading', { name: 'Review your order' })).toBeVisible();
    await expect(page.getByText('Card ending in 4242')).toBeVisible();
    await page.getByRole('button', { name: /Place order · \$156\.72/ }).click();
    await expect(page.getByRole('alert')).toContainText(/Order KC-\d{6} is confirmed/);
  });
});

test.describe('interactive parts', () => {
  test('the sticky footer rests on the viewport bottom until content pushes it down', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoSettled(page, templatePath('sticky-footer'));
    const footer = page.getByRole('contentinfo');
    const bottom = async () => {
      const box = await footer.boundingBox();
      return box!.y + box!.height;
    };
    expect(Math.abs((await bottom()) - DESKTOP.height)).toBeLessThanOrEqual(1);
    for (let index = 0; index < 6; index += 1) await page.getByRole('button', { name: 'Add a paragraph' }).click();
    expect(await bottom()).toBeGreaterThan(DESKTOP.height + 100);
  });

  test('pricing switches between yearly and monthly prices', async ({ page }) => {
    await page.goto(templatePath('pricing'));
    const team = page.getByRole('article', { name: 'Team' });
    await expect(team).toContainText('$12');
    await page.getByRole('button', { name: 'Monthly', exact: true }).click();
    await expect(team).toContainText('$15');
    await expect(page.getByRole('button', { name: 'Monthly', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the dashboard draws its chart, lists orders and opens its drawer on phones', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoSettled(page, templatePath('dashboard'));
    await expect(page.locator('#revenue svg[role="img"]')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent orders' }).locator('tbody tr')).toHaveCount(7);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('link', { name: /Orders/ }).click();
    await expect(page).toHaveURL(/#orders$/);
  });

  test('blog filters by topic and opens a post', async ({ page }) => {
    await gotoSettled(page, templatePath('blog'));
    await page.getByRole('button', { name: 'Design', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('2 posts for Design');
    await page.getByRole('button', { name: 'A field guide to naming things in a design system' }).click();
    await expect(page.getByRole('dialog', { name: 'A field guide to naming things in a design system' })).toBeVisible();
  });
});

test.describe('gallery', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`nothing shifts while a reader scrolls through it at ${viewport.width} px in ${colorScheme} mode`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ colorScheme });
        await recordLayoutShifts(page);
        await page.goto(TEMPLATES_PATH);
        // The page has hydrated (the fixture waits), which drops the other colour mode's preview from
        // every card: the shifts recorded since the first paint show that moved nothing either.
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        do {
          await expect.poll(() => previewsLoadingOnScreen(page)).toBe(0);
        } while (await scrollDown(page));
        const { score, shifts } = await readLayoutShifts(page);
        expect(score, `layout shifts:\n${shifts.join('\n')}`).toBeLessThan(0.01);
      });
    }
  }

  test('lists every template with a live preview and its source', async ({ page, baseURL }) => {
    const watcher = watchForProblems(page, baseURL!);
    await page.goto(TEMPLATES_PATH);
    await expect(page.locator('nav.navbar')).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(TEMPLATES.length);
    for (const template of TEMPLATES) {
      const card = page.getByRole('article', { name: template.title, exact: true });
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(template.title);
      await expect(card.getByText(template.description)).toBeVisible();
      await expect(card.getByRole('link', { name: /^Live preview/ })).toHaveAttribute(
        'href',
        templatePath(template.slug),
      );
      await expect(card.getByRole('link', { name: /^Source/ })).toHaveAttribute(
        'href',
        `/material-ui/getting-started/templates/${template.slug}/source/`,
      );
      // The light preview (made by scripts/template-previews.mjs) shows with its size fixed up front.
      const preview = card.getByRole('img', { name: `Preview of the ${template.title} template` }).first();
      await expect(preview).toBeVisible();
      await expect(preview).toHaveAttribute('width', '640');
      await expect(preview).toHaveAttribute('height', '400');
      await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);
    }
    expect(watcher.problems).toEqual([]);
  });

  test('client-side navigation into a template and back leaves the docs page untouched', async ({ page, baseURL }) => {
    const watcher = watchForProblems(page, baseURL!);
    await gotoSettled(page, TEMPLATES_PATH);
    const docsBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page
      .getByRole('article', { name: 'Dashboard', exact: true })
      .getByRole('link', { name: /^Live preview/ })
      .click();
    await expect(page.locator('h1')).toHaveText('Overview');
    await expect(page.locator('nav.navbar')).toHaveCount(0);
    await page.getByRole('button', { name: 'Switch to right-to-left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('link', { name: 'All templates' }).click();
    await expect(page.locator('h1')).toHaveText('Material UI templates');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(docsBackground);
    expect(watcher.problems).toEqual([]);
  });

  test('template pages are rendered on the server', async ({ request }) => {
    const html = await (await request.get(templatePath('marketing'))).text();
    expect(html).toContain('Plan the quarter together');
    expect(html).toContain('mui-template-marketing-mode');
  });

  test('template code is not part of the bundles every page loads', async ({ page, request }) => {
    await page.goto('/');
    const scripts = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (script) => script.src),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body, `${src} contains template code`).not.toContain('Plan the quarter together');
      expect(body, `${src} contains template code`).not.toContain('mui-template-');
    }
  });
});
