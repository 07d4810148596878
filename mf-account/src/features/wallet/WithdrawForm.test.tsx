import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@bonus-atlas/shared-ui';
import { renderWithProviders } from '@bonus-atlas/test-support';
import { WithdrawForm } from './WithdrawForm';

// the service as the form sees it: each submission's input, and its answer
const service = vi.hoisted(() => ({ calls: [] as Array<Record<string, unknown>>, answer: null as Error | null }));
// settings/site as the form reads it (null = the site runs on its defaults)
const site = vi.hoisted(() => ({ settings: null as Record<string, unknown> | null }));

vi.mock('@bonus-atlas/shared-services', async (original) => {
  const actual = await original<typeof import('@bonus-atlas/shared-services')>();
  return {
    ...actual,
    useSiteSettings: () => ({ data: { ...actual.DEFAULT_SITE_SETTINGS, ...site.settings }, isPending: false }),
  };
});

vi.mock('@bonus-atlas/shared-services/manage', async (original) => {
  const actual = await original<typeof import('@bonus-atlas/shared-services/manage')>();
  return {
    ...actual,
    useRequestWithdrawal: () => ({
      isPending: false,
      mutateAsync: async (input: Record<string, unknown>) => {
        service.calls.push(input);
        if (service.answer) throw service.answer;
        return input.withdrawalId;
      },
    }),
  };
});

async function fillToDana(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(screen.getByLabelText(/^Amount/), amount);
  await user.selectOptions(screen.getByLabelText('E-wallet provider'), 'DANA');
  await user.type(screen.getByLabelText(/^Phone number/), '0812 3456 7890');
  await user.type(screen.getByLabelText('Account holder name'), 'Maya Member');
}

describe('the withdraw form', () => {
  afterEach(async () => {
    service.calls = [];
    service.answer = null;
    site.settings = null;
    await act(() => i18n.changeLanguage('en'));
  });

  it('says what is wrong per field and sends nothing: over the balance, under the minimum, a phone that is none', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm uid="member-1" balance={60000} onDone={vi.fn()} />);
    await fillToDana(user, '70.000');
    await user.clear(screen.getByLabelText(/^Phone number/));
    await user.type(screen.getByLabelText(/^Phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('The amount is more than your balance of IDR 60,000')).toBeInTheDocument();
    expect(screen.getByText(/Enter the phone number of your e-wallet account/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Amount/));
    await user.type(screen.getByLabelText(/^Amount/), '40000');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('The minimum withdrawal is IDR 50,000')).toBeInTheDocument();
    expect(service.calls).toHaveLength(0);
  });

  it('keeps everything typed when the request is refused, and a retry is the same request', async () => {
    const { WithdrawalRefused } = await import('@bonus-atlas/shared-services/manage');
    service.answer = new WithdrawalRefused('withdrawalSubmitFailed');
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<WithdrawForm uid="member-1" balance={60000} onDone={onDone} />);
    await fillToDana(user, '50.000');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your withdrawal request could not be sent.');
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('50.000');
    expect(screen.getByLabelText(/^Phone number/)).toHaveValue('0812 3456 7890');
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Maya Member');

    service.answer = null;
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(service.calls).toHaveLength(2);
    expect(service.calls[1]?.withdrawalId).toBe(service.calls[0]?.withdrawalId);
    expect(service.calls[0]).toMatchObject({
      amount: '50.000',
      method: 'ewallet',
      provider: 'DANA',
      userId: 'member-1',
    });
  });

  it('tells a member with a pending request why, in Bahasa Indonesia', async () => {
    const { WithdrawalRefused } = await import('@bonus-atlas/shared-services/manage');
    service.answer = new WithdrawalRefused('withdrawalPending');
    await act(() => i18n.changeLanguage('id'));
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm uid="member-1" balance={60000} onDone={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Jumlah/), '50000');
    await user.click(screen.getByLabelText('Transfer bank'));
    await user.selectOptions(screen.getByLabelText('Bank'), 'BCA');
    await user.type(screen.getByLabelText(/^Nomor rekening/), '1234567890');
    await user.type(screen.getByLabelText('Nama pemilik rekening'), 'Maya Member');
    await user.click(screen.getByRole('button', { name: 'Ajukan penarikan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Anda masih punya penarikan yang menunggu ditinjau.');
    expect(service.calls[0]).toMatchObject({ method: 'bank', provider: 'BCA', accountNumber: '1234567890' });
  });

  it("states the admins' pause notice in the page's language and requests nothing while withdrawals are paused", async () => {
    site.settings = {
      withdrawalsPaused: true,
      withdrawalsNotice: { en: 'Payouts resume on Monday.', id: 'Pembayaran dilanjutkan hari Senin.' },
    };
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<WithdrawForm uid="member-1" balance={60000} onDone={vi.fn()} />);
    expect(screen.getByText('Payouts resume on Monday.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
    await fillToDana(user, '50.000');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(service.calls).toHaveLength(0);
    unmount();

    await act(() => i18n.changeLanguage('id'));
    renderWithProviders(<WithdrawForm uid="member-1" balance={60000} onDone={vi.fn()} />);
    expect(screen.getByText('Pembayaran dilanjutkan hari Senin.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Ajukan penarikan' })).toBeDisabled();
  });

  it('says withdrawals are paused when the admins left no notice', async () => {
    site.settings = { withdrawalsPaused: true };
    renderWithProviders(<WithdrawForm uid="member-1" balance={60000} onDone={vi.fn()} />);
    expect(screen.getByText('Withdrawals are paused for now.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  });

  it("states the site's minimum in rupiah (id-ID) and refuses less before sending", async () => {
    site.settings = { minWithdrawal: 75000 };
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm uid="member-1" balance={100000} onDone={vi.fn()} />);
    expect(screen.getByText(/^From IDR\s75\.000 to IDR\s10\.000\.000 per request/)).toBeInTheDocument();
    await fillToDana(user, '60.000');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText(/^The minimum withdrawal is IDR\s75\.000\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue('60.000');
    expect(service.calls).toHaveLength(0);
  });

  it("words the service's refusal under a raised minimum with the amount in rupiah, in Bahasa Indonesia", async () => {
    const { WithdrawalRefused } = await import('@bonus-atlas/shared-services/manage');
    // another admin raised the minimum after this page read it
    service.answer = new WithdrawalRefused('withdrawalBelowSiteMinimum', { min: 80000 });
    await act(() => i18n.changeLanguage('id'));
    const user = userEvent.setup();
    renderWithProviders(<WithdrawForm uid="member-1" balance={100000} onDone={vi.fn()} />);
    await user.type(screen.getByLabelText(/^Jumlah/), '60000');
    await user.selectOptions(screen.getByLabelText('Penyedia e-wallet'), 'DANA');
    await user.type(screen.getByLabelText(/^Nomor HP/), '0812 3456 7890');
    await user.type(screen.getByLabelText('Nama pemilik rekening'), 'Maya Member');
    await user.click(screen.getByRole('button', { name: 'Ajukan penarikan' }));
    expect(await screen.findByText(/^Penarikan minimum adalah IDR\s80\.000\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Jumlah/)).toHaveValue('60000');
  });
});
