import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect } from 'storybook/test';
import { ContactsMigrationPanel } from './ContactsMigrationPanel';
import { CorsHelpPanel } from './CorsHelpPanel';
import { MigrationResultPanel } from './MigrationResultPanel';

/** The migration page's panels: moving comment contacts, the Storage CORS help, a run's result. */
const meta = {
  title: 'Features/Migration',
  component: ContactsMigrationPanel,
  args: { isAdmin: true },
} satisfies Meta<typeof ContactsMigrationPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ContactsMove: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};
export const ContactsMoveNotAdmin: Story = {
  args: { isAdmin: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};
export const CorsHelp: Story = { render: () => <CorsHelpPanel /> };
export const RunResult: Story = {
  render: () => (
    <MigrationResultPanel
      result={{
        dryRun: false,
        brandsProcessed: 3,
        brandImagesMigrated: 5,
        promotionImagesMigrated: 7,
        promotionImagesSkipped: 1,
        errors: [{ brandId: 'naga-emas', brandName: 'Naga Emas', message: 'Logo could not be downloaded (404)' }],
        migratedBrands: [
          { id: 'garuda-play', name: 'Garuda Play', images: 4 },
          { id: 'nusantara-bet', name: 'Nusantara Bet', images: 8 },
        ],
      }}
    />
  ),
};
