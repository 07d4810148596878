"use strict";
exports.ids = [376];
exports.modules = {
5907(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BRAND_MESSAGES: () => (/* reexport */ BRAND_MESSAGES),
  BrandNotFoundError: () => (/* reexport */ BrandNotFoundError),
  BrandPermissionError: () => (/* reexport */ BrandPermissionError),
  DISPLAY_NAME_MAX: () => (/* reexport */ (/* inlined export .DISPLAY_NAME_MAX */50)),
  FINAL_QUALITY: () => (/* reexport */ (/* inlined export .FINAL_QUALITY */0.8)),
  IMAGE_MESSAGES: () => (/* reexport */ IMAGE_MESSAGES),
  IMAGE_RULES: () => (/* reexport */ IMAGE_RULES),
  ImageRejectedError: () => (/* reexport */ ImageRejectedError),
  MAX_IMAGE_SIDE: () => (/* reexport */ (/* inlined export .MAX_IMAGE_SIDE */1200)),
  MB: () => (/* reexport */ MB),
  MIGRATION_BRAND_LIMITS: () => (/* reexport */ MIGRATION_BRAND_LIMITS),
  MIGRATION_DELAY_MS: () => (/* reexport */ (/* inlined export .MIGRATION_DELAY_MS */500)),
  MIGRATION_MESSAGES: () => (/* reexport */ MIGRATION_MESSAGES),
  MY_REPORTS_SHOWN: () => (/* reexport */ (/* inlined export .MY_REPORTS_SHOWN */50)),
  PROFILE_MESSAGES: () => (/* reexport */ PROFILE_MESSAGES),
  PROMOTION_NUMBER_MAX: () => (/* reexport */ PROMOTION_NUMBER_MAX),
  RECENTLY_MIGRATED_SHOWN: () => (/* reexport */ (/* inlined export .RECENTLY_MIGRATED_SHOWN */5)),
  REPORTS_PAGE_SIZE: () => (/* reexport */ (/* inlined export .REPORTS_PAGE_SIZE */20)),
  SHRINK_QUALITIES: () => (/* reexport */ SHRINK_QUALITIES),
  SlugTakenError: () => (/* reexport */ SlugTakenError),
  UploadError: () => (/* reexport */ UploadError),
  WALLET_MESSAGES: () => (/* reexport */ WALLET_MESSAGES),
  analyzeMigration: () => (/* reexport */ analyzeMigration),
  brandFormSchema: () => (/* reexport */ brandFormSchema),
  countReports: () => (/* reexport */ countReports),
  countReportsByStatus: () => (/* reexport */ countReportsByStatus),
  createBrand: () => (/* reexport */ createBrand),
  createBrandFormSchema: () => (/* reexport */ createBrandFormSchema),
  createBrandInput: () => (/* reexport */ createBrandInput),
  createDisplayNameSchema: () => (/* reexport */ display_name/* .createDisplayNameSchema */.T),
  createPromotionFormSchema: () => (/* reexport */ createPromotionFormSchema),
  dataUrlToBlob: () => (/* reexport */ dataUrlToBlob),
  deleteBrand: () => (/* reexport */ deleteBrand),
  deleteBrandInput: () => (/* reexport */ deleteBrandInput),
  deleteComment: () => (/* reexport */ deleteComment),
  deleteCommentInput: () => (/* reexport */ deleteCommentInput),
  deleteImage: () => (/* reexport */ deleteImage),
  deleteReplacedImages: () => (/* reexport */ deleteReplacedImages),
  deleteReply: () => (/* reexport */ deleteReply),
  deleteReplyInput: () => (/* reexport */ deleteReplyInput),
  deleteReport: () => (/* reexport */ deleteReport),
  deleteReportInput: () => (/* reexport */ deleteReportInput),
  displayNameSchema: () => (/* reexport */ display_name/* .displayNameSchema */.z),
  errorClassMessagesId: () => (/* reexport */ errorClassMessagesId),
  extensionFor: () => (/* reexport */ extensionFor),
  getAdminBrands: () => (/* reexport */ getAdminBrands),
  getAllTransactions: () => (/* reexport */ getAllTransactions),
  getAuthorNames: () => (/* reexport */ getAuthorNames),
  getAuthorNamesInput: () => (/* reexport */ getAuthorNamesInput),
  getMyReports: () => (/* reexport */ getMyReports),
  getMyReportsInput: () => (/* reexport */ getMyReportsInput),
  getOwnerBrands: () => (/* reexport */ getOwnerBrands),
  getOwnerBrandsInput: () => (/* reexport */ getOwnerBrandsInput),
  getPromotionCounts: () => (/* reexport */ getPromotionCounts),
  getPromotionCountsInput: () => (/* reexport */ getPromotionCountsInput),
  getReports: () => (/* reexport */ getReports),
  getReportsInput: () => (/* reexport */ getReportsInput),
  getTransactionsInput: () => (/* reexport */ getTransactionsInput),
  getUserTransactions: () => (/* reexport */ getUserTransactions),
  imageFileProblem: () => (/* reexport */ imageFileProblem),
  isBase64Image: () => (/* reexport */ isBase64Image),
  isSlugAvailable: () => (/* reexport */ isSlugAvailable),
  isSlugAvailableInput: () => (/* reexport */ isSlugAvailableInput),
  isUploadBlockedError: () => (/* reexport */ isUploadBlockedError),
  isValidWebsiteUrl: () => (/* reexport */ isValidWebsiteUrl),
  listReportsPage: () => (/* reexport */ listReportsPage),
  listReportsPageInput: () => (/* reexport */ listReportsPageInput),
  newBrandId: () => (/* reexport */ newBrandId),
  processImage: () => (/* reexport */ processImage),
  profileUpdateErrorMessage: () => (/* reexport */ profileUpdateErrorMessage),
  promotionFormSchema: () => (/* reexport */ promotionFormSchema),
  runMigration: () => (/* reexport */ runMigration),
  runMigrationInput: () => (/* reexport */ runMigrationInput),
  saveBrandErrorMessage: () => (/* reexport */ saveBrandErrorMessage),
  saveBrandPromotions: () => (/* reexport */ saveBrandPromotions),
  saveBrandPromotionsInput: () => (/* reexport */ saveBrandPromotionsInput),
  shortenId: () => (/* reexport */ shortenId),
  storagePathOf: () => (/* reexport */ storagePathOf),
  suggestUniqueSlug: () => (/* reexport */ suggestUniqueSlug),
  summarizeMigratedBrands: () => (/* reexport */ summarizeMigratedBrands),
  updateBrand: () => (/* reexport */ updateBrand),
  updateBrandInput: () => (/* reexport */ updateBrandInput),
  updateDisplayName: () => (/* reexport */ updateDisplayName),
  updateDisplayNameInput: () => (/* reexport */ updateDisplayNameInput),
  updateReportStatus: () => (/* reexport */ updateReportStatus),
  updateReportStatusInput: () => (/* reexport */ updateReportStatusInput),
  uploadBrandImage: () => (/* reexport */ uploadBrandImage),
  uploadBrandImageInput: () => (/* reexport */ uploadBrandImageInput),
  uploadErrorMessage: () => (/* reexport */ uploadErrorMessage),
  useAdminBrands: () => (/* reexport */ useAdminBrands),
  useAllTransactions: () => (/* reexport */ useAllTransactions),
  useAnalyzeMigration: () => (/* reexport */ useAnalyzeMigration),
  useAuthorNames: () => (/* reexport */ useAuthorNames),
  useCreateBrand: () => (/* reexport */ useCreateBrand),
  useDeleteBrand: () => (/* reexport */ useDeleteBrand),
  useDeleteComment: () => (/* reexport */ useDeleteComment),
  useDeleteReply: () => (/* reexport */ useDeleteReply),
  useDeleteReport: () => (/* reexport */ useDeleteReport),
  useMyReports: () => (/* reexport */ useMyReports),
  useOwnerBrands: () => (/* reexport */ useOwnerBrands),
  usePromotionCounts: () => (/* reexport */ usePromotionCounts),
  useReportCounts: () => (/* reexport */ useReportCounts),
  useReports: () => (/* reexport */ useReports),
  useReportsPages: () => (/* reexport */ useReportsPages),
  useRunMigration: () => (/* reexport */ useRunMigration),
  useSaveBrandPromotions: () => (/* reexport */ useSaveBrandPromotions),
  useUpdateBrand: () => (/* reexport */ useUpdateBrand),
  useUpdateDisplayName: () => (/* reexport */ useUpdateDisplayName),
  useUpdateReportStatus: () => (/* reexport */ useUpdateReportStatus),
  useUploadBrandImage: () => (/* reexport */ useUploadBrandImage),
  useUserTransactions: () => (/* reexport */ useUserTransactions),
  validateImageFile: () => (/* reexport */ validateImageFile),
  validationMessagesId: () => (/* reexport */ validationMessagesId)
});

;// CONCATENATED MODULE: ../shared-services/src/validation/messages.id.ts
/** Bahasa Indonesia for the validation message keys (same `{placeholders}`), for the UIs' i18n bundles. */ const validationMessagesId = {
    displayNameRequired: 'Silakan masukkan nama tampilan',
    displayNameTooLong: 'Nama tampilan maksimal 50 karakter',
    brandNameRequired: 'Nama brand wajib diisi',
    brandSlugRequired: 'Slug URL brand wajib diisi',
    brandSlugInvalid: 'Slug URL hanya boleh berisi huruf kecil, angka, tanda hubung dan garis bawah',
    brandSlugTaken: 'Slug URL ini sudah dipakai. Silakan pilih yang lain.',
    brandDescriptionRequired: 'Deskripsi wajib diisi',
    brandWelcomeBonusRequired: 'Bonus sambutan wajib diisi',
    brandWebsiteInvalid: 'URL situs tidak valid. Masukkan URL lengkap dengan https://',
    brandRatingRange: 'Rating harus antara 1 dan 5',
    brandRatingStep: 'Rating harus berkelipatan 0,1',
    promotionNumberMin: 'Nilai harus 0 atau lebih',
    brandFeaturesTooMany: 'Tambahkan paling banyak 10 fitur',
    brandFeatureTooLong: 'Setiap fitur maksimal 100 karakter',
    commentTextRequired: 'Silakan tulis komentar',
    commentNameRequired: 'Silakan masukkan nama Anda',
    commentTooLong: 'Komentar terlalu panjang. Maksimal 1000 karakter (saat ini {count} karakter)',
    commentNameTooLong: 'Nama maksimal 100 karakter',
    commentNameReserved: 'Nama dengan "admin" khusus untuk tim Bonus Atlas. Silakan pilih nama lain.',
    commentEmailTooLong: 'Email maksimal 100 karakter',
    missingRequiredFields: 'Kolom wajib belum diisi',
    replyTooLong: 'Balasan terlalu panjang. Maksimal 500 karakter',
    replyTextEmpty: 'Teks balasan tidak boleh kosong',
    replyTextTooLongService: 'Teks balasan terlalu panjang (maksimal 500 karakter)',
    adminReplyRequired: 'Silakan tulis pesan balasan',
    adminReplyTooLong: 'Balasan terlalu panjang. Maksimal 1000 karakter',
    reportDescriptionRequired: 'Silakan jelaskan masalahnya.',
    reportLoginRequired: 'Silakan masuk untuk mengirim laporan.',
    imageNotImage: 'Silakan pilih file gambar',
    imageWrongType: 'Silakan pilih gambar dengan tipe: {types}',
    imageTooLarge: 'Ukuran gambar harus kurang dari {limit}MB untuk diproses',
    uploadNotSignedIn: 'Anda harus masuk untuk mengunggah gambar. Silakan masuk terlebih dahulu.',
    brandLoginRequired: 'Anda harus masuk untuk membuat atau mengedit brand.',
    brandNoPermission: 'Anda tidak memiliki izin untuk mengedit brand ini.'
};
/** Bahasa Indonesia for the error classes of spec §8. */ const errorClassMessagesId = {
    network: 'Masalah koneksi jaringan. Silakan periksa koneksi internet Anda.',
    permission: 'Akses ditolak. Silakan hubungi dukungan.',
    quota: 'Layanan sementara tidak tersedia. Silakan coba lagi nanti.',
    configuration: 'Masalah konfigurasi layanan. Silakan hubungi dukungan.',
    timeout: 'Waktu permintaan habis. Silakan coba lagi.',
    'storage-quota': 'Batas penyimpanan tercapai. Beberapa fitur mungkin terbatas.',
    'data-format': 'Kesalahan format data. Silakan muat ulang halaman.',
    unknown: 'Terjadi kesalahan yang tidak terduga.'
};

