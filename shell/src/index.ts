import { prefetchManifest, readRemotesMap } from './federation/early-fetches';
import { publicRemoteForPath } from './routes/route-remote';

// Read while the bootstrap chunks download: the remotes map, and the manifest of the remote that
// serves the address (a public route), which the page's download right after the first paint needs.
void readRemotesMap();
const remote = publicRemoteForPath(window.location.pathname);
if (remote) prefetchManifest(remote);
// Async boundary: shared modules (react, the session store) are negotiated before bootstrap runs.
import('./bootstrap');
