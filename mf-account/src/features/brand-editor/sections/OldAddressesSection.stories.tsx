import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, fn, mocked, screen, waitFor } from 'storybook/test';
import { useOldBrandAddresses, useReleaseOldBrandAddress } from '@bonus-atlas/shared-services/manage';
import { answered, oldAddresses } from '../../../test/story-fixtures';
import { OldAddressesSection } from './OldAddressesSection';

// the release as the section sees it: it answers through the callbacks the section passes
const released = fn((_input: unknown, callbacks?: { onSuccess?: () => void; onError?: () => void }) =>
  callbacks?.onSuccess?.(),
);

/** A renamed brand's old addresses in its editor: each reserved for a while, each can be released. */
const meta = {
  title: 'Features/Brand Editor/Old Addresses',
  component: OldAddressesSection,
  args: { brandId: 'garuda-play', actor: { uid: 'demo-member', role: 'member' } },
  beforeEach: () => {
    released.mockClear();
    mocked(useOldBrandAddresses).mockReturnValue(answered(oldAddresses) as never);
    mocked(useReleaseOldBrandAddress).mockReturnValue({ mutate: released, isPending: false } as never);
  },
} satisfies Meta<typeof OldAddressesSection>;
export default meta;

type Story = StoryObj<typeof meta>;

/** One reserved until a date 60 days on, one whose reservation was never recorded (free for any brand). */
export const TwoAddresses: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('/brand/garuda-play-indonesia')).toBeVisible();
    await expect(canvas.getByText('Reserved for this brand until 19 Jan 2027')).toBeVisible();
    await expect(canvas.getByText('Leads here until another brand takes it')).toBeVisible();
  },
};

/** Release: the owner's release of that one address, then a toast saying it is released. */
export const ReleasesOne: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Release the old address /brand/garudaplay88' }));
    await expect(released).toHaveBeenCalledTimes(1);
    await expect(released.mock.calls[0]?.[0]).toEqual({
      brandId: 'garuda-play',
      slug: 'garudaplay88',
      actor: { uid: 'demo-member', role: 'member' },
    });
    // the toast slides in: visible once it has
    await waitFor(() => expect(screen.getByText('The old address /brand/garudaplay88 is released.')).toBeVisible());
  },
};

/** A release that fails says so, and the address stays listed. */
export const ReleaseFails: Story = {
  beforeEach: () => void released.mockImplementation((_input, callbacks) => callbacks?.onError?.()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Release the old address /brand/garudaplay88' }));
    await waitFor(() =>
      expect(screen.getByText('Failed to release /brand/garudaplay88. Please try again.')).toBeVisible(),
    );
    await expect(canvas.getByText('/brand/garudaplay88')).toBeVisible();
  },
};

/** While one is released its button waits and the others cannot be pressed. */
export const Releasing: Story = {
  beforeEach: () =>
    void mocked(useReleaseOldBrandAddress).mockReturnValue({
      mutate: released,
      isPending: true,
      variables: { slug: 'garuda-play-indonesia' },
    } as never),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Release the old address /brand/garudaplay88' })).toBeDisabled();
  },
};

/** A brand never renamed: the section is not shown at all. */
export const NoneShown: Story = {
  beforeEach: () => void mocked(useOldBrandAddresses).mockReturnValue(answered([]) as never),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Old addresses' })).not.toBeInTheDocument();
  },
};

export const PhoneIndonesian: Story = {
  globals: { locale: 'id', viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dicadangkan untuk brand ini sampai 19 Jan 2027')).toBeVisible();
  },
};
