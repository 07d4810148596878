// The composed Storybook (`npm run storybook` at the root): the design system and the four remotes,
// each built by its own team as its own Storybook (`npm run build-storybook -w <workspace>`), shown
// together through Storybook composition. The builds are served from here, so it works offline.
import type { StorybookConfig } from 'storybook-react-rsbuild';
import { storybookMain } from './shared/main.ts';

const SECTIONS = [
  ['shared-ui', 'Design system (shared-ui)'],
  ['mf-catalog', 'Catalog (mf-catalog)'],
  ['mf-promotions', 'Promotions (mf-promotions)'],
  ['mf-account', 'Account (mf-account)'],
  ['mf-admin', 'Admin (mf-admin)'],
] as const;

const config: StorybookConfig = {
  ...storybookMain(),
  stories: ['./Introduction.mdx'],
  addons: ['@storybook/addon-docs'],
  staticDirs: SECTIONS.map(([folder]) => ({ from: `../${folder}/storybook-static`, to: `/${folder}` })),
  // relative addresses: the same build works from `storybook dev`, a static server or any host
  refs: Object.fromEntries(SECTIONS.map(([folder, title]) => [folder, { title, url: `./${folder}` }])),
};

export default config;
