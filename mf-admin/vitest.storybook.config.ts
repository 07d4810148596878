import { storybookVitest } from '../.storybook/shared/vitest.ts';

export default storybookVitest(import.meta.dirname);
