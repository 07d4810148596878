import { deleteDocuments, queryWhereEqual, readDocument, writeDocuments } from '../support/firestore-rest';

export const MEMBER_UID = 'demo-member';
/** A valid 1×1 PNG: the seed-like inline image the migration tool moves to Storage. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const ADMIN_BRAND = { id: 'e2e-admin-brand', name: 'E2E Admin Brand', slug: 'e2e-admin-brand' };
export const BASE64_BRAND = { id: 'e2e-base64-brand', name: 'E2E Inline Images', slug: 'e2e-inline-images' };

function brandFields(brand: { name: string; slug: string }, image: string) {
  const now = new Date();
  return {
    name: brand.name,
    slug: brand.slug,
    description: `${brand.name} exists for the admin journeys.`,
    welcomeBonus: '100% up to IDR 1.000.000',
    websiteUrl: 'https://example.com',
    verified: false,
    acceptsCrypto: false,
    rating: 4.2,
    logoImage: image,
    coverImage: image,
    features: [],
    createdBy: 'demo-member-2',
    createdAt: now,
    updatedAt: now,
  };
}

/** A pending report by the demo member, as the report modal writes it. */
export async function putPendingReport(id: string, description: string): Promise<void> {
  const now = new Date();
  await writeDocuments({
    [`promotion_reports/${id}`]: {
      userId: MEMBER_UID,
      userEmail: 'member@bonus-atlas.test',
      promotionId: `${id}-promotion`,
      promotionTitle: `Promotion of ${id}`,
      brandId: ADMIN_BRAND.id,
      brandName: ADMIN_BRAND.name,
      description,
      reason: 'wrong_amount',
      userAgent: 'e2e',
      timestamp: now,
      status: 'pending',
      rewarded: false,
      createdAt: now,
      updatedAt: now,
    },
  });
}

export async function walletOf(uid: string): Promise<{ balance: number; totalEarned: number }> {
  const user = await readDocument(`users/${uid}`);
  return { balance: Number(user?.balance ?? 0), totalEarned: Number(user?.totalEarned ?? 0) };
}

export const rewardsFor = (reportId: string) => queryWhereEqual('user_transactions', 'relatedId', reportId);

/** The admin brand with one comment that has a user reply, and one without. */
export async function putBrandWithComments(stamp: string) {
  const now = new Date();
  const keep = `e2e-keep-${stamp}`;
  const remove = `e2e-remove-${stamp}`;
  const comment = (text: string, author: string) => ({
    text,
    authorName: author,
    relatedContent: ADMIN_BRAND.name,
    relatedContentId: ADMIN_BRAND.id,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  });
  await writeDocuments({
    [`brands/${ADMIN_BRAND.id}`]: brandFields(ADMIN_BRAND, ''),
    [`comments/${keep}`]: comment(`Keep this comment ${stamp}`, 'Dewi Lestari'),
    [`comments/${remove}`]: comment(`Remove this comment ${stamp}`, 'Agus Wijaya'),
    [`comments/${remove}/replies/r1`]: {
      commentId: remove,
      relatedContentId: ADMIN_BRAND.id,
      commentStatus: 'active',
      text: `Reply to the removed comment ${stamp}`,
      replyType: 'user',
      userName: 'Sari',
      createdAt: now,
      updatedAt: now,
    },
  });
  return { keep, remove };
}

/** A brand whose logo, cover and one promotion image are inline base64 data (what the migration moves). */
export async function putBase64Brand(): Promise<void> {
  const now = new Date();
  await writeDocuments({
    [`brands/${BASE64_BRAND.id}`]: brandFields(BASE64_BRAND, PNG_DATA_URL),
    [`brands/${BASE64_BRAND.id}/promotions/inline-promo`]: {
      category: 'Welcome Bonus',
      title: 'Inline image promotion',
      description: 'A promotion whose image is stored inline.',
      image: PNG_DATA_URL,
      terms: '',
      gameCategories: ['Slots'],
      maxBonus: 1000000,
      turnoverNeeded: 10,
      createdAt: now,
      updatedAt: now,
      brandId: BASE64_BRAND.id,
      brandName: BASE64_BRAND.name,
      brandSlug: BASE64_BRAND.slug,
      brandLogo: PNG_DATA_URL,
      brandWebsite: 'https://example.com',
      brandRating: 4.2,
      brandCreatedAt: now,
    },
  });
}

export const readBrand = (id: string) => readDocument(`brands/${id}`);
export const readPromotion = (brandId: string, id: string) => readDocument(`brands/${brandId}/promotions/${id}`);
export const removeDocuments = deleteDocuments;
