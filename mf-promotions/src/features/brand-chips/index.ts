// The brand chips feature's face to the rest of the remote
export type { BrandChoice } from './BrandChipBar';
export {
  brandChipsHeadKey,
  brandChoiceOf,
  firstScreenChoices,
  keepBrandChipsHead,
  type BrandChipsHead,
} from './chips-head';
