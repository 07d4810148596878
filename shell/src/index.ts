import { prefetchManifest, readRemotesMap } from './federation/early-fetches';
import { routeForPath } from './routes/route-match';

// Read while the bootstrap chunks download: the remotes map, and the manifest of the remote that
// serves the address (a public route), which the page's download right after the first paint needs.
void readRemotesMap();
const found = routeForPath(window.location.pathname);
if (found?.route.access === 'public') prefetchManifest(found.route.remote);
// Async boundary: shared modules (react, the session store) are negotiated before bootstrap runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
