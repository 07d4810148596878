import { expect, test, type Page } from '@playwright/test';
import { MEMBER_EMAIL, remoteRoot, signIn } from '../support/session';

const header = (page: Page) => page.getByTestId('site-header');
const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation' });

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

test('the header hides past 100 px scrolling down and returns on scroll up and at the top', async ({ page }) => {
  await page.goto('/');
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();
  // the server's page follows the scroll once the app has taken over
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeEnabled();
  // make the page tall enough whatever the section renders
  await page.evaluate(() => {
    document.body.style.minHeight = '5000px';
  });
  await expect(header(page)).toHaveAttribute('data-visible', 'true');

  await scrollTo(page, 80);
  await expect(header(page)).toHaveAttribute('data-visible', 'true');
  await scrollTo(page, 600);
  await expect(header(page)).toHaveAttribute('data-visible', 'false');
  await expect(header(page)).not.toBeInViewport();

  await scrollTo(page, 400);
  await expect(header(page)).toHaveAttribute('data-visible', 'true');
  await expect(header(page)).toBeInViewport();

  await scrollTo(page, 1200);
  await expect(header(page)).toHaveAttribute('data-visible', 'false');
  await scrollTo(page, 0);
  await expect(header(page)).toHaveAttribute('data-visible', 'true');
});

test('signed out: the menu opens and closes, lists the public links and offers Sign In with Google', async ({
  page,
}) => {
  await page.goto('/');
  await expect(menu(page)).toBeHidden();
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByRole('heading', { name: 'Navigation' })).toBeVisible();
  for (const name of ['Home', 'By Categories', 'By Brands', 'Welcome Bonus', 'Create Brand']) {
    await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu(page).getByRole('link', { name: 'My Brands' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'My Wallet' })).toHaveCount(0);
  await expect(menu(page).getByRole('button', { name: 'Sign In with Google' })).toBeVisible();

  await menu(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(menu(page)).toBeHidden();

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeFocused();

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await menu(page).getByRole('link', { name: 'By Categories' }).click();
  await expect(menu(page)).toBeHidden();
  await expect(page).toHaveURL('/bycategory');
  await expect(remoteRoot(page, 'mf_promotions')).toBeVisible();
});

test('signing in from the menu goes to /profile; signed in the menu has the profile block, My Brands and My Wallet', async ({
  page,
}) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await menu(page).getByRole('button', { name: 'Sign In with Google' }).click();
  await page
    .getByRole('dialog', { name: 'Choose an account' })
    .getByRole('button', { name: /member@bonus-atlas\.test/ })
    .click();
  await expect(page).toHaveURL('/profile');
  await expect(remoteRoot(page, 'mf_account')).toContainText('Maya Member');

  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(menu(page).getByRole('button', { name: /View Profile/ })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'My Brands' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'My Wallet' })).toBeVisible();
  await expect(menu(page).getByRole('button', { name: 'Sign In with Google' })).toHaveCount(0);
  await menu(page).getByRole('link', { name: 'My Wallet' }).click();
  await expect(page).toHaveURL('/transactions');
});

test('signed in the header shows the compact balance and the avatar menu; Sign Out returns to /', async ({ page }) => {
  await page.goto('/welcomebonus');
  await signIn(page, MEMBER_EMAIL);
  await expect(header(page).getByTestId('header-balance')).toHaveText(/^IDR\s?[\d.,]+[kM]?$/);
  const avatar = header(page).getByRole('button', { name: 'Account menu' });
  await expect(avatar).toContainText('MM');

  await avatar.click();
  for (const name of ['Profile', 'My Brands', 'My Wallet', 'Sign Out']) {
    await expect(page.getByRole('menuitem', { name })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'My Brands' }).click();
  await expect(page).toHaveURL('/mybrands');

  await avatar.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});
