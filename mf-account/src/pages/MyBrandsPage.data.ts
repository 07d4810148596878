import { type MemberPageDataLoader } from '../../../federation.pages';
import { queryKeys } from '@bonus-atlas/shared-services';
import { shortenId } from '@bonus-atlas/shared-services/manage';
import { readOwnBrands, readPromotionCounts } from '@bonus-atlas/shared-services/server';

/**
 * My Brands, rendered on the server for the member: their brands newest first, with their promotion
 * counts and the author column's name, under the keys the page's hooks read.
 */
export const ownerBrands: MemberPageDataLoader = {
  async start(read) {
    const { uid, profile } = read.member;
    // an admin's My Brands lists every brand (All Brands): their browser reads it
    if (profile?.role === 'admin') return false;
    const brands = await readOwnBrands(read);
    const ids = brands.map((brand) => brand.id);
    const counts = await readPromotionCounts(read, ids);
    read.queryClient.setQueryData(queryKeys.brands.byOwner(uid), brands);
    if (ids.length > 0) {
      read.queryClient.setQueryData(queryKeys.promotions.counts(ids), counts);
      // every brand here is the member's own: the author column names them (as getAuthorNames would)
      const authors = [...new Set(brands.map((brand) => brand.createdBy).filter(Boolean))];
      read.queryClient.setQueryData(
        queryKeys.users.authorNames(authors),
        Object.fromEntries(
          authors.map((author) => [author, (author === uid && profile?.displayName) || shortenId(author)]),
        ),
      );
    }
    return true;
  },
};
