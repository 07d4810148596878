// What only a server imports (the shell's server render): never part of a browser bundle.
export * from './server/member-documents';
export * from './server/member-page-data';
export * from './server/shared-reads';
