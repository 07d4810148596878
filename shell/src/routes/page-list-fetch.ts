import { PAGE_LIST_FILE } from '../../../federation.pages';
import { readRemotesMap } from '../federation/early-fetches';
import { loadDomain } from '../services/load-services';
import { currentPageLists, remotesWithoutList, setPageLists, settlePageLists } from './page-lists';

/** A list not in within this is given up for this page view (that remote's addresses show not found). */
const PAGE_LIST_DEADLINE_MS = 4000;

/**
 * The lists the page came without, fetched from beside each remote's manifest: all of them under the dev
 * server (its index.html carries none), a remote's whose list the server could not read. Each is checked
 * as the server checks it; one that fails is said so and left out. Never rejects.
 */
export async function fetchMissingPageLists(fetcher: typeof fetch = fetch): Promise<void> {
  try {
    await fetchLists(fetcher);
  } finally {
    settlePageLists();
  }
}

async function fetchLists(fetcher: typeof fetch): Promise<void> {
  const missing = remotesWithoutList();
  if (missing.length === 0) return;
  const [remotes, services] = await Promise.all([readRemotesMap(), loadDomain().catch(() => null)]);
  if (!services) return;
  const fetched = await Promise.all(
    missing.map(async (remote) => {
      const url = new URL(PAGE_LIST_FILE, new URL(remotes[remote], window.location.href)).href;
      try {
        const response = await fetcher(url, { cache: 'no-store', signal: AbortSignal.timeout(PAGE_LIST_DEADLINE_MS) });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { list, problems } = await services.parsePageList(await response.json(), remote);
        for (const problem of problems) console.warn(problem);
        return list ? ([remote, list] as const) : null;
      } catch (error) {
        console.warn(`${remote}: its page list ${url} could not be read; its pages are unknown`, error);
        return null;
      }
    }),
  );
  const found = fetched.filter((entry) => entry !== null);
  if (found.length > 0) setPageLists({ ...currentPageLists(), ...Object.fromEntries(found) });
}
