import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationMessageError, type Actor } from '@bonus-atlas/shared-services';
import { i18n } from '@bonus-atlas/shared-ui';
import { SlugTakenError } from '@bonus-atlas/shared-services/manage';
import { renderWithProviders } from '@bonus-atlas/test-support';
import { BrandForm } from './BrandForm';
import { emptyBrandValues, emptyPromotion } from './form-values';

const calls = vi.hoisted(() => ({
  create: vi.fn(),
  update: vi.fn(),
  suggestSlug: vi.fn(),
  release: vi.fn(),
  oldAddresses: [] as { slug: string; reservedUntil: Date | null }[],
}));

// the writes and the slug look-up go to Firestore: stand-ins that record what the form sends
vi.mock('@bonus-atlas/shared-services/manage', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@bonus-atlas/shared-services/manage')>()),
  useCreateBrand: () => ({ mutateAsync: calls.create, isPending: false }),
  useUpdateBrand: () => ({ mutateAsync: calls.update, isPending: false }),
  suggestUniqueSlug: calls.suggestSlug,
  useOldBrandAddresses: () => ({ data: calls.oldAddresses }),
  useReleaseOldBrandAddress: () => ({ mutate: calls.release, isPending: false, variables: undefined }),
}));

const owner: Actor = { uid: 'member-1', role: 'member', displayName: 'Member' };

function renderForm(props: Partial<Parameters<typeof BrandForm>[0]> = {}) {
  return renderWithProviders(
    <BrandForm
      mode="create"
      brandId="new-brand"
      initialValues={emptyBrandValues()}
      actor={owner}
      onSignIn={() => undefined}
      {...props}
    />,
  );
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Brand name/), 'Garuda Play');
  await user.type(screen.getByLabelText(/^Description/, { selector: 'textarea' }), 'Slots and sports');
  await user.type(screen.getByLabelText(/^Welcome bonus/), '100% up to IDR 1.000.000');
}

