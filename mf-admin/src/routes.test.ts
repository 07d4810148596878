import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminPages } from './routes';

describe('admin routes', () => {
  it('exposes the three admin pages under the contract names', () => {
    expect(adminPages.map((page) => page.expose)).toEqual(['./AdminPage', './AdminBrandEditPage', './MigrationPage']);
  });

  it('answers every admin route of the spec', () => {
    expect(adminPages.flatMap((page) => page.paths)).toEqual([
      '/admin',
      '/admin/reports',
      '/admin/withdrawals',
      '/admin/comments',
      '/admin/users',
      '/admin/users/:uid',
      '/admin/analytics',
      '/admin/settings',
      '/admin/brand/edit/:id',
      '/migration',
    ]);
  });

  it.each(adminPages)('$expose points at an existing file', (page) => {
    expect(existsSync(path.join(import.meta.dirname, page.file))).toBe(true);
  });
});
