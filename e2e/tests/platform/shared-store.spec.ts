import { expect, test } from '@playwright/test';
import { MEMBER_EMAIL, remoteRoot, signInAs } from './session';

test('the session store set by the shell is the one a remote reads', async ({ page }) => {
  await page.goto('/profile');
  // signed out, the account remote reads "signed out" from the store
  await expect(remoteRoot(page, 'mf_account')).toContainText('Please Sign In');

  // the shell signs in (its header and account chooser); the remote re-renders from the same store
  await signInAs(page, MEMBER_EMAIL);
  await expect(remoteRoot(page, 'mf_account')).toContainText('Maya Member');
  await expect(remoteRoot(page, 'mf_account')).not.toContainText('Please Sign In');
});

test('Module Federation gives every remote the shell instance of the shared packages', async ({ page }) => {
  await page.goto('/profile');
  await expect(remoteRoot(page, 'mf_account')).toBeVisible();
  await page.goto('/bycategory');
  await expect(remoteRoot(page, 'mf_promotions')).toBeVisible();
  await page.goto('/');
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();

  const providers = await page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const pkg of ['@bonus-atlas/shared-services', 'zustand', 'react']) {
          for (const info of Object.values(packages[pkg] ?? {})) {
            if (info.loaded) found[pkg] = [...new Set([...(found[pkg] ?? []), info.from])];
          }
        }
      }
    }
    return found;
  });
  expect(providers).toEqual({
    '@bonus-atlas/shared-services': ['shell'],
    zustand: ['shell'],
    react: ['shell'],
  });
});
