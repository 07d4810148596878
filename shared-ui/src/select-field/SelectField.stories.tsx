import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SelectField } from './SelectField';

const meta = {
  title: 'Inputs/SelectField',
  component: SelectField,
  args: {
    label: 'Sort by',
    options: [
      { value: 'rating', label: 'Rating' },
      { value: 'newest', label: 'Newest' },
      { value: 'name', label: 'Name' },
      { value: 'bonus', label: 'Bonus' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sorting: Story = {};
export const BrandLimit: Story = {
  args: {
    label: 'Brand limit',
    defaultValue: '1',
    hint: 'How many brands one run migrates.',
    options: ['all', '1', '5', '10', '25'].map((value) => ({
      value,
      label: value === 'all' ? 'All' : value,
    })),
  },
};
export const WithError: Story = { args: { error: 'Please choose a sort order' } };
