import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { MANIFEST_TTL_MS } from '../../shell/src/server/manifest-freshness';
import { ADMIN_EMAIL, MEMBER_EMAIL, signIn } from '../tests/support/session';
import { deploy, liveBuilds, serverHtml, takenOver, TREE } from './releases';
import { bareClient, CATALOG_SITE, ROOT, SITE } from './twin';

// The twin's hosting is production-shaped and serves no demo accounts (only the local launcher does):
// the account chooser offers the e-mail form, which signs the same account in (its uid follows the e-mail).
const TYPED = { typed: true };

// The release drill: the parts of the site ship one at a time into the running twin, as their teams
// would (`npm run deploy -- <target> --env twin`: build, keep, publish), then the catalog is rolled back
// to its kept build. After each step a visitor, a member and an admin walk the site: no console error,
// no failed script, and only that step's change shows. Every source edit is written back in `finally`.

const run = promisify(execFile);
const STAMP = `drill ${Date.now().toString(36)}`;

interface Edit {
  file: string;
  from: string;
  to: string;
}
const SHELL_EDIT: Edit = {
  file: 'shell/src/i18n-texts.ts',
  from: "help: 'Get help with gambling',",
  to: `help: 'Get help with gambling (${STAMP})',`,
};
const ADMIN_EDIT: Edit = {
  file: 'mf-admin/src/i18n/texts.en.ts',
  from: "reports: 'Wrong Info Reports',",
  to: `reports: 'Wrong Info Reports ${STAMP}',`,
};
const CATALOG_EDIT: Edit = {
  file: 'mf-catalog/src/i18n/texts.en.ts',
  from: "title: 'Gaming Brands',",
  to: `title: 'Gaming Brands ${STAMP}',`,
};

/** Writes the edit, deploys its target to the twin and writes the source back (the build stays deployed). */
async function deployWith(target: string, edit: Edit): Promise<void> {
  const file = path.join(ROOT, edit.file);
  const original = readFileSync(file, 'utf8');
  if (!original.includes(edit.from)) throw new Error(`${edit.file} has no ${JSON.stringify(edit.from)}`);
  try {
    writeFileSync(file, original.replace(edit.from, edit.to));
    await deploy(target);
  } finally {
    writeFileSync(file, original);
  }
}

/** The script and stylesheet addresses a page's HTML names on the shell's site. */
function assetsNamedBy(html: string): string[] {
  return [...html.matchAll(/(?:src|href)="(\/(?:js|css)\/[^"]+)"/g)].map((match) => match[1]!);
}

interface Problems {
  errors: string[];
  failedScripts: string[];
}
function watch(page: Page, problems: Problems): void {
  page.on('pageerror', (error) => problems.errors.push(`${page.url()}: ${error.message}`));
  page.on('console', (message) => {
    // a production-shaped site serves no demo accounts: the chooser's look for them answers 404 (the
    // browser logs it) and it offers the e-mail form, as designed
    if (message.location().url.endsWith('/demo-accounts.json')) return;
    if (message.type() === 'error') problems.errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.resourceType() === 'script')
      problems.failedScripts.push(`${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.status() >= 400)
      problems.failedScripts.push(`${response.url()} (${response.status()})`);
  });
}

interface Walkers {
  visitor: Page;
  member: Page;
  admin: Page;
  problems: Problems;
  contexts: BrowserContext[];
}
async function walkers(browser: Browser): Promise<Walkers> {
  const problems: Problems = { errors: [], failedScripts: [] };
  const contexts: BrowserContext[] = [];
  const open = async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    watch(page, problems);
    return page;
  };
  const [visitor, member, admin] = [await open(), await open(), await open()];
  for (const [page, email] of [
    [member, MEMBER_EMAIL],
    [admin, ADMIN_EMAIL],
  ] as const) {
    await page.goto('/');
    await signIn(page, email, TYPED);
  }
  return { visitor, member, admin, problems, contexts };
}

interface Expected {
  footer: string;
  catalogTitle: string;
  adminHeading: string;
}
async function walk(w: Walkers, brandPath: string, expected: Expected): Promise<void> {
  const { visitor, member, admin, problems } = w;
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1, name: expected.catalogTitle, exact: true })).toBeVisible();
  await expect(visitor.getByRole('contentinfo')).toContainText(expected.footer);
  await takenOver(visitor);
  await visitor.goto(brandPath);
  await expect(visitor.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await takenOver(visitor);
  await visitor.goto('/bycategory');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Promotions by Category' })).toBeVisible();
  await expect(visitor.getByRole('contentinfo')).toContainText(expected.footer);
  await takenOver(visitor);
  await member.goto('/mybrands');
  await expect(member.getByRole('heading', { level: 1, name: 'My Brands' })).toBeVisible();
  await takenOver(member);
  await admin.goto('/admin/reports');
  // the gate's first answer can be a cold start of its function
  await expect(admin.getByRole('heading', { level: 2, name: expected.adminHeading, exact: true })).toBeVisible({
    timeout: 45_000,
  });
  await expect(admin.getByRole('contentinfo')).toContainText(expected.footer);
  await takenOver(admin);
  expect(problems.errors).toEqual([]);
  expect(problems.failedScripts).toEqual([]);
}

/** What React reports when the server's markup and the browser's render differ. */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|421|422|423|425)/i;

/**
 * A CDN in front of the twin that still holds `html` for `/` (as Hosting's CDN keeps a page up to its
 * s-maxage) and passes every other request through. A real server on loopback: a document the test
 * itself fulfilled would not be on loopback, and Chromium would refuse its requests to the emulators.
 */
async function cdnHolding(html: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const forward = async () => {
      const upstream = await fetch(`${SITE}${req.url ?? '/'}`, {
        headers: { 'accept-language': 'en' },
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      const body = req.url === '/' ? html : Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, headers).end(body);
    };
    forward().catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A page the remote's previous build rendered, served as a CDN would after the deploy: the browser
 * loads the new build, renders the section with it, hydrates the rest, and logs no error. The old
 * section stays on screen until the new one replaces it (never an empty section between).
 */
async function expectTakeoverOf(browser: Browser, html: string, newTitle: string): Promise<void> {
  const cdn = await cdnHolding(html);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const problems: Problems = { errors: [], failedScripts: [] };
    watch(page, problems);
    // the section is never empty: from the first paint to the takeover it shows a heading
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { sectionGaps: string[] }).sectionGaps = seen;
      new MutationObserver(() => {
        // while the HTML is parsed, an element arrives before its children
        if (document.readyState === 'loading') return;
        const main = document.querySelector('main');
        if (main && !main.querySelector('h1')) seen.push(main.innerHTML.slice(0, 200));
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(`${cdn.origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: newTitle, exact: true })).toBeVisible();
    await takenOver(page);
    expect(problems.errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
    expect(problems.errors).toEqual([]);
    expect(problems.failedScripts).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { sectionGaps: string[] }).sectionGaps)).toEqual([]);
  } finally {
    await context.close();
    await cdn.close();
  }
}