// EXTERNAL MODULE: ../shared-services/src/validation/display-name.ts
var display_name = __webpack_require__(5455);
// EXTERNAL MODULE: ../shared-services/src/shared/zod.ts + 5 modules
var zod = __webpack_require__(6011);
// EXTERNAL MODULE: ../shared-services/src/model/slug.ts
var model_slug = __webpack_require__(2064);
// EXTERNAL MODULE: ../shared-services/src/validation/messages.ts
var messages = __webpack_require__(2529);
;// CONCATENATED MODULE: ../shared-services/src/validation/brand-form.ts



const english = (key)=>messages/* .validationMessages */.qd[key];
const requiredText = (message, max)=>zod/* .string */.YjP().check(zod/* .trim */.Bqr(), zod/* .minLength */.BpQ(1, {
        error: message
    }), zod/* .maxLength */.Ru6(max));
/** spec §5: websiteUrl optional; if given it must be a valid http(s) URL. */ function isValidWebsiteUrl(value) {
    try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch  {
        return false;
    }
}
const ratingSchema = (message)=>zod/* .coerce.number */.auy.ai({
        error: message('brandRatingRange')
    }).check(zod/* .gte */.ROM(1, {
        error: message('brandRatingRange')
    }), zod/* .lte */.wJL(5, {
        error: message('brandRatingRange')
    }), // step 0.1, tolerant of binary floating point (4.7 * 10 = 47.00000000000001)
    zod/* .refine */.YPB((value)=>Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, {
        error: message('brandRatingStep')
    }));
// the rules' bound (issue 13: Infinity was accepted); like a negative value, a larger one becomes 0
const PROMOTION_NUMBER_MAX = 10000000000000;
const nonNegative = (message)=>zod/* ["catch"] */.MfU(zod/* .coerce.number */.auy.ai().check(zod/* .gte */.ROM(0, {
        error: message('promotionNumberMin')
    }), zod/* .lte */.wJL(PROMOTION_NUMBER_MAX)), 0);
/** A promotion of the brand form, its errors worded by `message`. */ function createPromotionFormSchema(message = english) {
    return zod/* .object */.Ikc({
        id: zod/* .optional */.lqM(zod/* .string */.YjP()),
        category: zod/* ._default */.Rvf(zod/* .string */.YjP().check(zod/* .trim */.Bqr(), zod/* .maxLength */.Ru6(100)), 'Others'),
        title: zod/* ._default */.Rvf(zod/* .string */.YjP().check(zod/* .trim */.Bqr(), zod/* .maxLength */.Ru6(200)), ''),
        description: zod/* ._default */.Rvf(zod/* .string */.YjP().check(zod/* .trim */.Bqr(), zod/* .maxLength */.Ru6(10000)), ''),
        image: zod/* ._default */.Rvf(zod/* .string */.YjP().check(zod/* .trim */.Bqr()), ''),
        terms: zod/* ._default */.Rvf(zod/* .string */.YjP().check(zod/* .trim */.Bqr(), zod/* .maxLength */.Ru6(5000)), ''),
        gameCategories: zod/* ._default */.Rvf(zod/* .array */.YOg(zod/* .string */.YjP()), []),
        maxBonus: zod/* ._default */.Rvf(nonNegative(message), 0),
        turnoverNeeded: zod/* ._default */.Rvf(nonNegative(message), 0),
        validUntil: zod/* .optional */.lqM(zod/* .nullable */.mee(zod/* .string */.YjP())),
        discountValue: zod/* .optional */.lqM(zod/* .nullable */.mee(zod/* .union */.KCZ([
            zod/* .number */.aig(),
            zod/* .string */.YjP()
        ])))
    });
}
const promotionFormSchema = createPromotionFormSchema();
/** spec §5 brand form: required texts trimmed, slug rules, optional valid URL, rating 1–5 step 0.1. */ function createBrandFormSchema(message = english) {
    return zod/* .object */.Ikc({
        name: requiredText(message('brandNameRequired'), 100),
        slug: zod/* .string */.YjP().check(zod/* .trim */.Bqr(), zod/* .minLength */.BpQ(1, {
            error: message('brandSlugRequired')
        }), zod/* .maxLength */.Ru6(100), zod/* .regex */.yGV(model_slug/* .SLUG_PATTERN */.ZT, {
            error: message('brandSlugInvalid')
        })),
        description: requiredText(message('brandDescriptionRequired'), 5000),
        welcomeBonus: requiredText(message('brandWelcomeBonusRequired'), 200),
        websiteUrl: zod/* ._default */.Rvf(zod/* .string */.YjP().check(zod/* .trim */.Bqr(), zod/* .maxLength */.Ru6(500)), '').check(zod/* .refine */.YPB((value)=>value === '' || isValidWebsiteUrl(value), {
            error: message('brandWebsiteInvalid')
        })),
        verified: zod/* ._default */.Rvf(zod/* .boolean */.zMY(), false),
        acceptsCrypto: zod/* ._default */.Rvf(zod/* .boolean */.zMY(), false),
        rating: ratingSchema(message),
        logoImage: zod/* ._default */.Rvf(zod/* .string */.YjP().check(zod/* .trim */.Bqr()), ''),
        coverImage: zod/* ._default */.Rvf(zod/* .string */.YjP().check(zod/* .trim */.Bqr()), ''),
        // the rules' bounds: at most 10 features of 100 characters
        features: zod/* .pipe */.FsL(zod/* ._default */.Rvf(zod/* .array */.YOg(zod/* .string */.YjP().check(zod/* .trim */.Bqr(), zod/* .maxLength */.Ru6(100, {
            error: message('brandFeatureTooLong')
        }))), []), zod/* .transform */.pdi((list)=>list.filter(Boolean))).check(zod/* .refine */.YPB((list)=>list.length <= 10, {
            error: message('brandFeaturesTooMany')
        })),
        promotions: zod/* ._default */.Rvf(zod/* .array */.YOg(createPromotionFormSchema(message)), [])
    });
}
const brandFormSchema = createBrandFormSchema();

;// CONCATENATED MODULE: ../shared-services/src/validation/image.ts

const IMAGE_RULES = {
    logo: {
        limitMb: 0.5,
        acceptedTypes: [
            'image/jpeg',
            'image/png'
        ],
        typeLabels: [
            'JPG',
            'PNG'
        ]
    },
    cover: {
        limitMb: 0.5,
        acceptedTypes: [
            'image/jpeg',
            'image/png'
        ],
        typeLabels: [
            'JPG',
            'PNG'
        ]
    },
    promotion: {
        limitMb: 2,
        acceptedTypes: [
            'image/jpeg',
            'image/png',
            'image/gif',
            'image/webp'
        ],
        typeLabels: [
            'JPG',
            'PNG',
            'GIF',
            'WEBP'
        ]
    }
};
const MB = 1024 * 1024;
/** spec §5 checks before processing, as a message key and its values (UIs translate the key); null when fine. */ function imageFileProblem(file, kind) {
    const rule = IMAGE_RULES[kind];
    if (!file.type.startsWith('image/')) return {
        key: 'imageNotImage',
        values: {}
    };
    const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
    if (!rule.acceptedTypes.includes(type)) return {
        key: 'imageWrongType',
        values: {
            types: rule.typeLabels.join(', ')
        }
    };
    // Files over twice the limit are rejected; between limit and 2× they are shrunk.
    if (file.size > rule.limitMb * 2 * MB) return {
        key: 'imageTooLarge',
        values: {
            limit: rule.limitMb * 2
        }
    };
    return null;
}
/** The same checks as English text (the spec's words), for callers without i18n. */ function validateImageFile(file, kind) {
    const problem = imageFileProblem(file, kind);
    return problem ? (0,messages/* .formatMessage */.hw)(messages/* .validationMessages */.qd[problem.key], problem.values) : null;
}

// EXTERNAL MODULE: ../shared-services/src/model/result.ts
var model_result = __webpack_require__(1206);
;// CONCATENATED MODULE: ../shared-services/src/brands/brand-errors.ts


// spec §8 brand form and list texts
const BRAND_MESSAGES = {
    notFound: 'Brand not found. Please try again or create a new brand.',
    loadFailed: 'Failed to load brand data. Please try again later.',
    saveFailed: 'Failed to save brand: {message}. Please try again.',
    listFailed: 'Failed to load brands. Please try again later.',
    deleteFailed: 'Failed to delete brand. Please try again.',
    detailsFailed: 'Failed to load brand details',
    publicNotFound: 'Brand not found',
    websiteUnavailable: 'Website URL not available'
};
class BrandNotFoundError extends Error {
    constructor(){
        super(BRAND_MESSAGES.notFound);
        this.name = 'BrandNotFoundError';
    }
}
class BrandPermissionError extends Error {
    constructor(){
        super(messages/* .validationMessages.brandNoPermission */.qd.brandNoPermission);
        this.name = 'BrandPermissionError';
    }
}
class SlugTakenError extends Error {
    slug;
    constructor(slug){
        super(messages/* .validationMessages.brandSlugTaken */.qd.brandSlugTaken), this.slug = slug;
        this.name = 'SlugTakenError';
    }
}
/** "Failed to save brand: {message}. Please try again." */ function saveBrandErrorMessage(error) {
    return BRAND_MESSAGES.saveFailed.replace('{message}', (0,model_result/* .errorMessage */.g)(error));
}

