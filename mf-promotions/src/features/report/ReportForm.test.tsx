import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSession, useSessionStore } from '@bonus-atlas/shared-services';
import { i18n } from '@bonus-atlas/shared-ui';
import { makePromotion, renderWithProviders } from '../../test/render';
import ReportModal from './ReportModal';

const addReport = vi.hoisted(() => vi.fn());
vi.mock('@bonus-atlas/shared-services', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  addReport,
}));

const LABEL = "What's wrong with this promotion?";

function signIn() {
  useSessionStore.setState({
    status: 'signed-in',
    user: { uid: 'demo-member', displayName: 'Maya Member', email: 'member@bonus-atlas.test', photoURL: null },
  });
}

function renderReport(onClose = vi.fn()) {
  renderWithProviders(<ReportModal promotion={makePromotion()} open onClose={onClose} />);
  return {
    onClose,
    submit: screen.getByRole('button', { name: 'Submit Report' }),
    field: screen.getByLabelText(LABEL, { exact: false }),
  };
}

beforeEach(() => {
  addReport.mockReset();
  resetSession('signed-out');
});

afterEach(async () => {
  resetSession('signed-out');
  await i18n.changeLanguage('en');
});

describe('ReportModal', () => {
  it('shows the promotion, the required field and the IDR 5,000 notice', () => {
    signIn();
    const { submit } = renderReport();
    expect(screen.getByText('Bonus Sambutan 100% · Garuda Play')).toBeInTheDocument();
    expect(screen.getByText("You'll earn IDR 5,000 when your report is reviewed by our team.")).toBeInTheDocument();
    expect(screen.getByLabelText(LABEL, { exact: false })).toBeRequired();
    expect(submit).toBeDisabled();
  });

  it('keeps Submit Report disabled for blank text', async () => {
    signIn();
    const { submit, field } = renderReport();
    await userEvent.type(field, '    ');
    expect(submit).toBeDisabled();
  });

  it('refuses a signed-out visitor with the spec message and offers a sign-in', async () => {
    const { submit, field } = renderReport();
    expect(screen.getByTestId('report-sign-in')).toHaveTextContent('Please log in to submit a report.');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    await userEvent.type(field, 'Max bonus is wrong');
    await userEvent.click(submit);
    // the form's check (its zod schema) loads with the first submit
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to submit a report.');
    expect(addReport).not.toHaveBeenCalled();
  });

  it("asks the shell's account chooser to open and keeps the typed text once signed in", async () => {
    const { field } = renderReport();
    await userEvent.type(field, 'Wrong max bonus');
    const before = useSessionStore.getState().signInRequests;
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(useSessionStore.getState().signInRequests).toBe(before + 1);
    // the shell signs the user in; the modal, still open, drops the prompt
    act(() => signIn());
    await waitFor(() => expect(screen.queryByTestId('report-sign-in')).toBeNull());
    expect(field).toHaveValue('Wrong max bonus');
  });

  it('submits the trimmed text, shows Submitting... meanwhile, then the success toast and closes', async () => {
    signIn();
    let finish: (value: unknown) => void = () => undefined;
    addReport.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { submit, field, onClose } = renderReport();
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'wrong_turnover');
    await userEvent.type(field, '  Turnover is 30x, not 25x  ');
    await userEvent.click(submit);

    expect(await screen.findByRole('button', { name: /Submitting\.\.\./ })).toBeDisabled();
    // the promotion by its path only: its title and brand name are read where it is stored
    expect(addReport).toHaveBeenCalledWith({
      reportId: expect.any(String),
      userId: 'demo-member',
      userEmail: 'member@bonus-atlas.test',
      brandId: 'brand-1',
      promotionId: 'promo-1',
      description: 'Turnover is 30x, not 25x',
      reason: 'wrong_turnover',
    });
    finish({ success: true, data: { id: 'report-1' } });

    expect(await screen.findByText('Report Submitted Successfully!')).toBeInTheDocument();
    expect(
      screen.getAllByText("You'll earn IDR 5,000 when your report is reviewed by our team.").length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the typed text and says so when the report fails', async () => {
    signIn();
    addReport.mockResolvedValue({ success: false, error: 'Failed to submit report. Please try again.' });
    const { submit, field, onClose } = renderReport();
    await userEvent.type(field, 'Wrong terms');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit report. Please try again.');
    expect(field).toHaveValue('Wrong terms');
    expect(submit).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells a suspended member why, in their language, and keeps what they typed', async () => {
    signIn();
    await act(() => i18n.changeLanguage('id'));
    addReport.mockResolvedValue({ success: false, error: 'suspendedReportFarming' });
    renderWithProviders(<ReportModal promotion={makePromotion()} open onClose={vi.fn()} />);
    const field = screen.getByRole('textbox');
    await userEvent.type(field, 'Syaratnya salah');
    await userEvent.click(screen.getByRole('button', { name: /Kirim/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Akun Anda ditangguhkan karena mengirim laporan hanya demi hadiah.',
    );
    expect(field).toHaveValue('Syaratnya salah');
  });

  it('retries under the same report id, so a lost answer never files a second report', async () => {
    signIn();
    addReport.mockResolvedValueOnce({ success: false, error: 'Failed to submit report. Please try again.' });
    addReport.mockResolvedValueOnce({ success: true, data: 'report-1' });
    const { submit, field } = renderReport();
    await userEvent.type(field, 'Wrong terms');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit report. Please try again.');
    await userEvent.click(submit);
    expect(await screen.findByText('Report Submitted Successfully!')).toBeInTheDocument();
    const [first, retry] = addReport.mock.calls.map(([input]) => (input as { reportId: string }).reportId);
    expect(first).toEqual(expect.any(String));
    expect(retry).toBe(first);
  });

  it('says so when the member already has an open report on the promotion', async () => {
    signIn();
    addReport.mockResolvedValue({
      success: false,
      error: 'You already have an open report on this promotion. Our team will review it soon.',
    });
    const { submit, field } = renderReport();
    await userEvent.type(field, 'Wrong terms');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have an open report on this promotion. Our team will review it soon.',
    );
  });

  it.each([
    ['This promotion has already been reported. Our team will review it soon.', 'Promosi ini sudah dilaporkan.'],
    [
      'This promotion belongs to your own brand: edit it instead of reporting it.',
      'Promosi ini milik brand Anda sendiri',
    ],
    ['This promotion no longer exists.', 'Promosi ini sudah tidak ada.'],
  ])(
    'says why a report is refused (%s), in English and in Bahasa Indonesia, keeping the text',
    async (english, indonesian) => {
      signIn();
      addReport.mockResolvedValue({ success: false, error: english });
      const { submit, field } = renderReport();
      await userEvent.type(field, 'Wrong terms');
      await userEvent.click(submit);
      expect(await screen.findByRole('alert')).toHaveTextContent(english);
      expect(field).toHaveValue('Wrong terms');
      await act(() => i18n.changeLanguage('id'));
      expect(screen.getByRole('alert')).toHaveTextContent(indonesian);
    },
  );

  it('shows the login message when the service refuses a signed-out report', async () => {
    signIn();
    addReport.mockResolvedValue({ success: false, error: 'Please log in to submit a report.' });
    const { submit, field } = renderReport();
    await userEvent.type(field, 'Wrong terms');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to submit a report.');
  });

  it('treats a thrown error like a failed result', async () => {
    signIn();
    addReport.mockRejectedValue(new Error('network down'));
    const { submit, field } = renderReport();
    await userEvent.type(field, 'Wrong image');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit report. Please try again.');
  });
});
