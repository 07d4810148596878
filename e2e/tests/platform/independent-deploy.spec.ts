import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { remoteRoot } from '../support/session';
import { buildOf } from '../support/stack';

// A remote is rebuilt and redeployed alone under the running stack (into the build folder the stack
// serves: npm test's own, else its `dist/`; the build inherits ATLAS_OUT_DIR), as its team would: the
// server's HTML and the browser both show the new build, styled, with no rebuild or restart of the shell. Every change is written back and rebuilt in `finally`.

const root = path.resolve(import.meta.dirname, '../../..');
/** What shows the shell was neither rebuilt nor restarted: its page and its server bundle stay as they were. */
const SHELL_FILES = [path.join(buildOf('shell'), 'index.html'), path.join(buildOf('shell-server'), 'render-page.cjs')];
/** The marker style the changed stylesheets give a card (rgb as getComputedStyle answers). */
const MARKER_COLOR = 'rgb(12, 34, 56)';

interface Edit {
  file: string;
  from: string;
  to: string;
}

function buildRemote(workspace: string): void {
  execFileSync('npm', ['run', 'build', '-w', `@bonus-atlas/${workspace}`], {
    cwd: root,
    stdio: 'pipe',
    timeout: 240_000,
  });
}

/** Writes the edits into the remote's sources and rebuilds it; the returned function undoes both. */
function redeploy(workspace: string, edits: Edit[]): () => void {
  const originals = edits.map(({ file }) => [file, readFileSync(path.join(root, file), 'utf8')] as const);
  const restore = () => {
    for (const [file, text] of originals) writeFileSync(path.join(root, file), text);
    buildRemote(workspace);
  };
  try {
    for (const { file, from, to } of edits) {
      const text = readFileSync(path.join(root, file), 'utf8');
      if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
      writeFileSync(path.join(root, file), text.replace(from, to));
    }
    buildRemote(workspace);
  } catch (error) {
    restore();
    throw error;
  }
  return restore;
}

/** A stylesheet change: the card gets the marker outline (every class name of the file changes with it). */
function cardStyle(file: string): Edit {
  return { file, from: '.card {', to: `.card {\n  outline: 3px solid ${MARKER_COLOR};` };
}

/** A visitor's HTML for `address`, as the server sends it (no cookie, no JavaScript). */
async function serverHtml(request: APIRequestContext, address: string): Promise<string> {
  const response = await request.get(address, { headers: { cookie: '', 'accept-language': 'en' } });
  return response.text();
}

/** Hashed class names (CSS modules) in the page's markup that none of its inlined stylesheets defines. */
function undefinedClasses(html: string): string[] {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const markup = html.slice(html.indexOf('<div id="root">'));
  const classes = new Set(
    [...markup.matchAll(/class="([^"]*)"/g)]
      .flatMap((match) => (match[1] ?? '').split(/\s+/))
      .filter((name) => /-[0-9a-f]{6}$/.test(name)),
  );
  return [...classes].filter((name) => !css.includes(`.${name}`));
}

/** What React reports when the server's markup and the browser's render differ (or it gives a boundary up). */
const HYDRATION_ERROR = /hydrat|did not match|Suspense boundary|Minified React error #(418|419|421|422|423|425)/i;

/** Errors thrown in the page, and hydration errors it logs. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  return errors;
}

function shellStamp(): number[] {
  return SHELL_FILES.map((file) => statSync(file).mtimeMs);
}

/** Waits until the server's HTML of `address` has `text` in a rendered section (the server checks the manifest every few seconds). */
async function expectServerHtmlWith(request: APIRequestContext, address: string, text: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        html = await serverHtml(request, address);
        return html.includes(text);
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
  return html;
}

async function expectTakeoverWith(page: Page, address: string, heading: RegExp | string, card: string) {
  const errors = collectErrors(page);
  await page.goto(address);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // the app has taken over: the header's controls answer
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In' })).toBeEnabled();
  const outline = await page
    .locator(card)
    .first()
    .evaluate((element) => getComputedStyle(element).outlineColor);
  expect(outline).toBe(MARKER_COLOR);
  expect(errors).toEqual([]);
}

test.describe.configure({ mode: 'serial' });

