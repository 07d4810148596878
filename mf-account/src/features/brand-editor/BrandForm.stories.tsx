import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked, waitFor } from 'storybook/test';
import { useCreateBrand } from '@bonus-atlas/shared-services/manage';
import { ownBrandValues } from '../../test/story-fixtures';
import { BrandForm } from './BrandForm';
import { emptyBrandValues } from './form-values';

const create = fn(() => Promise.resolve());

const meta = {
  component: BrandForm,
  args: {
    mode: 'create',
    brandId: 'new-brand',
    initialValues: emptyBrandValues(),
    actor: { uid: 'demo-member', role: 'member', displayName: 'Maya Member' },
    onSignIn: fn(),
  },
  beforeEach: () =>
    void mocked(useCreateBrand).mockReturnValue({ mutateAsync: create, isPending: false } as unknown as ReturnType<
      typeof useCreateBrand
    >),
} satisfies Meta<typeof BrandForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** An empty brand is refused: the spec's messages on the fields, nothing saved. */
export const RefusesEmpty: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create Brand' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    await expect(canvas.getByText('Brand name is required')).toBeVisible();
    await expect(canvas.getByText('Welcome bonus is required')).toBeVisible();
    await expect(create).not.toHaveBeenCalled();
  },
};

/** The slug follows the name; a filled form is saved. */
export const Creates: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Brand name/), 'Garuda Play');
    await userEvent.type(canvas.getByLabelText(/^Description/, { selector: 'textarea' }), 'Slot dan olahraga');
    await userEvent.type(canvas.getByLabelText(/^Welcome bonus/), '100% hingga IDR 1.000.000');
    await expect(canvas.getByLabelText(/^URL slug/)).toHaveValue('garuda-play');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Brand' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
  },
};

export const EditingIndonesianPhone: Story = {
  args: { mode: 'edit', brandId: 'garuda-play', initialValues: ownBrandValues },
  globals: { locale: 'id', viewport: { value: 'phone' } },
  tags: ['visual'],
};

export const SignedOut: Story = { args: { actor: null } };
