import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn } from 'storybook/test';
import { ownBrandValues } from '../../../test/story-fixtures';
import { BrandFormHarness } from '../../../test/brand-form-harness';
import { BasicInfoSection } from './BasicInfoSection';
import { FeaturesField } from './FeaturesField';
import { ImagesSection } from './ImagesSection';

/** The brand editor's sections, each inside a form of its own (BrandForm composes them). */
const meta = {
  title: 'Features/Brand Editor/Sections',
  component: BasicInfoSection,
  args: { isAdmin: false, slugEdited: false, onSlugEdited: fn() },
  decorators: [
    (Story) => (
      <BrandFormHarness values={ownBrandValues}>
        <Story />
      </BrandFormHarness>
    ),
  ],
} satisfies Meta<typeof BasicInfoSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Only an admin can mark a brand verified. */
export const BasicInformation: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByLabelText(/^Verified brand/)).not.toBeInTheDocument();
  },
};
export const BasicInformationAdmin: Story = {
  args: { isAdmin: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Verified brand/)).toBeEnabled();
  },
};
export const BasicInformationIndonesianPhone: Story = { globals: { locale: 'id', viewport: { value: 'phone' } } };
export const Images: Story = { render: () => <ImagesSection brandId="garuda-play" /> };

/** Features: typed and added with Enter, removed by their button. */
export const Features: Story = {
  render: function Render() {
    return <FeaturesField value={['Penarikan 5 menit']} onChange={featuresChanged} />;
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByPlaceholderText('e.g. Fast withdrawals'), 'Layanan 24 jam{Enter}');
    await expect(featuresChanged).toHaveBeenCalledWith(['Penarikan 5 menit', 'Layanan 24 jam']);
  },
};
const featuresChanged = fn();
