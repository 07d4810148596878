import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ImageWithFallback } from './ImageWithFallback';

const COVER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#111a2e"/><stop offset="1" stop-color="#0f9f6e"/></linearGradient></defs><rect width="160" height="90" fill="url(#g)"/><text x="80" y="52" fill="#fbbf24" font-family="sans-serif" font-size="16" text-anchor="middle">Welcome Bonus 100%</text></svg>',
  );

const meta = {
  title: 'Media/ImageWithFallback',
  component: ImageWithFallback,
  args: { src: COVER, alt: 'Garuda88 cover', aspectRatio: '16 / 9' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageWithFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Priority: Story = { args: { priority: true } };
export const BrokenShowsInitial: Story = {
  args: {
    src: '/missing-logo.png',
    alt: 'Garuda88 logo',
    fallbackText: 'Garuda88',
    aspectRatio: '1 / 1',
  },
};
export const MissingShowsPlaceholder: Story = { args: { src: null, alt: '' } };
export const SmallLogo: Story = {
  args: { src: null, alt: 'Merapi logo', fallbackText: 'Merapi', aspectRatio: '1 / 1' },
  decorators: [
    (Story) => (
      <div style={{ width: 32 }}>
        <Story />
      </div>
    ),
  ],
};
