import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import type { PromotionView } from '@bonus-atlas/shared-services';
import { storyPromotions } from '../../test/story-fixtures';
import { BY_CATEGORY_COLUMNS } from './use-column-count';
import { PromotionGrid } from './PromotionGrid';

const items = storyPromotions(6);

const meta = {
  component: PromotionGrid<PromotionView>,
  args: {
    items,
    getKey: (item) => item.id,
    renderItem: (item) => (
      <div
        style={{
          padding: 12,
          border: '1px solid var(--color-border)',
          borderRadius: 8,
          height: 80 + item.title.length,
        }}
      >
        {item.title}
      </div>
    ),
    breakpoints: BY_CATEGORY_COLUMNS,
    layout: 'masonry',
    label: 'Promotions',
  },
} satisfies Meta<typeof PromotionGrid<PromotionView>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Masonry keeps the list's order for Tab and screen readers. */
export const Masonry: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(items.length);
  },
};
export const Grid: Story = { args: { layout: 'grid' } };
