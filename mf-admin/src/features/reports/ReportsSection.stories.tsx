import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked, screen, waitFor } from 'storybook/test';
import { useReportsPages } from '@bonus-atlas/shared-services/manage';
import { reportPages } from '../../test/story-fixtures';
import { ReportsSection } from './ReportsSection';

const meta = { component: ReportsSection, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof ReportsSection>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeReports: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cashback Mingguan 10%')).toBeVisible();
  },
};

/** A row opens its details from the keyboard (Tab to it, Enter); Escape closes them. */
export const DetailsByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const row = canvas.getByText('Reload Akhir Pekan 25%').closest('tr')!;
    row.focus();
    await expect(row).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('Report Details');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Details' })).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  beforeEach: () => void mocked(useReportsPages).mockReturnValue(reportPages([], { isPending: true }) as never),
};
export const LoadError: Story = {
  beforeEach: () => void mocked(useReportsPages).mockReturnValue(reportPages([], { isError: true }) as never),
};
export const Empty: Story = {
  beforeEach: () => void mocked(useReportsPages).mockReturnValue(reportPages([]) as never),
};
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