// EXTERNAL MODULE: ../node_modules/@tanstack/react-query/build/modern/useQuery.js
var useQuery = __webpack_require__(1416);
// EXTERNAL MODULE: ../node_modules/firebase/firestore/lite/dist/index.mjs + 3 modules
var dist = __webpack_require__(839);
// EXTERNAL MODULE: ../shared-services/src/firebase/index.ts + 2 modules
var src_firebase = __webpack_require__(6947);
// EXTERNAL MODULE: ../shared-services/src/model/brand.ts
var model_brand = __webpack_require__(386);
// EXTERNAL MODULE: ../shared-services/src/query-keys.ts
var query_keys = __webpack_require__(6186);
;// CONCATENATED MODULE: ../shared-services/src/brands/get-owner-brands.ts






const getOwnerBrandsInput = zod/* .object */.Ikc({
    uid: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1))
});
/** spec §7: brands where createdBy == uid, createdAt descending (My Brands, profile). */ async function getOwnerBrands(uid, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const input = getOwnerBrandsInput.parse({
        uid
    });
    const snapshot = await (0,dist/* .getDocs */.GG)((0,dist/* .query */.P)((0,dist/* .collection */.rJ)(firebase.db, 'brands'), (0,dist/* .where */._M)('createdBy', '==', input.uid), (0,dist/* .orderBy */.My)('createdAt', 'desc')));
    return snapshot.docs.map((document)=>(0,model_brand/* .toBrand */.Vk)(document.id, document.data()));
}
/** spec §7: admin reads all brands ordered by createdAt descending (All Brands). */ async function getAdminBrands(firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const snapshot = await (0,dist/* .getDocs */.GG)((0,dist/* .query */.P)((0,dist/* .collection */.rJ)(firebase.db, 'brands'), (0,dist/* .orderBy */.My)('createdAt', 'desc')));
    return snapshot.docs.map((document)=>(0,model_brand/* .toBrand */.Vk)(document.id, document.data()));
}
function useOwnerBrands(uid) {
    return (0,useQuery/* .useQuery */.I)({
        queryKey: query_keys/* .queryKeys.brands.byOwner */.l.brands.byOwner(uid ?? ''),
        queryFn: ()=>getOwnerBrands(uid ?? ''),
        enabled: Boolean(uid)
    });
}
function useAdminBrands(enabled = true) {
    return (0,useQuery/* .useQuery */.I)({
        queryKey: query_keys/* .queryKeys.brands.adminList */.l.brands.adminList(),
        queryFn: ()=>getAdminBrands(),
        enabled
    });
}

;// CONCATENATED MODULE: ../shared-services/src/brands/is-slug-available.ts




const isSlugAvailableInput = zod/* .object */.Ikc({
    slug: zod/* .string */.YjP().check(zod/* .trim */.Bqr(), zod/* .minLength */.BpQ(1)),
    /** the brand being edited keeps its own slug */ exceptBrandId: zod/* .optional */.lqM(zod/* .string */.YjP())
});
/** Free when neither brand_slugs/{slug} nor an older brand without a reservation uses it. */ async function isSlugAvailable(slug, exceptBrandId, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const input = isSlugAvailableInput.parse({
        slug,
        exceptBrandId
    });
    const reservation = await (0,dist/* .getDoc */.x7)((0,dist/* .doc */.H9)(firebase.db, 'brand_slugs', input.slug));
    if (reservation.exists()) return reservation.get('brandId') === input.exceptBrandId;
    const legacy = await (0,dist/* .getDocs */.GG)((0,dist/* .query */.P)((0,dist/* .collection */.rJ)(firebase.db, 'brands'), (0,dist/* .where */._M)('slug', '==', input.slug), (0,dist/* .limit */.AB)(2)));
    return legacy.docs.every((document)=>document.id === input.exceptBrandId);
}
/** spec §5: the name-derived slug, or with -1, -2 … appended when taken (100 attempts). */ async function suggestUniqueSlug(nameOrSlug, exceptBrandId, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const base = (0,model_slug/* .generateSlug */.z9)(nameOrSlug) || 'brand';
    return (0,model_slug/* .findUniqueSlug */._H)(base, async (candidate)=>!await isSlugAvailable(candidate, exceptBrandId, firebase));
}

// EXTERNAL MODULE: ../node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js
var QueryClientProvider = __webpack_require__(3715);
// EXTERNAL MODULE: ../node_modules/@tanstack/react-query/build/modern/useMutation.js + 1 modules
var useMutation = __webpack_require__(1989);
// EXTERNAL MODULE: ../shared-services/src/model/promotion.ts
var model_promotion = __webpack_require__(3782);
;// CONCATENATED MODULE: ../shared-services/src/promotions/stage-promotion-writes.ts


function promotionFields(promotion) {
    return {
        category: promotion.category || 'Others',
        title: promotion.title,
        description: promotion.description,
        image: promotion.image,
        terms: promotion.terms,
        gameCategories: promotion.gameCategories,
        maxBonus: promotion.maxBonus,
        turnoverNeeded: promotion.turnoverNeeded,
        ...promotion.validUntil !== undefined ? {
            validUntil: promotion.validUntil
        } : {},
        ...promotion.discountValue !== undefined ? {
            discountValue: promotion.discountValue
        } : {}
    };
}
/**
 * spec §4 brand save: promotions with content are added or updated, existing ones missing from the
 * form are deleted — all staged on the caller's batch so the brand and its promotions commit together.
 */ function stagePromotionWrites(batch, db, brandId, promotions, existing, brandFields) {
    const counts = {
        added: 0,
        updated: 0,
        deleted: 0,
        promotionIds: []
    };
    const kept = new Set();
    const promotionsRef = (0,dist/* .collection */.rJ)(db, 'brands', brandId, 'promotions');
    for (const promotion of promotions){
        if (!(0,model_promotion/* .hasPromotionContent */.P5)(promotion)) continue;
        const previous = promotion.id ? existing.get(promotion.id) : undefined;
        if (promotion.id && previous) {
            kept.add(promotion.id);
            batch.update((0,dist/* .doc */.H9)(promotionsRef, promotion.id), {
                ...promotionFields(promotion),
                ...brandFields,
                // older documents carry turnoverMultiplier; the value now lives in turnoverNeeded
                ...'turnoverMultiplier' in previous ? {
                    turnoverMultiplier: (0,dist/* .deleteField */.CL)()
                } : {},
                updatedAt: (0,dist/* .serverTimestamp */.O5)()
            });
            counts.updated += 1;
            counts.promotionIds.push(promotion.id);
        } else {
            const ref = (0,dist/* .doc */.H9)(promotionsRef);
            batch.set(ref, {
                ...promotionFields(promotion),
                ...brandFields,
                createdAt: (0,dist/* .serverTimestamp */.O5)(),
                updatedAt: (0,dist/* .serverTimestamp */.O5)()
            });
            counts.added += 1;
            counts.promotionIds.push(ref.id);
        }
    }
    for (const id of existing.keys()){
        if (kept.has(id)) continue;
        batch.delete((0,dist/* .doc */.H9)(promotionsRef, id));
        counts.deleted += 1;
    }
    return counts;
}
/** Refreshes only the denormalised brand fields of promotions the form did not touch (brand update). */ function stageBrandFieldSync(batch, db, brandId, promotionIds, brandFields) {
    for (const id of promotionIds){
        batch.update(doc(db, 'brands', brandId, 'promotions', id), {
            ...brandFields,
            updatedAt: serverTimestamp()
        });
    }
}

;// CONCATENATED MODULE: ../shared-services/src/shared/actor.ts

/** Who performs a write: services need the uid for ownership fields and the role for admin-only fields. */ const actorSchema = zod/* .object */.Ikc({
    uid: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)),
    role: zod/* ._default */.Rvf(zod/* ["enum"] */.k5n([
        'member',
        'admin'
    ]), 'member'),
    displayName: zod/* .optional */.lqM(zod/* .string */.YjP()),
    email: zod/* .optional */.lqM(zod/* .string */.YjP())
});

;// CONCATENATED MODULE: ../shared-services/src/brands/brand-fields.ts
/** The brand document keys a form save writes (data-model.md brands/{brandId}). */ function brandDocumentFields(input) {
    return {
        name: input.name,
        slug: input.slug,
        description: input.description,
        welcomeBonus: input.welcomeBonus,
        websiteUrl: input.websiteUrl,
        acceptsCrypto: input.acceptsCrypto,
        rating: input.rating,
        logoImage: input.logoImage,
        coverImage: input.coverImage,
        features: input.features
    };
}
/** The brand fields every promotion carries so the cross-brand listing needs no per-brand reads. */ function denormalisedBrandFields(brandId, brand, brandCreatedAt) {
    return {
        brandId,
        brandName: brand.name,
        brandSlug: brand.slug,
        brandLogo: brand.logoImage,
        brandWebsite: brand.websiteUrl,
        brandRating: brand.rating,
        brandCreatedAt
    };
}

;// CONCATENATED MODULE: ../shared-services/src/brands/create-brand.ts











const createBrandInput = zod/* .object */.Ikc({
    values: brandFormSchema,
    actor: actorSchema,
    /** optional pre-allocated id (images uploaded before the first save use it for their folder) */ brandId: zod/* .optional */.lqM(zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)))
});
/** A fresh brands/{id} id without writing anything. */ function newBrandId(firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    return (0,dist/* .doc */.H9)((0,dist/* .collection */.rJ)(firebase.db, 'brands')).id;
}
/**
 * Creates the brand, reserves brand_slugs/{slug} and writes its promotions in ONE batch, so two users
 * can never take one slug (the second commit is refused by the rules).
 */ async function createBrand(input, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const { values, actor, brandId: presetId } = createBrandInput.parse(input);
    const brandId = presetId ?? newBrandId(firebase);
    if (!await isSlugAvailable(values.slug, brandId, firebase)) throw new SlugTakenError(values.slug);
    const db = firebase.db;
    const batch = (0,dist/* .writeBatch */.wP)(db);
    const fields = brandDocumentFields(values);
    batch.set((0,dist/* .doc */.H9)(db, 'brands', brandId), {
        ...fields,
        // data-model.md: only an admin may set verified
        verified: actor.role === 'admin' ? values.verified : false,
        createdBy: actor.uid,
        createdAt: (0,dist/* .serverTimestamp */.O5)(),
        updatedAt: (0,dist/* .serverTimestamp */.O5)()
    });
    batch.set((0,dist/* .doc */.H9)(db, 'brand_slugs', values.slug), {
        brandId
    });
    const counts = stagePromotionWrites(batch, db, brandId, values.promotions, new Map(), denormalisedBrandFields(brandId, values, (0,dist/* .serverTimestamp */.O5)()));
    try {
        await batch.commit();
    } catch (error) {
        // a concurrent save may have reserved the slug between our check and the commit
        if (!await isSlugAvailable(values.slug, brandId, firebase).catch(()=>true)) throw new SlugTakenError(values.slug);
        throw error;
    }
    return {
        brandId,
        slug: values.slug,
        ...counts
    };
}
function useCreateBrand() {
    const queryClient = (0,QueryClientProvider/* .useQueryClient */.jE)();
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: (input)=>createBrand(input),
        onSuccess: ()=>{
            void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.brands.all */.l.brands.all
            });
            void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.promotions.all */.l.promotions.all
            });
        }
    });
}

