import { deleteDocuments, listCollection, writeDocuments, type Plain } from '../support/firestore-rest';

// The trust journeys' data (trust.spec.ts): dates in Jakarta time, the offers, and the brands they
// belong to, written before the spec's tests and removed after them.

const DAY = 86_400_000;
export const ZONE = 'Asia/Jakarta';
export const BRAND = { id: 'e2e-trust-brand', slug: 'e2e-trust-brand', name: 'E2E Trust Brand' };
export const MOVING = { id: 'e2e-trust-moving', slug: 'e2e-trust-old-address', name: 'E2E Moving Brand' };
export const NEW_SLUG = 'e2e-trust-new-address';
export const CATEGORY = 'E2E Trust';

/** A Jakarta calendar day `offset` days from now, as the brand form stores it. */
const jakartaDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offset * DAY));
/** "Ends 29 Nov" / "Berakhir 29 Nov": the day of a stored YYYY-MM-DD, in Jakarta time. */
export const endsLabel = (day: string, language: 'en' | 'id') =>
  `${language === 'en' ? 'Ends' : 'Berakhir'} ${new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'short',
    timeZone: ZONE,
  }).format(new Date(`${day}T12:00:00+07:00`))}`;
export const EXPIRED = { en: 'Expired', id: 'Kedaluwarsa' };
/** The same page in a language: Indonesian under /id. */
export const inLanguage = (path: string, language: 'en' | 'id') => (language === 'id' ? `/id${path}` : path);

export const SOON = jakartaDay(3);
export const LATER = jakartaDay(20);
const PAST = jakartaDay(-2);

interface Offer {
  id: string;
  title: string;
  category: string;
  maxBonus: number;
  turnoverNeeded: number;
  gameCategories: string[];
  validUntil: string | null;
}

// newest first by createdAt (the listing's order): soon, later, open, expired; the Casino and
// all-games ones have bonuses beyond any seeded one, so they lead every listing sorted by max bonus
export const OFFERS: Offer[] = [
  {
    id: 'trust-soon',
    title: 'Trust ends soon',
    category: CATEGORY,
    maxBonus: 3_000_000,
    turnoverNeeded: 20,
    gameCategories: ['Slots'],
    validUntil: SOON,
  },
  {
    id: 'trust-later',
    title: 'Trust ends later',
    category: CATEGORY,
    maxBonus: 1_000_000_000,
    turnoverNeeded: 5,
    gameCategories: ['Casino'],
    validUntil: LATER,
  },
  {
    id: 'trust-open',
    title: 'Trust without end',
    category: CATEGORY,
    maxBonus: 2_000_000_000,
    turnoverNeeded: 10,
    gameCategories: [],
    validUntil: null,
  },
  {
    id: 'trust-expired',
    title: 'Trust expired',
    category: CATEGORY,
    maxBonus: 9_000_000_000,
    turnoverNeeded: 1,
    gameCategories: ['Casino'],
    validUntil: PAST,
  },
  // the welcome table: the expired one has the largest bonus yet must come last
  {
    id: 'trust-wb-expired',
    title: 'Trust welcome expired',
    category: 'Welcome Bonus',
    maxBonus: 990_000_000,
    turnoverNeeded: 1,
    gameCategories: ['Slots'],
    validUntil: PAST,
  },
  {
    id: 'trust-wb-ends',
    title: 'Trust welcome ends',
    category: 'Welcome Bonus',
    maxBonus: 980_000_000,
    turnoverNeeded: 2,
    gameCategories: ['Slots'],
    validUntil: SOON,
  },
];

function brandDocument(brand: typeof BRAND): Record<string, Plain> {
  const at = new Date(Date.now() - 30 * DAY);
  return {
    name: brand.name,
    slug: brand.slug,
    description: 'A brand for the trust journeys.',
    welcomeBonus: '100% up to IDR 1.000.000',
    websiteUrl: 'https://example.com',
    verified: false,
    acceptsCrypto: false,
    rating: 4.2,
    logoImage: '',
    coverImage: '',
    features: ['Fast payout'],
    createdBy: 'demo-member',
    createdAt: at,
    updatedAt: at,
  };
}

function promotionDocument(offer: Offer, index: number): Record<string, Plain> {
  const now = Date.now();
  return {
    category: offer.category,
    title: offer.title,
    description: `${offer.title} for members.`,
    image: '',
    terms: 'Turnover applies.',
    gameCategories: offer.gameCategories,
    maxBonus: offer.maxBonus,
    turnoverNeeded: offer.turnoverNeeded,
    validUntil: offer.validUntil,
    // distinct times keep the listing order stable; ahead of the seed's, so they lead the All listing
    createdAt: new Date(now + DAY - index * 60_000),
    updatedAt: new Date(now - index * 60_000),
    brandId: BRAND.id,
    brandName: BRAND.name,
    brandSlug: BRAND.slug,
    brandLogo: '',
    brandWebsite: 'https://example.com',
    brandRating: 4.2,
    brandCreatedAt: new Date(now - 30 * DAY),
  };
}

/** The trust journeys' brands (one that moves address) and offers, written before the file's tests. */
export async function writeTrustWorld(): Promise<void> {
  await writeDocuments({
    [`brands/${BRAND.id}`]: brandDocument(BRAND),
    [`brand_slugs/${BRAND.slug}`]: { brandId: BRAND.id, uid: 'demo-member' },
    [`brands/${MOVING.id}`]: brandDocument(MOVING),
    [`brand_slugs/${MOVING.slug}`]: { brandId: MOVING.id, uid: 'demo-member' },
    ...Object.fromEntries(
      OFFERS.map((offer, index) => [`brands/${BRAND.id}/promotions/${offer.id}`, promotionDocument(offer, index)]),
    ),
  });
}

/** Everything the journeys wrote, the offers' change logs and the moved brand's new address among it. */
export async function deleteTrustWorld(): Promise<void> {
  const history = (
    await Promise.all(
      OFFERS.map(async (offer) =>
        (await listCollection(`brands/${BRAND.id}/promotions/${offer.id}/history`)).map(
          (entry) => `brands/${BRAND.id}/promotions/${offer.id}/history/${String(entry.id)}`,
        ),
      ),
    )
  ).flat();
  await deleteDocuments([
    ...history,
    ...OFFERS.map((offer) => `brands/${BRAND.id}/promotions/${offer.id}`),
    `brands/${BRAND.id}`,
    `brand_slugs/${BRAND.slug}`,
    `brands/${MOVING.id}`,
    `brand_slugs/${MOVING.slug}`,
    `brand_slugs/${NEW_SLUG}`,
  ]);
}