describe('BrandForm', () => {
  beforeEach(() => {
    calls.create.mockReset().mockResolvedValue(undefined);
    calls.update.mockReset().mockResolvedValue(undefined);
    calls.suggestSlug.mockReset().mockImplementation(async (slug: string) => slug);
    calls.release.mockReset();
    calls.oldAddresses = [];
  });

  describe("a renamed brand's old addresses", () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('lists each with the date its reservation ends and lets the owner release one earlier', async () => {
      vi.useFakeTimers({ now: new Date('2026-11-20T03:00:00Z'), toFake: ['Date'] });
      calls.oldAddresses = [
        { slug: 'garuda-old', reservedUntil: new Date('2027-02-18T03:00:00Z') },
        { slug: 'garuda-older', reservedUntil: null },
      ];
      calls.release.mockImplementation((_input: unknown, { onSuccess }: { onSuccess: () => void }) => onSuccess());
      const user = userEvent.setup();
      renderForm({ mode: 'edit', brandId: 'brand-1' });
      const section = screen.getByRole('region', { name: 'Old addresses' });
      expect(section).toHaveTextContent('/brand/garuda-old');
      expect(section).toHaveTextContent('Reserved for this brand until 18 Feb 2027');
      expect(section).toHaveTextContent('Leads here until another brand takes it');
      await user.click(screen.getByRole('button', { name: 'Release the old address /brand/garuda-old' }));
      expect(calls.release).toHaveBeenCalledWith(
        { brandId: 'brand-1', slug: 'garuda-old', actor: owner },
        expect.anything(),
      );
      expect(await screen.findByText('The old address /brand/garuda-old is released.')).toBeInTheDocument();
      expect(calls.update).not.toHaveBeenCalled();
    });

    it('shows nothing of them on a new brand or a brand never renamed', () => {
      calls.oldAddresses = [];
      renderForm({ mode: 'edit', brandId: 'brand-1' });
      expect(screen.queryByRole('region', { name: 'Old addresses' })).not.toBeInTheDocument();
    });
  });

  it('refuses an empty brand: the required fields say so and nothing is saved', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByText('Brand name is required')).toBeInTheDocument();
    expect(screen.getByText('Welcome bonus is required')).toBeInTheDocument();
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('takes "Please correct the highlighted fields." away once every field is fixed, before any new submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(screen.getByLabelText(/^Description/, { selector: 'textarea' })).toHaveAttribute('aria-invalid', 'true');
    await fillRequired(user);
    await waitFor(() => expect(screen.queryByText('Please correct the highlighted fields.')).not.toBeInTheDocument());
    expect(screen.getByLabelText(/^Description/, { selector: 'textarea' })).not.toHaveAttribute('aria-invalid');
    expect(calls.create).not.toHaveBeenCalled();
  });

  it('makes the slug from the name and saves the brand without empty promotions', async () => {
    const user = userEvent.setup();
    calls.suggestSlug.mockResolvedValue('garuda-play-1');
    const initialValues = {
      ...emptyBrandValues(),
      promotions: [{ ...emptyPromotion(), title: 'Cashback 5%' }, emptyPromotion()],
    };
    renderForm({ initialValues });
    await fillRequired(user);
    expect(screen.getByLabelText(/^URL slug/)).toHaveValue('garuda-play');

    await user.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(await screen.findByText(/^Brand created successfully!/)).toBeInTheDocument();
    expect(calls.suggestSlug).toHaveBeenCalledWith('garuda-play', 'new-brand');
    const [{ values, actor, brandId }] = calls.create.mock.calls[0] as [
      { values: { slug: string; name: string; promotions: { title: string }[] }; actor: Actor; brandId: string },
    ];
    expect(brandId).toBe('new-brand');
    expect(actor).toBe(owner);
    expect(values).toMatchObject({ name: 'Garuda Play', slug: 'garuda-play-1' });
    expect(values.promotions.map((item) => item.title)).toEqual(['Cashback 5%']);
    expect(screen.getByLabelText(/^URL slug/)).toHaveValue('garuda-play-1');
  });

  it('says a hand-edited slug is taken on the slug field', async () => {
    const user = userEvent.setup();
    calls.create.mockRejectedValue(new SlugTakenError('garuda'));
    renderForm();
    await fillRequired(user);
    const slug = screen.getByLabelText(/^URL slug/);
    await user.clear(slug);
    await user.type(slug, 'garuda');
    await user.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(
      await screen.findByText('This URL slug is already in use. Please choose a different one.'),
    ).toBeInTheDocument();
    // a hand-edited slug is not renamed behind the user's back
    expect(calls.suggestSlug).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save fails, and says why', async () => {
    const user = userEvent.setup();
    calls.create.mockRejectedValue(new Error('Network down.'));
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save brand: Network down. Please try again.');
    expect(screen.getByLabelText(/^Brand name/)).toHaveValue('Garuda Play');
    expect(screen.getByRole('button', { name: 'Create Brand' })).toBeEnabled();
  });

  it('tells a suspended owner why their edit is refused, in their language, and keeps what they typed', async () => {
    const user = userEvent.setup();
    calls.update.mockRejectedValue(new ValidationMessageError('suspendedSpam'));
    await i18n.changeLanguage('id');
    try {
      const initialValues = { ...emptyBrandValues(), name: 'Garuda Play', slug: 'garuda-play', description: 'Slots' };
      renderForm({ mode: 'edit', brandId: 'garuda', initialValues });
      await user.type(screen.getByLabelText(/^Bonus sambutan/), '100%');
      await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(/^Akun Anda ditangguhkan karena mengirim spam\./);
      expect(alert).not.toHaveTextContent('Gagal menyimpan brand');
      expect(screen.getByLabelText(/^Bonus sambutan/)).toHaveValue('100%');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('asks a signed-out user to sign in instead of saving', async () => {
    const user = userEvent.setup();
    const onSignIn = vi.fn();
    renderForm({ actor: null, onSignIn });
    expect(screen.getByRole('note')).toHaveTextContent('You need to be logged in to create or edit brands');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Brand' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be logged in to create or edit a brand.');
    expect(calls.create).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSignIn).toHaveBeenCalled();
  });

  it('updates an existing brand under its own id', async () => {
    const user = userEvent.setup();
    const initialValues = {
      ...emptyBrandValues(),
      name: 'Garuda Play',
      slug: 'garuda-play',
      description: 'Slots',
      welcomeBonus: '100%',
    };
    renderForm({ mode: 'edit', brandId: 'garuda', initialValues });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.update).toHaveBeenCalled());
    expect(calls.update.mock.calls[0]?.[0]).toMatchObject({ brandId: 'garuda', values: { slug: 'garuda-play' } });
    expect(await screen.findByText(/^Brand saved successfully!/)).toBeInTheDocument();
  });
});
