import { readRemotesMap } from './federation/early-fetches';

// The remotes map is read while the bootstrap chunks download (it is needed right after the first paint)
void readRemotesMap();
// Async boundary: shared modules (react, the session store) are negotiated before bootstrap runs.
import('./bootstrap');
