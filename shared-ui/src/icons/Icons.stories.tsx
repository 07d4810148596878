import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import * as icons from './icons';
import type { LucideIcon } from './icons';

// The module only exports icon components at run time (its type exports vanish).
const entries = Object.entries(icons) as Array<[string, LucideIcon]>;

function IconGallery() {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {entries.map(([name, Icon]) => (
        <li
          key={name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 8,
            padding: 12,
            borderRadius: 10,
            background: 'var(--color-surface)',
            border: '1px solid var(--color-border)',
            fontSize: 12,
          }}
        >
          <Icon size={24} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {};
