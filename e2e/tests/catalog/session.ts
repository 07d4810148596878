import { expect, type Page } from '@playwright/test';

/** Signs in through the shell's local account chooser: a demo account by e-mail, or any typed e-mail. */
export async function signIn(page: Page, email: string, options: { typed?: boolean } = {}): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  await expect(chooser).toBeVisible();
  if (options.typed) {
    await chooser.getByLabel('E-mail').fill(email);
    await chooser.getByRole('button', { name: 'Continue' }).click();
  } else {
    await chooser.getByRole('button', { name: new RegExp(email.replace(/[.@]/g, '\\$&')) }).click();
  }
  await expect(chooser).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeHidden();
}
