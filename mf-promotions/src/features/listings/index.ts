// The listings feature's face to the rest of the remote
export { useDeepLinkedPromotion } from './use-promotion-listings';