test('release drill: the shell, the admin remote and the catalog ship alone, then the catalog rolls back to its kept build', async ({
  browser,
}) => {
  test.setTimeout(900_000);
  const home = await serverHtml('/');
  const brandPath = /href="(\/brand\/[a-z0-9-]+)"/.exec(home)?.[1];
  expect(brandPath).toBeTruthy();
  const before = liveBuilds();
  try {
    await drill(browser, home, brandPath!, before);
  } finally {
    // a drill that failed half-way leaves the twin as it found it, for a retry and the specs after it
    const live = liveBuilds();
    if (live.catalog !== before.catalog) await deploy('rollback', 'mf-catalog', before.catalog);
    if (live.admin !== before.admin) await deploy('rollback', 'mf-admin', before.admin);
    if (live.shellPage !== before.shellPage) await deploy('rollback', 'shell', before.shellPage);
  }
});

async function drill(browser: Browser, home: string, brandPath: string, before: ReturnType<typeof liveBuilds>) {
  const client = await bareClient();
  const w = await walkers(browser);
  const original: Expected = {
    footer: 'Get help with gambling',
    catalogTitle: 'Gaming Brands',
    adminHeading: 'Wrong Info Reports',
  };
  await walk(w, brandPath, original);

  // 1. the shell alone: its site first, then its page functions; a page rendered before (a CDN's copy)
  // names scripts and stylesheets that are all still served
  const oldAssets = assetsNamedBy(home);
  expect(oldAssets.length).toBeGreaterThan(0);
  await deployWith('shell', SHELL_EDIT);
  const shellStep = { ...original, footer: `Get help with gambling (${STAMP})` };
  const afterShell = liveBuilds();
  expect(afterShell.shellPage).not.toBe(before.shellPage);
  expect({ ...afterShell, shellPage: '', shellSite: '' }).toEqual({ ...before, shellPage: '', shellSite: '' });
  for (const asset of oldAssets) {
    const response = await client.get(`${SITE}${asset}`);
    expect(response.status(), asset).toBe(200);
    expect(response.headers()['content-type'], asset).toMatch(/javascript|css/);
  }
  await expect
    .poll(async () => (await serverHtml('/bycategory')).includes(shellStep.footer), { timeout: 60_000 })
    .toBe(true);
  await walk(w, brandPath, shellStep);

  // 2. the admin remote alone: the shell's server and site stay as they were
  await deployWith('mf-admin', ADMIN_EDIT);
  const afterAdmin = liveBuilds();
  expect(afterAdmin.admin).not.toBe(afterShell.admin);
  expect({ ...afterAdmin, admin: '' }).toEqual({ ...afterShell, admin: '' });
  const adminStep = { ...shellStep, adminHeading: `Wrong Info Reports ${STAMP}` };
  await walk(w, brandPath, adminStep);

  // 3. the catalog alone; a page its previous build rendered (as a CDN keeps it) is taken over after
  const homeOfPreviousBuild = await serverHtml('/');
  expect(homeOfPreviousBuild).toContain(`data-section-build="mf_catalog@${afterAdmin.catalog}"`);
  await deployWith('mf-catalog', CATALOG_EDIT);
  const afterCatalog = liveBuilds();
  expect(afterCatalog.catalog).not.toBe(afterAdmin.catalog);
  expect({ ...afterCatalog, catalog: '' }).toEqual({ ...afterAdmin, catalog: '' });
  const catalogStep = { ...adminStep, catalogTitle: `Gaming Brands ${STAMP}` };
  await expect
    .poll(async () => (await serverHtml('/')).includes(`>${catalogStep.catalogTitle}<`), { timeout: 60_000 })
    .toBe(true);
  await walk(w, brandPath, catalogStep);
  await expectTakeoverOf(browser, homeOfPreviousBuild, catalogStep.catalogTitle);

  // 4. the catalog rolled back: the kept build that ran before, not a rebuild
  const rolledBack = await deploy('rollback', 'mf-catalog');
  expect(rolledBack).toContain(`to ${before.catalog}`);
  const afterRollback = liveBuilds();
  expect(afterRollback).toEqual({ ...afterCatalog, catalog: before.catalog });
  expect((await (await client.get(`${CATALOG_SITE}/mf-manifest.json`)).json()).metaData.buildInfo.buildVersion).toBe(
    before.catalog,
  );
  // the server renders the kept build's section once its manifest reads have seen the rollback (until then
  // a page whose browser and server builds disagree is left to the browser, never rendered with the wrong one)
  await expect
    .poll(
      async () => {
        const html = await serverHtml('/');
        return html.includes('>Gaming Brands<') && !html.includes(`>${catalogStep.catalogTitle}<`);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await walk(w, brandPath, { ...catalogStep, catalogTitle: 'Gaming Brands' });
  for (const context of w.contexts) await context.close();

  // the shell's and the admin remote's kept builds roll back the same way: the twin is as it started
  await deploy('rollback', 'mf-admin');
  await deploy('rollback', 'shell');
  expect(liveBuilds()).toEqual(before);
}

test("a production dry run beside the running twin leaves the twin's files and answers as they were", async () => {
  test.setTimeout(300_000);
  const tree = (folder: string) => {
    const dir = path.join(TREE, folder);
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return `${path.relative(dir, file)} ${statSync(file).mtimeMs}`;
      })
      .sort();
  };
  const before = { catalog: tree('hosting/mf-catalog'), functions: tree('functions') };
  const served = async () => (await (await bareClient()).get(`${CATALOG_SITE}/mf-manifest.json`)).text();
  const manifestBefore = await served();
  const { stdout } = await run(process.execPath, ['scripts/deploy/deploy.mjs', 'mf-catalog', '--dry-run'], {
    cwd: ROOT,
    timeout: 280_000,
  });
  expect(stdout).toContain('build/deploy/production/hosting/mf-catalog');
  expect(stdout).toContain('dry run passed');
  expect({ catalog: tree('hosting/mf-catalog'), functions: tree('functions') }).toEqual(before);
  expect(await served()).toBe(manifestBefore);
});

