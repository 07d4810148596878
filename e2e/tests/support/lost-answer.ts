import type { Page, Route } from '@playwright/test';

/**
 * The fault of a lost answer: the page's next Firestore commit is let through to the server (the
 * write is stored) but its answer is dropped, and the connection stays down for the page until
 * `restore()` (so the app can't read back what happened). Returns `restore`, which brings the
 * connection back, and `committed`, which resolves once the dropped commit reached the server.
 */
export async function loseNextCommitAnswer(page: Page) {
  let down = false;
  let restored = false;
  let reachedServer: () => void = () => undefined;
  const committed = new Promise<void>((resolve) => (reachedServer = resolve));
  const isFirestore = (url: URL) => url.pathname.includes('/databases/(default)/documents');
  const handler = async (route: Route) => {
    const url = new URL(route.request().url());
    if (restored) return route.continue();
    if (!down && url.pathname.endsWith('/documents:commit')) {
      down = true;
      // the request goes through to the server; its answer never comes back to the page
      await route.fetch();
      reachedServer();
      await route.abort('connectionreset');
      return;
    }
    if (down) await route.abort('internetdisconnected');
    else await route.continue();
  };
  await page.route(isFirestore, handler);
  return {
    committed,
    restore: async () => {
      restored = true;
      await page.unroute(isFirestore, handler);
    },
  };
}