// EXTERNAL MODULE: ../shared-services/src/resilience/classify-error.ts
var classify_error = __webpack_require__(190);
;// CONCATENATED MODULE: ../shared-services/src/media/delete-image.ts


/**
 * The storage path of an image URL we own (download URL, gs:// URL or a plain `brands/...` path);
 * null for external URLs, inline data and empty values, which are never deleted.
 */ function storagePathOf(imageUrl, bucket) {
    const value = (imageUrl ?? '').trim();
    if (!value || value.startsWith('data:')) return null;
    if (value.startsWith('brands/')) return value;
    if (value.startsWith('gs://')) {
        const withoutScheme = value.slice('gs://'.length);
        const slash = withoutScheme.indexOf('/');
        if (slash < 0) return null;
        if (bucket && withoutScheme.slice(0, slash) !== bucket) return null;
        return withoutScheme.slice(slash + 1);
    }
    try {
        const url = new URL(value);
        // download URLs look like .../v0/b/{bucket}/o/{encoded path}?alt=media&token=...
        const match = /\/v0\/b\/([^/]+)\/o\/([^?]+)/.exec(url.pathname);
        if (!match?.[1] || !match[2]) return null;
        if (bucket && decodeURIComponent(match[1]) !== bucket) return null;
        return decodeURIComponent(match[2]);
    } catch  {
        return null;
    }
}
/** Deletes an image we stored; a missing object counts as deleted. Returns whether something was removed. */ async function deleteImage(imageUrl, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const path = storagePathOf(imageUrl, firebase.config.storageBucket);
    if (!path) return false;
    try {
        const [{ deleteObject, ref }, storage] = await Promise.all([
            __webpack_require__.e(/* import() */ 65).then(__webpack_require__.bind(__webpack_require__, 480)),
            firebase.storage()
        ]);
        await deleteObject(ref(storage, path));
        return true;
    } catch (error) {
        if ((0,classify_error/* .errorCode */.CA)(error) === 'object-not-found') return false;
        throw error;
    }
}
/** Best-effort cleanup of images a save replaced or removed: failures are logged, never thrown. */ async function deleteReplacedImages(previous, current, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const keep = new Set(current.filter(Boolean));
    const stale = [
        ...new Set(previous.filter((url)=>url && !keep.has(url)))
    ];
    let removed = 0;
    for (const url of stale){
        try {
            if (await deleteImage(url, firebase)) removed += 1;
        } catch (error) {
            console.error('Failed to delete old image', error);
        }
    }
    return removed;
}

;// CONCATENATED MODULE: ../shared-services/src/brands/update-brand.ts












const updateBrandInput = zod/* .object */.Ikc({
    brandId: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)),
    values: brandFormSchema,
    actor: actorSchema
});
function update_brand_imagesOf(brand, promotions) {
    const urls = [
        brand.logoImage,
        brand.coverImage
    ];
    for (const promotion of promotions)urls.push(promotion.image);
    return urls.filter((url)=>typeof url === 'string' && url !== '');
}
/**
 * Updates the brand and, in the same batch: moves its brand_slugs reservation when the slug changed,
 * adds/updates/deletes promotions and refreshes their denormalised brand fields. Images the save
 * replaced or removed are deleted from storage afterwards.
 */ async function updateBrand(input, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const { brandId, values, actor } = updateBrandInput.parse(input);
    const db = firebase.db;
    const brandRef = (0,dist/* .doc */.H9)(db, 'brands', brandId);
    const snapshot = await (0,dist/* .getDoc */.x7)(brandRef);
    if (!snapshot.exists()) throw new BrandNotFoundError();
    const previous = snapshot.data();
    if (actor.role !== 'admin' && previous.createdBy !== actor.uid) throw new BrandPermissionError();
    const previousSlug = typeof previous.slug === 'string' && previous.slug ? previous.slug : null;
    if (!await isSlugAvailable(values.slug, brandId, firebase)) throw new SlugTakenError(values.slug);
    const [reservation, promotionSnapshot] = await Promise.all([
        (0,dist/* .getDoc */.x7)((0,dist/* .doc */.H9)(db, 'brand_slugs', values.slug)),
        (0,dist/* .getDocs */.GG)((0,dist/* .collection */.rJ)(db, 'brands', brandId, 'promotions'))
    ]);
    const existingPromotions = new Map(promotionSnapshot.docs.map((document)=>[
            document.id,
            document.data()
        ]));
    const batch = (0,dist/* .writeBatch */.wP)(db);
    batch.update(brandRef, {
        ...brandDocumentFields(values),
        // a member can neither set nor clear verified (data-model.md)
        ...actor.role === 'admin' ? {
            verified: values.verified
        } : {},
        updatedAt: (0,dist/* .serverTimestamp */.O5)()
    });
    if (previousSlug !== values.slug && previousSlug) {
        const oldReservation = await (0,dist/* .getDoc */.x7)((0,dist/* .doc */.H9)(db, 'brand_slugs', previousSlug));
        if (oldReservation.exists() && oldReservation.get('brandId') === brandId) {
            batch.delete((0,dist/* .doc */.H9)(db, 'brand_slugs', previousSlug));
        }
    }
    if (!reservation.exists()) batch.set((0,dist/* .doc */.H9)(db, 'brand_slugs', values.slug), {
        brandId
    });
    const brandCreatedAt = previous.createdAt ?? (0,dist/* .serverTimestamp */.O5)();
    const counts = stagePromotionWrites(batch, db, brandId, values.promotions, existingPromotions, denormalisedBrandFields(brandId, values, brandCreatedAt));
    await batch.commit();
    await deleteReplacedImages(update_brand_imagesOf(previous, existingPromotions.values()), [
        values.logoImage,
        values.coverImage,
        ...values.promotions.map((promotion)=>promotion.image)
    ], firebase);
    return {
        brandId,
        slug: values.slug,
        ...counts
    };
}
function useUpdateBrand() {
    const queryClient = (0,QueryClientProvider/* .useQueryClient */.jE)();
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: (input)=>updateBrand(input),
        onSuccess: ()=>{
            void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.brands.all */.l.brands.all
            });
            void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.promotions.all */.l.promotions.all
            });
        }
    });
}

;// CONCATENATED MODULE: ../shared-services/src/brands/delete-brand.ts







const deleteBrandInput = zod/* .object */.Ikc({
    brandId: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)),
    actor: actorSchema
});
/** Deletes the brand, its promotions and its slug reservation in one batch. */ async function deleteBrand(input, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const { brandId, actor } = deleteBrandInput.parse(input);
    const db = firebase.db;
    const brandRef = (0,dist/* .doc */.H9)(db, 'brands', brandId);
    const snapshot = await (0,dist/* .getDoc */.x7)(brandRef);
    if (!snapshot.exists()) throw new BrandNotFoundError();
    if (actor.role !== 'admin' && snapshot.get('createdBy') !== actor.uid) throw new BrandPermissionError();
    const slug = snapshot.get('slug');
    const [promotions, reservation] = await Promise.all([
        (0,dist/* .getDocs */.GG)((0,dist/* .collection */.rJ)(db, 'brands', brandId, 'promotions')),
        typeof slug === 'string' && slug ? (0,dist/* .getDoc */.x7)((0,dist/* .doc */.H9)(db, 'brand_slugs', slug)) : Promise.resolve(null)
    ]);
    const batch = (0,dist/* .writeBatch */.wP)(db);
    for (const promotion of promotions.docs)batch.delete(promotion.ref);
    if (reservation?.exists() && reservation.get('brandId') === brandId) batch.delete(reservation.ref);
    batch.delete(brandRef);
    await batch.commit();
}
/**
 * spec §4: the brand disappears from the lists at once and comes back if the call fails
 * (the page shows "Failed to delete brand. Please try again.").
 */ function useDeleteBrand() {
    const queryClient = (0,QueryClientProvider/* .useQueryClient */.jE)();
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: (input)=>deleteBrand(input),
        onMutate: async ({ brandId })=>{
            await queryClient.cancelQueries({
                queryKey: query_keys/* .queryKeys.brands.all */.l.brands.all
            });
            const snapshots = queryClient.getQueriesData({
                queryKey: query_keys/* .queryKeys.brands.all */.l.brands.all
            });
            for (const [key, data] of snapshots){
                if (Array.isArray(data)) {
                    queryClient.setQueryData(key, data.filter((brand)=>brand.id !== brandId));
                } else if (data && typeof data === 'object' && 'brands' in data) {
                    const list = data;
                    queryClient.setQueryData(key, {
                        ...list,
                        brands: list.brands.filter((brand)=>brand.id !== brandId)
                    });
                }
            }
            return {
                snapshots
            };
        },
        onError: (_error, _input, context)=>{
            for (const [key, data] of context?.snapshots ?? [])queryClient.setQueryData(key, data);
        },
        onSettled: ()=>{
            void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.brands.all */.l.brands.all
            });
            void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.promotions.all */.l.promotions.all
            });
        }
    });
}

;// CONCATENATED MODULE: ../shared-services/src/promotions/save-brand-promotions.ts











const saveBrandPromotionsInput = zod/* .object */.Ikc({
    brandId: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)),
    promotions: zod/* .array */.YOg(promotionFormSchema),
    actor: actorSchema
});
/** Saves a brand's promotions in one batch: add/update those with content, delete the ones removed. */ async function saveBrandPromotions(input, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const { brandId, promotions, actor } = saveBrandPromotionsInput.parse(input);
    const db = firebase.db;
    const [brandSnapshot, existing] = await Promise.all([
        (0,dist/* .getDoc */.x7)((0,dist/* .doc */.H9)(db, 'brands', brandId)),
        (0,dist/* .getDocs */.GG)((0,dist/* .collection */.rJ)(db, 'brands', brandId, 'promotions'))
    ]);
    if (!brandSnapshot.exists()) throw new BrandNotFoundError();
    const raw = brandSnapshot.data();
    if (actor.role !== 'admin' && raw.createdBy !== actor.uid) throw new BrandPermissionError();
    const brand = (0,model_brand/* .toBrand */.Vk)(brandId, raw);
    const batch = (0,dist/* .writeBatch */.wP)(db);
    const counts = stagePromotionWrites(batch, db, brandId, promotions, new Map(existing.docs.map((document)=>[
            document.id,
            document.data()
        ])), denormalisedBrandFields(brandId, brand, raw.createdAt ?? (0,dist/* .serverTimestamp */.O5)()));
    await batch.commit();
    return counts;
}
function useSaveBrandPromotions() {
    const queryClient = (0,QueryClientProvider/* .useQueryClient */.jE)();
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: (input)=>saveBrandPromotions(input),
        onSuccess: ()=>void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.promotions.all */.l.promotions.all
            })
    });
}

