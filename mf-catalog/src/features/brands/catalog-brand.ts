import type { Brand } from '@bonus-atlas/shared-services';

/**
 * The brand fields the catalog's lists, cards and header read: a shared-services `Brand` fits; the
 * derived flags may be absent (the filters derive them from the brand's facts then).
 */
export type CatalogBrand = Pick<
  Brand,
  'id' | 'name' | 'slug' | 'description' | 'welcomeBonus' | 'verified' | 'acceptsCrypto' | 'rating'
> &
  Partial<
    Pick<Brand, 'websiteUrl' | 'logoImage' | 'coverImage' | 'createdAt' | 'isNew' | 'isTopRated' | 'hasBestBonus'>
  >;
