import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Chip } from './Chip';
import type { ChipProps } from './Chip';

const meta = {
  title: 'Inputs/Chip',
  component: Chip,
  args: { children: 'Crypto', count: 12, selected: false },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

function ToggleDemo(args: ChipProps) {
  const [on, setOn] = useState(false);
  return <Chip {...args} pressed={on} selected={undefined} onPressedChange={setOn} />;
}

function HomeFiltersDemo() {
  const filters = [
    { id: 'all', label: 'All Brands', count: 48 },
    { id: 'new', label: 'New Brands', count: 5 },
    { id: 'top', label: 'Top Rated', count: 17 },
  ];
  const [active, setActive] = useState('all');
  return (
    <div
      role="group"
      aria-label="Filter brands"
      style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}
    >
      {filters.map((filter) => (
        <Chip
          key={filter.id}
          selected={active === filter.id}
          count={filter.count}
          onClick={() => setActive(filter.id)}
        >
          {filter.label}
        </Chip>
      ))}
    </div>
  );
}

export const Toggle: Story = { render: (args) => <ToggleDemo {...args} /> };

export const HomeFilters: Story = { render: () => <HomeFiltersDemo /> };

export const WithLogo: Story = {
  args: {
    icon: (
      <span
        style={{
          display: 'block',
          width: '100%',
          height: '100%',
          background: 'var(--color-accent)',
        }}
      />
    ),
    children: 'Garuda88',
    count: 7,
  },
};
