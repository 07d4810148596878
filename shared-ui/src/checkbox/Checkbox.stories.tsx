import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'Dry run', description: 'Only count what would change.', defaultChecked: true },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DryRun: Story = {};
export const Unchecked: Story = {
  args: { label: 'Skip promotion images', description: undefined, defaultChecked: false },
};
export const Disabled: Story = { args: { disabled: true } };
