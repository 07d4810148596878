import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';
import { DOCUMENTS, encode, rpc } from '../support/firestore-rest';

// fresh accounts per run: a balance and a break must not leak into the journeys sharing the database
const RUN = Date.now();

/** The signed-in browser's `__session` cookie (its ID token), once the profile is read and the cookie written. */
async function sessionToken(page: Page): Promise<string> {
  await expect(page.getByTestId('site-header').getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === '__session')?.value ?? '')
    .not.toBe('');
  const cookie = (await page.context().cookies()).find((item) => item.name === '__session');
  return decodeURIComponent(String(cookie?.value));
}

function uidOf(idToken: string): string {
  const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    user_id?: string;
    sub?: string;
  };
  return String(payload.user_id ?? payload.sub);
}

/** Sets fields of users/{uid} as the database's owner would (a reward, a break taken elsewhere). */
async function updateProfile(uid: string, data: Record<string, number | Date>): Promise<void> {
  await rpc('commit', {
    writes: [
      {
        update: {
          name: `${DOCUMENTS}/users/${uid}`,
          fields: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)])),
        },
        updateMask: { fieldPaths: Object.keys(data) },
      },
    ],
  });
}

/** The page's first HTML as the browser's first request gets it: with the context's cookies. */
async function firstHtml(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

/** The text of the element marked `data-testid="…"` in raw HTML (tags inside it dropped). */
function testIdText(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</a>`).exec(html);
  return match?.[1] !== undefined ? match[1].replace(/<[^>]+>/g, '').replace(/&nbsp;|\u00a0/g, ' ') : null;
}

test("a signed-in member's first HTML already shows their avatar and balance, theirs alone", async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await signIn(page, `rich-${RUN}@bonus-atlas.test`, { typed: true });
  const uid = uidOf(await sessionToken(page));
  await updateProfile(uid, { balance: 1_250_000, totalEarned: 1_250_000 });

  const { status, headers, html } = await firstHtml(page, '/');
  expect(status).toBe(200);
  expect(html).toContain('data-rendered-for="member"');
  // never kept by the CDN or a shared cache
  expect(headers['cache-control']).toBe('private, no-store');
  expect(html).toContain('aria-label="Account menu"');
  expect(html).not.toMatch(/<button[^>]*>(?:<[^>]+>)*Sign In</);
  const serverBalance = testIdText(html, 'header-balance');
  expect(serverBalance).not.toBeNull();

  // the browser takes the same header over: the same balance, no second render of the page
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText(String(serverBalance).trim());
  await expect(page.getByTestId('header-balance')).toContainText('1');
  await expect(page.locator('fieldset[data-server-markup]')).toHaveCount(0);
  expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);

  // a visitor's first HTML of the same page is the visitor's, cacheable, without anyone's balance
  const visitor = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  const visitorHtml = await (await visitor.get('/')).text();
  expect(visitorHtml).toContain('data-rendered-for="visitor"');
  expect(testIdText(visitorHtml, 'header-balance')).toBeNull();
  await visitor.dispose();
});

test('a member on a break gets no bonus amount in the server HTML, nor after the takeover', async ({ page }) => {
  await page.goto('/');
  await signIn(page, `resting-${RUN}@bonus-atlas.test`, { typed: true });
  const uid = uidOf(await sessionToken(page));
  // a break taken in another browser: only the record knows it (no local copy here)
  await updateProfile(uid, { breakUntil: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000) });

  const visitor = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  // the markup of a Claim Bonus button and of a promotion's amounts (the break notice names them in words)
  for (const [path, amountText] of [
    ['/', 'Claim Bonus</button>'],
    ['/bycategory', '<dt>Max Bonus</dt>'],
    ['/bycategory', '<dd>IDR'],
  ] as const) {
    // what a visitor's HTML shows there, so the member's check below can fail
    expect(await (await visitor.get(path)).text()).toContain(amountText);
    const { status, html } = await firstHtml(page, path);
    expect(status).toBe(200);
    expect(html).toContain('data-rendered-for="member"');
    expect(html).toContain('data-testid="break-notice"');
    expect(html).not.toContain(amountText);
  }
  await visitor.dispose();

  await page.goto('/bycategory');
  await expect(page.getByTestId('break-notice')).toBeVisible();
  await expect(page.locator('[data-remote="mf_promotions"]').first().getByRole('article').first()).toBeVisible();
  await expect(page.locator('fieldset[data-server-markup]')).toHaveCount(0);
  await expect(page.getByText('Max Bonus', { exact: true })).toHaveCount(0);
});
