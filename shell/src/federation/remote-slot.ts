import { createContext, useContext } from 'react';
import type { RemoteName } from './remotes-map';

export interface RemoteSlot {
  remote: RemoteName;
  /** Loads the remote module again (after a fallback or a render error). */
  retry: () => void;
}

export const RemoteSlotContext = createContext<RemoteSlot | null>(null);

export function useRemoteSlot(): RemoteSlot | null {
  return useContext(RemoteSlotContext);
}
