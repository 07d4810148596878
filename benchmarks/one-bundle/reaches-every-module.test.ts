import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accountModules } from '../../mf-account/src/routes';
import { adminModules } from '../../mf-admin/src/routes';
import { catalogModules } from '../../mf-catalog/src/routes';
import { promotionsModules } from '../../mf-promotions/src/routes';

const remoteModules = {
  mf_account: accountModules,
  mf_admin: adminModules,
  mf_catalog: catalogModules,
  mf_promotions: promotionsModules,
};

// Rspack takes only literal arguments for a context, so the patterns are read where the build reads them
const runtime = readFileSync(path.join(import.meta.dirname, 'src/federation-runtime.ts'), 'utf8');
const contexts = new Map(
  [...runtime.matchAll(/(mf_\w+): import\.meta\.webpackContext\('([^']+)',[^}]*?regExp: \/(.+)\/,/g)].map(
    ([, remote = '', folder = '', pattern = '']) => [remote, { folder, pattern: new RegExp(pattern) }],
  ),
);

describe('the one-bundle build', () => {
  it.each(Object.entries(remoteModules))('reaches every module %s exposes, pages and modals alike', (remote, modules) => {
    const context = contexts.get(remote);
    expect(context, `${remote} has a lazy context`).toBeDefined();
    for (const { file } of modules) {
      expect(file, `${remote} ${file} matches the context's pattern`).toMatch(context!.pattern);
      expect(existsSync(path.resolve(import.meta.dirname, 'src', context!.folder, file)), `${file} is in the context's folder`).toBe(true);
    }
  });

  it('reaches the modals under features/ (the promotion detail and report modals)', () => {
    const files = promotionsModules.map(({ file }) => file).filter((file) => file.startsWith('./features/'));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(contexts.get('mf_promotions')!.pattern);
  });
});
