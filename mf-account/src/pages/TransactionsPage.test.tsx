import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@bonus-atlas/shared-services';
import { i18n } from '@bonus-atlas/shared-ui';
import { renderWithProviders } from '@bonus-atlas/test-support';
import TransactionsPage from './TransactionsPage';

// the wallet's reads, as the page sees them: the history still loading, then answered (empty here)
const history = vi.hoisted(() => ({
  current: { isPending: true, isFetching: true, isError: false, data: undefined as unknown[] | undefined },
}));

const reports = vi.hoisted(() => ({ current: [] as unknown[] }));
// the member's balance and the admins' minimum withdrawal (settings/site)
const wallet = vi.hoisted(() => ({ balance: 5000, siteMinimum: 50000 }));

vi.mock('@bonus-atlas/shared-services/manage', () => ({
  useUserTransactions: () => ({ ...history.current, refetch: vi.fn() }),
  useMyReports: () => ({ isPending: false, isError: false, data: reports.current, refetch: vi.fn() }),
}));

vi.mock('@bonus-atlas/shared-services', async (original) => ({
  ...(await original<typeof import('@bonus-atlas/shared-services')>()),
  useSiteSettings: () => ({
    data: {
      minWithdrawal: wallet.siteMinimum,
      withdrawalsPaused: false,
      withdrawalsNotice: { en: '', id: '' },
      siteNotice: { en: '', id: '' },
    },
  }),
  useWalletSummaryQuery: () => ({
    data: { balance: wallet.balance, totalEarned: wallet.balance },
    isFetching: false,
    isError: false,
    refetch: vi.fn(),
  }),
}));

describe('the wallet page', () => {
  beforeEach(() => {
    useSessionStore.setState({
      status: 'signed-in',
      user: { uid: 'member-1', displayName: 'Member', email: 'member@bonus-atlas.test', photoURL: null },
    });
  });

  it('shows the how-to-earn hint only once the history has its rows, below it: nothing is pushed down (no layout shift)', () => {
    const { rerender } = renderWithProviders(<TransactionsPage />);
    expect(screen.getByRole('heading', { name: 'Transaction History' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to earn' })).not.toBeInTheDocument();

    history.current = { isPending: false, isFetching: false, isError: false, data: [] };
    act(() => rerender(<TransactionsPage />));
    const hint = screen.getByRole('heading', { name: 'How to earn' });
    expect(screen.getByText('No Transactions Yet')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Transaction History' }).compareDocumentPosition(hint) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('names a completed transaction and a resolved report differently in Bahasa Indonesia', async () => {
    history.current = {
      isPending: false,
      isFetching: false,
      isError: false,
      data: [
        {
          id: 't1',
          userId: 'member-1',
          type: 'report_reward',
          amount: 5000,
          status: 'completed',
          description: 'Reward',
          relatedId: 'r1',
          createdAt: new Date('2026-11-20T03:00:00Z'),
        },
      ],
    };
    reports.current = [
      {
        id: 'r1',
        promotionTitle: 'Weekly Refill',
        brandName: 'Naga',
        description: 'Wrong turnover',
        status: 'resolved',
        rewarded: true,
        createdAt: new Date('2026-11-19T03:00:00Z'),
      },
    ];
    await act(() => i18n.changeLanguage('id'));
    try {
      renderWithProviders(<TransactionsPage />);
      const [transaction] = screen.getAllByRole('listitem').filter((row) => row.dataset.transactionType);
      const report = document.querySelector<HTMLElement>('[data-report-id="r1"]')!;
      expect(within(transaction!).getByText('Berhasil')).toBeInTheDocument();
      expect(within(report).getByText('Terselesaikan')).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
      reports.current = [];
    }
  });

  it("opens no form under the admins' raised minimum: it says the balance must reach it, in rupiah (id-ID)", async () => {
    wallet.balance = 60000;
    wallet.siteMinimum = 75000;
    try {
      renderWithProviders(<TransactionsPage />);
      await act(() => screen.getByRole('button', { name: 'Withdraw' }).click());
      expect(screen.getByText(/^You can withdraw once your balance reaches IDR\s75\.000\.$/)).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Withdraw your balance' })).not.toBeInTheDocument();
    } finally {
      wallet.balance = 5000;
      wallet.siteMinimum = 50000;
    }
  });
});
