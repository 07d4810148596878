import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Badge } from './Badge';
import type { BadgeVariant } from './Badge';

const VARIANTS: BadgeVariant[] = [
  'verified',
  'unverified',
  'crypto',
  'pending',
  'reviewed',
  'resolved',
  'completed',
  'admin',
  'member',
  'new',
  'topRated',
];

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { variant: 'verified' },
  argTypes: { variant: { control: 'select', options: VARIANTS } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {};

export const ProductVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {VARIANTS.map((variant) => (
        <Badge key={variant} variant={variant} />
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {(['neutral', 'success', 'danger', 'warning', 'info', 'accent', 'brand'] as const).map(
        (tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ),
      )}
    </div>
  ),
};
