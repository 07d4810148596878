import type { Meta, StoryObj } from 'storybook-react-rsbuild';

const COLORS = [
  'brand',
  'accent',
  'primary',
  'success',
  'danger',
  'warning',
  'info',
  'background',
  'surface',
  'surface-muted',
  'header',
  'text',
  'text-muted',
  'border',
  'star',
];
const SPACES = ['1', '2', '3', '4', '6', '8', '12', '16'];
const RADII = ['xs', 'sm', 'md', 'lg', 'xl', 'full'];
const SHADOWS = ['xs', 'sm', 'md', 'lg', 'xl'];

function TokenSheet() {
  return (
    <div style={{ display: 'grid', gap: 32 }}>
      <section>
        <h2>Colours</h2>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
            gap: 12,
          }}
        >
          {COLORS.map((name) => (
            <div key={name} style={{ fontSize: 12 }}>
              <div
                style={{
                  height: 56,
                  borderRadius: 'var(--radius-md)',
                  background: `var(--color-${name})`,
                  border: '1px solid var(--color-border)',
                }}
              />
              <code>--color-{name}</code>
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>Spacing</h2>
        {SPACES.map((space) => (
          <div key={space} style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: 12 }}>
            <code style={{ width: 90 }}>--space-{space}</code>
            <div
              style={{
                width: `var(--space-${space})`,
                height: 12,
                background: 'var(--color-accent)',
              }}
            />
          </div>
        ))}
      </section>
      <section>
        <h2>Radii and shadows</h2>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          {RADII.map((radius) => (
            <div
              key={radius}
              style={{
                width: 80,
                height: 80,
                display: 'grid',
                placeItems: 'center',
                background: 'var(--color-surface)',
                border: '1px solid var(--color-border)',
                borderRadius: `var(--radius-${radius})`,
                fontSize: 12,
              }}
            >
              {radius}
            </div>
          ))}
          {SHADOWS.map((shadow) => (
            <div
              key={shadow}
              style={{
                width: 80,
                height: 80,
                display: 'grid',
                placeItems: 'center',
                background: 'var(--color-surface)',
                borderRadius: 'var(--radius-md)',
                boxShadow: `var(--shadow-${shadow})`,
                fontSize: 12,
              }}
            >
              shadow {shadow}
            </div>
          ))}
        </div>
      </section>
      <section>
        <h2>Type scale</h2>
        {['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'].map((size) => (
          <p key={size} style={{ fontSize: `var(--font-size-${size})`, margin: '4px 0' }}>
            {size} — Bonus Atlas Rp 1.500.000
          </p>
        ))}
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSheet,
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sheet: Story = {};