;// CONCATENATED MODULE: ../shared-services/src/promotions/get-promotion-counts.ts





const getPromotionCountsInput = zod/* .object */.Ikc({
    brandIds: zod/* .array */.YOg(zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)))
});
/** Promo count per brand (My Brands table): a count aggregation each; a failing count shows 0 (spec §8). */ async function getPromotionCounts(brandIds, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const input = getPromotionCountsInput.parse({
        brandIds: [
            ...new Set(brandIds)
        ]
    });
    const entries = await Promise.all(input.brandIds.map(async (brandId)=>{
        try {
            const snapshot = await (0,dist/* .getCount */.ky)((0,dist/* .collection */.rJ)(firebase.db, 'brands', brandId, 'promotions'));
            return [
                brandId,
                snapshot.data().count
            ];
        } catch (error) {
            console.error('Failed to count promotions', brandId, error);
            return [
                brandId,
                0
            ];
        }
    }));
    return Object.fromEntries(entries);
}
function usePromotionCounts(brandIds) {
    const sorted = [
        ...new Set(brandIds)
    ].sort();
    return (0,useQuery/* .useQuery */.I)({
        queryKey: [
            ...query_keys/* .queryKeys.promotions.all */.l.promotions.all,
            'counts',
            sorted
        ],
        queryFn: ()=>getPromotionCounts(sorted),
        enabled: sorted.length > 0
    });
}

// EXTERNAL MODULE: ../shared-services/src/session/session-store.ts
var session_store = __webpack_require__(1786);
;// CONCATENATED MODULE: ../shared-services/src/users/update-display-name.ts








const updateDisplayNameInput = zod/* .object */.Ikc({
    uid: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)),
    displayName: display_name/* .displayNameSchema */.z
});
const PROFILE_MESSAGES = {
    updated: 'Profile updated successfully!',
    updateFailed: 'Failed to update profile: {reason}'
};
function profileUpdateErrorMessage(error) {
    return PROFILE_MESSAGES.updateFailed.replace('{reason}', (0,model_result/* .errorMessage */.g)(error));
}
/** Saves the display name on users/{uid} and on the auth profile, then updates the session. */ async function updateDisplayName(input, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const { uid, displayName } = updateDisplayNameInput.parse(input);
    await (0,dist/* .updateDoc */.mZ)((0,dist/* .doc */.H9)(firebase.db, 'users', uid), {
        displayName,
        updatedAt: (0,dist/* .serverTimestamp */.O5)()
    });
    // the auth profile only exists in a signed-in browser; Node tests act through emulator tokens instead
    const authUser = firebase.config.mockUserToken ? null : (await firebase.auth()).currentUser;
    if (authUser && authUser.uid === uid) {
        const { updateProfile } = await __webpack_require__.e(/* import() */ 295).then(__webpack_require__.bind(__webpack_require__, 7082));
        await updateProfile(authUser, {
            displayName
        });
    }
    const session = session_store/* .useSessionStore.getState */.Be.getState();
    if (session.user?.uid === uid) {
        if (session.profile) session.setProfile({
            ...session.profile,
            displayName
        });
        else session_store/* .useSessionStore.setState */.Be.setState({
            user: {
                ...session.user,
                displayName
            }
        });
    }
    return displayName;
}
function useUpdateDisplayName() {
    const queryClient = (0,QueryClientProvider/* .useQueryClient */.jE)();
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: (input)=>updateDisplayName(input),
        onSuccess: (_name, input)=>void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.users.profile */.l.users.profile(input.uid)
            })
    });
}

// EXTERNAL MODULE: ../shared-services/src/model/user.ts + 1 modules
var model_user = __webpack_require__(1825);
;// CONCATENATED MODULE: ../shared-services/src/users/get-author-names.ts






const getAuthorNamesInput = zod/* .object */.Ikc({
    uids: zod/* .array */.YOg(zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)))
});
/** spec §8: when the author lookup fails the table shows a shortened id. */ function shortenId(id) {
    return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}
/** Display names of brand owners (All Brands table); unreadable or missing users show a shortened id. */ async function getAuthorNames(uids, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const input = getAuthorNamesInput.parse({
        uids: [
            ...new Set(uids)
        ]
    });
    const entries = await Promise.all(input.uids.map(async (uid)=>{
        try {
            const snapshot = await (0,dist/* .getDoc */.x7)((0,dist/* .doc */.H9)(firebase.db, 'users', uid));
            const name = snapshot.exists() ? (0,model_user/* .parseUserProfile */.mw)(uid, snapshot.data()).displayName : '';
            return [
                uid,
                name || shortenId(uid)
            ];
        } catch  {
            return [
                uid,
                shortenId(uid)
            ];
        }
    }));
    return Object.fromEntries(entries);
}
function useAuthorNames(uids) {
    const sorted = [
        ...new Set(uids)
    ].sort();
    return (0,useQuery/* .useQuery */.I)({
        queryKey: [
            ...query_keys/* .queryKeys.users.all */.l.users.all,
            'author-names',
            sorted
        ],
        queryFn: ()=>getAuthorNames(sorted),
        enabled: sorted.length > 0
    });
}

// EXTERNAL MODULE: ../shared-services/src/model/wallet-transaction.ts
var wallet_transaction = __webpack_require__(6403);
;// CONCATENATED MODULE: ../shared-services/src/wallet/get-transactions.ts







const WALLET_MESSAGES = {
    fetchTransactionsFailed: 'Failed to fetch transactions',
    fetchBalanceFailed: 'Failed to fetch balance',
    addRewardFailed: 'Failed to add reward transaction',
    pageFailed: 'Failed to load transaction data'
};
const getTransactionsInput = zod/* .object */.Ikc({
    uid: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1))
});
/** spec §7: user_transactions where userId == uid, createdAt descending. */ async function getUserTransactions(uid, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    try {
        const input = getTransactionsInput.parse({
            uid
        });
        const snapshot = await (0,dist/* .getDocs */.GG)((0,dist/* .query */.P)((0,dist/* .collection */.rJ)(firebase.db, 'user_transactions'), (0,dist/* .where */._M)('userId', '==', input.uid), (0,dist/* .orderBy */.My)('createdAt', 'desc')));
        return (0,model_result.ok)(snapshot.docs.map((document)=>(0,wallet_transaction/* .toWalletTransaction */.lB)(document.id, document.data())));
    } catch (error) {
        console.error(WALLET_MESSAGES.fetchTransactionsFailed, error);
        return (0,model_result/* .fail */.f)(WALLET_MESSAGES.fetchTransactionsFailed);
    }
}
/** spec §7: every transaction, createdAt descending (admin). */ async function getAllTransactions(firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    try {
        const snapshot = await (0,dist/* .getDocs */.GG)((0,dist/* .query */.P)((0,dist/* .collection */.rJ)(firebase.db, 'user_transactions'), (0,dist/* .orderBy */.My)('createdAt', 'desc')));
        return (0,model_result.ok)(snapshot.docs.map((document)=>(0,wallet_transaction/* .toWalletTransaction */.lB)(document.id, document.data())));
    } catch (error) {
        console.error(WALLET_MESSAGES.fetchTransactionsFailed, error);
        return (0,model_result/* .fail */.f)(WALLET_MESSAGES.fetchTransactionsFailed);
    }
}
async function unwrap(result) {
    const settled = await result;
    if (!settled.success) throw new Error(settled.error);
    return settled.data;
}
function useUserTransactions(uid) {
    return (0,useQuery/* .useQuery */.I)({
        queryKey: query_keys/* .queryKeys.wallet.transactions */.l.wallet.transactions(uid ?? ''),
        queryFn: ()=>unwrap(getUserTransactions(uid ?? '')),
        enabled: Boolean(uid)
    });
}
function useAllTransactions(enabled = true) {
    return (0,useQuery/* .useQuery */.I)({
        queryKey: query_keys/* .queryKeys.wallet.allTransactions */.l.wallet.allTransactions(),
        queryFn: ()=>unwrap(getAllTransactions()),
        enabled
    });
}

// EXTERNAL MODULE: ../shared-services/src/model/report.ts
var model_report = __webpack_require__(4229);
// EXTERNAL MODULE: ../shared-services/src/model/timestamp.ts
var timestamp = __webpack_require__(1447);
;// CONCATENATED MODULE: ../shared-services/src/reports/get-reports.ts







const getReportsInput = zod/* .object */.Ikc({
    status: zod/* .nullish */.cl6(zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1))),
    promotionId: zod/* .nullish */.cl6(zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1))),
    /** members may list only their own reports (rules) */ userId: zod/* .nullish */.cl6(zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)))
});
/**
 * spec §7: reports newest first, optionally by status and/or promotion. Filtered queries sort on the
 * client so they need no composite index.
 */ async function getReports(input = {}, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const { status, promotionId, userId } = getReportsInput.parse(input);
    const constraints = [];
    if (status) constraints.push((0,dist/* .where */._M)('status', '==', status));
    if (promotionId) constraints.push((0,dist/* .where */._M)('promotionId', '==', promotionId));
    if (userId) constraints.push((0,dist/* .where */._M)('userId', '==', userId));
    if (constraints.length === 0) constraints.push((0,dist/* .orderBy */.My)('createdAt', 'desc'));
    const snapshot = await (0,dist/* .getDocs */.GG)((0,dist/* .query */.P)((0,dist/* .collection */.rJ)(firebase.db, 'promotion_reports'), ...constraints));
    return snapshot.docs.map((document)=>(0,model_report/* .toPromotionReport */.xF)(document.id, document.data())).sort((a, b)=>(0,timestamp/* .timeOf */.nR)(b.createdAt) - (0,timestamp/* .timeOf */.nR)(a.createdAt));
}
/** Per-status counts for the filter buttons (unknown statuses count as pending, spec §4). */ function countReportsByStatus(reports) {
    const counts = {
        all: reports.length,
        pending: 0,
        reviewed: 0,
        resolved: 0
    };
    for (const report of reports)counts[report.status] += 1;
    return counts;
}
function useReports(filter = {}, enabled = true) {
    return (0,useQuery/* .useQuery */.I)({
        queryKey: query_keys/* .queryKeys.reports.list */.l.reports.list({
            status: filter.status ?? null,
            promotionId: filter.promotionId ?? null
        }),
        queryFn: ()=>getReports(filter),
        enabled
    });
}

