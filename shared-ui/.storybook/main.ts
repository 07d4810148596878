import { storybookMain } from '../../.storybook/shared/main.ts';

// the design system's docs pages show each part's props (react-docgen) and its MDX guides
export default storybookMain({ propTables: true, extraStories: ['../src/**/*.mdx'] });
