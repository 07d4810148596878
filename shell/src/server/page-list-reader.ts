import { PAGE_LIST_FILE, type PageList } from '../../../federation.pages';
import { REMOTE_NAMES, type RemoteName } from '../federation/remotes-map';
import { currentPageLists, setPageLists, settlePageLists, type PageLists } from '../routes/page-lists';
import { loadDomain } from '../services/load-services';
import { remotesSource, type FetchJson } from './remote-server-code';

/**
 * The server's copy of every remote's page list (pages.json beside its manifest, from the remotes map),
 * read again after PAGE_LIST_TTL_MS like the manifests, so a remote's deploy adds or changes its pages
 * without a shell rebuild or restart. Each read has the manifests' deadline; a list that cannot be read
 * or checked keeps that remote's last good list (a remote never read right has no pages here: its
 * addresses get the plain page, never a 404, and the browser fetches the list). One list per remote is
 * kept: a bounded cache.
 */
export const PAGE_LIST_TTL_MS = 5000;

let readAt = 0;
let reading: Promise<void> | null = null;
/** Whether a read has finished: later reads refresh in the background while requests use the lists in hand. */
let readOnce = false;
const logged = new Map<RemoteName, string>();

function logChange(remote: RemoteName, message: string | null): void {
  if ((logged.get(remote) ?? null) === message) return;
  if (message === null) logged.delete(remote);
  else {
    logged.set(remote, message);
    console.warn('[server render]', message);
  }
}

async function readList(remote: RemoteName, manifestUrl: string, fetchJson: FetchJson): Promise<PageList | null> {
  const url = new URL(PAGE_LIST_FILE, manifestUrl).href;
  const kept = currentPageLists()[remote] ?? null;
  const fallback = kept ? `keeps its last list (${kept.buildVersion})` : 'has no pages on the server until it is read';
  try {
    const { list, problems } = await (await loadDomain()).parsePageList(await fetchJson(url), remote);
    for (const problem of problems) console.warn('[server render]', problem);
    if (!list) {
      logChange(remote, `${remote}: ${url} is no page list; it ${fallback}`);
      return kept;
    }
    logChange(remote, null);
    return list;
  } catch (error) {
    logChange(remote, `${remote}: its page list ${url} could not be read (${String(error)}); it ${fallback}`);
    return kept;
  }
}

async function readLists(): Promise<void> {
  const source = remotesSource();
  if (!source) return;
  const read = await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const manifestUrl = source.remotes[remote];
      return [remote, manifestUrl ? await readList(remote, manifestUrl, source.fetchJson) : null] as const;
    }),
  );
  const next: PageLists = {};
  for (const [remote, list] of read) if (list) next[remote] = list;
  setPageLists(next);
  settlePageLists();
}

/**
 * Every remote's list, read again when the last read is older than PAGE_LIST_TTL_MS (one read at a
 * time). The first request waits for the first read; later ones get the lists in hand while a new read
 * runs. Never rejects, and never waits past a read's deadline.
 */
export async function freshPageLists(now = Date.now()): Promise<PageLists> {
  if (!reading && now - readAt >= PAGE_LIST_TTL_MS) {
    readAt = now;
    reading = readLists()
      .catch((error: unknown) => console.error('[server render] the page lists could not be read:', error))
      .finally(() => {
        reading = null;
        readOnce = true;
      });
  }
  if (reading && !readOnce) await reading;
  return currentPageLists();
}

/** Forgets the last read (tests). */
export function resetPageListReads(): void {
  readAt = 0;
  reading = null;
  readOnce = false;
  logged.clear();
}
