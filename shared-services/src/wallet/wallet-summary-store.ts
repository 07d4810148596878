import { useEffect } from 'react';
import { createBoundStore } from '../shared/bound-store';
import { useSessionStore } from '../session/session-store';
import { EMPTY_WALLET, getWalletSummary } from './get-wallet-summary';

export interface WalletSummaryState {
  uid: string | null;
  balance: number;
  totalEarned: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Set when the balance came with a member's server page: the header's first mount does not read it again. */
  fromServerPage?: boolean;
  /** Re-reads the signed-in user's balance (header, after a reward, on the wallet page's Refresh). */
  refresh: () => Promise<void>;
}

function createWalletSummaryStore() {
  return createBoundStore<WalletSummaryState>((set, get) => ({
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
    const held = useWalletSummaryStore.getState();
    // the balance a member's server page came with is this user's, read moments ago: no second read
    // (before Auth has started, the database would refuse it anyway); any later mount reads afresh
    if (held.fromServerPage) {
      useWalletSummaryStore.setState({ fromServerPage: false });
      if (uid !== null && held.uid === uid) return;
    }
    void held.refresh();
  }, [uid]);
  return summary;
}
