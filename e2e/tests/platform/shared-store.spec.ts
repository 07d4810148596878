import { expect, test, type Page } from '@playwright/test';
import { MEMBER_EMAIL, remoteRoot, signIn } from '../support/session';

test('the session store set by the shell is the one a remote reads', async ({ page }) => {
  await page.goto('/profile');
  // signed out, the account remote reads "signed out" from the store
  await expect(remoteRoot(page, 'mf_account')).toContainText('Please Sign In');

  // the shell signs in (its header and account chooser); the remote re-renders from the same store
  await signIn(page, MEMBER_EMAIL);
  await expect(remoteRoot(page, 'mf_account')).toContainText('Maya Member');
  await expect(remoteRoot(page, 'mf_account')).not.toContainText('Please Sign In');
});

/** Which app's copy of each shared package this page loaded, and every package name negotiated. */
function readShareScope(page: Page) {
  return page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, ShareInfo>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const loadedFrom: Record<string, string[]> = {};
    const names = new Set<string>();
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(packages)) {
          names.add(pkg);
          for (const info of Object.values(versions)) {
            if (info.loaded) loadedFrom[pkg] = [...new Set([...(loadedFrom[pkg] ?? []), info.from])];
          }
        }
      }
    }
    return { loadedFrom, names: [...names] };
  });
}

test('Module Federation gives every remote the shell instance of the shared packages', async ({ page }) => {
  await page.goto('/profile');
  await expect(remoteRoot(page, 'mf_account')).toBeVisible();
  // the account section's editing code (its own copy of the domain) reads through the shell's kernel
  expect((await readShareScope(page)).loadedFrom['@bonus-atlas/shared-services/kernel']).toEqual(['shell']);
  await page.goto('/bycategory');
  await expect(remoteRoot(page, 'mf_promotions')).toBeVisible();
  await page.goto('/');
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();

  const shareScope = await readShareScope(page);
  for (const pkg of ['@bonus-atlas/shared-services/kernel', '@bonus-atlas/shared-ui', 'react', 'react-dom']) {
    expect(shareScope.loadedFrom[pkg], pkg).toEqual(['shell']);
  }
  // the domain (records, schemas, queries) is each app's own, at its build's version: never negotiated
  for (const entry of ['@bonus-atlas/shared-services', '@bonus-atlas/shared-services/manage'])
    expect(shareScope.names, entry).not.toContain(entry);
  // the libraries that live inside the kernel and shared-ui (one session store, one query client
  // context, one i18n instance) are not negotiated, so no remote can load a copy of its own; of Firebase,
  // only the SDKs whose instances the kernel makes are, the shell's
  const inside = ['zustand', '@firebase/', '@tanstack/', 'i18next'];
  expect(shareScope.names.filter((name) => inside.some((prefix) => name.startsWith(prefix)))).toEqual([]);
  expect(shareScope.names.filter((name) => name.startsWith('firebase/')).sort()).toEqual([
    'firebase/app',
    'firebase/firestore/lite',
    'firebase/storage',
  ]);
});