// EXTERNAL MODULE: ../shared-services/src/wallet/wallet-summary-store.ts
var wallet_summary_store = __webpack_require__(6607);
// EXTERNAL MODULE: ../shared-services/src/reports/report-messages.ts
var report_messages = __webpack_require__(8256);
;// CONCATENATED MODULE: ../shared-services/src/reports/update-report-status.ts










const updateReportStatusInput = zod/* .object */.Ikc({
    reportId: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)),
    // spec §4: the service accepts any status value; the rules allow pending/reviewed/resolved
    status: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)),
    adminNotes: zod/* .optional */.lqM(zod/* .string */.YjP().check(zod/* .maxLength */.Ru6(2000))),
    actor: actorSchema
});
class RewardNotPossible extends Error {
}
/**
 * spec §4: reviewed stamps reviewedAt and, for a report with a user that is not rewarded yet, pays the
 * reward — report update, transaction `report_reward_{id}` and increment(5000) on balance and
 * totalEarned in ONE transaction, so a double click or two admins pay exactly once. Resolved never rewards.
 */ async function updateReportStatus(input, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    let parsed;
    try {
        parsed = updateReportStatusInput.parse(input);
    } catch  {
        return (0,model_result/* .fail */.f)(report_messages/* .REPORT_MESSAGES.updateFailed */.o.updateFailed);
    }
    const { reportId, status, adminNotes } = parsed;
    const db = firebase.db;
    const reportRef = (0,dist/* .doc */.H9)(db, 'promotion_reports', reportId);
    const statusFields = {
        status,
        ...adminNotes !== undefined ? {
            adminNotes
        } : {},
        ...status === 'reviewed' ? {
            reviewedAt: (0,dist/* .serverTimestamp */.O5)()
        } : {},
        updatedAt: (0,dist/* .serverTimestamp */.O5)()
    };
    if (status !== 'reviewed') {
        try {
            await (0,dist/* .updateDoc */.mZ)(reportRef, statusFields);
            return (0,model_result.ok)({
                status,
                rewarded: false,
                rewardError: null
            });
        } catch (error) {
            console.error(report_messages/* .REPORT_MESSAGES.updateFailed */.o.updateFailed, error);
            return (0,model_result/* .fail */.f)(report_messages/* .REPORT_MESSAGES.updateFailed */.o.updateFailed);
        }
    }
    try {
        const rewarded = await (0,dist/* .runTransaction */.c4)(db, async (transaction)=>{
            const report = await transaction.get(reportRef);
            if (!report.exists()) throw new Error(report_messages/* .REPORT_MESSAGES.notFound */.o.notFound);
            const userId = report.get('userId');
            if (report.get('rewarded') === true || typeof userId !== 'string' || !userId) {
                transaction.update(reportRef, statusFields);
                return false;
            }
            const rewardRef = (0,dist/* .doc */.H9)(db, 'user_transactions', (0,wallet_transaction/* .reportRewardTransactionId */.zB)(reportId));
            const userRef = (0,dist/* .doc */.H9)(db, 'users', userId);
            const [reward, user] = await Promise.all([
                transaction.get(rewardRef),
                transaction.get(userRef)
            ]);
            if (reward.exists()) {
                transaction.update(reportRef, statusFields);
                return false;
            }
            if (!user.exists()) throw new RewardNotPossible(`users/${userId} does not exist`);
            transaction.set(rewardRef, {
                userId,
                amount: (/* inlined export .REPORT_REWARD_AMOUNT */5000),
                type: 'report_reward',
                description: `Reward for reporting wrong info on ${String(report.get('promotionTitle') ?? 'a promotion')}`,
                relatedId: reportId,
                status: 'completed',
                createdAt: (0,dist/* .serverTimestamp */.O5)(),
                updatedAt: (0,dist/* .serverTimestamp */.O5)()
            });
            transaction.update(userRef, {
                balance: (0,dist/* .increment */.GV)((/* inlined export .REPORT_REWARD_AMOUNT */5000)),
                totalEarned: (0,dist/* .increment */.GV)((/* inlined export .REPORT_REWARD_AMOUNT */5000)),
                // the rules tie every wallet move to the ledger entry of the same commit
                lastTransactionId: rewardRef.id,
                updatedAt: (0,dist/* .serverTimestamp */.O5)()
            });
            transaction.update(reportRef, {
                ...statusFields,
                rewarded: true,
                rewardedAt: (0,dist/* .serverTimestamp */.O5)()
            });
            return true;
        });
        return (0,model_result.ok)({
            status,
            rewarded,
            rewardError: null
        });
    } catch (error) {
        if (error instanceof Error && error.message === report_messages/* .REPORT_MESSAGES.notFound */.o.notFound) return (0,model_result/* .fail */.f)(report_messages/* .REPORT_MESSAGES.updateFailed */.o.updateFailed);
        // Another admin may have paid meanwhile (the rules then refuse our reward): that is not a failure.
        const current = await (0,dist/* .getDoc */.x7)(reportRef).catch(()=>null);
        if (current?.get('rewarded') === true) {
            if (current.get('status') !== status) {
                try {
                    await (0,dist/* .updateDoc */.mZ)(reportRef, statusFields);
                } catch (updateError) {
                    console.error(report_messages/* .REPORT_MESSAGES.updateFailed */.o.updateFailed, updateError);
                    return (0,model_result/* .fail */.f)(report_messages/* .REPORT_MESSAGES.updateFailed */.o.updateFailed);
                }
            }
            return (0,model_result.ok)({
                status,
                rewarded: false,
                rewardError: null
            });
        }
        console.error('Failed to add reward transaction', error);
        // Save the status alone so the admin's decision is kept, and say the reward needs a manual check.
        try {
            await (0,dist/* .updateDoc */.mZ)(reportRef, statusFields);
            return (0,model_result.ok)({
                status,
                rewarded: false,
                rewardError: report_messages/* .REPORT_MESSAGES.rewardFailed */.o.rewardFailed
            });
        } catch (updateError) {
            console.error(report_messages/* .REPORT_MESSAGES.updateFailed */.o.updateFailed, updateError);
            return (0,model_result/* .fail */.f)(report_messages/* .REPORT_MESSAGES.updateFailed */.o.updateFailed);
        }
    }
}
function useUpdateReportStatus() {
    const queryClient = (0,QueryClientProvider/* .useQueryClient */.jE)();
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: async (input)=>{
            const result = await updateReportStatus(input);
            if (!result.success) throw new Error(result.error);
            return result.data;
        },
        onSuccess: ()=>{
            void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.reports.all */.l.reports.all
            });
            void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.wallet.all */.l.wallet.all
            });
            void wallet_summary_store/* .useWalletSummaryStore.getState */.w.getState().refresh();
        }
    });
}

;// CONCATENATED MODULE: ../shared-services/src/reports/delete-report.ts







const deleteReportInput = zod/* .object */.Ikc({
    reportId: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1))
});
/** Admin: removes a report (the page asks for confirmation first). */ async function deleteReport(reportId, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    try {
        const input = deleteReportInput.parse({
            reportId
        });
        await (0,dist/* .deleteDoc */.kd)((0,dist/* .doc */.H9)(firebase.db, 'promotion_reports', input.reportId));
        return (0,model_result.ok)(null);
    } catch (error) {
        console.error(report_messages/* .REPORT_MESSAGES.deleteFailed */.o.deleteFailed, error);
        return (0,model_result/* .fail */.f)(report_messages/* .REPORT_MESSAGES.deleteFailed */.o.deleteFailed);
    }
}
function useDeleteReport() {
    const queryClient = (0,QueryClientProvider/* .useQueryClient */.jE)();
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: async (reportId)=>{
            const result = await deleteReport(reportId);
            if (!result.success) throw new Error(result.error);
        },
        onSuccess: ()=>void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.reports.all */.l.reports.all
            })
    });
}

// EXTERNAL MODULE: ../node_modules/@tanstack/react-query/build/modern/useInfiniteQuery.js + 1 modules
var useInfiniteQuery = __webpack_require__(7979);
;// CONCATENATED MODULE: ../shared-services/src/reports/list-reports-page.ts






/** Rows per page of the admin reports table (issue 12: large lists are paged, not loaded whole). */ const REPORTS_PAGE_SIZE = 20;
const listReportsPageInput = zod/* .object */.Ikc({
    status: zod/* .nullish */.cl6(zod/* ["enum"] */.k5n(model_report/* .REPORT_STATUSES */.MM)),
    reason: zod/* .nullish */.cl6(model_report/* .reportReasonSchema */.aW),
    pageSize: zod/* ._default */.Rvf(zod/* .number */.aig().check(zod/* .int */.Whr(), zod/* .gte */.ROM(1), zod/* .lte */.wJL(100)), REPORTS_PAGE_SIZE)
});
/**
 * Admin: one page of reports, newest first, optionally by status and/or reason. Each filter pair has
 * its composite index in firestore.indexes.json.
 */ async function listReportsPage(input, after = null, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const { status, reason, pageSize } = listReportsPageInput.parse(input);
    const constraints = [];
    if (status) constraints.push((0,dist/* .where */._M)('status', '==', status));
    if (reason) constraints.push((0,dist/* .where */._M)('reason', '==', reason));
    constraints.push((0,dist/* .orderBy */.My)('createdAt', 'desc'));
    if (after) constraints.push((0,dist/* .startAfter */.HM)(after));
    // one extra row tells whether another page exists without a second request
    constraints.push((0,dist/* .limit */.AB)(pageSize + 1));
    const snapshot = await (0,dist/* .getDocs */.GG)((0,dist/* .query */.P)((0,dist/* .collection */.rJ)(firebase.db, 'promotion_reports'), ...constraints));
    const rows = snapshot.docs.slice(0, pageSize);
    return {
        reports: rows.map((document)=>(0,model_report/* .toPromotionReport */.xF)(document.id, document.data())),
        next: snapshot.docs.length > pageSize ? rows[rows.length - 1] ?? null : null
    };
}
function useReportsPages(filter, enabled = true) {
    return (0,useInfiniteQuery/* .useInfiniteQuery */.q)({
        queryKey: query_keys/* .queryKeys.reports.pages */.l.reports.pages(filter),
        queryFn: ({ pageParam })=>listReportsPage({
                status: filter.status,
                reason: filter.reason
            }, pageParam),
        initialPageParam: null,
        getNextPageParam: (page)=>page.next,
        enabled
    });
}

;// CONCATENATED MODULE: ../shared-services/src/reports/count-reports.ts





