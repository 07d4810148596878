// What every Storybook of the platform shows a story in: the design tokens and the Inter font the tokens
// name first (served from the package, so a story looks the same on every machine and offline), the
// phone and desktop widths the site is checked at, English or Indonesian from the toolbar, one fixed
// moment of time, and the accessibility checks that fail a story's test.
import FakeTimers from '@sinonjs/fake-timers';
import type { Decorator, Preview } from 'storybook-react-rsbuild';
import { initI18n, loadLanguage } from '@bonus-atlas/shared-ui';
import '@bonus-atlas/shared-ui/styles.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';

const i18n = initI18n({ lng: 'en' });

/**
 * Every story happens at this moment (12:00 UTC, 19:00 in Jakarta) and time runs on from there, so
 * "ends in 3 days", "2 days ago" and an ended promotion read the same on any day, in the Storybook
 * UI and in the story tests. Fixtures date themselves from it.
 */
export const STORY_NOW = Date.parse('2026-11-20T12:00:00Z');

let clock: ReturnType<typeof FakeTimers.install> | null = null;
let clockUsers = 0;

/** The widths of the site's browser tests (GUIDE: 390 px and desktop). */
export const VIEWPORTS = {
  phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' } },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '900px' } },
} as const;

export type StoryLocale = 'en' | 'id';

/** The story in the toolbar's language: components read the one shared i18n instance themselves. */
const withLocale: Decorator = (Story, context) => {
  const locale: StoryLocale = context.globals['locale'] === 'id' ? 'id' : 'en';
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  return <Story />;
};

export const sharedPreview = {
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
    viewport: { options: VIEWPORTS },
    // a violation fails the story's test (addon-vitest) and shows red in the Accessibility panel
    a11y: { test: 'error' },
  },
  decorators: [withLocale],
  // the shared texts load a language at a time in the site: the stories have both from the start
  beforeAll: async () => {
    await Promise.all([loadLanguage('en'), loadLanguage('id')]);
  },
  beforeEach: () => {
    // a docs page renders several stories at once: they share the one clock
    clockUsers += 1;
    clock ??= FakeTimers.install({ now: STORY_NOW, toFake: ['Date'], shouldAdvanceTime: true });
    return () => {
      clockUsers -= 1;
      if (clockUsers === 0) {
        clock?.uninstall();
        clock = null;
      }
    };
  },
} satisfies Preview;
