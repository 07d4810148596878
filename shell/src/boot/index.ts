import { prefetchManifest, readRemotesMap } from '../federation/early-fetches';
import { afterFirstPaint, firstScreenImagesDecoded } from './first-paint';
import { readInlinedPageLists, remotesWithoutList, settlePageLists } from '../routes/page-lists';
import { routeForPath } from '../routes/route-match';
import { fetchLanguageTexts } from '@bonus-atlas/shared-ui/language';
import { registerShellTexts } from '../i18n-loaders';
import { languageOfPath } from '@bonus-atlas/shared-ui/address';

function startApp(): void {
  // The remotes' page lists come with the page (the server puts them in); those it could not read, or
  // all of them under the dev server, are fetched from beside each manifest while the app starts.
  readInlinedPageLists(document);
  if (remotesWithoutList().length > 0)
    void import(/* webpackChunkName: "page-list-fetch" */ '../routes/page-list-fetch')
      .then(({ fetchMissingPageLists }) => fetchMissingPageLists())
      .catch(() => settlePageLists());
  // Read while the bootstrap chunks download: the remotes map, and the manifest of the remote that
  // serves the address (a public route), which the page's download right after the first paint needs.
  void readRemotesMap();
  // the address's language's texts (shared-ui's and the shell's, one small chunk), beside the bootstrap
  // chunks: the app waits for them before its first render (`/` sent to /id fetches Indonesian then),
  // and loads the other language on a switch
  registerShellTexts();
  void fetchLanguageTexts(languageOfPath(window.location.pathname)).catch(() => undefined);
  const found = routeForPath(window.location.pathname);
  if (found?.route.access === 'public') prefetchManifest(found.route.remote);
  // Async boundary: shared modules (react, the session store) are negotiated before bootstrap runs.
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

/** The longest a server-rendered page waits for its images before the app starts anyway. */
const LOAD_WAIT_LIMIT_MS = 3000;

// A page the server rendered is on screen already, its controls waiting for the app: its
// first screen's images load and reach the screen before the app's scripts and stylesheets take the
// phone's bandwidth and main thread (the load event, the images decoded, two frames; or after
// LOAD_WAIT_LIMIT_MS if an image hangs). The largest paint is then over before any script is asked
// for. Its first paint was the HTML's, so that is what the after-first-paint mark stamps. Every
// other page starts the app at once (and bootstrap marks its first frame).
if (document.getElementById('server-state')) {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    afterFirstPaint(startApp, 2);
  };
  const afterImages = () => void firstScreenImagesDecoded().then(startOnce);
  if (document.readyState === 'complete') afterImages();
  else window.addEventListener('load', afterImages, { once: true });
  setTimeout(startOnce, LOAD_WAIT_LIMIT_MS);
} else startApp();