/**
 * Admin: the total and per-status counts for the filter buttons, as count aggregations (no report is
 * downloaded). Reports with an unknown status are in `all` only.
 */ async function countReports(firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const reports = (0,dist/* .collection */.rJ)(firebase.db, 'promotion_reports');
    const [all, ...byStatus] = await Promise.all([
        (0,dist/* .getCount */.ky)(reports),
        ...model_report/* .REPORT_STATUSES.map */.MM.map((status)=>(0,dist/* .getCount */.ky)((0,dist/* .query */.P)(reports, (0,dist/* .where */._M)('status', '==', status))))
    ]);
    const counts = {
        all: all.data().count,
        pending: 0,
        reviewed: 0,
        resolved: 0
    };
    model_report/* .REPORT_STATUSES.forEach */.MM.forEach((status, index)=>{
        counts[status] = byStatus[index]?.data().count ?? 0;
    });
    return counts;
}
function useReportCounts(enabled = true) {
    return (0,useQuery/* .useQuery */.I)({
        queryKey: query_keys/* .queryKeys.reports.counts */.l.reports.counts(),
        queryFn: ()=>countReports(),
        enabled
    });
}

;// CONCATENATED MODULE: ../shared-services/src/reports/get-my-reports.ts






/** The wallet page lists a reporter's latest reports (issue 11: follow what happened to each). */ const MY_REPORTS_SHOWN = 50;
const getMyReportsInput = zod/* .object */.Ikc({
    uid: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1))
});
/** A member's own reports, newest first (the rules let a reporter read only their own). */ async function getMyReports(uid, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const input = getMyReportsInput.parse({
        uid
    });
    const snapshot = await (0,dist/* .getDocs */.GG)((0,dist/* .query */.P)((0,dist/* .collection */.rJ)(firebase.db, 'promotion_reports'), (0,dist/* .where */._M)('userId', '==', input.uid), (0,dist/* .orderBy */.My)('createdAt', 'desc'), (0,dist/* .limit */.AB)(MY_REPORTS_SHOWN)));
    return snapshot.docs.map((document)=>(0,model_report/* .toPromotionReport */.xF)(document.id, document.data()));
}
function useMyReports(uid) {
    return (0,useQuery/* .useQuery */.I)({
        queryKey: [
            ...query_keys/* .queryKeys.reports.all */.l.reports.all,
            'mine',
            uid ?? ''
        ],
        queryFn: ()=>getMyReports(uid ?? ''),
        enabled: Boolean(uid)
    });
}

;// CONCATENATED MODULE: ../shared-services/src/comments/delete-comment.ts





const deleteCommentInput = zod/* .object */.Ikc({
    commentId: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1))
});
/** Admin: deletes a comment together with all its replies in one batch; returns how many replies went. */ async function deleteComment(commentId, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const input = deleteCommentInput.parse({
        commentId
    });
    const replies = await (0,dist/* .getDocs */.GG)((0,dist/* .collection */.rJ)(firebase.db, 'comments', input.commentId, 'replies'));
    const batch = (0,dist/* .writeBatch */.wP)(firebase.db);
    for (const reply of replies.docs)batch.delete(reply.ref);
    batch.delete((0,dist/* .doc */.H9)(firebase.db, 'comments', input.commentId));
    await batch.commit();
    return replies.size;
}
function useDeleteComment() {
    const queryClient = (0,QueryClientProvider/* .useQueryClient */.jE)();
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: (commentId)=>deleteComment(commentId),
        onSuccess: ()=>void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.comments.all */.l.comments.all
            })
    });
}

// EXTERNAL MODULE: ../shared-services/src/model/comment.ts
var model_comment = __webpack_require__(3602);
;// CONCATENATED MODULE: ../shared-services/src/comments/delete-reply.ts






const deleteReplyInput = zod/* .object */.Ikc({
    commentId: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)),
    replyId: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1))
});
/** Admin: removes one reply of a comment (spec §7 "Replies: … delete"), and its copy in the comment. */ async function deleteReply(input, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const { commentId, replyId } = deleteReplyInput.parse(input);
    const commentRef = (0,dist/* .doc */.H9)(firebase.db, 'comments', commentId);
    const comment = await (0,dist/* .getDoc */.x7)(commentRef);
    const batch = (0,dist/* .writeBatch */.wP)(firebase.db);
    batch.delete((0,dist/* .doc */.H9)(commentRef, 'replies', replyId));
    if (comment.exists() && (0,model_comment/* .keepsReplyCopies */.iv)(comment.data())) {
        batch.update(commentRef, {
            [`replies.${replyId}`]: (0,dist/* .deleteField */.CL)(),
            updatedAt: (0,dist/* .serverTimestamp */.O5)()
        });
    }
    await batch.commit();
}
function useDeleteReply() {
    const queryClient = (0,QueryClientProvider/* .useQueryClient */.jE)();
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: (input)=>deleteReply(input),
        onSuccess: ()=>void queryClient.invalidateQueries({
                queryKey: query_keys/* .queryKeys.comments.all */.l.comments.all
            })
    });
}

// EXTERNAL MODULE: ../shared-services/src/model/storage-folder.ts
var storage_folder = __webpack_require__(6699);
;// CONCATENATED MODULE: ../shared-services/src/media/upload-brand-image.ts







const uploadBrandImageInput = zod/* .object */.Ikc({
    kind: zod/* ["enum"] */.k5n([
        'logo',
        'cover',
        'promotions'
    ]),
    brandName: zod/* .string */.YjP(),
    brandId: zod/* .optional */.lqM(zod/* .nullable */.mee(zod/* .string */.YjP())),
    fileName: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1)),
    /** uploader uid; spec §6: upload requires a signed-in user */ uid: zod/* .optional */.lqM(zod/* .nullable */.mee(zod/* .string */.YjP())),
    /** size of the file the user picked, before shrinking (defaults to the uploaded size) */ originalSize: zod/* .optional */.lqM(zod/* .number */.aig().check(zod/* .int */.Whr(), zod/* .nonnegative */.ZnW()))
});
class UploadError extends Error {
    cause;
    constructor(message, cause){
        super(message), this.cause = cause;
        this.name = 'UploadError';
    }
}
/** spec §8: "Upload failed: …" per storage error code. */ function uploadErrorMessage(error) {
    const code = (0,classify_error/* .errorCode */.CA)(error);
    if (code === 'unauthorized' || code === 'unauthenticated') return 'Upload failed: User not authorized';
    if (code === 'canceled') return 'Upload failed: Upload was canceled';
    if (/cors/i.test((0,model_result/* .errorMessage */.g)(error))) return 'Upload failed: CORS policy error';
    if (code === 'unknown' || code === 'retry-limit-exceeded') return 'Upload failed: Unknown error, check connection';
    return `Failed to upload image: ${(0,model_result/* .errorMessage */.g)(error)}`;
}
/** spec §7: brands/{folder}/{logo|cover|promotions}/… with contentType and uploadedBy/originalSize/uploadedAt. */ async function uploadBrandImage(input, firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const { kind, brandName, brandId, fileName, uid, originalSize } = uploadBrandImageInput.parse(input);
    if (!uid) throw new UploadError(messages/* .validationMessages.uploadNotSignedIn */.qd.uploadNotSignedIn);
    const folder = (0,storage_folder/* .brandStorageFolder */.T8)(brandName, brandId);
    const path = (0,storage_folder/* .brandImagePath */.yk)(folder, kind, fileName);
    // the Storage SDK is fetched on the first upload, not with the page (issue 15)
    const [{ getDownloadURL, ref, uploadBytes }, storage] = await Promise.all([
        __webpack_require__.e(/* import() */ 65).then(__webpack_require__.bind(__webpack_require__, 480)),
        firebase.storage()
    ]);
    const objectRef = ref(storage, path);
    try {
        await uploadBytes(objectRef, input.file, {
            contentType: input.file.type || 'image/jpeg',
            customMetadata: {
                uploadedBy: uid,
                originalSize: String(originalSize ?? input.file.size),
                uploadedAt: new Date().toISOString()
            }
        });
        return {
            url: await getDownloadURL(objectRef),
            path
        };
    } catch (error) {
        console.error('Error uploading image', error);
        throw new UploadError(uploadErrorMessage(error), error);
    }
}
function useUploadBrandImage() {
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: (input)=>uploadBrandImage(input)
    });
}

;// CONCATENATED MODULE: ../shared-services/src/media/process-image.ts

// spec §5/§9: longest side 1200 px, JPEG quality 0.7 → 0.1 until within the limit, final 1200×1200 at 0.8
const MAX_IMAGE_SIDE = 1200;
const FINAL_QUALITY = 0.8;
const SHRINK_QUALITIES = [
    0.7,
    0.6,
    0.5,
    0.4,
    0.3,
    0.2,
    0.1
];
const IMAGE_MESSAGES = {
    processFailed: 'Failed to process image. Please try a smaller or different image.',
    readFailed: 'Error reading file',
    previewFailed: 'Failed to load image preview',
    unavailable: 'Image unavailable'
};
class ImageRejectedError extends Error {
    constructor(message){
        super(message);
        this.name = 'ImageRejectedError';
    }
}
// fetched with the first image the user picks, not with every page (issue 15)
const browserCompressor = async (file, options)=>{
    const { default: imageCompression } = await __webpack_require__.e(/* import() */ 533).then(__webpack_require__.bind(__webpack_require__, 4268));
    return imageCompression(file, options);
};
function step(quality, fileType) {
    return {
        maxWidthOrHeight: MAX_IMAGE_SIDE,
        initialQuality: quality,
        maxIteration: 1,
        // the web worker would fetch its script from a CDN; the site must work offline
        useWebWorker: false,
        ...fileType ? {
            fileType
        } : {}
    };
}
/**
 * Validates, shrinks when over the limit (quality 0.7 down to 0.1 until it fits) and makes the final
 * ≤ 1200×1200 pass at 0.8; keeps the shrunk version if the final pass would exceed the limit again.
 */ async function processImage(file, kind, compress = browserCompressor) {
    const rejection = validateImageFile(file, kind);
    if (rejection) throw new ImageRejectedError(rejection);
    const limitBytes = IMAGE_RULES[kind].limitMb * MB;
    try {
        let current = file;
        if (file.size > limitBytes) {
            let fitted = null;
            for (const quality of SHRINK_QUALITIES){
                const candidate = await compress(file, step(quality, 'image/jpeg'));
                current = candidate;
                if (candidate.size <= limitBytes) {
                    fitted = candidate;
                    break;
                }
            }
            if (!fitted) throw new ImageRejectedError(IMAGE_MESSAGES.processFailed);
            current = fitted;
        }
        const final = await compress(current, step(FINAL_QUALITY));
        return final.size <= limitBytes ? final : current;
    } catch (error) {
        if (error instanceof ImageRejectedError) throw error;
        console.error('Error processing image', error);
        throw new ImageRejectedError(IMAGE_MESSAGES.processFailed);
    }
}

