import type { StorybookConfig } from 'storybook-react-rsbuild';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  // The static build runs in `npm test` on machines without internet.
  core: { disableTelemetry: true },
  // Prop tables are not used; skipping docgen keeps the build fast on small CI machines.
  typescript: { reactDocgen: false, check: false },
  async rsbuildFinal(rsbuildConfig) {
    const { mergeRsbuildConfig } = await import('@rsbuild/core');
    const { pluginReact } = await import('@rsbuild/plugin-react');
    return mergeRsbuildConfig(rsbuildConfig, { plugins: [pluginReact()] });
  },
};

export default config;
