import { execFileSync } from 'node:child_process';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test, type Page, type Request } from '@playwright/test';
import { signIn } from '../support/session';
import { DOCUMENTS, encode, rpc, writeDocuments } from '../support/firestore-rest';
import { buildOf } from '../support/stack';

// My Brands and the wallet show one member's own data: a signed-in member's first HTML already has it
// (rendered on the server, read as them), a visitor's never does. Fresh accounts and brands per run.
const RUN = Date.now();
const OWN_BRAND = `Own Brand ${RUN}`;
const OTHER_BRAND = `Someone Else's Brand ${RUN}`;

/** The signed-in browser's ID token from its `__session` cookie, once the app has written it. */
async function sessionToken(page: Page): Promise<string> {
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

/** The page's first HTML as the browser's first request gets it: with the context's cookies. */
async function firstHtml(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

/** The member's data, written as the database's owner: two brands (theirs with 2 promotions, another's), a reward. */
async function seedMember(uid: string): Promise<void> {
  const now = new Date();
  await rpc('commit', {
    writes: [
      {
        update: {
          name: `${DOCUMENTS}/users/${uid}`,
          fields: { balance: encode(1_250_000), totalEarned: encode(1_255_000) },
        },
        updateMask: { fieldPaths: ['balance', 'totalEarned'] },
      },
    ],
  });
  const brand = (name: string, slug: string, createdBy: string) => ({
    name,
    slug,
    description: 'A brand of the server-render journey',
    welcomeBonus: '100%',
    websiteUrl: 'https://example.com',
    verified: false,
    acceptsCrypto: false,
    rating: 4.2,
    logoImage: '',
    coverImage: '',
    features: [],
    createdBy,
    createdAt: now,
    updatedAt: now,
  });
  await writeDocuments({
    [`brands/own-${RUN}`]: brand(OWN_BRAND, `own-brand-${RUN}`, uid),
    [`brands/other-${RUN}`]: brand(OTHER_BRAND, `other-brand-${RUN}`, `someone-else-${RUN}`),
    [`brands/own-${RUN}/promotions/first`]: { title: 'First', brandId: `own-${RUN}`, createdAt: now },
    [`brands/own-${RUN}/promotions/second`]: { title: 'Second', brandId: `own-${RUN}`, createdAt: now },
    [`user_transactions/reward-${RUN}`]: {
      userId: uid,
      amount: 5000,
      type: 'bonus',
      description: `Welcome gift ${RUN}`,
      status: 'completed',
      createdAt: now,
      updatedAt: now,
    },
  });
}

/** Firestore reads of a collection the browser makes (Firestore Lite's REST calls), with their bodies. */
function collectionReads(page: Page, collectionId: string): Request[] {
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (
      /:(runQuery|runAggregationQuery)$/.test(new URL(request.url()).pathname) &&
      (request.postData() ?? '').includes(`"${collectionId}"`)
    )
      reads.push(request);
  });
  return reads;
}

