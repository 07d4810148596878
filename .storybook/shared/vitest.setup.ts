// Visual checks, run after a story's test: a story tagged 'visual' is photographed at the phone and
// desktop widths in English and Indonesian and compared with the PNGs committed beside its stories file
// (__screenshots__/), one screen of it each. They hold across machines: the font comes from the package (@fontsource/inter),
// the clock is the stories' fixed moment (preview.tsx), animations, transitions and the text caret are
// off, and the browser runs at a fixed scale in Jakarta time. `npm run test-storybook -w <workspace> --
// --update` writes new references after an intended change.
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { i18n } from '@bonus-atlas/shared-ui';
import { VIEWPORTS, type StoryLocale } from './preview';

const LOCALES: readonly StoryLocale[] = ['en', 'id'];

// Still, and one screen high: what the viewport shows is compared (a frame taller than the window
// is not painted below it, so a taller shot would be blank there).
const STILL = `*, *::before, *::after {
  animation: none !important; transition: none !important; caret-color: transparent !important;
}
html, body { height: 100% !important; overflow: hidden !important; }`;

interface StoryOfTest {
  id: string;
  tags: string[];
}

function pixels(size: string): number {
  return Number.parseInt(size, 10);
}

/** Two frames: React has rendered the new language and the browser has laid it out. */
const settled = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryOfTest }).story;
  if (!story?.tags.includes('visual') || context.task.result?.state === 'fail') return;
  const still = document.createElement('style');
  still.textContent = STILL;
  document.head.append(still);
  const language = i18n.language;
  try {
    for (const [name, { styles }] of Object.entries(VIEWPORTS)) {
      await page.viewport(pixels(styles.width), pixels(styles.height));
      for (const locale of LOCALES) {
        await i18n.changeLanguage(locale);
        await document.fonts.ready;
        await settled();
        await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${story.id}-${name}-${locale}`);
      }
    }
  } finally {
    still.remove();
    await i18n.changeLanguage(language);
  }
});
