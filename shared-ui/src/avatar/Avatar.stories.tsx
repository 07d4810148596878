import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Avatar } from './Avatar';

const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#24335a"/><circle cx="32" cy="24" r="12" fill="#fbbf24"/><rect x="14" y="40" width="36" height="24" rx="12" fill="#fbbf24"/></svg>',
  );

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Budi Santoso', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {};
export const Photo: Story = { args: { photoURL: PHOTO } };
export const BrokenPhotoFallsBack: Story = {
  args: { photoURL: '/missing-photo.png', name: 'Siti Aminah' },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};
