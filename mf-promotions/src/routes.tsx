// The single list of this remote's pages and exposed components: the shell's route table and the
// MF exposes come from it. Kept free of JSX and React imports so rspack.config.ts can read it.
import type { ComponentType } from 'react';

export interface RemoteModule<Props = Record<string, never>> {
  /** Module Federation expose name, loaded by the shell as `mf_promotions/<name>`. */
  expose: string;
  /** Source file relative to src/; must be what `load` imports. */
  file: string;
  load: () => Promise<{ default: ComponentType<Props> }>;
}

export interface RemotePage extends RemoteModule {
  /** Route inside the shell (product spec §2). */
  path: string;
}

export const promotionsPages: readonly RemotePage[] = [
  {
    path: '/bycategory',
    expose: './ByCategoryPage',
    file: './pages/ByCategoryPage.tsx',
    load: () => import('./pages/ByCategoryPage'),
  },
  {
    path: '/bybrands',
    expose: './ByBrandsPage',
    file: './pages/ByBrandsPage.tsx',
    load: () => import('./pages/ByBrandsPage'),
  },
  {
    path: '/welcomebonus',
    expose: './WelcomeBonusPage',
    file: './pages/WelcomeBonusPage.tsx',
    load: () => import('./pages/WelcomeBonusPage'),
  },
];

/** Components other sections open through federation (catalog's brand page opens these). */
export const promotionsComponents = [
  { expose: './PromotionDetailModal', file: './features/promotion-detail/PromotionDetailModal.tsx' },
  { expose: './ReportModal', file: './features/report/ReportModal.tsx' },
] as const;

/** Everything this remote exposes. */
export const promotionsModules = [...promotionsPages, ...promotionsComponents];
