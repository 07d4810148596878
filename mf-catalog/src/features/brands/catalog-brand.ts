/** The brand fields the catalog reads; the shared-services Brand satisfies this shape. */
export interface CatalogBrand {
  id: string;
  name: string;
  slug: string;
  description: string;
  welcomeBonus: string;
  websiteUrl?: string;
  verified: boolean;
  acceptsCrypto: boolean;
  rating: number;
  logoImage?: string;
  coverImage?: string;
  createdAt?: unknown;
  isNew?: boolean;
  isTopRated?: boolean;
  hasBestBonus?: boolean;
}
