import { useSyncExternalStore } from 'react';
import { onlineManager } from '@bonus-atlas/shared-services';

/** Whether the browser is online, as the query cache sees it (it pauses fetches while offline). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
