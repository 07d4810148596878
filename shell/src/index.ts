import { prefetchManifest, readRemotesMap } from './federation/early-fetches';
import { routeForPath } from './routes/route-match';

function startApp(): void {
  // Read while the bootstrap chunks download: the remotes map, and the manifest of the remote that
  // serves the address (a public route), which the page's download right after the first paint needs.
  void readRemotesMap();
  const found = routeForPath(window.location.pathname);
  if (found?.route.access === 'public') prefetchManifest(found.route.remote);
  // Async boundary: shared modules (react, the session store) are negotiated before bootstrap runs.
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

// A page the server rendered (issue 15) is on screen already, its controls waiting for the app: its
// first screen's images load before the app's scripts and stylesheets take the phone's bandwidth
// (A/B in the issue 15 note). Every other page starts the app at once.
if (document.getElementById('server-state') && document.readyState !== 'complete')
  window.addEventListener('load', startApp, { once: true });
else startApp();
