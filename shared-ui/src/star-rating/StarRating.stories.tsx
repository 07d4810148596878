import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { StarRating } from './StarRating';

const meta = {
  title: 'Data display/StarRating',
  component: StarRating,
  args: { value: 4.5, showValue: true },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HalfStar: Story = {};
export const BelowHalf: Story = { args: { value: 4.4 } };
export const Scale: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {[1, 2.5, 3.7, 4.7, 5].map((value) => (
        <StarRating key={value} {...args} value={value} />
      ))}
    </div>
  ),
};
export const Large: Story = { args: { size: 'lg', value: 4.8 } };