test('mf-catalog redeployed alone: the server HTML of / and a brand page shows its new text and styles', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const shellBefore = shellStamp();
  const restore = redeploy('mf-catalog', [
    { file: 'mf-catalog/src/i18n/texts.en.ts', from: "title: 'Gaming Brands'", to: "title: 'Gaming Brands Redeployed'" },
    {
      file: 'mf-catalog/src/i18n/texts.en.ts',
      from: "visitWebsite: 'Visit Website'",
      to: "visitWebsite: 'Visit Website Redeployed'",
    },
    cardStyle('mf-catalog/src/components/brand-card/BrandCard.module.css'),
    {
      file: 'mf-catalog/src/features/brand-page/BrandPage.module.css',
      from: '.header {',
      to: `.header {\n  outline: 3px solid ${MARKER_COLOR};`,
    },
  ]);
  try {
    const home = await expectServerHtmlWith(request, '/', 'Gaming Brands Redeployed');
    expect(home).toContain('data-remote="mf_catalog"');
    expect(undefinedClasses(home)).toEqual([]);
    await expectTakeoverWith(page, '/', 'Gaming Brands Redeployed', 'main article');

    const brand = await expectServerHtmlWith(request, '/brand', 'Visit Website Redeployed');
    expect(undefinedClasses(brand)).toEqual([]);
    await expectTakeoverWith(page, '/brand', /.+/, '[data-remote="mf_catalog"] header');
    await expect(page.getByText('Visit Website Redeployed').first()).toBeVisible();
  } finally {
    restore();
  }
  await expectServerHtmlWith(request, '/', '>Gaming Brands<');
  expect(shellStamp()).toEqual(shellBefore);
});

test('mf-promotions redeployed alone: the server HTML of /bycategory shows its new text and styles', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const shellBefore = shellStamp();
  const restore = redeploy('mf-promotions', [
    {
      file: 'mf-promotions/src/i18n/texts.en.ts',
      from: "title: 'Promotions by Category'",
      to: "title: 'Promotions by Category Redeployed'",
    },
    cardStyle('mf-promotions/src/features/listings/PromotionCard.module.css'),
  ]);
  try {
    const html = await expectServerHtmlWith(request, '/bycategory', 'Promotions by Category Redeployed');
    expect(html).toContain('data-remote="mf_promotions"');
    expect(undefinedClasses(html)).toEqual([]);
    await expectTakeoverWith(page, '/bycategory', 'Promotions by Category Redeployed', 'main article');
  } finally {
    restore();
  }
  await expectServerHtmlWith(request, '/bycategory', '>Promotions by Category<');
  expect(shellStamp()).toEqual(shellBefore);
});

test('a remote whose server code cannot be loaded, or is of another build, is rendered in the browser; the rest of the page comes from the server', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const serverManifest = path.join(buildOf('mf-catalog'), 'server/mf-manifest.json');
  const restore = redeploy('mf-catalog', [
    { file: 'mf-catalog/src/i18n/texts.en.ts', from: "title: 'Gaming Brands'", to: "title: 'Gaming Brands Elsewhere'" },
  ]);
  try {
    // the new build's server entry is gone (a failed upload): the server cannot load its code
    const { metaData } = JSON.parse(readFileSync(serverManifest, 'utf8'));
    const entry = path.join(path.dirname(serverManifest), metaData.remoteEntry.name);
    renameSync(entry, `${entry}.gone`);
    await expectSectionInBrowser(page, request);

    // the server build is of another build than the browser's (a half-finished deploy)
    renameSync(`${entry}.gone`, entry);
    writeFileSync(
      serverManifest,
      JSON.stringify({
        ...JSON.parse(readFileSync(serverManifest, 'utf8')),
        metaData: { ...metaData, buildInfo: { ...metaData.buildInfo, buildVersion: 'another-build' } },
      }),
    );
    await expectSectionInBrowser(page, request);
  } finally {
    restore();
  }
});

async function expectSectionInBrowser(page: Page, request: APIRequestContext) {
  // the server's page: the frame, without the catalog's section (left to the browser)
  await expect
    .poll(
      async () => {
        const html = await serverHtml(request, '/');
        return html.includes('data-testid="site-header"') && !html.includes('data-remote="mf_catalog"');
      },
      { timeout: 30_000, intervals: [1000] },
    )
    .toBe(true);
  const errors = collectErrors(page);
  await page.goto('/');
  // the browser renders the section of the build it loads, and the page works
  await expect(page.getByRole('heading', { level: 1, name: 'Gaming Brands Elsewhere' })).toBeVisible();
  await expect(remoteRoot(page, 'mf_catalog')).toBeVisible();
  const chips = page.getByRole('group', { name: 'Filter brands' });
  await chips.getByRole('button').nth(1).click();
  await expect(chips.getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-remote-unavailable]')).toHaveCount(0);
  expect(errors).toEqual([]);
}
