import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { SignedOutNotice } from './SignedOutNotice';

const meta = {
  component: SignedOutNotice,
  args: { title: 'Please Sign In', message: 'You need to be logged in to view your profile' },
} satisfies Meta<typeof SignedOutNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please Sign In')).toBeVisible();
  },
};
export const Indonesian: Story = {
  args: { title: 'Silakan Masuk', message: 'Anda perlu masuk untuk melihat profil Anda' },
  globals: { locale: 'id', viewport: { value: 'phone' } },
};
