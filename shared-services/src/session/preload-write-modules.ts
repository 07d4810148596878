import { firestoreSdk } from '../firebase/firestore-sdk';
import { loadRecords } from '../model/load-records';
import { loadCockatiel } from '../resilience/load-cockatiel';

/**
 * A signed-in member is about to write (a heart, a comment, a report) on a page that may have come with
 * all its data from the server and so fetched none of what a write needs: Firestore Lite, the records'
 * checks and the resilience policies are fetched now, in the background, so the first tap is sent at once
 * (and is not lost to a navigation that follows it while those modules were still downloading). A failed
 * download is left for the write itself to try again.
 */
export function preloadWriteModules(): void {
  void Promise.all([firestoreSdk(), loadRecords(), loadCockatiel()]).catch(() => undefined);
}
