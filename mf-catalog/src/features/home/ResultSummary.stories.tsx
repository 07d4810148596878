import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { ResultSummary } from './ResultSummary';

const meta = { component: ResultSummary, args: { count: 2, term: 'naga', filter: 'top' } } satisfies Meta<
  typeof ResultSummary
>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TermInCategory: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Found 2 result(s) for "naga" in Top Rated');
  },
};
export const Indonesian: Story = { globals: { locale: 'id' } };
