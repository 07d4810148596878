import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PageHeader } from './PageHeader';

const meta = {
  component: PageHeader,
  args: { title: 'Promotions by Category', subtitle: 'Every bonus of every brand, by kind.' },
} satisfies Meta<typeof PageHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TitleAndSubtitle: Story = {};
export const LongIndonesian: Story = {
  args: {
    title: 'Perbandingan Bonus Sambutan Semua Situs Permainan Terpercaya',
    subtitle: 'Bandingkan bonus maksimal, turnover dan jenis permainan sebelum mendaftar.',
  },
  globals: { viewport: { value: 'phone' } },
};
