import { useEffect } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '../session/session-store';
import { EMPTY_WALLET, getWalletSummary } from './get-wallet-summary';

export interface WalletSummaryState {
  uid: string | null;
  balance: number;
  totalEarned: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Re-reads the signed-in user's balance (header, after a reward, on the wallet page's Refresh). */
  refresh: () => Promise<void>;
}

function createWalletSummaryStore() {
  return create<WalletSummaryState>()((set, get) => ({
    uid: null,
    ...EMPTY_WALLET,
    status: 'idle',
    error: null,
    refresh: async () => {
      const uid = useSessionStore.getState().user?.uid ?? null;
      if (!uid) {
        set({ uid: null, ...EMPTY_WALLET, status: 'idle', error: null });
        return;
      }
      set({ uid, status: 'loading', error: null, ...(get().uid === uid ? {} : EMPTY_WALLET) });
      const result = await getWalletSummary(uid);
      // A sign-out or account switch while waiting makes this answer stale.
      if (useSessionStore.getState().user?.uid !== uid) return;
      if (result.success) set({ ...result.data, status: 'ready', error: null });
      else set({ status: 'error', error: result.error });
    },
  }));
}

type WalletSummaryStore = ReturnType<typeof createWalletSummaryStore>;
const STORE_KEY = Symbol.for('bonus-atlas.shared-services.wallet-summary-store');
const globalSlot = globalThis as Record<symbol, WalletSummaryStore | undefined>;

export const useWalletSummaryStore: WalletSummaryStore = globalSlot[STORE_KEY] ?? createWalletSummaryStore();
globalSlot[STORE_KEY] = useWalletSummaryStore;

/** Header wallet: follows the signed-in user and loads their balance; `refresh()` re-reads it. */
export function useWalletSummary(): WalletSummaryState {
  const uid = useSessionStore((state) => (state.status === 'signed-in' ? (state.user?.uid ?? null) : null));
  const summary = useWalletSummaryStore();
  useEffect(() => {
    void useWalletSummaryStore.getState().refresh();
  }, [uid]);
  return summary;
}
