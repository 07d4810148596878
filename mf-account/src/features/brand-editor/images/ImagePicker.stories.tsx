import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { ImagePicker } from './ImagePicker';

const meta = {
  component: ImagePicker,
  args: {
    label: 'Logo',
    hint: 'JPG or PNG, up to 500KB (larger images are shrunk)',
    value: '',
    onChange: fn(),
    kind: 'logo',
    brandId: 'garuda-play',
  },
} satisfies Meta<typeof ImagePicker>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No image')).toBeVisible();
  },
};
/** A saved image that no longer loads shows its fallback. */
export const BrokenImage: Story = { args: { value: 'https://storage.invalid/logo.png' } };
