import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, waitFor } from 'storybook/test';
import { HomeHead } from './HomeHead';

/** Home's head: nothing on the page, the site's title in the document's head. */
const meta = { component: HomeHead } satisfies Meta<typeof HomeHead>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Title: Story = {
  play: async () => {
    await waitFor(() => expect(document.title).not.toBe(''));
    await expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('12'),
    );
  },
};
