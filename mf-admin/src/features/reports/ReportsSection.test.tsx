import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRecords, resetSession, useSessionStore, type PromotionReport } from '@bonus-atlas/shared-services';
import { renderWithProviders } from '@bonus-atlas/test-support';
import { ReportsSection } from './ReportsSection';

// the stored records' parser, as the services read them
const { toPromotionReport } = await loadRecords();

function report(id: string, data: Record<string, unknown>): PromotionReport {
  return toPromotionReport(id, {
    userId: 'member-1',
    promotionId: `promo-${id}`,
    brandName: 'Garuda Play',
    status: 'pending',
    createdAt: new Date('2026-11-20T03:00:00Z'),
    ...data,
  });
}

const state = vi.hoisted(() => ({
  pages: {} as Record<string, unknown>,
  filters: [] as { status: string | null; reason: string | null }[],
  counts: { all: 3, pending: 2, reviewed: 1, resolved: 0 },
  duplicates: new Map<string, string>(),
  deleteReport: vi.fn(),
  updateStatus: vi.fn(),
  /** the reported brand as the details read it (its owner decides whether a review pays) */
  brand: { createdBy: 'brand-owner' } as { createdBy: string } | undefined,
}));

vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services')>()),
  useBrand: () => ({ data: state.brand }),
}));

// the reports' queries and writes go to Firestore: stand-ins with the answers each case needs
vi.mock('@bonus-atlas/shared-services/manage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services/manage')>()),
  useReportCounts: () => ({ data: state.counts }),
  useReportsPages: (filter: { status: string | null; reason: string | null }) => {
    state.filters.push(filter);
    return state.pages;
  },
  useDuplicateReports: () => ({ data: state.duplicates }),
  useDeleteReport: () => ({ mutate: state.deleteReport, isPending: false }),
  useUpdateReportStatus: () => ({ mutate: state.updateStatus, isPending: false }),
}));

const loaded = (reports: PromotionReport[], more: Partial<Record<string, unknown>> = {}) => ({
  isPending: false,
  isError: false,
  data: { pages: [{ reports }] },
  hasNextPage: false,
  fetchNextPage: vi.fn(),
  ...more,
});

describe('the admin reports section', () => {
  beforeEach(() => {
    state.filters = [];
    state.duplicates = new Map();
    state.deleteReport = vi.fn();
    state.updateStatus = vi.fn();
    state.brand = { createdBy: 'brand-owner' };
    resetSession('signed-out');
    state.pages = loaded([
      report('r1', { promotionTitle: 'Cashback 5%', description: 'The bonus is 3%', reason: 'wrong_amount' }),
      report('r2', { promotionTitle: 'Welcome 100%', description: 'Link is broken', reason: 'broken_link' }),
    ]);
  });

  it('lists the reports with their promotion, reason and status, and the counts per status', () => {
    renderWithProviders(<ReportsSection />);
    expect(screen.getByText('3 reports in total')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Promotion reports' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('The bonus is 3%');
    expect(rows[1]).toHaveTextContent('Cashback 5%');
    expect(rows[1]).toHaveTextContent('Wrong bonus amount');
    expect(rows[2]).toHaveTextContent('Broken link');
    expect(screen.getByRole('button', { name: /^Pending/ })).toHaveTextContent('2');
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
  });

  it('asks for the chosen status and reason only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportsSection />);
    expect(state.filters.at(-1)).toEqual({ status: null, reason: null });
    await user.click(screen.getByRole('button', { name: /^Resolved/ }));
    expect(screen.getByRole('button', { name: /^Resolved/ })).toHaveAttribute('aria-pressed', 'true');
    expect(state.filters.at(-1)).toEqual({ status: 'resolved', reason: null });
    await user.selectOptions(screen.getByLabelText('Reason'), 'Broken link');
    expect(state.filters.at(-1)).toEqual({ status: 'resolved', reason: 'broken_link' });
  });

  it('marks a duplicate report', () => {
    state.duplicates = new Map([['r2', 'r1']]);
    renderWithProviders(<ReportsSection />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[2]!).getByText('Duplicate')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Duplicate')).not.toBeInTheDocument();
  });

  it('deletes a report only after the confirmation, and says so', async () => {
    const user = userEvent.setup();
    state.deleteReport = vi.fn(
      (_id: string, { onSuccess, onSettled }: { onSuccess: () => void; onSettled: () => void }) => {
        onSuccess();
        onSettled();
      },
    );
    renderWithProviders(<ReportsSection />);
    await user.click(screen.getByRole('button', { name: 'Delete report: Welcome 100%' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this report?' });
    expect(dialog).toHaveTextContent('The report about "Welcome 100%" will be removed.');
    expect(state.deleteReport).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(state.deleteReport).toHaveBeenCalledWith('r2', expect.anything());
    expect(await screen.findByText('Report deleted successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Delete this report?' })).not.toBeInTheDocument();
  });

  it('opens a report’s details from its row', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportsSection />);
    await user.click(screen.getByText('Link is broken'));
    expect(await screen.findByRole('dialog', { name: 'Report Details' })).toHaveTextContent('Welcome 100%');
  });

  it.each([
    ['the first report of a promotion is reviewed with its reward', null, undefined],
    ["attack: a report of the reporter's own brand is reviewed without a reward and says so", 'member-1', true],
  ])('%s', async (_label, owner, withoutReward) => {
    const user = userEvent.setup();
    if (owner) state.brand = { createdBy: owner };
    useSessionStore.setState({
      status: 'signed-in',
      role: 'admin',
      user: { uid: 'admin-1', displayName: 'Atlas Admin', email: 'admin@bonus-atlas.test', photoURL: null },
    });
    renderWithProviders(<ReportsSection />);
    await user.click(screen.getByText('Link is broken'));
    const dialog = await screen.findByRole('dialog', { name: 'Report Details' });
    if (owner) expect(dialog).toHaveTextContent('Not rewarded: the reporter owns this brand');
    else expect(dialog).not.toHaveTextContent('the reporter owns this brand');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Reviewed' }));
    const [input] = state.updateStatus.mock.calls[0] as [Record<string, unknown>];
    expect(input).toMatchObject({ reportId: 'r2', status: 'reviewed' });
    expect(input.withoutReward).toBe(withoutReward);
  });

  it('loads the next page on request', async () => {
    const user = userEvent.setup();
    const fetchNextPage = vi.fn();
    state.pages = loaded([report('r1', { promotionTitle: 'Cashback 5%' })], { hasNextPage: true, fetchNextPage });
    renderWithProviders(<ReportsSection />);
    await user.click(screen.getByRole('button', { name: 'Load More Reports' }));
    expect(fetchNextPage).toHaveBeenCalled();
  });

  it('says when the reports cannot be loaded and tries again', async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    state.pages = { isPending: false, isError: true, isRefetching: false, refetch };
    renderWithProviders(<ReportsSection />);
    expect(screen.getByText('Failed to Load Reports')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('says when no report matches', () => {
    state.pages = loaded([]);
    renderWithProviders(<ReportsSection />);
    expect(screen.getByText('No Reports Found')).toBeInTheDocument();
  });
});
