// One Storybook setup for every workspace that has stories (shared-ui and the four remotes): each
// workspace's .storybook/main.ts names only its title and what it adds, so the five Storybooks build
// the same way and the composed one (../main.ts) can show them side by side.
import type { StorybookConfig } from 'storybook-react-rsbuild';

interface WorkspaceStorybook {
  /** Prop tables from the components' TypeScript (docs pages); costs build time. */
  propTables?: boolean;
  /** Extra story globs, relative to the workspace's .storybook (MDX docs pages). */
  extraStories?: string[];
}

export function storybookMain({ propTables = false, extraStories = [] }: WorkspaceStorybook = {}): StorybookConfig {
  return {
    stories: ['../src/**/*.stories.@(ts|tsx)', ...extraStories],
    framework: { name: 'storybook-react-rsbuild', options: {} },
    addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
    // built and tested on machines without internet
    core: { disableTelemetry: true, disableWhatsNewNotifications: true },
    typescript: { reactDocgen: propTables ? 'react-docgen' : false, check: false },
    async rsbuildFinal(rsbuildConfig) {
      const { mergeRsbuildConfig } = await import('@rsbuild/core');
      const { pluginReact } = await import('@rsbuild/plugin-react');
      return mergeRsbuildConfig(rsbuildConfig, { plugins: [pluginReact()] });
    },
  };
}
