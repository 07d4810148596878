import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ProgressBar } from './ProgressBar';
import type { ProgressBarProps } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Refreshing brands', value: 60, showValue: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {};
export const Indeterminate: Story = { args: { value: undefined } };
export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <ProgressBar {...args} tone="primary" />
      <ProgressBar {...args} tone="accent" />
      <ProgressBar {...args} tone="success" value={100} />
      <ProgressBar {...args} tone="danger" value={30} />
    </div>
  ),
};

/** Spec: a forced refresh rises to 95 % over 10 s, then 100 on completion. */
function ForcedRefreshDemo(args: ProgressBarProps) {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setValue((current) => Math.min(95, current + 9.5)), 1000);
    return () => clearInterval(timer);
  }, []);
  return <ProgressBar {...args} value={value} />;
}

export const ForcedRefresh: Story = { render: (args) => <ForcedRefreshDemo {...args} /> };
