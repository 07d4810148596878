// The brand chips feature's face to the rest of the remote
export type { BrandChoice } from './BrandChipBar';
