import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Button } from '../button/Button';
import { ChartColumn, Flag, Menu, MessageSquare } from '../icons/icons';
import { Drawer } from './Drawer';
import type { DrawerProps } from './Drawer';

const links = [
  { label: 'Wrong Info Reports', Icon: Flag },
  { label: 'Comment Management', Icon: MessageSquare },
  { label: 'Analytics', Icon: ChartColumn },
];

function DrawerDemo(args: DrawerProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" leftIcon={<Menu />} onClick={() => setOpen(true)}>
        Admin menu
      </Button>
      <Drawer {...args} open={open} onClose={() => setOpen(false)}>
        <nav style={{ display: 'grid', gap: 8 }}>
          {links.map(({ label, Icon }) => (
            <a key={label} href="#admin" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <Icon size={18} aria-hidden="true" />
              {label}
            </a>
          ))}
        </nav>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: true, title: 'Admin Panel', onClose: fn(), side: 'left' },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { children: <p>Drawer content</p> } };
export const FromTheRight: Story = { args: { side: 'right', children: <p>Filters</p> } };
export const Interactive: Story = { render: (args) => <DrawerDemo {...args} /> };