function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test("a member's first HTML of My Brands and the wallet shows their data, and the app takes it over without reading it again", async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await page.goto('/');
  await signIn(page, `account-pages-${RUN}@bonus-atlas.test`, { typed: true });
  const uid = uidOf(await sessionToken(page));
  await seedMember(uid);

  const brandsPage = await firstHtml(page, '/mybrands');
  expect(brandsPage.status).toBe(200);
  expect(brandsPage.html).toContain('data-rendered-for="member"');
  expect(brandsPage.headers['cache-control']).toBe('private, no-store');
  expect(brandsPage.html).toContain(OWN_BRAND);
  expect(brandsPage.html).not.toContain(OTHER_BRAND);
  // the promotion count of the member's brand, in its row
  const row = new RegExp(`${OWN_BRAND}</a>.*?<td[^>]*>2</td>`).exec(brandsPage.html);
  expect(row).not.toBeNull();

  const walletPage = await firstHtml(page, '/transactions');
  expect(walletPage.status).toBe(200);
  expect(walletPage.html).toContain('data-rendered-for="member"');
  expect(walletPage.headers['cache-control']).toBe('private, no-store');
  expect(walletPage.html).toMatch(/data-testid="wallet-balance"[^>]*>[^<]*1\.250\.000/);
  expect(walletPage.html).toContain(`Welcome gift ${RUN}`);
  expect(walletPage.html).toContain('data-transaction-type="bonus"');

  // the browser takes My Brands over: the same rows, no hydration error, no second read of the brands
  const brandReads = collectionReads(page, 'brands');
  await page.goto('/mybrands');
  await expect(page.getByRole('link', { name: OWN_BRAND, exact: true })).toBeVisible();
  await expect(page.locator('fieldset[data-server-markup]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  expect(brandReads).toEqual([]);

  // and the wallet: its balance and row as the server sent them, no second read of the transactions
  const transactionReads = collectionReads(page, 'user_transactions');
  await page.goto('/transactions');
  await expect(page.getByTestId('wallet-balance')).toContainText('1.250.000');
  await expect(page.getByText(`Welcome gift ${RUN}`)).toBeVisible();
  await expect(page.locator('fieldset[data-server-markup]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  expect(transactionReads).toEqual([]);
  expect(errors).toEqual([]);
});

test("a visitor's HTML of My Brands and the wallet carries no member's data, with no cookie, a forged or a hand-made unsigned one", async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, `account-pages-owner-${RUN}@bonus-atlas.test`, { typed: true });
  const uid = uidOf(await sessionToken(page));
  await seedMember(uid);
  // the member's own HTML has it, so the visitor's checks below can fail
  expect((await firstHtml(page, '/mybrands')).html).toContain(OWN_BRAND);

  const origin = new URL(page.url()).origin;
  const forged = `${(await sessionToken(page)).split('.').slice(0, 2).join('.')}.not-signed`;
  // an unsigned token (alg none, as the Auth emulator's own) made from public facts alone: the member's
  // uid (brands.createdBy, comments.authorUid) and the project
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: 'https://securetoken.google.com/demo-bonus-atlas',
    aud: 'demo-bonus-atlas',
    sub: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
  })}.`;
  const visitors: Record<string, string>[] = [
    {},
    { cookie: `__session=${encodeURIComponent(forged)}` },
    { cookie: `__session=${unsigned}` },
  ];
  for (const headers of visitors) {
    const visitor = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: headers });
    for (const path of ['/mybrands', '/transactions']) {
      const response = await visitor.get(path);
      const html = await response.text();
      expect(response.status()).toBe(200);
      expect(html).not.toContain('data-rendered-for="member"');
      expect(html).not.toContain(OWN_BRAND);
      expect(html).not.toContain(`Welcome gift ${RUN}`);
      expect(html).not.toContain('1.250.000');
      expect(html).not.toContain('id="server-member"');
    }
    await visitor.dispose();
  }

  // the visitor's browser renders the page's sign-in prompt
  const visitorPage = await page.context().browser()!.newPage();
  await visitorPage.goto(`${origin}/mybrands`);
  await expect(visitorPage.getByText(OWN_BRAND)).toHaveCount(0);
  await expect(visitorPage.getByText('You need to be logged in to view your brands')).toBeVisible();
  await visitorPage.close();
});

const root = path.resolve(import.meta.dirname, '../../..');
/** What shows the shell was neither rebuilt nor restarted: its page and its server bundle stay as they were. */
const SHELL_FILES = [path.join(buildOf('shell'), 'index.html'), path.join(buildOf('shell-server'), 'render-page.cjs')];
const MY_BRANDS_DATA = 'mf-account/src/pages/MyBrandsPage.data.ts';
const AUTHOR_NAME = '(author === uid && profile?.displayName) || shortenId(author)';

/** Builds mf-account into the folder the stack serves (the build inherits ATLAS_OUT_DIR), as a deploy of it alone. */
function buildAccount(): void {
  execFileSync('npm', ['run', 'build', '-w', '@bonus-atlas/mf-account'], {
    cwd: root,
    stdio: 'pipe',
    timeout: 240_000,
  });
}

test("mf-account redeployed alone: a change to what My Brands reads is in the member's server HTML, the shell untouched", async ({
  page,
}) => {
  test.setTimeout(600_000);
  await page.goto('/');
  await signIn(page, `account-pages-deploy-${RUN}@bonus-atlas.test`, { typed: true });
  await seedMember(uidOf(await sessionToken(page)));
  expect((await firstHtml(page, '/mybrands')).html).toContain(OWN_BRAND);
  const shellBefore = SHELL_FILES.map((file) => statSync(file).mtimeMs);

  // the author column's name as My Brands' server loader reads it: a change of the account team's alone
  const original = readFileSync(path.join(root, MY_BRANDS_DATA), 'utf8');
  expect(original).toContain(AUTHOR_NAME);
  try {
    writeFileSync(
      path.join(root, MY_BRANDS_DATA),
      original.replace(AUTHOR_NAME, '`Redeployed ${(author === uid && profile?.displayName) || shortenId(author)}`'),
    );
    buildAccount();
    // the server reads the remote's manifest again every few seconds, then renders with its new server code
    await expect
      .poll(async () => (await firstHtml(page, '/mybrands')).html, { timeout: 30_000, intervals: [1000] })
      .toMatch(new RegExp(`${OWN_BRAND}</a>.*?>Redeployed [^<]+<`));
  } finally {
    writeFileSync(path.join(root, MY_BRANDS_DATA), original);
    buildAccount();
  }
  await expect
    .poll(async () => (await firstHtml(page, '/mybrands')).html, { timeout: 30_000, intervals: [1000] })
    .not.toContain('>Redeployed ');
  expect((await firstHtml(page, '/mybrands')).html).toContain(OWN_BRAND);
  expect(SHELL_FILES.map((file) => statSync(file).mtimeMs)).toEqual(shellBefore);
});
