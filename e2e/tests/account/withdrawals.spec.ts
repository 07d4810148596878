import { expect, test, type Browser, type Page } from '@playwright/test';
import { readDocument, writeDocuments } from '../support/firestore-rest';
import { ADMIN_EMAIL, signIn } from '../support/session';

// A member's payout from request to decision: fresh members per run (a balance must not leak into the
// journeys sharing the database), each credited IDR 60,000 as a ledger entry with its balance.

const RUN = Date.now();
/** A phone number (and bank account) of this run only: the admin finds the request by it. */
const phone = `0812${String(RUN).slice(-8)}`;
const bankAccount = `77${String(RUN).slice(-8)}`;

/** The signed-in member's uid, from their session cookie (an ID token) once the header shows them. */
async function signedInUid(page: Page): Promise<string> {
  await expect
    .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === '__session')?.value ?? '')
    .not.toBe('');
  const token = decodeURIComponent(
    String((await page.context().cookies()).find((cookie) => cookie.name === '__session')?.value),
  );
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
    user_id?: string;
    sub?: string;
  };
  return String(payload.user_id ?? payload.sub);
}

/** IDR 60,000 earned: a bonus entry and the balance it explains, as an admin's credit leaves them. */
async function credit60k(uid: string): Promise<void> {
  const profile = (await readDocument(`users/${uid}`)) ?? {};
  const now = new Date();
  await writeDocuments({
    [`user_transactions/e2e-bonus-${uid}`]: {
      userId: uid,
      amount: 60000,
      type: 'bonus',
      description: 'E2E bonus',
      status: 'completed',
      createdAt: now,
      updatedAt: now,
    },
    [`users/${uid}`]: { ...(profile as Record<string, never>), balance: 60000, totalEarned: 60000, updatedAt: now },
  });
}

async function chooseLanguage(page: Page, language: 'EN' | 'ID'): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${language} `) })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', language.toLowerCase());
}

/** A fresh member with IDR 60,000 on /transactions. */
async function memberWith60k(page: Page, name: string): Promise<string> {
  await page.goto('/transactions');
  await signIn(page, `${name}-${RUN}@bonus-atlas.test`, { typed: true });
  const uid = await signedInUid(page);
  await credit60k(uid);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText(/60\.000/);
  return uid;
}

/** The admin, in a browser of their own, decides the request sent to `account`. */
async function adminDecides(
  browser: Browser,
  account: string,
  decide: (request: ReturnType<Page['locator']>, page: Page) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/admin/withdrawals');
  await signIn(page, ADMIN_EMAIL);
  await expect(page.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  const request = page.getByTestId('withdrawal-request').filter({ hasText: account });
  await expect(request).toHaveCount(1);
  await decide(request, page);
  await expect(page.getByTestId('withdrawal-request').filter({ hasText: account })).toHaveCount(0);
  await context.close();
}

test('a member with IDR 60,000 withdraws 50,000 to DANA; the admin marks it paid with a reference; the member sees Paid', async ({
  page,
  browser,
}) => {
  const uid = await memberWith60k(page, 'payout');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  // a refusal keeps what was typed
  await page.getByLabel(/^Amount/).fill('70000');
  await page.getByLabel('E-wallet provider').selectOption('DANA');
  await page.getByLabel(/^Phone number/).fill(phone);
  await page.getByLabel('Account holder name').fill('Payout Member');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('The amount is more than your balance of IDR 60,000')).toBeVisible();
  await expect(page.getByLabel(/^Phone number/)).toHaveValue(phone);
  await page.getByLabel(/^Amount/).fill('50.000');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Withdrawal requested. Our team will review it soon.')).toBeVisible();

  const row = page.locator('[data-transaction-type="withdrawal"]');
  await expect(row).toContainText(`To DANA •••• ${phone.slice(-4)}`);
  await expect(row).toContainText('Pending');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/10\.000/);
  // the full number is nowhere on the member's page, nor in its server-rendered HTML
  expect(await page.content()).not.toContain(phone);
  expect(await (await page.request.get('/transactions')).text()).not.toContain(phone);
  // one pending request at a time
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is waiting for review' })).toBeVisible();

  await adminDecides(browser, phone, async (request, admin) => {
    await expect(request).toContainText('IDR');
    await expect(request).toContainText('DANA');
    await request.getByRole('button', { name: 'Mark as paid' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Mark this withdrawal as paid' });
    await dialog.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(dialog.getByText('Please enter the transfer reference')).toBeVisible();
    await dialog.getByLabel('Transfer reference').fill(`DANA-${RUN}`);
    await dialog.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(admin.getByText('Marked as paid')).toBeVisible();
  });

  await page.reload();
  await expect(row).toContainText('Paid');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/10\.000/);
  const user = await readDocument(`users/${uid}`);
  expect(user).toMatchObject({ balance: 10000, totalEarned: 60000 });
  expect(user?.pendingWithdrawalId).toBeUndefined();
});

test('in Bahasa Indonesia on a 390 px phone: a request to BCA is refused with a reason and the balance comes back', async ({
  page,
  browser,
}) => {
  await memberWith60k(page, 'refused');
  // the language switch is in the header on a desktop; the choice stays when the window narrows
  await chooseLanguage(page, 'ID');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Tarik Saldo', exact: true }).click();
  await page.getByLabel(/^Jumlah/).fill('50.000');
  await page.getByLabel('Transfer bank').check();
  await page.getByLabel('Bank', { exact: true }).selectOption('BCA');
  await page.getByLabel(/^Nomor rekening/).fill('12ab');
  await page.getByLabel('Nama pemilik rekening').fill('Refused Member');
  await page.getByRole('button', { name: 'Ajukan penarikan' }).click();
  await expect(page.getByText('Masukkan nomor rekening hanya dengan angka (6 sampai 20 digit)')).toBeVisible();
  await page.getByLabel(/^Nomor rekening/).fill(bankAccount);
  // the form fits the phone
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page
    .locator('form[aria-labelledby="withdraw-heading"]')
    .screenshot({ path: test.info().outputPath('withdraw-form-390-id.png') });
  await page.getByRole('button', { name: 'Ajukan penarikan' }).click();
  await expect(page.getByText('Penarikan diajukan. Tim kami akan segera meninjaunya.')).toBeVisible();
  const row = page.locator('[data-transaction-type="withdrawal"]');
  await expect(row).toContainText(`Ke BCA •••• ${bankAccount.slice(-4)}`);
  await expect(row).toContainText('Menunggu');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/10\.000/);

  await adminDecides(browser, bankAccount, async (request, admin) => {
    await request.getByRole('button', { name: 'Refuse' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Refuse this withdrawal' });
    await dialog.getByLabel('Reason').fill('The account holder name does not match the bank.');
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await expect(admin.getByText('Withdrawal refused and the amount returned')).toBeVisible();
  });

  await page.reload();
  await expect(row).toContainText('Ditolak');
  await expect(row).toContainText('Ditolak: The account holder name does not match the bank.');
  await expect(page.getByTestId('wallet-balance')).toHaveText(/60\.000/);
});
