// What only a server imports (the shell's server render, a remote's member page loaders): never part of
// what a browser downloads.
export { documentsRoot } from './rest/firestore-rest';
export * from './server/member-documents';
export * from './server/member-page-data';
export * from './server/shared-reads';
