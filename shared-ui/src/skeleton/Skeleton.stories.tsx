import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = { args: { height: 260 } };
export const TextLines: Story = { args: { shape: 'text', lines: 4 } };

export const BrandCardPlaceholder: Story = {
  render: () => (
    <div style={{ width: 320, display: 'grid', gap: 12 }}>
      <Skeleton height={160} />
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <Skeleton shape="circle" />
        <Skeleton shape="text" width="60%" />
      </div>
      <Skeleton shape="text" lines={3} />
    </div>
  ),
};
