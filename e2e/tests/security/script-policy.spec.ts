import { expect, test, type Page } from '@playwright/test';
import { listCollection } from '../support/firestore-rest';
import { expectScriptPolicy, watchViolations } from '../support/script-policy';
import { ADMIN_EMAIL, signIn } from '../support/session';

// The pages' script policy (functions/http-headers.mjs): every page the local servers serve carries a
// Content-Security-Policy that names where scripts may come from (no inline script but the server
// render's own, by hash; no eval), and every page works under it, for a visitor and for an admin (who
// sees every page: public, member and admin ones).

type PageList = { pages: { paths: string[]; access: string }[] };

/** Every page address the served page lists declare, with a real value for each parameter. */
async function servedAddresses(page: Page): Promise<{ path: string; access: string }[]> {
  const html = await (await page.request.get('/')).text();
  const lists = JSON.parse(
    /<script type="application\/json" id="page-lists">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
  ) as Record<string, PageList>;
  const [brand] = await listCollection('brands');
  const values: Record<string, string> = {
    slugOrId: String(brand?.slug),
    slug: 'welcome-bonus',
    id: String(brand?.id),
  };
  return Object.values(lists).flatMap((list) =>
    list.pages.flatMap((entry) =>
      entry.paths.map((path) => ({
        path: path.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? 'x'),
        access: entry.access,
      })),
    ),
  );
}

test('every served page carries the script policy and works under it, for a visitor and an admin', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);
  const addresses = await servedAddresses(page);
  expect(addresses.length).toBeGreaterThan(10);

  for (const { path } of addresses.filter((address) => address.access === 'public')) {
    const response = await page.goto(path);
    expectScriptPolicy(response?.headers()['content-security-policy']);
    await expect(page.getByTestId('site-header'), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // the Indonesian pages and a page that is not there are pages too
  for (const path of ['/id', '/id/bycategory', '/no-such-page']) {
    const response = await page.goto(path);
    expectScriptPolicy(response?.headers()['content-security-policy']);
    await page.waitForLoadState('networkidle');
  }
  expect(violations, 'as a visitor').toEqual([]);

  // signed in: the account chooser, the member's own pages, the admin remote from its gate
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  for (const { path } of addresses) {
    const response = await page.goto(path);
    expectScriptPolicy(response?.headers()['content-security-policy']);
    await expect(page.getByTestId('site-header'), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Wrong Info Reports', level: 2 })).toBeVisible();
  expect(violations, 'as an admin').toEqual([]);
});

test('a script injected into a page does not run', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  const ran = await page.evaluate(async () => {
    const flag = window as unknown as { injected?: boolean };
    const inline = document.createElement('script');
    inline.textContent = 'window.injected = true';
    document.body.append(inline);
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.injected = true');
    image.src = 'data:,not-an-image';
    document.body.append(image);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return flag.injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(violations.every((text) => /script-src/.test(text))).toBe(true);
});

test('the session cookie is HttpOnly: the server sets it at sign-in, no script reads it, sign-out clears it', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL);
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === '__session')?.httpOnly)
    .toBe(true);
  const cookie = (await page.context().cookies()).find((item) => item.name === '__session');
  expect(cookie).toMatchObject({ sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('__session');
  // the admin remote's gate still gets it: the admin pages load
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: 'Wrong Info Reports', level: 2 })).toBeVisible();

  // another site cannot set a session for the visitor (a sign-in as the attacker)
  const crossSite = await page.request.post('/api/session', {
    headers: { 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'application/json' },
    data: { idToken: cookie?.value },
  });
  expect(crossSite.status()).toBe(403);

  await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect.poll(async () => (await page.context().cookies()).some((item) => item.name === '__session')).toBe(false);
});
