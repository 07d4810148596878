import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { Avatar } from '../avatar/Avatar';
import { Building2, LogOut, User, Wallet } from '../icons/icons';
import { DropdownMenu } from './DropdownMenu';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Account menu',
    trigger: <Avatar name="Budi Santoso" />,
    header: (
      <>
        <strong>Budi Santoso</strong>
        <div>member@bonus-atlas.test</div>
      </>
    ),
    items: [
      { id: 'profile', label: 'Profile', icon: <User />, onSelect: fn() },
      { id: 'brands', label: 'My Brands', icon: <Building2 />, onSelect: fn() },
      { id: 'wallet', label: 'My Wallet', icon: <Wallet />, onSelect: fn() },
      {
        id: 'signout',
        label: 'Sign Out',
        icon: <LogOut />,
        onSelect: fn(),
        tone: 'danger',
        separatorBefore: true,
      },
    ],
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          minHeight: 260,
          padding: 12,
          background: 'var(--color-header)',
          color: 'var(--color-on-header)',
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountMenu: Story = {
  parameters: {
    // axe's experimental label-in-name rule reads the avatar's initials as the button's visible label;
    // they are the avatar picture's aria-hidden content (role img, named by the full name)
    a11y: { config: { rules: [{ id: 'label-content-name-mismatch', enabled: false }] } },
  },
};
