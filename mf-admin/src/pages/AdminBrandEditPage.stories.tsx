import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, mocked } from 'storybook/test';
import { loadExposedComponent } from '@bonus-atlas/shared-services';
import AdminBrandEditPage from './AdminBrandEditPage';

/**
 * The brand editor comes from mf-account at run time (its own Storybook shows it); here the admin's
 * side of it: the page when that remote cannot be loaded.
 */
const meta = {
  component: AdminBrandEditPage,
  parameters: {
    layout: 'fullscreen',
    router: { route: '/admin/brand/edit/garuda-play', path: '/admin/brand/edit/:id' },
  },
  beforeEach: () => void mocked(loadExposedComponent).mockRejectedValue(new Error('remote unreachable')),
} satisfies Meta<typeof AdminBrandEditPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EditorUnavailable: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('The brand editor could not be loaded.')).toBeVisible();
  },
};
