import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { movedTwin, twinPortOffset } from '../../scripts/deploy/twin-ports.mjs';
import { ADMIN_EMAIL, signIn } from '../tests/support/session';
import { deploy, liveParts, serverHtml, takenOver } from './releases';
import { ROOT } from './twin';

// A record's field ships with the sections that show and edit it: a brand's `licenseNumber`, added as a
// team would (license-number.patch, 14 files: the brand's definition, its validation texts, the brand page
// and the catalog's brand type, the editor, the rules' key lists, the tests that list a brand's fields;
// it typechecks), is built and deployed as mf-catalog, mf-account and the rules alone.
// The shell and the functions are not rebuilt, yet the field is in the server's HTML, in the browser,
// and saved from the editor. The patch is applied to the sources only while the two remotes build and
// the rules are written, then reverted; the twin goes back to its kept builds and its rules.

const run = promisify(execFile);
const PATCH = 'e2e/twin/license-number.patch';
const LICENSE = `KOMINFO-${Date.now().toString(36).toUpperCase()}`;
const git = (...args: string[]) => run('git', args, { cwd: ROOT, timeout: 30_000 });

// the twin's Firestore, with the emulator's `owner` token (past the rules): what a save stored
const firestore = (() => {
  const config = movedTwin(
    JSON.parse(readFileSync(new URL('../../deploy/environments/twin.json', import.meta.url), 'utf8')),
    twinPortOffset(),
  );
  return `http://127.0.0.1:${config.emulators.firestore}/v1/projects/${config.projectId}/databases/(default)/documents`;
})();
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

async function storedLicense(brandId: string): Promise<string | undefined> {
  const response = await fetch(`${firestore}/brands/${encodeURIComponent(brandId)}`, {
    headers: OWNER,
    signal: AbortSignal.timeout(10_000),
  });
  const document = (await response.json()) as { fields?: { licenseNumber?: { stringValue?: string } } };
  return document.fields?.licenseNumber?.stringValue;
}

/** Removes the field again (an update mask naming it, with no value), so the twin's data is as it was. */
async function forgetLicense(brandId: string): Promise<void> {
  const response = await fetch(
    `${firestore}/brands/${encodeURIComponent(brandId)}?updateMask.fieldPaths=licenseNumber&currentDocument.exists=true`,
    { method: 'PATCH', headers: OWNER, body: JSON.stringify({ fields: {} }), signal: AbortSignal.timeout(10_000) },
  );
  expect(response.status, await response.text()).toBe(200);
}

test('a brand field ships with mf-catalog, mf-account and the rules alone: server HTML, browser and editor show it', async ({
  page,
}, testInfo) => {
  test.setTimeout(900_000);
  const before = liveParts();
  const home = await serverHtml('/');
  const brandPath = /href="(\/brand\/[a-z0-9-]+)"/.exec(home)?.[1];
  expect(brandPath).toBeTruthy();
  const shown = `License number: ${LICENSE}`;
  expect(await serverHtml(brandPath!)).not.toContain('License number');

  // the team's change, built and deployed as its three parts (the patch reverted whatever happens)
  await git('apply', '--check', PATCH);
  await git('apply', PATCH);
  try {
    await deploy('rules');
    await deploy('mf-catalog');
    await deploy('mf-account');
  } finally {
    await git('apply', '-R', PATCH);
  }
  const { stdout: leftOver } = await git('status', '--porcelain', '--untracked-files=no');
  expect(leftOver).not.toMatch(/ (shared-services|mf-catalog|mf-account|rules)\//);

  let brandId: string | undefined;
  try {
    const shipped = liveParts();
    expect(shipped.catalog).not.toBe(before.catalog);
    expect(shipped.account).not.toBe(before.account);
    expect(shipped.rules).not.toBe(before.rules);
    // the shell (its site and its page functions), the functions' own code and the other remotes: as they were
    const rest = (parts: ReturnType<typeof liveParts>) => ({ ...parts, catalog: '', account: '', rules: '' });
    expect(rest(shipped)).toEqual(rest(before));

    // the editor (the account remote's new build) saves the field; the new rules let it through
    await page.goto('/');
    await signIn(page, ADMIN_EMAIL, { typed: true });
    await page.goto(brandPath!);
    const edit = page.getByRole('link', { name: 'Edit', exact: true });
    brandId = decodeURIComponent((await edit.getAttribute('href'))!.split('/').pop()!);
    await page.goto(`/edit-brand/${encodeURIComponent(brandId)}`);
    const field = page.getByLabel('License number');
    await expect(field).toBeEditable({ timeout: 30_000 });
    await field.fill(LICENSE);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Brand saved successfully!')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => storedLicense(brandId!)).toBe(LICENSE);

    // the server's HTML (the shell's unchanged render server with the catalog's new server build)
    await expect.poll(async () => (await serverHtml(brandPath!)).includes(shown), { timeout: 60_000 }).toBe(true);

    // a visitor's browser: the page the server sent, taken over by the catalog's new build
    const visitor = await page.context().browser()!.newContext();
    try {
      const visitorPage = await visitor.newPage();
      const errors: string[] = [];
      visitorPage.on('pageerror', (error) => errors.push(error.message));
      await visitorPage.goto(brandPath!);
      await takenOver(visitorPage);
      await expect(visitorPage.getByText(shown)).toBeVisible();
      expect(errors).toEqual([]);
      await visitorPage.screenshot({ path: testInfo.outputPath('brand-page.png') });
    } finally {
      await visitor.close();
    }

    // and the editor reads it back
    await page.goto(`/edit-brand/${encodeURIComponent(brandId)}`);
    await expect(page.getByLabel('License number')).toHaveValue(LICENSE, { timeout: 30_000 });
    await page.getByLabel('License number').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('editor.png') });
  } finally {
    // the twin as it was: the kept builds that ran before, the rules of the restored sources, the data
    if (brandId) await forgetLicense(brandId);
    await deploy('rollback', 'mf-catalog', before.catalog);
    await deploy('rollback', 'mf-account', before.account);
    await deploy('rules');
  }
  expect(liveParts()).toEqual(before);
  expect(await storedLicense(brandId!)).toBeUndefined();
  expect(await serverHtml(brandPath!)).not.toContain('License number');
});
