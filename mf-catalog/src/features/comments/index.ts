// The comments feature's face to the rest of the catalog
export { CommentsPanel } from './CommentsPanel';
export { useBrandComments } from './use-brand-comments';