;// CONCATENATED MODULE: ../shared-services/src/migration/base64-images.ts
// spec §5: a base64 image is recognised by a data:image/ prefix
function isBase64Image(value) {
    return typeof value === 'string' && value.startsWith('data:image/');
}
/** data:image/png;base64,… → Blob (works in browsers and Node 20). */ function dataUrlToBlob(dataUrl) {
    const comma = dataUrl.indexOf(',');
    if (comma < 0) throw new Error('Invalid data URL');
    const header = dataUrl.slice(5, comma);
    // storage.rules accept exactly image/jpeg, png, gif and webp: `image/JPG` and friends are spelled out
    const declared = (header.split(';')[0] || 'image/png').trim().toLowerCase();
    const contentType = declared === 'image/jpg' || declared === 'image/pjpeg' ? 'image/jpeg' : declared;
    const payload = dataUrl.slice(comma + 1);
    if (!header.includes(';base64')) return new Blob([
        decodeURIComponent(payload)
    ], {
        type: contentType
    });
    const binary = atob(payload);
    const bytes = new Uint8Array(binary.length);
    for(let index = 0; index < binary.length; index += 1)bytes[index] = binary.charCodeAt(index);
    return new Blob([
        bytes
    ], {
        type: contentType
    });
}
function extensionFor(contentType) {
    const subtype = contentType.split('/')[1] ?? 'png';
    return subtype === 'jpeg' ? 'jpg' : subtype.replace(/[^a-z0-9]/g, '') || 'png';
}

;// CONCATENATED MODULE: ../shared-services/src/migration/analyze-migration.ts




const MIGRATION_MESSAGES = {
    analysisFailed: 'Analysis failed',
    migrationFailed: 'Migration failed'
};
/** Step 1 (Analyze Database): counts images still stored inline as base64. */ async function analyzeMigration(firebase = (0,src_firebase/* .getFirebase */.OJ)()) {
    const brands = await (0,dist/* .getDocs */.GG)((0,dist/* .collection */.rJ)(firebase.db, 'brands'));
    const analysis = {
        totalBrands: brands.size,
        brandsWithBase64: 0,
        brandImages: 0,
        promotionImages: 0,
        totalImages: 0
    };
    for (const brand of brands.docs){
        const data = brand.data();
        const brandImages = [
            data.logoImage,
            data.coverImage
        ].filter(isBase64Image).length;
        const promotions = await (0,dist/* .getDocs */.GG)((0,dist/* .collection */.rJ)(firebase.db, 'brands', brand.id, 'promotions'));
        const promotionImages = promotions.docs.filter((promotion)=>isBase64Image(promotion.get('image'))).length;
        if (brandImages + promotionImages > 0) analysis.brandsWithBase64 += 1;
        analysis.brandImages += brandImages;
        analysis.promotionImages += promotionImages;
    }
    analysis.totalImages = analysis.brandImages + analysis.promotionImages;
    return analysis;
}
function useAnalyzeMigration() {
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: ()=>analyzeMigration()
    });
}

;// CONCATENATED MODULE: ../shared-services/src/migration/run-migration.ts







// spec §9: 500 ms between brands; brand limit options 1/5/10/25/all (default 1)
const MIGRATION_DELAY_MS = 500;
const MIGRATION_BRAND_LIMITS = [
    1,
    5,
    10,
    25,
    null
];
const RECENTLY_MIGRATED_SHOWN = 5;
const runMigrationInput = zod/* .object */.Ikc({
    dryRun: zod/* ._default */.Rvf(zod/* .boolean */.zMY(), true),
    /** null = all brands */ brandLimit: zod/* ._default */.Rvf(zod/* .nullable */.mee(zod/* .number */.aig().check(zod/* .int */.Whr(), zod/* .positive */.yjt())), 1),
    skipPromotionImages: zod/* ._default */.Rvf(zod/* .boolean */.zMY(), false),
    uid: zod/* .string */.YjP().check(zod/* .minLength */.BpQ(1))
});
const wait = (ms)=>new Promise((resolve)=>setTimeout(resolve, ms));
async function upload(dataUrl, kind, brand, uid, firebase) {
    const blob = dataUrlToBlob(dataUrl);
    const uploaded = await uploadBrandImage({
        file: blob,
        kind,
        brandName: brand.name,
        brandId: brand.id,
        uid,
        fileName: `${kind}.${extensionFor(blob.type)}`
    }, firebase);
    return uploaded.url;
}
/**
 * Step 3 (Run): uploads inline base64 images of brands (and their promotions unless skipped) to
 * per-brand folders and replaces them by URLs, stamping migratedAt; a dry run only counts.
 */ async function runMigration(input, firebase = (0,src_firebase/* .getFirebase */.OJ)(), dependencies = {}) {
    const { dryRun, brandLimit, skipPromotionImages, uid } = runMigrationInput.parse(input);
    const delay = dependencies.delay ?? wait;
    const result = {
        dryRun,
        brandsProcessed: 0,
        brandImagesMigrated: 0,
        promotionImagesMigrated: 0,
        promotionImagesSkipped: 0,
        errors: [],
        migratedBrands: []
    };
    const report = dependencies.onProgress ?? (()=>{});
    const plan = [];
    const brands = await (0,dist/* .getDocs */.GG)((0,dist/* .collection */.rJ)(firebase.db, 'brands'));
    for (const brandDoc of brands.docs){
        if (brandLimit !== null && plan.length >= brandLimit) break;
        const data = brandDoc.data();
        const promotions = await (0,dist/* .getDocs */.GG)((0,dist/* .collection */.rJ)(firebase.db, 'brands', brandDoc.id, 'promotions'));
        const base64Promotions = promotions.docs.filter((promotion)=>isBase64Image(promotion.get('image')));
        const brandFields = [
            'logoImage',
            'coverImage'
        ].filter((field)=>isBase64Image(data[field]));
        if (brandFields.length === 0 && base64Promotions.length === 0) continue;
        const name = typeof data.name === 'string' ? data.name : brandDoc.id;
        plan.push({
            id: brandDoc.id,
            name,
            brandFields,
            data,
            base64Promotions,
            promotions: promotions.docs
        });
    }
    const imagesOf = (brand)=>brand.brandFields.length + (skipPromotionImages ? 0 : brand.base64Promotions.length);
    for (const brand of plan){
        report({
            brandId: brand.id,
            brandName: brand.name,
            done: 0,
            total: imagesOf(brand),
            state: 'waiting'
        });
    }
    for (const brand of plan){
        if (result.brandsProcessed > 0) await delay(MIGRATION_DELAY_MS);
        result.brandsProcessed += 1;
        const total = imagesOf(brand);
        const progress = {
            brandId: brand.id,
            brandName: brand.name,
            total
        };
        if (skipPromotionImages) result.promotionImagesSkipped += brand.base64Promotions.length;
        const promotionsToMigrate = skipPromotionImages ? [] : brand.base64Promotions;
        if (dryRun) {
            result.brandImagesMigrated += brand.brandFields.length;
            result.promotionImagesMigrated += promotionsToMigrate.length;
            result.migratedBrands.push({
                id: brand.id,
                name: brand.name,
                images: total
            });
            report({
                ...progress,
                done: total,
                state: 'done'
            });
            continue;
        }
        let done = 0;
        report({
            ...progress,
            done,
            state: 'running'
        });
        try {
            const brandUpdates = {};
            for (const field of brand.brandFields){
                brandUpdates[field] = await upload(brand.data[field], field === 'logoImage' ? 'logo' : 'cover', brand, uid, firebase);
                report({
                    ...progress,
                    done: ++done,
                    state: 'running'
                });
            }
            const promotionImages = new Map();
            for (const promotion of promotionsToMigrate){
                promotionImages.set(promotion.id, await upload(promotion.get('image'), 'promotions', brand, uid, firebase));
                report({
                    ...progress,
                    done: ++done,
                    state: 'running'
                });
            }
            // One commit per brand: the brand's new URLs and its promotions' images and denormalised logo
            // copy change together (the rules require a promotion's brandLogo to equal its brand's logo).
            const batch = (0,dist/* .writeBatch */.wP)(firebase.db);
            batch.update((0,dist/* .doc */.H9)(firebase.db, 'brands', brand.id), {
                ...brandUpdates,
                migratedAt: (0,dist/* .serverTimestamp */.O5)(),
                updatedAt: (0,dist/* .serverTimestamp */.O5)()
            });
            for (const promotion of brand.promotions){
                const image = promotionImages.get(promotion.id);
                const logo = brandUpdates.logoImage;
                if (image === undefined && logo === undefined) continue;
                batch.update(promotion.ref, {
                    ...image !== undefined ? {
                        image
                    } : {},
                    ...logo !== undefined ? {
                        brandLogo: logo
                    } : {},
                    updatedAt: (0,dist/* .serverTimestamp */.O5)()
                });
            }
            await batch.commit();
            result.brandImagesMigrated += brand.brandFields.length;
            result.promotionImagesMigrated += promotionImages.size;
            result.migratedBrands.push({
                id: brand.id,
                name: brand.name,
                images: total
            });
            report({
                ...progress,
                done,
                state: 'done'
            });
        } catch (error) {
            console.error('Migration failed for brand', brand.id, error);
            result.errors.push({
                brandId: brand.id,
                brandName: brand.name,
                message: (0,model_result/* .errorMessage */.g)(error)
            });
            report({
                ...progress,
                done,
                state: 'failed'
            });
        }
    }
    return result;
}
/** "Recently migrated": the first 5 and how many more (spec §2). */ function summarizeMigratedBrands(brands) {
    return {
        shown: brands.slice(0, RECENTLY_MIGRATED_SHOWN),
        more: Math.max(0, brands.length - RECENTLY_MIGRATED_SHOWN)
    };
}
/** Upload errors blocked by the browser open the CORS help panel. */ function isUploadBlockedError(message) {
    return /cors|blocked|preflight|access-control/i.test(message);
}
function useRunMigration(onProgress) {
    return (0,useMutation/* .useMutation */.n)({
        mutationFn: (input)=>runMigration(input, (0,src_firebase/* .getFirebase */.OJ)(), {
                onProgress
            })
    });
}

;// CONCATENATED MODULE: ../shared-services/src/manage.ts
// @bonus-atlas/shared-services/manage: what only the account and admin sections use (brand editing,
// image upload and processing, wallet history, report and comment moderation, migration). Kept out
// of the package root so the public pages' first load does not carry it (issue 15). It shares the
// root's Firebase handles, session store and query client (one shared package, provided by the shell).
// Validation of the editing forms (spec §5)




// Brands






// Promotions of a brand being edited


// Users


// Wallet history

// Reports (a member's own, and admin review)






// Comment moderation


// Media



// Migration





},

};
;