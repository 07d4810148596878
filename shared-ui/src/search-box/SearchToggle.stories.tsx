import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SearchToggle } from './SearchToggle';

const meta = {
  title: 'Inputs/SearchToggle',
  component: SearchToggle,
  args: {
    onSearch: () => undefined,
    labels: {
      open: 'Search brands',
      close: 'Close search',
      placeholder: 'Search brands, bonuses, or features...',
    },
  },
} satisfies Meta<typeof SearchToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const WithActiveTerm: Story = { args: { term: 'naga' } };

function SettledTermDemo(args: Story['args']) {
  const [term, setTerm] = useState('');
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <SearchToggle
        {...args}
        labels={args?.labels ?? meta.args.labels}
        term={term}
        onSearch={setTerm}
      />
      <output>Searching for: {term || '(nothing)'}</output>
    </div>
  );
}

export const SettledTerm: Story = { render: (args) => <SettledTermDemo {...args} /> };
