import { create } from 'zustand';
import { toDateOrNull } from '../model/to-date';
import { safeLocalStorage } from '../shared/local-storage';

/** A visitor's break lives in this browser (a signed-in user's also lives on users/{uid}). */
export const LOCAL_BREAK_KEY = 'bonusAtlas.breakUntil';

export function readLocalBreakEnd(): Date | null {
  return toDateOrNull(safeLocalStorage()?.getItem(LOCAL_BREAK_KEY) ?? null);
}

interface LocalBreakState {
  until: Date | null;
  /** Counts requests from any remote (Profile's Preferences) to open the shell's one break chooser. */
  chooserRequests: number;
  requestBreakChooser: () => void;
}

function createLocalBreakStore() {
  const store = create<LocalBreakState>()((set) => ({
    until: readLocalBreakEnd(),
    chooserRequests: 0,
    requestBreakChooser: () => set((state) => ({ chooserRequests: state.chooserRequests + 1 })),
  }));
  // another tab started a break: this one hides bonuses too
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key === LOCAL_BREAK_KEY) store.setState({ until: readLocalBreakEnd() });
    });
  }
  return store;
}

type LocalBreakStore = ReturnType<typeof createLocalBreakStore>;

// one store across shell and remotes, like the session store
const STORE_KEY = Symbol.for('bonus-atlas.shared-services.local-break-store');
const globalSlot = globalThis as Record<symbol, LocalBreakStore | undefined>;

export const useLocalBreakStore: LocalBreakStore = globalSlot[STORE_KEY] ?? createLocalBreakStore();
globalSlot[STORE_KEY] = useLocalBreakStore;

/** Keeps the later end in this browser: a break is never shortened from here either. */
export function writeLocalBreakEnd(until: Date): void {
  const current = readLocalBreakEnd();
  const kept = current && current > until ? current : until;
  try {
    safeLocalStorage()?.setItem(LOCAL_BREAK_KEY, kept.toISOString());
  } catch (error) {
    console.error('Failed to keep the break in this browser', error);
  }
  useLocalBreakStore.setState({ until: kept });
}
