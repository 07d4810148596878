import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, waitFor } from 'storybook/test';
import { PromotionSearch } from './PromotionSearch';

const meta = { component: PromotionSearch, args: { onSearch: fn() } } satisfies Meta<typeof PromotionSearch>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Opens from its toggle, searches after the typing stops. */
export const Types: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search promotions' }));
    await userEvent.type(canvas.getByPlaceholderText('Search promotions, brands or games...'), 'cashback');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('cashback'));
  },
};
