import { expect, test, type Page } from '@playwright/test';
import { MEMBER_EMAIL, signIn } from '../support/session';

const header = (page: Page) => page.getByTestId('site-header');

/**
 * Holds back the Firebase Auth SDK (the script that names Auth's REST host; the shell's own check for a
 * saved user names Auth's IndexedDB database too, so that name would hold the frame back) until `release`
 * is called; `requested` tells whether the page has asked for it yet.
 */
async function holdAuthSdk(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const state = { requested: false, release };
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('identitytoolkit')) {
      state.requested = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return state;
}

test("a visitor's page shows its brands and Sign In while the Auth SDK has not arrived", async ({ page }) => {
  const auth = await holdAuthSdk(page);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  // the page still starts Auth (to confirm the visitor and for signing in), only once it has settled
  await expect.poll(() => auth.requested, { timeout: 20_000 }).toBe(true);
  auth.release();
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('dialog', { name: 'Choose an account' })).toBeVisible();
});

test('a signed-in user reloading sees no Sign In button on the way to their account menu', async ({ page }) => {
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  // records whether the header ever offers Sign In while the reloaded page starts
  await page.addInitScript(() => {
    const seen = { signIn: false };
    (window as unknown as { __sessionStart: typeof seen }).__sessionStart = seen;
    new MutationObserver(() => {
      const buttons = document.querySelectorAll('[data-testid="site-header"] button');
      if ([...buttons].some((button) => button.textContent?.trim() === 'Sign In')) seen.signIn = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  const sawSignIn = await page.evaluate(
    () => (window as unknown as { __sessionStart: { signIn: boolean } }).__sessionStart.signIn,
  );
  expect(sawSignIn).toBe(false);
});
