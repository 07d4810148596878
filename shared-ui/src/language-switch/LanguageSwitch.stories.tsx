import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { useTranslation } from '../i18n/use-translation';
import { LanguageSwitch } from './LanguageSwitch';

function HeaderPreview() {
  const { t } = useTranslation();
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        padding: '12px 16px',
        background: 'var(--color-header)',
        color: 'var(--color-on-header)',
      }}
    >
      <strong>{t('appTitle')}</strong>
      <span>
        {t('nav.home')} · {t('nav.byCategories')} · {t('nav.welcomeBonus')}
      </span>
      <LanguageSwitch />
    </div>
  );
}

const meta = {
  title: 'Navigation/LanguageSwitch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InHeader: Story = { render: () => <HeaderPreview /> };
export const OnLightSurface: Story = { args: { tone: 'light' } };
