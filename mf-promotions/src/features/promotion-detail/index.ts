// The promotion detail feature's face to the rest of the remote
export { brandPagePath } from './promotion-links';
