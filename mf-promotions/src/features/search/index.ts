// The search feature's face to the rest of the remote
export { descriptionExcerpt, matchesPromotionSearch } from './match-promotion-search';
