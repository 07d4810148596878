import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { MEMBER_EMAIL, signIn } from '../support/session';
import { PORTS } from '../support/stack';

// Auth down (the Auth emulator paused with SIGSTOP): a signed-in member sees the site as a visitor
// would, with a notice, instead of a blank "Loading..." for as long as Auth's SDK waits (30 s); a
// sign-in gives up with a message; and once Auth answers the member is signed in again.

/** The process listening on the Auth emulator's port. */
function authPid(): number {
  const listing = execFileSync('ss', ['-ltnpH', `sport = :${PORTS.auth}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(listing)?.[1];
  if (!pid) throw new Error(`no process found on :${PORTS.auth} (${listing})`);
  return Number(pid);
}

/** Within this a page shows (the session's 8 s deadline, and the time to get there on a busy machine). */
const SHOWN_WITHIN_MS = 15_000;

test('Auth down: a signed-in member sees the site as a visitor with a notice; sign-in gives up with a message', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await signIn(page, MEMBER_EMAIL);
  const pid = authPid();
  process.kill(pid, 'SIGSTOP');
  try {
    const started = Date.now();
    await page.reload();
    const notice = page.getByTestId('unconfirmed-session-notice');
    await expect(notice).toContainText('We could not confirm your sign-in', { timeout: SHOWN_WITHIN_MS });
    // the page itself, as a visitor's
    await expect(page.getByRole('heading', { level: 1, name: 'Gaming Brands' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(Date.now() - started).toBeLessThan(SHOWN_WITHIN_MS + 5000);
    await page.screenshot({ path: test.info().outputPath('auth-down-member.png') });

    // in Indonesian too
    await page.goto('/id');
    await expect(page.getByTestId('unconfirmed-session-notice')).toContainText(
      'Kami belum dapat memastikan status masuk Anda',
      { timeout: SHOWN_WITHIN_MS },
    );

    // a sign-in while Auth is down gives up with a message, and the chooser can be used again
    const visitor = await browser.newPage();
    await visitor.goto('/');
    await visitor.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const chooser = visitor.getByRole('dialog', { name: 'Choose an account' });
    await chooser.getByLabel('E-mail').fill('auth-down@bonus-atlas.test');
    await chooser.getByRole('button', { name: 'Continue' }).click();
    await expect(chooser.getByRole('alert')).toHaveText(/Sign-in is taking too long/, { timeout: SHOWN_WITHIN_MS });
    await expect(chooser.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await visitor.screenshot({ path: test.info().outputPath('auth-down-sign-in.png') });
    await visitor.close();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  // Auth answers again: the member is signed back in (on the Indonesian page) and the notice goes
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu akun' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('unconfirmed-session-notice')).toHaveCount(0);
});
