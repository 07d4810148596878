import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked, screen } from 'storybook/test';
import { loadExposedComponent } from '@bonus-atlas/shared-services';
import { Button, Modal } from '@bonus-atlas/shared-ui';
import { storyPromotion } from '../test/story-fixtures';
import { RemotePromotionDetailModal } from './promotion-detail-modal';

/**
 * The promotion detail modal comes from mf-promotions at run time (its own Storybook shows it); here
 * the catalog's side of it: what the brand page shows when that remote cannot be loaded.
 */
const meta = {
  component: RemotePromotionDetailModal,
  args: {
    promotion: storyPromotion({ id: 'p1' }),
    open: true,
    onClose: fn(),
    renderUnavailable: (close, retry) => (
      <Modal open onClose={close} title="Promotion details are temporarily unavailable.">
        <Button onClick={retry}>Try Again</Button>
      </Modal>
    ),
  },
  beforeEach: () => void mocked(loadExposedComponent).mockRejectedValue(new Error('remote unreachable')),
} satisfies Meta<typeof RemotePromotionDetailModal>;
export default meta;

type Story = StoryObj<typeof meta>;

export const RemoteUnavailable: Story = {
  play: async () => {
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Promotion details are temporarily unavailable.');
  },
};
