import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { SectionHeader } from './SectionHeader';

/** The heading every admin section starts with, and the figure beside it. */
const meta = {
  component: SectionHeader,
  args: { headingId: 'story-heading', title: 'Wrong Info Reports' },
} satisfies Meta<typeof SectionHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The heading names the section; the total stands beside it. */
export const WithTotal: Story = {
  tags: ['visual'],
  args: { children: <p style={{ margin: 0 }}>12 reports</p> },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Wrong Info Reports' });
    await expect(heading).toHaveAttribute('id', 'story-heading');
    await expect(canvas.getByText('12 reports')).toBeVisible();
  },
};

/** A user's page: the heading alone. */
export const HeadingOnly: Story = {
  args: { title: 'Maya Member' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Maya Member' })).toBeVisible();
  },
};
