import { afterEach } from 'vitest';

// after test-support's setup: favourites and the like are kept in this browser's storage
afterEach(() => {
  localStorage.clear();
});
