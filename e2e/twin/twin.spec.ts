import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { initializeApp, getApps } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { PAGE_SECURITY_HEADERS } from '../../functions/http-headers.mjs';
import { expectScriptPolicy, watchViolations } from '../tests/support/script-policy';
import { ADMIN_EMAIL, MEMBER_EMAIL, signIn } from '../tests/support/session';

// The twin's hosting is production-shaped and serves no demo accounts (only the local launcher does):
// the account chooser offers the e-mail form, which signs the same account in (its uid follows the e-mail).
const TYPED = { typed: true };
import { adminRole, bareClient, CATALOG_SITE, ROOT, sessionToken, SITE, TWIN } from './twin';

const run = promisify(execFile);
// read when a test runs: the twin packages its tree (build/deploy/twin) as it starts
const adminFiles = () =>
  readdirSync(path.join(ROOT, 'build/deploy/twin/functions/admin-dist/js')).filter((file) => file.endsWith('.js'));

function expectPageSecurityHeaders(headers: Record<string, string>) {
  for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS))
    if (name !== 'Content-Security-Policy') expect(headers[name.toLowerCase()]).toBe(value);
  // the page policy names the twin's remotes and emulators: checked by its directives
  expectScriptPolicy(headers['content-security-policy']);
}

test('a visitor gets server-rendered pages through the shellPage rewrite, with the deployed headers', async ({
  page,
}) => {
  const client = await bareClient();
  const home = await client.get(`${SITE}/`);
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toContain('data-rendered-for="visitor"');
  expect(home.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
  expectPageSecurityHeaders(home.headers());

  const brandPath = /href="(\/brand\/[a-z0-9-]+)"/.exec(html)?.[1];
  expect(brandPath).toBeTruthy();
  const brand = await client.get(`${SITE}${brandPath}`);
  expect(await brand.text()).toContain('data-rendered-for="visitor"');
  expectPageSecurityHeaders(brand.headers());

  // the browser takes the page over from the twin's Hosting, remotes and emulators
  await page.goto(brandPath!);
  await expect(page.locator('html[data-rendered-for="visitor"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('a page one remote added is routed and rendered by shellPage from the page lists, the admin list open to all', async ({
  page,
}) => {
  const client = await bareClient();
  const landing = await client.get(`${SITE}/category/welcome-bonus`);
  expect(landing.status()).toBe(200);
  const html = await landing.text();
  expect(html).toContain('data-rendered-for="visitor"');
  expect(html).toContain('<title>Welcome Bonus promotions from every brand | Bonus Atlas</title>');
  // every page carries every remote's list, the admin remote's included (data, not its code)
  const lists = JSON.parse(/<script type="application\/json" id="page-lists">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
  expect(Object.keys(lists).sort()).toEqual(['mf_account', 'mf_admin', 'mf_catalog', 'mf_promotions']);
  expect((await client.get(`${SITE}/category/free-money`)).status()).toBe(404);
  const adminList = await client.get(`${SITE}/mf-admin/pages.json`);
  expect(adminList.status()).toBe(200);
  expect((await adminList.json()).remote).toBe('mf_admin');
  expect((await client.get(`${SITE}/mf-admin/mf-manifest.json`)).status()).toBe(401);

  await page.goto('/category/welcome-bonus');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Bonus promotions' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
});

test('caching as deployed: hashed files immutable, entry files and function answers revalidated', async () => {
  const client = await bareClient();
  const shellChunk = readdirSync(path.join(ROOT, 'build/deploy/twin/hosting/shell/js')).find((file) =>
    /\.[0-9a-f]{8}\.js$/.test(file),
  );
  const catalogChunk = readdirSync(path.join(ROOT, 'build/deploy/twin/hosting/mf-catalog/js')).find((file) =>
    file.endsWith('.js'),
  );
  const header = async (url: string) => (await client.get(url)).headers()['cache-control'];
  expect(await header(`${SITE}/js/${shellChunk}`)).toBe('public, max-age=31536000, immutable');
  expect(await header(`${SITE}/remotes.json`)).toBe('no-cache');
  expect(await header(`${CATALOG_SITE}/js/${catalogChunk}`)).toBe('public, max-age=31536000, immutable');
  expect(await header(`${CATALOG_SITE}/remoteEntry.js`)).toBe('no-cache');
  expect(await header(`${CATALOG_SITE}/mf-manifest.json`)).toBe('no-cache');
  // a remote's stylesheets and server code: hashed names immutable, the rest revalidated
  const catalogTree = path.join(ROOT, 'build/deploy/twin/hosting/mf-catalog');
  const hashed = (folder: string) =>
    readdirSync(path.join(catalogTree, folder)).find((file) => /\.[0-9a-f]{8}\.(js|css)$/.test(file));
  const serverEntry = readdirSync(path.join(catalogTree, 'server')).find((file) => /^remoteEntry\..+\.js$/.test(file));
  for (const file of [`css/${hashed('css')}`, `server/js/${hashed('server/js')}`, `server/${serverEntry}`])
    expect(await header(`${CATALOG_SITE}/${file}`), file).toBe('public, max-age=31536000, immutable');
  for (const file of ['pages.json', 'server/mf-manifest.json'])
    expect(await header(`${CATALOG_SITE}/${file}`), file).toBe('no-cache');
  // function answers: no Hosting header turns them immutable
  for (const url of [`${SITE}/js/`, `${SITE}/mf-admin/remoteEntry.js`, `${SITE}/mf-admin/js/${adminFiles()[0]}`]) {
    expect(await header(url)).not.toContain('immutable');
  }
  // the shell's index.html is never a static file that would shadow the rendered page
  expectScriptPolicy((await client.get(`${SITE}/index.html`)).headers()['content-security-policy']);
});

test('the admin gate refuses a visitor (401) and a member (403), admits an admin (200), and /admin works', async ({
  browser,
}) => {
  const [chunk] = adminFiles();
  expect(chunk).toBeTruthy();
  const files = ['/mf-admin/mf-manifest.json', '/mf-admin/remoteEntry.js', `/mf-admin/js/${chunk}`];
  const statuses = async (cookie?: string) => {
    const client = await bareClient(cookie);
    return Promise.all(files.map(async (file) => (await client.get(`${SITE}${file}`)).status()));
  };
  expect(new Set(await statuses())).toEqual(new Set([401]));

  const member = await browser.newPage();
  await member.goto('/');
  await signIn(member, MEMBER_EMAIL, TYPED);
  expect(new Set(await statuses(`__session=${await sessionToken(member)}`))).toEqual(new Set([403]));

  const admin = await browser.newPage();
  await admin.goto('/');
  await signIn(admin, ADMIN_EMAIL, TYPED);
  const adminCookie = `__session=${await sessionToken(admin)}`;
  expect(new Set(await statuses(adminCookie))).toEqual(new Set([200]));
  const client = await bareClient(adminCookie);
  expect((await client.get(`${SITE}/mf-admin/remoteEntry.js`)).headers()['cache-control']).toBe('private, no-cache');
  expect((await client.get(`${SITE}/mf-admin/js/${chunk}`)).headers()['cache-control']).toBe(
    'private, max-age=31536000, immutable',
  );
  await admin.goto('/admin/reports');
  await expect(admin.getByRole('heading', { name: 'Wrong Info Reports', level: 2 })).toBeVisible();
});

test('a malformed session cookie or address is answered 400, never a crash', async () => {
  for (const cookie of ['__session=%E0%A4%A', '__session=not-a-token', '__session="quoted"']) {
    const response = await (await bareClient(cookie)).get(`${SITE}/mf-admin/remoteEntry.js`);
    expect(response.status(), cookie).toBe(400);
  }
  // the function itself, as Hosting would call it, with an address it cannot decode
  const direct = await (
    await bareClient()
  ).get(`${TWIN.functions}/demo-bonus-atlas/asia-southeast2/adminGate/mf-admin/%E0%A4%A`);
  expect(direct.status()).toBe(400);
  const page = await (await bareClient()).get(`${TWIN.functions}/demo-bonus-atlas/asia-southeast2/shellPage/%E0%A4%A`);
  expect(page.status()).toBe(400);
  // and the gate still answers afterwards
  expect((await (await bareClient()).get(`${SITE}/mf-admin/remoteEntry.js`)).status()).toBe(401);
});

test('the role is read on every request, and a revoked or disabled admin is refused at once', async ({ browser }) => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = TWIN.authHost;
  const app = getApps()[0] ?? initializeApp({ projectId: 'demo-bonus-atlas' });
  const auth = getAuth(app);
  const email = 'rina@bonus-atlas.test';
  const page = await browser.newPage();
  await page.goto('/');
  await signIn(page, email, TYPED);
  const cookie = `__session=${await sessionToken(page)}`;
  const status = async () => (await (await bareClient(cookie)).get(`${SITE}/mf-admin/mf-manifest.json`)).status();
  const { uid } = await auth.getUserByEmail(email);
  try {
    expect(await status()).toBe(403);
    expect(await adminRole('grant', email)).toContain('is now admin');
    expect(await status()).toBe(200);

    // revocation counts whole seconds: a token issued in this second would still pass. (The Auth
    // emulator checks revocation whatever the flag; scripts/test/functions.test.mjs pins checkRevoked.)
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await auth.revokeRefreshTokens(uid);
    expect(await status()).toBe(401);
  } finally {
    expect(await adminRole('revoke', email)).toContain('is now member');
  }

  // a disabled account: its (still unexpired, unrevoked) token is refused too
  const fresh = await browser.newPage();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await fresh.goto('/');
  await signIn(fresh, MEMBER_EMAIL, TYPED);
  const memberCookie = `__session=${await sessionToken(fresh)}`;
  const member = await auth.getUserByEmail(MEMBER_EMAIL);
  await adminRole('grant', MEMBER_EMAIL);
  try {
    expect((await (await bareClient(memberCookie)).get(`${SITE}/mf-admin/mf-manifest.json`)).status()).toBe(200);
    await auth.updateUser(member.uid, { disabled: true });
    expect((await (await bareClient(memberCookie)).get(`${SITE}/mf-admin/mf-manifest.json`)).status()).toBe(401);
  } finally {
    await auth.updateUser(member.uid, { disabled: false });
    await adminRole('revoke', MEMBER_EMAIL);
  }
});

test('one remote redeployed alone is served by the running twin at once', async ({ page }) => {
  const built = path.join(ROOT, 'build/out/twin/mf-catalog');
  const entryFile = path.join(built, 'remoteEntry.js');
  const manifestFile = path.join(built, 'mf-manifest.json');
  const entry = readFileSync(entryFile, 'utf8');
  const manifest = readFileSync(manifestFile, 'utf8');
  const stamp = `redeployed-${Date.now()}`;
  const redeploy = () =>
    run(process.execPath, ['scripts/deploy/deploy.mjs', 'mf-catalog', '--env', 'twin', '--skip-build'], {
      cwd: ROOT,
      timeout: 60_000,
    });
  try {
    // a new build of mf-catalog: its entry and manifest differ (the stamp), its chunks are the same files
    writeFileSync(entryFile, `${entry}\n// ${stamp}\n`);
    const parsed = JSON.parse(manifest);
    parsed.metaData.buildInfo = { ...parsed.metaData.buildInfo, buildVersion: stamp };
    writeFileSync(manifestFile, JSON.stringify(parsed));
    await redeploy();
    const client = await bareClient();
    expect(await (await client.get(`${CATALOG_SITE}/remoteEntry.js`)).text()).toContain(stamp);
    expect((await (await client.get(`${CATALOG_SITE}/mf-manifest.json`)).json()).metaData.buildInfo.buildVersion).toBe(
      stamp,
    );
    // the shell was not redeployed and loads the new remote
    const entryRequest = page.waitForRequest(`${CATALOG_SITE}/remoteEntry.js`);
    await page.goto('/');
    const response = await (await entryRequest).response();
    expect(await response?.text()).toContain(stamp);
    await expect(page.locator('[data-remote="mf_catalog"]').first()).toBeVisible();
  } finally {
    writeFileSync(entryFile, entry);
    writeFileSync(manifestFile, manifest);
    await redeploy();
  }
});

test('a hand-made unsigned session cookie naming a member renders none of their pages', async ({ browser }) => {
  const member = await browser.newPage();
  await member.goto('/');
  await signIn(member, MEMBER_EMAIL, TYPED);
  const token = await sessionToken(member);
  // the page server set it HttpOnly through the Hosting rewrite: no script of the page reads it
  const cookie = (await member.context().cookies(SITE)).find((item) => item.name === '__session');
  expect(cookie?.httpOnly).toBe(true);
  expect(await member.evaluate(() => document.cookie)).not.toContain('__session');
  const uid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).user_id as string;
  // the member's own cookie gets their wallet rendered with their e-mail, so the check below can fail
  const own = await (await (await bareClient(`__session=${token}`)).get(`${SITE}/transactions`)).text();
  expect(own).toContain('data-rendered-for="member"');
  expect(own).toContain(MEMBER_EMAIL);

  // an unsigned token (alg none, as the Auth emulator's own) from public facts alone: the uid and the project
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: 'https://securetoken.google.com/demo-bonus-atlas',
    aud: 'demo-bonus-atlas',
    sub: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
  })}.`;
  const response = await (await bareClient(`__session=${forged}`)).get(`${SITE}/transactions`);
  const html = await response.text();
  expect(response.status()).toBe(200);
  expect(html).not.toContain('data-rendered-for="member"');
  expect(html).not.toContain(MEMBER_EMAIL);
  expect(html).not.toContain('id="server-member"');
});

test('every page of the twin works under its script policy, for a visitor and an admin', async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchViolations(page);
  const home = await page.goto('/');
  expectScriptPolicy(home?.headers()['content-security-policy']);
  const brandPath = await page.locator('main a[href^="/brand/"]').first().getAttribute('href');
  const visitorPages = [
    '/',
    brandPath!,
    '/bycategory',
    '/bybrands',
    '/welcomebonus',
    '/category/welcome-bonus',
    '/id',
    '/search',
  ];
  for (const path of visitorPages) {
    const response = await page.goto(path);
    expectScriptPolicy(response?.headers()['content-security-policy']);
    await expect(page.getByTestId('site-header'), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations, 'as a visitor').toEqual([]);
  await page.goto('/');
  await signIn(page, ADMIN_EMAIL, TYPED);
  for (const path of [
    '/profile',
    '/transactions',
    '/mybrands',
    '/create-brand',
    '/admin',
    '/admin/reports',
    '/admin/comments',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('site-header'), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await expect(
    page.getByRole('heading', { name: 'Admin Dashboard' }).or(page.getByRole('heading', { level: 2 }).first()),
  ).toBeVisible();
  expect(violations, 'as an admin').toEqual([]);
});

test('a hand-made unsigned cookie naming the admin gets no admin code from the gate', async ({ browser }) => {
  const admin = await browser.newPage();
  await admin.goto('/');
  await signIn(admin, ADMIN_EMAIL, TYPED);
  const token = await sessionToken(admin);
  expect((await (await bareClient(`__session=${token}`)).get(`${SITE}/mf-admin/mf-manifest.json`)).status()).toBe(200);
  const uid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).user_id as string;
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const forged = `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: 'https://securetoken.google.com/demo-bonus-atlas',
    aud: 'demo-bonus-atlas',
    sub: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
  })}.`;
  for (const file of ['/mf-admin/mf-manifest.json', '/mf-admin/remoteEntry.js'])
    expect((await (await bareClient(`__session=${forged}`)).get(`${SITE}${file}`)).status(), file).toBe(401);
});
