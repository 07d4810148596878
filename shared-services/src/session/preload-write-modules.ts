import { firestoreSdk } from '../firebase/firestore-sdk';
import { loadCockatiel } from '../resilience/load-cockatiel';

/**
 * A signed-in member is about to write (a heart, a comment, a report) on a page that may have come with
 * all its data from the server and so fetched none of what a write needs: Firestore Lite and the
 * resilience policies (one copy per page, the kernel's) are fetched now, in the background, so the first
 * tap is sent at once (and is not lost to a navigation that follows it while those modules were still
 * downloading). A write's records and checks are its remote's own copy of the domain, which that remote
 * fetches; the shell's copy would help no one. A failed download is left for the write itself to try again.
 */
export function preloadWriteModules(): void {
  void Promise.all([firestoreSdk(), loadCockatiel()]).catch(() => undefined);
}
