import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { useOwnerBrands } from '@bonus-atlas/shared-services/manage';
import { signedIn } from '@bonus-atlas/test-support/storybook';
import { answered, failed } from '../test/story-fixtures';
import MyBrandsPage from './MyBrandsPage';

const meta = {
  component: MyBrandsPage,
  parameters: { layout: 'fullscreen', router: { route: '/mybrands' } },
  beforeEach: signedIn('member'),
} satisfies Meta<typeof MyBrandsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const OneBrand: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Garuda Play')).toBeVisible();
  },
};
export const NoBrands: Story = { beforeEach: () => void mocked(useOwnerBrands).mockReturnValue(answered([]) as never) };
export const LoadError: Story = { beforeEach: () => void mocked(useOwnerBrands).mockReturnValue(failed as never) };
export const Admin: Story = { beforeEach: signedIn('admin') };
export const PhoneIndonesian: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
