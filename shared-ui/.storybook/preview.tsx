import type { Preview } from 'storybook-react-rsbuild';
import { initI18n } from '../src/i18n/init-i18n';
import { ToastProvider } from '../src/toast/ToastProvider';
import '../src/styles/tokens.css';

const i18n = initI18n({ lng: 'en' });

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'id', title: 'Bahasa Indonesia' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1500', styles: { width: '1500px', height: '900px' } },
      },
    },
  },
  decorators: [
    (Story, context) => {
      const locale = context.globals['locale'] === 'id' ? 'id' : 'en';
      if (i18n.language !== locale) void i18n.changeLanguage(locale);
      // components read the shared instance themselves (shared-ui's useTranslation): no provider needed
      return (
        <ToastProvider>
          <Story />
        </ToastProvider>
      );
    },
  ],
};

export default preview;
