import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ChartColumn, Flag, MessageSquare, Settings, Users } from '../icons/icons';
import { Tabs } from './Tabs';
import type { TabItem } from './Tabs';

const adminTabs: TabItem[] = [
  {
    id: 'reports',
    label: 'Wrong Info Reports',
    icon: <Flag />,
    badge: '12',
    content: <p>Reports table…</p>,
  },
  {
    id: 'comments',
    label: 'Comment Management',
    icon: <MessageSquare />,
    content: <p>Comments table…</p>,
  },
  { id: 'users', label: 'Users', icon: <Users />, badge: 'Coming soon', disabled: true },
  {
    id: 'analytics',
    label: 'Analytics',
    icon: <ChartColumn />,
    badge: 'Coming soon',
    disabled: true,
  },
  { id: 'settings', label: 'Settings', icon: <Settings />, badge: 'Coming soon', disabled: true },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { label: 'Admin Panel', items: adminTabs },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {};
export const VerticalSidebar: Story = { args: { orientation: 'vertical' } };
export const Categories: Story = {
  args: {
    label: 'Promotion categories',
    items: ['All', 'Welcome Bonus', 'Rebate', 'Reload', 'Referral', 'Others'].map((category) => ({
      id: category,
      label: category,
      content: <p>{category} promotions…</p>,
    })),
  },
};
