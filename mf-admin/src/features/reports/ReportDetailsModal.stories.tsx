import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, screen } from 'storybook/test';
import { reports } from '../../test/story-fixtures';
import { ReportDetailsModal } from './ReportDetailsModal';

const meta = {
  component: ReportDetailsModal,
  args: { report: reports[1]!, onClose: fn() },
} satisfies Meta<typeof ReportDetailsModal>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A pending report: the admin can resolve it; Escape closes the dialog. */
export const Pending: Story = {
  tags: ['visual'],
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Report Details' });
    await expect(dialog).toHaveTextContent('Reload Akhir Pekan 25%');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
export const Resolved: Story = { args: { report: reports[2]! } };
export const Duplicate: Story = { args: { report: reports[0]!, duplicateOf: reports[1]! } };
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
