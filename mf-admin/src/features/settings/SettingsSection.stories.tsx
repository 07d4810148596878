import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked, screen, waitFor, within } from 'storybook/test';
import { useSaveSiteSettings } from '@bonus-atlas/shared-services/manage';
import { SettingsSection } from './SettingsSection';

/** /admin/settings: SettingsForm over settings/site as stored when the tab opens (the preview's: IDR 75.000, a notice). */
const meta = {
  component: SettingsSection,
} satisfies Meta<typeof SettingsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Settings: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Minimum withdrawal (IDR)')).toHaveValue('75000');
    await expect(canvas.getByLabelText('Notice in Bahasa Indonesia')).toHaveValue(
      'Pemeliharaan malam ini mulai pukul 23.00 WIB.',
    );
  },
};

/** Below the spec's floor: said at the field, nothing is saved, what was typed stays. */
export const MinimumTooLow: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByLabelText('Minimum withdrawal (IDR)');
    await userEvent.clear(field);
    await userEvent.type(field, '10000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(
      await canvas.findByText('The minimum must be a whole amount from IDR 50.000 to IDR 10.000.000.'),
    ).toBeVisible();
    await expect(field).toHaveValue('10000');
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Saving asks first, then saves the typed values (the service writes them with their audit entry). */
const save = fn(() => Promise.resolve());
export const SaveConfirmed: Story = {
  beforeEach: () => void mocked(useSaveSiteSettings).mockReturnValue({ mutateAsync: save, isPending: false } as never),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByLabelText('Pause withdrawals'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save these settings?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save settings' }));
    await expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ settings: expect.objectContaining({ minWithdrawal: 75000, withdrawalsPaused: true }) }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};
