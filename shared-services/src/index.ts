// Public API of @bonus-atlas/shared-services: the only door to Firebase for the shell and remotes.
export * from './firebase';
export * from './session';
export * from './query-keys';
export * from './format/currency';
export * from './model/result';
export * from './model/timestamp';
export * from './model/user';
export * from './validation/messages';
export * from './validation/display-name';
export * from './users/get-user-profile';
export * from './users/ensure-user-profile';
export * from './wallet/get-wallet-summary';
export * from './wallet/wallet-summary-store';
