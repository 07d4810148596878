import { act, renderHook, waitFor } from '@testing-library/react';

const getWalletSummary = vi.fn();
vi.mock('../../src/wallet/get-wallet-summary', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/wallet/get-wallet-summary')>()),
  getWalletSummary: (...args: unknown[]) => getWalletSummary(...args),
}));

const { useSessionStore, resetSession } = await import('../../src/session/session-store');
const { useWalletSummary, useWalletSummaryStore } = await import('../../src/wallet/wallet-summary-store');

describe('header wallet summary', () => {
  beforeEach(() => {
    getWalletSummary.mockReset();
    resetSession('signed-out');
  });

  it('loads the signed-in user\'s balance and clears it on sign-out', async () => {
    getWalletSummary.mockResolvedValue({ success: true, data: { balance: 15000, totalEarned: 20000 } });
    const { result } = renderHook(() => useWalletSummary());
    expect(result.current.balance).toBe(0);
    act(() => {
      useSessionStore.setState({ status: 'signed-in', user: { uid: 'u1', displayName: 'Maya', email: null, photoURL: null } });
    });
    await waitFor(() => expect(result.current).toMatchObject({ balance: 15000, totalEarned: 20000, status: 'ready' }));
    expect(getWalletSummary).toHaveBeenCalledWith('u1');

    getWalletSummary.mockResolvedValue({ success: true, data: { balance: 20000, totalEarned: 25000 } });
    await act(() => useWalletSummaryStore.getState().refresh());
    expect(result.current.balance).toBe(20000);

    act(() => resetSession());
    await waitFor(() => expect(result.current).toMatchObject({ balance: 0, status: 'idle' }));
  });

  it('keeps the error text when the read fails', async () => {
    getWalletSummary.mockResolvedValue({ success: false, error: 'Failed to fetch balance' });
    useSessionStore.setState({ status: 'signed-in', user: { uid: 'u2', displayName: null, email: null, photoURL: null } });
    await useWalletSummaryStore.getState().refresh();
    expect(useWalletSummaryStore.getState()).toMatchObject({ status: 'error', error: 'Failed to fetch balance' });
  });
});
