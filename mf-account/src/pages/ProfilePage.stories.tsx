import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useActiveBreak } from '@bonus-atlas/shared-services';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { NOW } from '../test/story-fixtures';
import ProfilePage from './ProfilePage';

const meta = {
  component: ProfilePage,
  parameters: { layout: 'fullscreen', router: { route: '/profile' } },
} satisfies Meta<typeof ProfilePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Edit Profile opens the name form in place. */
export const Member: Story = {
  beforeEach: signedIn('member'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Profile' }));
    await expect(canvas.getByLabelText(/^Display name/)).toHaveValue('Maya Member');
  },
};
/** On a break: Preferences say until when. */
export const TakeABreak: Story = {
  beforeEach: [
    signedIn('member'),
    () => void mocked(useActiveBreak).mockReturnValue(new Date(NOW + 30 * 24 * 60 * 60 * 1000)),
  ],
};
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Please Sign In')).toBeVisible();
  },
};
export const PhoneIndonesian: Story = {
  beforeEach: signedIn('member'),
  globals: { locale: 'id', viewport: { value: 'phone' } },
};
