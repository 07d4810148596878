import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { DisplayNameForm } from './DisplayNameForm';

const meta = {
  component: DisplayNameForm,
  args: { uid: 'demo-member', current: 'Maya Member', onDone: fn() },
  beforeEach: signedIn('member'),
} satisfies Meta<typeof DisplayNameForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An emptied name is refused with the spec's message; the field keeps focus for the fix. */
export const RefusesEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(canvas.getByLabelText(/^Display name/));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Please enter a display name')).toBeVisible();
  },
};
export const Indonesian: Story = { globals: { locale: 'id' } };
