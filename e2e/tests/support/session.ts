import { expect, type Page } from '@playwright/test';

export const ADMIN_EMAIL = 'admin@bonus-atlas.test';
export const MEMBER_EMAIL = 'member@bonus-atlas.test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Signs in through the shell's account chooser (the Auth emulator's stand-in for Google's pop-up):
 * a listed account by its e-mail, or `typed` any e-mail; waits for the header's account menu.
 */
export async function signIn(page: Page, email: string, options: { typed?: boolean } = {}): Promise<void> {
  const header = page.getByTestId('site-header');
  await header.getByRole('button', { name: 'Sign In' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await expect(chooser).toBeVisible();
  if (options.typed) {
    await chooser.getByLabel('E-mail').fill(email);
    await chooser.getByRole('button', { name: 'Continue' }).click();
  } else {
    await chooser.getByRole('button', { name: new RegExp(escapeRegExp(email)) }).click();
  }
  await expect(chooser).toBeHidden();
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Locator of a section root rendered by the given remote. */
export function remoteRoot(page: Page, remote: string) {
  return page.locator(`[data-remote="${remote}"]`).first();
}
