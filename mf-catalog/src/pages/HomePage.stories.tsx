import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import HomePage from './HomePage';

const meta = { component: HomePage, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof HomePage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
  },
};
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
