// For unit tests: the four remotes' page lists as their builds publish them (pages.json), made from
// their own route lists, so a page a remote adds or changes is in the shell's tests without a copy here.
import { pageListOf, type DeclaredPage } from '../../../federation.pages';
import { withIconDrawings } from '../../../rspack.plugins';
import { accountPages } from '../../../mf-account/src/routes';
import { adminPages } from '../../../mf-admin/src/routes';
import { catalogPages } from '../../../mf-catalog/src/routes';
import { promotionsPages } from '../../../mf-promotions/src/routes';
import type { PageLists } from './page-lists';

const remotePages: Record<string, readonly DeclaredPage[]> = {
  mf_catalog: catalogPages,
  mf_promotions: promotionsPages,
  mf_account: accountPages,
  mf_admin: adminPages,
};

export const fixturePageLists: PageLists = Object.fromEntries(
  await Promise.all(
    Object.entries(remotePages).map(async ([remote, pages]) => [
      remote,
      await withIconDrawings(pageListOf(remote, 'test', pages)),
    ]),
  ),
);
