import { expect, type Page } from '@playwright/test';

export const ADMIN_EMAIL = 'admin@bonus-atlas.test';
export const MEMBER_EMAIL = 'member@bonus-atlas.test';

/** Signs in through the shell's account chooser (Auth emulator) and waits for the avatar. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.getByTestId('site-header').getByRole('button', { name: 'Sign In' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await chooser.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Locator of a section root rendered by the given remote. */
export function remoteRoot(page: Page, remote: string) {
  return page.locator(`[data-remote="${remote}"]`).first();
}
