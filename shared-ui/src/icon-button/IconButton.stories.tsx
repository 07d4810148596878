import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Heart, Menu, RefreshCw, Search, Trash2, X } from '../icons/icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Open menu', icon: <Menu />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <IconButton {...args} aria-label="Search" icon={<Search />} variant="secondary" />
      <IconButton {...args} aria-label="Refresh" icon={<RefreshCw />} variant="primary" />
      <IconButton {...args} aria-label="Delete" icon={<Trash2 />} variant="danger" />
      <IconButton
        {...args}
        aria-label="Add to favorites"
        icon={<Heart />}
        variant="secondary"
        round
      />
      <IconButton {...args} aria-label="Close" icon={<X />} size="sm" />
    </div>
  ),
};

export const OnDarkHeader: Story = {
  render: (args) => (
    <div
      style={{ background: 'var(--color-header)', color: 'var(--color-on-header)', padding: 12 }}
    >
      <IconButton {...args} />
    </div>
  ),
};
