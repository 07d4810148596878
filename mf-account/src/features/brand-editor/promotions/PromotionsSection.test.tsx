import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BrandFormValues } from '@bonus-atlas/shared-services/manage';
import { FormProvider, useForm } from 'react-hook-form';
import { renderWithProviders } from '@bonus-atlas/test-support';
import { emptyBrandValues, emptyPromotion } from '../form-values';
import { PromotionsSection } from './PromotionsSection';

/** The section inside a form of its own; Submit hands over the values the brand form would save. */
function Harness({ initial, onSubmit }: { initial: BrandFormValues; onSubmit: (values: BrandFormValues) => void }) {
  const form = useForm<BrandFormValues>({ defaultValues: initial });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)}>
        <PromotionsSection brandId="garuda" />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

function renderSection(promotions = emptyBrandValues().promotions) {
  const onSubmit = vi.fn();
  renderWithProviders(<Harness initial={{ ...emptyBrandValues(), promotions }} onSubmit={onSubmit} />);
  const submitted = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    return (onSubmit.mock.lastCall?.[0] as BrandFormValues).promotions ?? [];
  };
  return { submitted };
}

describe('the promotions editor', () => {
  it('starts empty and adds a promotion with the standard categories to choose from', async () => {
    const user = userEvent.setup();
    const { submitted } = renderSection();
    expect(screen.getByText('No promotions yet. Add the first one.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Promotion' }));
    const promotion = screen.getByRole('group', { name: 'Promotion 1' });
    const category = within(promotion).getByLabelText('Category');
    expect(category).toHaveValue('Welcome Bonus');
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Birthday');

    await user.type(within(promotion).getByLabelText('Title'), 'Cashback 5%');
    await user.click(within(promotion).getByLabelText('Slots'));
    await user.click(within(promotion).getByLabelText('Casino'));
    await user.click(within(promotion).getByLabelText('Slots'));
    expect(await submitted(user)).toEqual([
      expect.objectContaining({ title: 'Cashback 5%', category: 'Welcome Bonus', gameCategories: ['Casino'] }),
    ]);
  });

  it('stops at 8 promotions, the most a brand may have, and says so; removing one lets a new one in', async () => {
    const user = userEvent.setup();
    renderSection(Array.from({ length: 7 }, () => emptyPromotion()));
    await user.click(screen.getByRole('button', { name: 'Add Promotion' }));
    expect(screen.getByRole('group', { name: 'Promotion 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Promotion' })).toBeDisabled();
    expect(screen.getByText('A brand can have at most 8 promotions')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('group', { name: 'Promotion 8' })).getByRole('button', { name: /remove/i }),
    );
    expect(screen.getByRole('button', { name: 'Add Promotion' })).toBeEnabled();
    expect(screen.queryByText('A brand can have at most 8 promotions')).not.toBeInTheDocument();
  });

  it('takes a custom category by name and keeps it as typed', async () => {
    const user = userEvent.setup();
    const { submitted } = renderSection([emptyPromotion()]);
    await user.selectOptions(screen.getByLabelText('Category'), 'Custom category…');
    await user.type(screen.getByLabelText('Custom category name'), 'VIP Club');
    expect((await submitted(user))[0]?.category).toBe('VIP Club');
  });

  it('opens a promotion with a custom category showing its name', () => {
    renderSection([{ ...emptyPromotion(), category: 'VIP Club' }]);
    expect(screen.getByLabelText('Custom category name')).toHaveValue('VIP Club');
  });

  it('edits the description in its editor and shows it formatted', async () => {
    const user = userEvent.setup();
    const { submitted } = renderSection([emptyPromotion()]);
    expect(screen.getByText('No description yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit description' }));
    const editor = await screen.findByRole('dialog', { name: 'Edit description' });
    await user.type(within(editor).getByLabelText('Description text'), 'Deposit **50k**');
    await user.click(within(editor).getByRole('button', { name: 'Apply' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('50k').tagName).toBe('STRONG');
    expect((await submitted(user))[0]?.description).toBe('Deposit **50k**');
  });

  it('removes the promotion named by its title, leaving the others', async () => {
    const user = userEvent.setup();
    const { submitted } = renderSection([
      { ...emptyPromotion(), title: 'First' },
      { ...emptyPromotion(), title: 'Second' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove promotion First' }));
    expect(screen.queryByRole('group', { name: 'Promotion 2' })).not.toBeInTheDocument();
    expect((await submitted(user)).map((promotion) => promotion.title)).toEqual(['Second']);
  });
});
