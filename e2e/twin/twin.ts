import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, request, type APIRequestContext, type Page } from '@playwright/test';

import { twinAddresses } from '../../scripts/deploy/twin-ports.mjs';

/** The running twin's addresses, from its environment (ATLAS_TWIN_PORT_OFFSET moves them all). */
export const TWIN = twinAddresses();
export const SITE = TWIN.site;
export const CATALOG_SITE = TWIN.catalogSite;
export const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** The ID token the shell put into the `__session` cookie after sign-in. */
export async function sessionToken(page: Page): Promise<string> {
  await expect
    .poll(async () => (await page.context().cookies(SITE)).find((cookie) => cookie.name === '__session')?.value ?? '')
    .not.toBe('');
  return (await page.context().cookies(SITE)).find((cookie) => cookie.name === '__session')!.value;
}

/** A client with nothing but the given Cookie header (no browser state). */
export function bareClient(cookie?: string): Promise<APIRequestContext> {
  return request.newContext({ extraHTTPHeaders: cookie ? { Cookie: cookie } : {} });
}

/** The documented first-admin script, against the twin's emulators. */
export async function adminRole(action: 'grant' | 'revoke', email: string): Promise<string> {
  const { stdout } = await run(process.execPath, ['scripts/admin-role.mjs', action, email, '--emulators', 'twin'], {
    cwd: ROOT,
    timeout: 60_000,
  });
  return stdout;
}