test('a remote built for a shared-services range the shell cannot give is refused as skew, on the server and in the browser', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const before = liveBuilds().catalog;
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await deployWith('mf-catalog', {
    file: 'federation.shared.ts',
    from: "'@bonus-atlas/shared-services': '^0.1.0',",
    to: "'@bonus-atlas/shared-services': '^0.2.0',",
  });
  try {
    expect(liveBuilds().catalog).not.toBe(before);
    // the server leaves the section to the browser (the rest of the page is rendered)
    await expect
      .poll(async () => (await serverHtml('/')).includes('data-remote="mf_catalog"'), { timeout: 60_000 })
      .toBe(false);
    expect(await serverHtml('/')).toContain('data-rendered-for="visitor"');
    // the browser refuses it: the section's notice with Retry, the log naming both versions
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'This section is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(messages.join('\n')).toContain(
      'mf_catalog requires @bonus-atlas/shared-services ^0.2.0 (the shell has 0.1.0): refused as skew',
    );
  } finally {
    await deploy('rollback', 'mf-catalog');
  }
  const restoredAt = Date.now();
  expect(liveBuilds().catalog).toBe(before);
  // the twin's last catalog build is the restored sources' again (the same build id): later tests build on it
  expect(await deploy('mf-catalog')).toContain(`mf-catalog: build ${before}`);
  expect(liveBuilds().catalog).toBe(before);
  // the rollback brings the server's render back: the section and its data (a brand's page, an unknown brand's 404)
  await expect
    .poll(async () => (await serverHtml('/')).includes('data-remote="mf_catalog"'), { timeout: 60_000 })
    .toBe(true);
  expect(await serverHtml('/')).toMatch(/href="\/brand\/[a-z0-9-]+"/);
  // every render process has read the restored manifest once its last read of the refused one expired
  const settle = restoredAt + MANIFEST_TTL_MS - Date.now();
  if (settle > 0) await page.waitForTimeout(settle);
  expect((await (await bareClient()).get(`${SITE}/brand/no-such-brand-anywhere`)).status()).toBe(404);
});
