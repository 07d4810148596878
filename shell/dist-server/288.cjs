"use strict";
exports.ids = [288];
exports.modules = {
1743(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var _bonus_atlas_shared_ui__rspack_import_4 = __webpack_require__(981);
/* import */ var _bonus_atlas_shared_ui_icons__rspack_import_5 = __webpack_require__(3159);
/* import */ var _i18n__rspack_import_1 = __webpack_require__(2546);
/* import */ var _features_favorites_use_favorites__rspack_import_2 = __webpack_require__(4923);
/* import */ var _FavoriteButton_module_css__rspack_import_3 = __webpack_require__(1808);






/** The heart that saves a brand to favourites (spec §2 Favorites). */ function FavoriteButton({ brandId, brandName, className }) {
    const { t } = (0,_i18n__rspack_import_1/* .useCatalogTranslation */.W9)();
    const { isFavorite, toggleFavorite } = (0,_features_favorites_use_favorites__rspack_import_2/* .useFavorites */.r)();
    const saved = isFavorite(brandId);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_4/* .IconButton */.K, {
        className: className,
        variant: "secondary",
        round: true,
        "aria-pressed": saved,
        "aria-label": t(saved ? 'favorites.remove' : 'favorites.add', {
            brand: brandName
        }),
        icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_icons__rspack_import_5/* ["default"] */.A, {
            className: saved ? _FavoriteButton_module_css__rspack_import_3/* .saved */._ : _FavoriteButton_module_css__rspack_import_3/* .heart */.H
        }),
        onClick: ()=>toggleFavorite(brandId)
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  Z: FavoriteButton
});


},
1252(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/** /brand/{slug-or-id}: the slug when there is one (spec §3: slug falls back to id). */ function brandPath(brand) {
    return `/brand/${encodeURIComponent(brand.slug || brand.id)}`;
}
/** spec §9: the welcome bonus shows 100% when a brand has none. */ function welcomeBonusText(welcomeBonus, fallback) {
    return welcomeBonus.trim() || fallback;
}

__webpack_require__.d(__webpack_exports__, {
}, {
  P: welcomeBonusText,
  x: brandPath
});


},
4450(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ useCatalogBrands)
});

// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
;// CONCATENATED MODULE: ../mf-catalog/src/hooks/use-online.ts


/** Whether the browser is online, as the query cache sees it (it pauses fetches while offline). */ function useOnline() {
    return (0,react.useSyncExternalStore)((listener)=>src.onlineManager.subscribe(listener), ()=>src.onlineManager.isOnline(), ()=>true);
}

;// CONCATENATED MODULE: ../mf-catalog/src/features/brands/use-catalog-brands.ts



const NO_BRANDS = [];
/** The brand list every catalog page reads: one cached query shared with the rest of the site. */ function useCatalogBrands() {
    const query = (0,src.useBrands)();
    const online = useOnline();
    const list = query.data;
    const { refetch } = query;
    const refresh = (0,react.useCallback)(async ()=>{
        // offline the query cache parks the fetch until the connection returns; don't hold the progress bar on it
        if (!src.onlineManager.isOnline()) {
            void refetch();
            return;
        }
        await refetch();
    }, [
        refetch
    ]);
    return {
        brands: list?.brands ?? NO_BRANDS,
        status: list ? 'success' : query.isError ? 'error' : 'loading',
        errorMessage: query.error?.message,
        isShowingCachedData: Boolean(list?.notice) || !online && list !== undefined,
        updatedAt: list?.updatedAt ?? 0,
        refresh
    };
}


},
4923(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react__rspack_import_0 = __webpack_require__(3696);
/* import */ var _bonus_atlas_shared_services__rspack_import_1 = __webpack_require__(580);


const NO_IDS = [];
/** Signed in: this browser's favourites are merged first, so a list read right after sign-in includes them. */ async function loadFavorites(uid) {
    if (uid) await (0,_bonus_atlas_shared_services__rspack_import_1.mergeLocalFavorites)(uid);
    return (0,_bonus_atlas_shared_services__rspack_import_1.getFavorites)(uid);
}
/** The visitor's favourites: users/{uid}/favorites when signed in, this browser when not (shared-services). */ function useFavorites() {
    const uid = (0,_bonus_atlas_shared_services__rspack_import_1.useSessionStore)(_bonus_atlas_shared_services__rspack_import_1.selectUid);
    const favorites = (0,_bonus_atlas_shared_services__rspack_import_1.useQuery)({
        queryKey: _bonus_atlas_shared_services__rspack_import_1.queryKeys.users.favorites(uid),
        queryFn: ()=>loadFavorites(uid)
    });
    const toggle = (0,_bonus_atlas_shared_services__rspack_import_1.useToggleFavorite)(uid);
    const favoriteIds = favorites.data ?? NO_IDS;
    const saved = (0,react__rspack_import_0.useMemo)(()=>new Set(favoriteIds), [
        favoriteIds
    ]);
    const isFavorite = (0,react__rspack_import_0.useCallback)((brandId)=>saved.has(brandId), [
        saved
    ]);
    const { mutate } = toggle;
    const toggleFavorite = (0,react__rspack_import_0.useCallback)((brandId)=>mutate({
            brandId,
            favorite: !saved.has(brandId)
        }), [
        mutate,
        saved
    ]);
    return {
        favoriteIds,
        isLoading: favorites.isPending,
        isError: favorites.isError,
        isFavorite,
        toggleFavorite
    };
}

__webpack_require__.d(__webpack_exports__, {
}, {
  r: useFavorites
});


},
2546(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kw: () => (/* reexport */ translateValidation),
  W9: () => (/* binding */ useCatalogTranslation)
});

// UNUSED EXPORTS: CATALOG_NS

// EXTERNAL MODULE: ../shared-ui/src/i18n/init-i18n.ts + 3 modules
var init_i18n = __webpack_require__(6933);
// EXTERNAL MODULE: ../shared-ui/src/i18n/use-translation.ts
var use_translation = __webpack_require__(5781);
;// CONCATENATED MODULE: ../mf-catalog/src/i18n/en.ts
/** English catalog texts: the product spec's exact words where it gives them. */ const en = {
    filters: {
        label: 'Filter brands',
        all: 'All Brands',
        new: 'New Brands',
        top: 'Top Rated',
        bonus: 'Best Bonus',
        crypto: 'Crypto',
        verified: 'Verified'
    },
    sort: {
        label: 'Sort by',
        rating: 'Rating',
        newest: 'Newest',
        name: 'Name',
        bonus: 'Bonus'
    },
    home: {
        title: 'Gaming Brands',
        searchToggle: 'Search brands',
        searchClose: 'Close search',
        searchPlaceholder: 'Search brands, bonuses, or features...',
        refresh: 'Refresh',
        refreshing: 'Refreshing...',
        lastUpdated: 'Last updated {{time}}',
        resultsForTerm: 'Found {{count}} result(s) for "{{term}}"',
        resultsForTermInCategory: 'Found {{count}} result(s) for "{{term}}" in {{category}}',
        resultsInCategory: 'Found {{count}} result(s) in {{category}}',
        loadMore: 'Load More Brands ({{count}} remaining)',
        loadingMore: 'Loading more brands...',
        emptySearch: 'No results found for "{{term}}". Try different keywords or browse all brands.',
        emptyCategory: 'No brands found in this category. Try a different category.',
        browseAll: 'Browse all brands',
        loadingTitle: 'Loading brands...',
        loadingBody: 'Fetching the latest brand information from our database.',
        errorTitle: 'Failed to load brands',
        retry: 'Try Again',
        cachedBanner: 'Unable to load latest brands. Showing cached data.'
    },
    card: {
        logoAlt: '{{brand}} logo',
        specialBonus: 'Special Bonus',
        welcomeBonus: 'Welcome Bonus',
        defaultBonus: '100%',
        claim: 'Claim Bonus',
        claimed: "Success! You've claimed your welcome bonus at {{brand}}"
    },
    favorites: {
        title: 'Your Favorite Brands',
        add: 'Add {{brand}} to favorites',
        remove: 'Remove {{brand}} from favorites',
        emptyTitle: 'No favorites yet',
        emptyBody: "You haven't added any brands to your favorites yet. Click the heart icon on a brand to save it here.",
        loadError: 'Failed to load your favorites'
    },
    search: {
        title: 'Search',
        promptTitle: 'Start your search',
        promptBody: 'Search brands by name, description or welcome bonus.',
        errorTitle: 'Failed to load brands',
        errorBody: 'Please try refreshing the page.'
    },
    brand: {
        welcomeBanner: 'Welcome Bonus: {{bonus}}',
        showAll: 'Show all',
        showLess: 'Show less',
        visitWebsite: 'Visit Website',
        noWebsite: 'Website URL not available',
        edit: 'Edit',
        promotions: 'Promotions',
        allCategories: 'All',
        noPromotions: 'No promotions in this category yet.',
        promotionsError: 'Failed to load promotions',
        loadError: 'Failed to load brand details',
        notFound: 'Brand not found',
        back: 'Back',
        loading: 'Loading brand...',
        modalError: 'Promotion details are temporarily unavailable.'
    },
    validation: {
        commentTextRequired: 'Please enter a comment',
        commentNameRequired: 'Please enter your name',
        commentTooLong: 'Comment is too long. Please limit to 1000 characters (currently {{count}} characters)',
        commentNameTooLong: 'Name must be 100 characters or less',
        commentNameReserved: 'Names with "admin" are kept for the Bonus Atlas team. Please choose another name.',
        commentEmailTooLong: 'Email must be 100 characters or less',
        replyTooLong: 'Reply is too long. Please limit to 500 characters',
        replyTextEmpty: 'Reply text cannot be empty',
        missingRequiredFields: 'Missing required fields'
    },
    comments: {
        title: 'Comments',
        count_one: '{{count}} comment',
        count_other: '{{count}} comments',
        empty: 'No comments yet. Be the first to share your experience.',
        nameLabel: 'Your name',
        emailLabel: 'Email (optional)',
        textLabel: 'Comment',
        textPlaceholder: 'Share your experience with {{brand}}...',
        submit: 'Post Comment',
        submitting: 'Posting...',
        reply: 'Reply',
        replyLabel: 'Your reply',
        replyPlaceholder: 'Write a reply...',
        sendReply: 'Send Reply',
        sending: 'Sending...',
        cancel: 'Cancel',
        admin: 'Admin',
        added: 'Comment added successfully!',
        replyAdded: 'Reply added successfully!',
        loadError: 'Failed to load comments: {{reason}}',
        addError: 'Failed to add comment: {{reason}}',
        replyError: 'Failed to add reply: {{reason}}'
    }
};

;// CONCATENATED MODULE: ../mf-catalog/src/i18n/id.ts
/** Bahasa Indonesia catalog texts. */ const id = {
    filters: {
        label: 'Saring brand',
        all: 'Semua Brand',
        new: 'Brand Baru',
        top: 'Rating Tertinggi',
        bonus: 'Bonus Terbaik',
        crypto: 'Kripto',
        verified: 'Terverifikasi'
    },
    sort: {
        label: 'Urutkan',
        rating: 'Rating',
        newest: 'Terbaru',
        name: 'Nama',
        bonus: 'Bonus'
    },
    home: {
        title: 'Brand Game',
        searchToggle: 'Cari brand',
        searchClose: 'Tutup pencarian',
        searchPlaceholder: 'Cari brand, bonus, atau fitur...',
        refresh: 'Muat ulang',
        refreshing: 'Memuat ulang...',
        lastUpdated: 'Terakhir diperbarui {{time}}',
        resultsForTerm: 'Ditemukan {{count}} hasil untuk "{{term}}"',
        resultsForTermInCategory: 'Ditemukan {{count}} hasil untuk "{{term}}" di {{category}}',
        resultsInCategory: 'Ditemukan {{count}} hasil di {{category}}',
        loadMore: 'Muat Lebih Banyak Brand ({{count}} tersisa)',
        loadingMore: 'Memuat brand lainnya...',
        emptySearch: 'Tidak ada hasil untuk "{{term}}". Coba kata kunci lain atau lihat semua brand.',
        emptyCategory: 'Tidak ada brand di kategori ini. Coba kategori lain.',
        browseAll: 'Lihat semua brand',
        loadingTitle: 'Memuat brand...',
        loadingBody: 'Mengambil informasi brand terbaru dari database kami.',
        errorTitle: 'Gagal memuat brand',
        retry: 'Coba Lagi',
        cachedBanner: 'Tidak dapat memuat brand terbaru. Menampilkan data tersimpan.'
    },
    card: {
        logoAlt: 'Logo {{brand}}',
        specialBonus: 'Bonus Spesial',
        welcomeBonus: 'Bonus Sambutan',
        defaultBonus: '100%',
        claim: 'Klaim Bonus',
        claimed: 'Berhasil! Anda telah mengklaim bonus sambutan di {{brand}}'
    },
    favorites: {
        title: 'Brand Favorit Anda',
        add: 'Tambahkan {{brand}} ke favorit',
        remove: 'Hapus {{brand}} dari favorit',
        emptyTitle: 'Belum ada favorit',
        emptyBody: 'Anda belum menambahkan brand ke favorit. Klik ikon hati pada brand untuk menyimpannya di sini.',
        loadError: 'Gagal memuat favorit Anda'
    },
    search: {
        title: 'Cari',
        promptTitle: 'Mulai pencarian Anda',
        promptBody: 'Cari brand berdasarkan nama, deskripsi, atau bonus sambutan.',
        errorTitle: 'Gagal memuat brand',
        errorBody: 'Silakan muat ulang halaman.'
    },
    brand: {
        welcomeBanner: 'Bonus Sambutan: {{bonus}}',
        showAll: 'Tampilkan semua',
        showLess: 'Tampilkan lebih sedikit',
        visitWebsite: 'Kunjungi Situs',
        noWebsite: 'URL situs tidak tersedia',
        edit: 'Ubah',
        promotions: 'Promosi',
        allCategories: 'Semua',
        noPromotions: 'Belum ada promosi di kategori ini.',
        promotionsError: 'Gagal memuat promosi',
        loadError: 'Gagal memuat detail brand',
        notFound: 'Brand tidak ditemukan',
        back: 'Kembali',
        loading: 'Memuat brand...',
        modalError: 'Detail promosi sedang tidak tersedia.'
    },
    validation: {
        commentTextRequired: 'Silakan tulis komentar',
        commentNameRequired: 'Silakan masukkan nama Anda',
        commentTooLong: 'Komentar terlalu panjang. Batasi hingga 1000 karakter (saat ini {{count}} karakter)',
        commentNameTooLong: 'Nama maksimal 100 karakter',
        commentNameReserved: 'Nama dengan "admin" khusus untuk tim Bonus Atlas. Silakan pilih nama lain.',
        commentEmailTooLong: 'Email maksimal 100 karakter',
        replyTooLong: 'Balasan terlalu panjang. Batasi hingga 500 karakter',
        replyTextEmpty: 'Teks balasan tidak boleh kosong',
        missingRequiredFields: 'Kolom wajib belum diisi'
    },
    comments: {
        title: 'Komentar',
        count_one: '{{count}} komentar',
        count_other: '{{count}} komentar',
        empty: 'Belum ada komentar. Jadilah yang pertama berbagi pengalaman.',
        nameLabel: 'Nama Anda',
        emailLabel: 'Email (opsional)',
        textLabel: 'Komentar',
        textPlaceholder: 'Bagikan pengalaman Anda dengan {{brand}}...',
        submit: 'Kirim Komentar',
        submitting: 'Mengirim...',
        reply: 'Balas',
        replyLabel: 'Balasan Anda',
        replyPlaceholder: 'Tulis balasan...',
        sendReply: 'Kirim Balasan',
        sending: 'Mengirim...',
        cancel: 'Batal',
        admin: 'Admin',
        added: 'Komentar berhasil ditambahkan!',
        replyAdded: 'Balasan berhasil ditambahkan!',
        loadError: 'Gagal memuat komentar: {{reason}}',
        addError: 'Gagal menambahkan komentar: {{reason}}',
        replyError: 'Gagal menambahkan balasan: {{reason}}'
    }
};

// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
;// CONCATENATED MODULE: ../mf-catalog/src/i18n/validation.ts

/** The comment-form messages of shared-services' schemas, by key; Bahasa Indonesia lives in the catalog bundle. */ const translatable = new Set([
    'commentTextRequired',
    'commentNameRequired',
    'commentTooLong',
    'commentNameTooLong',
    'commentNameReserved',
    'commentEmailTooLong',
    'replyTooLong',
    'replyTextEmpty',
    'missingRequiredFields'
]);
/** A schema message in the UI language; English stays the spec's exact text. */ function translateValidation(t, message, values = {}) {
    if (!message) return '';
    const key = (0,src.validationMessageKey)(message);
    if (!key || !translatable.has(key)) return message;
    return t(`validation.${key}`, {
        ...values,
        defaultValue: message
    });
}

;// CONCATENATED MODULE: ../mf-catalog/src/i18n/index.ts



const CATALOG_NS = 'catalog';
(0,init_i18n/* .addResources */.pU)(CATALOG_NS, {
    en: en,
    id: id
});
/** Translations of this remote's own texts (shared texts live in the `common` namespace). */ function useCatalogTranslation() {
    return (0,use_translation/* .useTranslation */.B)(CATALOG_NS);
}



},
8523(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ BrandPage)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var chunk_6KYCQHYJ = __webpack_require__(9262);
// EXTERNAL MODULE: ../shared-ui/src/spinner/Spinner.tsx
var Spinner = __webpack_require__(1180);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../shared-ui/src/toast/ToastProvider.tsx
var ToastProvider = __webpack_require__(6623);
;// CONCATENATED MODULE: ../shared-ui/src/defer/when-page-settles.ts
const INTERACTIONS = [
    'pointerdown',
    'keydown',
    'touchstart'
];
/**
 * Settles when the page has no better use for the network and the main thread: `delayMs` after the
 * window's load event, or at the first touch, click or key press, whichever comes first. For work the
 * first screen does not need (issue 15): the load event alone can come before the first images have
 * painted, since the page's data arrives by fetch, which the load event does not wait for.
 */ function whenPageSettles(delayMs = 3000) {
    return new Promise((resolve)=>{
        let timer;
        const done = ()=>{
            for (const type of INTERACTIONS)window.removeEventListener(type, done, true);
            window.removeEventListener('load', wait);
            clearTimeout(timer);
            resolve();
        };
        const wait = ()=>{
            timer = setTimeout(done, delayMs);
        };
        for (const type of INTERACTIONS)window.addEventListener(type, done, {
            capture: true,
            passive: true
        });
        if (document.readyState === 'complete') wait();
        else window.addEventListener('load', wait, {
            once: true
        });
    });
}

;// CONCATENATED MODULE: ../shared-ui/src/defer/use-needed-soon.ts


/**
 * True once the element is near the viewport or the page has settled (whenPageSettles), whichever
 * comes first; it stays true. For a part below the fold whose code the first screen does not need:
 * render a placeholder of the same size until then (issue 15).
 */ function useNeededSoon(ref, { rootMargin = '600px', settleMs = 3000, observe = true } = {}) {
    const [needed, setNeeded] = (0,react.useState)(false);
    (0,react.useEffect)(()=>{
        if (needed) return undefined;
        let active = true;
        const show = ()=>{
            if (active) setNeeded(true);
        };
        void whenPageSettles(settleMs).then(show);
        return ()=>{
            active = false;
        };
    }, [
        needed,
        settleMs
    ]);
    (0,react.useEffect)(()=>{
        const element = ref.current;
        if (needed || !observe || !element || typeof IntersectionObserver !== 'function') return undefined;
        const observer = new IntersectionObserver((entries)=>{
            if (entries.some((entry)=>entry.isIntersecting)) setNeeded(true);
        }, {
            rootMargin
        });
        observer.observe(element);
        return ()=>observer.disconnect();
    }, [
        needed,
        observe,
        ref,
        rootMargin
    ]);
    return needed;
}

// EXTERNAL MODULE: ../shared-ui/src/toast/toast-durations.ts
var toast_durations = __webpack_require__(2152);
// EXTERNAL MODULE: ../shared-ui/src/skeleton/Skeleton.tsx
var Skeleton = __webpack_require__(1572);
// EXTERNAL MODULE: ../shared-ui/src/error-state/ErrorState.tsx
var ErrorState = __webpack_require__(1017);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/message-square.mjs
var message_square = __webpack_require__(2074);
// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
// EXTERNAL MODULE: ../mf-catalog/src/i18n/index.ts + 3 modules
var i18n = __webpack_require__(2546);
// EXTERNAL MODULE: ../shared-ui/src/format/date.ts
var format_date = __webpack_require__(4883);
// EXTERNAL MODULE: ../shared-ui/src/avatar/Avatar.tsx + 1 modules
var Avatar = __webpack_require__(6969);
// EXTERNAL MODULE: ../shared-ui/src/badge/Badge.tsx + 7 modules
var Badge = __webpack_require__(4789);
// EXTERNAL MODULE: ../shared-ui/src/button/Button.tsx
var Button = __webpack_require__(1606);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/reply.mjs
var icons_reply = __webpack_require__(4595);
// EXTERNAL MODULE: ../mf-catalog/src/features/comments/Comments.module.css
var Comments_module = __webpack_require__(7760);
;// CONCATENATED MODULE: ../mf-catalog/src/features/comments/CommentItem.tsx






// the reply form (react-hook-form) is fetched when Reply is first pressed
const ReplyForm = /*#__PURE__*/ (0,react.lazy)(()=>__webpack_require__.e(/* import() */ 742).then(__webpack_require__.bind(__webpack_require__, 1277)).then((module)=>({
            default: module.ReplyForm
        })));
function When({ date }) {
    if (!date) return null;
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("time", {
        className: Comments_module/* .when */.z7,
        dateTime: date.toISOString(),
        title: (0,format_date/* .formatDateTime */.r6)(date),
        children: (0,format_date/* .formatRelativeTime */.fw)(date)
    });
}
function ReplyItem({ reply }) {
    const isAdmin = reply.replyType === 'admin';
    const name = (isAdmin ? reply.adminName : reply.userName) ?? '';
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
        className: isAdmin ? `${Comments_module/* .reply */.Tm} ${Comments_module/* .adminReply */.kX}` : Comments_module/* .reply */.Tm,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Comments_module/* .meta */.mI,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Avatar/* .Avatar */.e, {
                        name: name,
                        size: "sm"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: Comments_module/* .author */.cy,
                        children: name
                    }),
                    isAdmin ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                        size: "sm",
                        variant: "admin"
                    }) : null,
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(When, {
                        date: reply.createdAt
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: Comments_module/* .text */.Qq,
                children: reply.text
            })
        ]
    });
}
/** One comment with its replies (oldest first, admin replies marked) and the inline reply form. */ function CommentItem({ comment, signedInName, onReply }) {
    const { t } = (0,i18n/* .useCatalogTranslation */.W9)();
    const [replying, setReplying] = (0,react.useState)(false);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
        className: Comments_module/* .comment */.Im,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Comments_module/* .meta */.mI,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Avatar/* .Avatar */.e, {
                        name: comment.authorName,
                        size: "sm"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: Comments_module/* .author */.cy,
                        children: comment.authorName
                    }),
                    comment.authorUid ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                        size: "sm",
                        variant: "member"
                    }) : null,
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(When, {
                        date: comment.createdAt
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: Comments_module/* .text */.Qq,
                children: comment.text
            }),
            replying ? /*#__PURE__*/ (0,jsx_runtime.jsx)(react.Suspense, {
                fallback: /*#__PURE__*/ (0,jsx_runtime.jsx)(Spinner/* .Spinner */.y, {
                    size: "sm"
                }),
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ReplyForm, {
                    commentId: comment.id,
                    signedInName: signedInName,
                    onSubmit: onReply,
                    onCancel: ()=>setReplying(false)
                })
            }) : /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                variant: "ghost",
                size: "sm",
                leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(icons_reply/* ["default"] */.A, {}),
                onClick: ()=>setReplying(true),
                children: t('comments.reply')
            }),
            comment.replies.length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                className: Comments_module/* .replies */.Po,
                children: comment.replies.map((reply)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(ReplyItem, {
                        reply: reply
                    }, reply.id))
            }) : null
        ]
    });
}

;// CONCATENATED MODULE: ../mf-catalog/src/features/comments/use-brand-comments.ts

/** Active comments of a brand (newest first, with replies) and the add-comment / add-reply calls (spec §7). */ function useBrandComments(brandId, brandName) {
    const uid = (0,src.useSessionStore)(src.selectUid);
    const comments = (0,src.useBrandComments)(brandId);
    const addComment = (0,src.useAddComment)();
    const addReply = (0,src.useAddReply)();
    return {
        comments,
        postComment: (comment)=>addComment.mutateAsync({
                ...comment,
                // signed in: the comment carries the author's uid (data model: authorUid = auth.uid)
                ...uid ? {
                    authorUid: uid
                } : {},
                relatedContent: brandName,
                relatedContentId: brandId
            }),
        postReply: (reply)=>addReply.mutateAsync({
                replyType: 'user',
                ...reply
            })
    };
}

;// CONCATENATED MODULE: ../mf-catalog/src/features/comments/CommentsPanel.tsx









// The comment form (react-hook-form and its resolver, ~15 kB gzip) is fetched once the panel is near
// the viewport or the page has settled: the panel sits below the brand's first screen (issue 15). While
// the promotions gallery above is loading the panel's position is not known yet, so it is not watched.
const CommentForm = /*#__PURE__*/ (0,react.lazy)(()=>__webpack_require__.e(/* import() */ 683).then(__webpack_require__.bind(__webpack_require__, 3462)).then((module)=>({
            default: module.CommentForm
        })));
function reasonOf(error) {
    return error instanceof Error ? error.message : String(error);
}
function CommentsPanel({ brandId, brandName, placed = true }) {
    const { t } = (0,i18n/* .useCatalogTranslation */.W9)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    // signed in: the name is locked to the display name (falls back to the e-mail when there is none)
    const signedInName = (0,src.useSessionStore)((state)=>state.status === 'signed-in' && state.user ? state.user.displayName || state.user.email || '' : null);
    const { comments, postComment, postReply } = useBrandComments(brandId, brandName);
    const formSlot = (0,react.useRef)(null);
    const formNeeded = useNeededSoon(formSlot, {
        observe: placed
    });
    /** True when saved; a failure is told in a toast and the form keeps what was typed. */ const addComment = async (comment)=>{
        try {
            await postComment(comment);
            toast.show({
                kind: 'success',
                title: t('comments.added'),
                durationMs: toast_durations/* .TOAST_DURATION.comment */.b.comment
            });
            return true;
        } catch (error) {
            toast.show({
                kind: 'error',
                title: t('comments.addError', {
                    reason: reasonOf(error)
                }),
                durationMs: toast_durations/* .TOAST_DURATION.comment */.b.comment
            });
            return false;
        }
    };
    const addReply = async (reply)=>{
        try {
            await postReply(reply);
            toast.show({
                kind: 'success',
                title: t('comments.replyAdded'),
                durationMs: toast_durations/* .TOAST_DURATION.comment */.b.comment
            });
            return true;
        } catch (error) {
            toast.show({
                kind: 'error',
                title: t('comments.replyError', {
                    reason: reasonOf(error)
                }),
                durationMs: toast_durations/* .TOAST_DURATION.comment */.b.comment
            });
            return false;
        }
    };
    const list = comments.data ?? [];
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        className: Comments_module/* .panel */.nd,
        "aria-labelledby": "brand-comments-title",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("h2", {
                id: "brand-comments-title",
                className: Comments_module/* .heading */.R_,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(message_square/* ["default"] */.A, {
                        "aria-hidden": "true"
                    }),
                    t('comments.title'),
                    comments.data ? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: Comments_module/* .count */.U9,
                        children: t('comments.count', {
                            count: list.length
                        })
                    }) : null
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                ref: formSlot,
                className: Comments_module/* .formSlot */.F7,
                children: formNeeded ? /*#__PURE__*/ (0,jsx_runtime.jsx)(react.Suspense, {
                    fallback: null,
                    children: /*#__PURE__*/ (0,jsx_runtime.jsx)(CommentForm, {
                        brandName: brandName,
                        signedInName: signedInName,
                        onSubmit: addComment
                    })
                }) : null
            }),
            comments.isPending ? /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                "aria-busy": "true",
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton/* .Skeleton */.E, {
                    lines: 3
                })
            }) : comments.isError ? /*#__PURE__*/ (0,jsx_runtime.jsx)(ErrorState/* .ErrorState */.W, {
                compact: true,
                title: t('comments.loadError', {
                    reason: reasonOf(comments.error)
                }),
                onRetry: ()=>void comments.refetch(),
                retryLabel: t('home.retry')
            }) : list.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: Comments_module/* .empty */.Ie,
                children: t('comments.empty')
            }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                className: Comments_module/* .list */.p_,
                children: list.map((comment)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(CommentItem, {
                        comment: comment,
                        signedInName: signedInName,
                        onReply: addReply
                    }, comment.id))
            })
        ]
    });
}

// EXTERNAL MODULE: ../shared-ui/src/image-with-fallback/ImageWithFallback.tsx + 1 modules
var ImageWithFallback = __webpack_require__(7608);
// EXTERNAL MODULE: ../shared-ui/src/star-rating/StarRating.tsx + 3 modules
var StarRating = __webpack_require__(5493);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/gift.mjs
var gift = __webpack_require__(6907);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/external-link.mjs
var external_link = __webpack_require__(8797);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/pencil.mjs
var pencil = __webpack_require__(1738);
// EXTERNAL MODULE: ../mf-catalog/src/features/brands/brand-links.ts
var brand_links = __webpack_require__(1252);
// EXTERNAL MODULE: ../mf-catalog/src/components/favorite-button/FavoriteButton.tsx
var FavoriteButton = __webpack_require__(1743);
// EXTERNAL MODULE: ../mf-catalog/src/features/brand-page/BrandPage.module.css
var BrandPage_module = __webpack_require__(5499);
;// CONCATENATED MODULE: ../mf-catalog/src/features/brand-page/BrandDescription.tsx




/** spec §2: Show all appears above 200 characters. */ const DESCRIPTION_CLAMP_CHARS = 200;
/** The brand description, clamped to 4 lines with Show all when it is long. */ function BrandDescription({ text }) {
    const { t } = (0,i18n/* .useCatalogTranslation */.W9)();
    const [expanded, setExpanded] = (0,react.useState)(false);
    const id = (0,react.useId)();
    const expandable = text.length > DESCRIPTION_CLAMP_CHARS;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: BrandPage_module/* .description */.h_,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                id: id,
                className: expandable && !expanded ? BrandPage_module/* .clamped */.j9 : undefined,
                children: text
            }),
            expandable ? /*#__PURE__*/ (0,jsx_runtime.jsx)("button", {
                type: "button",
                className: BrandPage_module/* .textButton */.uX,
                "aria-expanded": expanded,
                "aria-controls": id,
                onClick: ()=>setExpanded((value)=>!value),
                children: expanded ? t('brand.showLess') : t('brand.showAll')
            }) : null
        ]
    });
}

;// CONCATENATED MODULE: ../mf-catalog/src/features/brand-page/BrandHeader.tsx










/** Cover, logo, name, rating, badges, description, welcome banner and actions of the brand page (spec §2). */ function BrandHeader({ brand }) {
    const { t } = (0,i18n/* .useCatalogTranslation */.W9)();
    const isAdmin = (0,src.useSessionStore)(src.selectIsAdmin);
    const website = (0,src.safeExternalUrl)(brand.websiteUrl);
    const bonusesHidden = (0,src.useBonusesHidden)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("header", {
        className: BrandPage_module/* .header */.wx,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: BrandPage_module/* .cover */.Iv,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                    className: BrandPage_module/* .coverImage */.N4,
                    src: brand.coverImage,
                    alt: "",
                    priority: true
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: BrandPage_module/* .headerBody */.yk,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: BrandPage_module/* .identity */.D_,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                                className: BrandPage_module/* .logo */.wm,
                                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                                    className: BrandPage_module/* .logoImage */.Nj,
                                    src: brand.logoImage,
                                    alt: t('card.logoAlt', {
                                        brand: brand.name
                                    }),
                                    fit: "contain",
                                    priority: true,
                                    fallbackText: brand.name
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                                className: BrandPage_module/* .titleBlock */.K5,
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h1", {
                                        className: BrandPage_module/* .name */.UU,
                                        children: brand.name
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                                        className: BrandPage_module/* .rating */.O0,
                                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(StarRating/* .StarRating */.G, {
                                            value: brand.rating,
                                            showValue: true
                                        })
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(FavoriteButton/* .FavoriteButton */.Z, {
                                brandId: brand.id,
                                brandName: brand.name
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: BrandPage_module/* .badges */.jp,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                                variant: brand.verified ? 'verified' : 'unverified'
                            }),
                            brand.acceptsCrypto ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                                variant: "crypto"
                            }) : null
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(BrandDescription, {
                        text: brand.description
                    }),
                    bonusesHidden ? null : /*#__PURE__*/ (0,jsx_runtime.jsxs)("p", {
                        className: BrandPage_module/* .banner */.vK,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(gift/* ["default"] */.A, {
                                "aria-hidden": "true"
                            }),
                            t('brand.welcomeBanner', {
                                bonus: (0,brand_links/* .welcomeBonusText */.P)(brand.welcomeBonus, t('card.defaultBonus'))
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: BrandPage_module/* .actions */.o1,
                        children: [
                            website ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                                href: website,
                                target: "_blank",
                                rel: "noopener noreferrer",
                                rightIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(external_link/* ["default"] */.A, {}),
                                children: t('brand.visitWebsite')
                            }) : // spec §8: alert when the brand has no site
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                                rightIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(external_link/* ["default"] */.A, {}),
                                onClick: ()=>window.alert(t('brand.noWebsite')),
                                children: t('brand.visitWebsite')
                            }),
                            isAdmin ? /*#__PURE__*/ (0,jsx_runtime.jsxs)(chunk_6KYCQHYJ/* .Link */.N_, {
                                className: (0,Button/* .buttonClassName */.E)({
                                    variant: 'secondary'
                                }),
                                to: `/admin/brand/edit/${encodeURIComponent(brand.id)}`,
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)(pencil/* ["default"] */.A, {
                                        "aria-hidden": "true",
                                        size: 16
                                    }),
                                    t('brand.edit')
                                ]
                            }) : null
                        ]
                    })
                ]
            })
        ]
    });
}

// EXTERNAL MODULE: ../shared-ui/src/chip/Chip.tsx
var Chip = __webpack_require__(5142);
// EXTERNAL MODULE: ../shared-ui/src/empty-state/EmptyState.tsx + 1 modules
var EmptyState = __webpack_require__(6934);
// EXTERNAL MODULE: ../shared-ui/src/format/number.ts
var number = __webpack_require__(6210);
// EXTERNAL MODULE: ../shared-ui/src/modal/Modal.tsx
var Modal = __webpack_require__(6864);
// EXTERNAL MODULE: ./src/one-bundle/federation-runtime.ts + 4 modules
var federation_runtime = __webpack_require__(1005);
;// CONCATENATED MODULE: ../mf-catalog/src/federation/promotion-detail-modal.tsx



/** Loads the modal through the shell's federation instance, which registered every remote from /remotes.json. */ async function loadPromotionDetailModal() {
    const host = (0,federation_runtime.getInstance)((instance)=>instance.options.remotes.some((remote)=>remote.name === 'mf_promotions')) ?? (0,federation_runtime.getInstance)();
    if (!host) throw new Error('Module Federation runtime is not initialised');
    const module = await host.loadRemote('mf_promotions/PromotionDetailModal');
    if (!module) throw new Error('mf_promotions/PromotionDetailModal is unavailable');
    return module;
}
const LazyPromotionDetailModal = /*#__PURE__*/ (0,react.lazy)(loadPromotionDetailModal);
/** Keeps the brand page working when the promotions remote is down. */ class RemoteBoundary extends react.Component {
    state = {
        failed: false
    };
    static getDerivedStateFromError() {
        return {
            failed: true
        };
    }
    componentDidCatch(error, info) {
        console.error('mf_promotions/PromotionDetailModal failed', error, info.componentStack);
    }
    render() {
        return this.state.failed ? this.props.fallback : this.props.children;
    }
}
/** The promotion detail modal exposed by mf-promotions, lazy-loaded on first open. */ function RemotePromotionDetailModal({ renderUnavailable, ...props }) {
    if (!props.open || !props.promotion) return null;
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(RemoteBoundary, {
        fallback: renderUnavailable(props.onClose),
        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(react.Suspense, {
            fallback: null,
            children: /*#__PURE__*/ (0,jsx_runtime.jsx)(LazyPromotionDetailModal, {
                ...props
            })
        })
    });
}

// EXTERNAL MODULE: ../mf-catalog/src/features/brand-page/PromotionsGallery.module.css
var PromotionsGallery_module = __webpack_require__(2157);
;// CONCATENATED MODULE: ../mf-catalog/src/features/brand-page/PromotionsGallery.tsx







const ALL = 'All';
/** The brand's promotions with the brand-page category chips; a tile opens mf-promotions' detail modal. */ function PromotionsGallery({ promotions, status, onRetry }) {
    const { t } = (0,i18n/* .useCatalogTranslation */.W9)();
    const [category, setCategory] = (0,react.useState)(ALL);
    const [opened, setOpened] = (0,react.useState)(null);
    // Take a break: max bonus amounts stay hidden while it runs
    const bonusesHidden = (0,src.useBonusesHidden)();
    const categoryLabel = (0,src.useCategoryLabel)();
    const categories = (0,react.useMemo)(()=>(0,src.orderBrandPageCategories)(promotions.map((promotion)=>promotion.category)), [
        promotions
    ]);
    const shown = category === ALL ? promotions : promotions.filter((promotion)=>promotion.category.trim() === category);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        className: PromotionsGallery_module/* .gallery */.nV,
        "aria-labelledby": "brand-promotions-title",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                id: "brand-promotions-title",
                className: PromotionsGallery_module/* .heading */.R_,
                children: t('brand.promotions')
            }),
            status === 'loading' ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: PromotionsGallery_module/* .grid */.Vg,
                "aria-busy": "true",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton/* .Skeleton */.E, {
                        className: PromotionsGallery_module/* .skeleton */.qV
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton/* .Skeleton */.E, {
                        className: PromotionsGallery_module/* .skeleton */.qV
                    })
                ]
            }) : status === 'error' ? /*#__PURE__*/ (0,jsx_runtime.jsx)(ErrorState/* .ErrorState */.W, {
                compact: true,
                title: t('brand.promotionsError'),
                onRetry: onRetry,
                retryLabel: t('home.retry')
            }) : /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
                children: [
                    categories.length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: PromotionsGallery_module/* .chips */.Ip,
                        role: "group",
                        "aria-label": t('brand.promotions'),
                        children: [
                            ALL,
                            ...categories
                        ].map((name)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(Chip/* .Chip */.v, {
                                selected: category === name,
                                onClick: ()=>setCategory(name),
                                children: name === ALL ? t('brand.allCategories') : categoryLabel(name)
                            }, name))
                    }) : null,
                    shown.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState/* .EmptyState */.p, {
                        compact: true,
                        title: t('brand.noPromotions')
                    }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                        className: PromotionsGallery_module/* .grid */.Vg,
                        children: shown.map((promotion)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                                children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("button", {
                                    type: "button",
                                    className: PromotionsGallery_module/* .tile */.Vs,
                                    onClick: ()=>setOpened(promotion),
                                    children: [
                                        /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                            className: PromotionsGallery_module/* .media */.$_,
                                            children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                                                className: PromotionsGallery_module/* .image */.Sl,
                                                src: promotion.image,
                                                alt: "",
                                                fallbackText: promotion.title || promotion.category
                                            })
                                        }),
                                        /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                            className: PromotionsGallery_module/* .tileBody */.N2,
                                            children: [
                                                /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                                    className: PromotionsGallery_module/* .category */.L1,
                                                    children: categoryLabel(promotion.category)
                                                }),
                                                /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                                    className: PromotionsGallery_module/* .title */.DD,
                                                    children: promotion.title
                                                }),
                                                promotion.maxBonus > 0 && !bonusesHidden || promotion.turnoverNeeded > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                                    className: PromotionsGallery_module/* .figures */.u5,
                                                    children: [
                                                        promotion.maxBonus > 0 && !bonusesHidden ? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                                            children: (0,number/* .formatIDR */.JJ)(promotion.maxBonus)
                                                        }) : null,
                                                        promotion.turnoverNeeded > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                                            children: (0,number/* .formatTurnover */.DY)(promotion.turnoverNeeded)
                                                        }) : null
                                                    ]
                                                }) : null
                                            ]
                                        })
                                    ]
                                })
                            }, promotion.id))
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(RemotePromotionDetailModal, {
                promotion: opened,
                open: opened !== null,
                onClose: ()=>setOpened(null),
                renderUnavailable: (close)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(Modal/* .Modal */.a, {
                        open: true,
                        onClose: close,
                        title: opened?.title ?? t('brand.promotions'),
                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                            children: t('brand.modalError')
                        })
                    })
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-catalog/src/features/brand-page/use-brand-promotions.ts


const NO_PROMOTIONS = [];
/**
 * A brand's promotions, with the brand fields the detail modal shows filled in from the brand
 * itself (older promotion documents may lack the denormalised copies).
 */ function useBrandPromotions(brand) {
    const query = (0,src.useBrandPromotions)(brand.id);
    const promotions = (0,react.useMemo)(()=>(query.data ?? NO_PROMOTIONS).map((promotion)=>({
                ...promotion,
                brandId: promotion.brandId || brand.id,
                brandName: promotion.brandName || brand.name,
                brandSlug: promotion.brandSlug || brand.slug,
                brandLogo: promotion.brandLogo || brand.logoImage,
                brandWebsite: promotion.brandWebsite || brand.websiteUrl,
                brandRating: promotion.brandRating || brand.rating
            })), [
        query.data,
        brand
    ]);
    const status = query.data ? 'success' : query.isError ? 'error' : 'loading';
    return {
        promotions,
        status,
        retry: ()=>void query.refetch()
    };
}

;// CONCATENATED MODULE: ../mf-catalog/src/features/brand-page/BrandDetails.tsx






/** The brand page body: header, promotions gallery and the comments panel (spec §2). */ function BrandDetails({ brand }) {
    const promotions = useBrandPromotions(brand);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: BrandPage_module/* .layout */.Zp,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(BrandHeader, {
                brand: brand
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(PromotionsGallery, {
                promotions: promotions.promotions,
                status: promotions.status,
                onRetry: promotions.retry
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(CommentsPanel, {
                brandId: brand.id,
                brandName: brand.name,
                placed: promotions.status !== 'loading'
            })
        ]
    });
}

// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/arrow-left.mjs
var arrow_left = __webpack_require__(3970);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/search.mjs
var search = __webpack_require__(1149);
;// CONCATENATED MODULE: ../mf-catalog/src/features/brand-page/BrandUnavailable.tsx





/** spec §8: "Failed to load brand details" and "Brand not found", each with a Back button. */ function BrandUnavailable({ reason }) {
    const { t } = (0,i18n/* .useCatalogTranslation */.W9)();
    const navigate = (0,chunk_6KYCQHYJ/* .useNavigate */.Zp)();
    // back in history when the visitor came from somewhere in the site, else home
    const goBack = ()=>window.history.state?.idx > 0 ? navigate(-1) : navigate('/');
    const back = /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
        variant: "secondary",
        leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(arrow_left/* ["default"] */.A, {}),
        onClick: goBack,
        children: t('brand.back')
    });
    return reason === 'error' ? /*#__PURE__*/ (0,jsx_runtime.jsx)(ErrorState/* .ErrorState */.W, {
        title: t('brand.loadError'),
        action: back
    }) : /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState/* .EmptyState */.p, {
        icon: /*#__PURE__*/ (0,jsx_runtime.jsx)(search/* ["default"] */.A, {}),
        title: t('brand.notFound'),
        action: back
    });
}

// EXTERNAL MODULE: ../mf-catalog/src/features/brands/use-catalog-brands.ts + 1 modules
var use_catalog_brands = __webpack_require__(4450);
;// CONCATENATED MODULE: ../mf-catalog/src/features/brand-page/use-brand-page.ts


/**
 * The brand of /brand/{slug-or-id}: taken from the cached brand list when it is there (no extra
 * request), else looked up by slug then id. Without a slug: the highest-rated brand (spec §2).
 */ function useBrandPage(slugOrId) {
    const catalog = (0,use_catalog_brands/* .useCatalogBrands */.R)();
    const wanted = slugOrId?.trim() ?? '';
    const fromList = wanted ? catalog.brands.find((brand)=>brand.slug === wanted || brand.id === wanted) : catalog.brands[0];
    // a brand missing from the (possibly older) cached list is asked for directly
    const lookup = (0,src.useBrandBySlug)(wanted && !fromList && catalog.status !== 'loading' ? wanted : null);
    if (fromList) return {
        status: 'ready',
        brand: fromList
    };
    if (!wanted) {
        if (catalog.status === 'loading') return {
            status: 'loading'
        };
        return catalog.status === 'error' ? {
            status: 'error'
        } : {
            status: 'not-found'
        };
    }
    if (catalog.status === 'loading' || lookup.isPending) return {
        status: 'loading'
    };
    if (lookup.isError) return {
        status: 'error'
    };
    return lookup.data ? {
        status: 'ready',
        brand: lookup.data
    } : {
        status: 'not-found'
    };
}

// EXTERNAL MODULE: ../mf-catalog/src/pages/Page.module.css
var Page_module = __webpack_require__(4807);
;// CONCATENATED MODULE: ../mf-catalog/src/pages/BrandPage.tsx








/** Brand page (/brand/{slug-or-id}); without a slug the highest-rated brand (spec §2). */ function BrandPage() {
    const { t } = (0,i18n/* .useCatalogTranslation */.W9)();
    const { slugOrId } = (0,chunk_6KYCQHYJ/* .useParams */.g)();
    const state = useBrandPage(slugOrId);
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("section", {
        className: Page_module/* .page */.MY,
        "data-remote": "mf_catalog",
        "aria-busy": state.status === 'loading',
        children: state.status === 'loading' ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Spinner/* .Spinner */.y, {
            size: "lg",
            centered: true,
            label: t('brand.loading')
        }) : state.status === 'ready' ? // another brand starts with its own gallery filter, description and comment state
        /*#__PURE__*/ (0,jsx_runtime.jsx)(BrandDetails, {
            brand: state.brand
        }, state.brand.id) : /*#__PURE__*/ (0,jsx_runtime.jsx)(BrandUnavailable, {
            reason: state.status
        })
    });
}


},
4789(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ Badge),
  q: () => (/* binding */ reportStatusVariant)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../shared-ui/src/i18n/use-translation.ts
var use_translation = __webpack_require__(5781);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/createLucideIcon.mjs + 11 modules
var createLucideIcon = __webpack_require__(8426);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/shield-check.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "shield-check",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
        key: "oel41y"
      }
    ],
    ["path", { d: "m9 12 2 2 4-4", key: "dzmm74" }]
  ]
};
__iconData.node;
const ShieldCheck = (0,createLucideIcon/* ["default"] */.A)(__iconData);


//# sourceMappingURL=shield-check.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/shield-exclamation-point.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const shield_exclamation_point_iconData = {
  name: "shield-exclamation-point",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
        key: "oel41y"
      }
    ],
    ["path", { d: "M12 8v4", key: "1got3b" }],
    ["path", { d: "M12 16h.01", key: "1drbdi" }]
  ],
  aliases: ["shield-alert"]
};
shield_exclamation_point_iconData.node;
const ShieldExclamationPoint = (0,createLucideIcon/* ["default"] */.A)(shield_exclamation_point_iconData);


//# sourceMappingURL=shield-exclamation-point.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/bitcoin.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const bitcoin_iconData = {
  name: "bitcoin",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M11.767 19.089c4.924.868 6.14-6.025 1.216-6.894m-1.216 6.894L5.86 18.047m5.908 1.042-.347 1.97m1.563-8.864c4.924.869 6.14-6.025 1.215-6.893m-1.215 6.893-3.94-.694m5.155-6.2L8.29 4.26m5.908 1.042.348-1.97M7.48 20.364l3.126-17.727",
        key: "yr8idg"
      }
    ]
  ]
};
bitcoin_iconData.node;
const Bitcoin = (0,createLucideIcon/* ["default"] */.A)(bitcoin_iconData);


//# sourceMappingURL=bitcoin.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/clock.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const clock_iconData = {
  name: "clock",
  size: 24,
  node: [
    ["circle", { cx: "12", cy: "12", r: "10", key: "1mglay" }],
    ["path", { d: "M12 6v6l4 2", key: "mmk7yg" }]
  ]
};
clock_iconData.node;
const Clock = (0,createLucideIcon/* ["default"] */.A)(clock_iconData);


//# sourceMappingURL=clock.mjs.map

// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/eye.mjs
var eye = __webpack_require__(9048);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/circle-check.mjs
var circle_check = __webpack_require__(6330);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/shield.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const shield_iconData = {
  name: "shield",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z",
        key: "oel41y"
      }
    ]
  ]
};
shield_iconData.node;
const Shield = (0,createLucideIcon/* ["default"] */.A)(shield_iconData);


//# sourceMappingURL=shield.mjs.map

// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/user.mjs
var user = __webpack_require__(6352);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/sparkles.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const sparkles_iconData = {
  name: "sparkles",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
        key: "1s2grr"
      }
    ],
    ["path", { d: "M20 2v4", key: "1rf3ol" }],
    ["path", { d: "M22 4h-4", key: "gwowj6" }],
    ["circle", { cx: "4", cy: "20", r: "2", key: "6kqj1y" }]
  ],
  aliases: ["stars"]
};
sparkles_iconData.node;
const Sparkles = (0,createLucideIcon/* ["default"] */.A)(sparkles_iconData);


//# sourceMappingURL=sparkles.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/trophy.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const trophy_iconData = {
  name: "trophy",
  size: 24,
  node: [
    ["path", { d: "M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2", key: "pwuv1l" }],
    ["path", { d: "M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2", key: "1y54w1" }],
    ["path", { d: "M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3", key: "e30mpu" }],
    ["path", { d: "M4 22h16", key: "57wxv0" }],
    ["path", { d: "M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z", key: "1mhfuq" }],
    ["path", { d: "M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3", key: "i0yafy" }]
  ]
};
trophy_iconData.node;
const Trophy = (0,createLucideIcon/* ["default"] */.A)(trophy_iconData);


//# sourceMappingURL=trophy.mjs.map

// EXTERNAL MODULE: ../shared-ui/src/utils/cx.ts
var cx = __webpack_require__(5838);
// EXTERNAL MODULE: ../shared-ui/src/badge/Badge.module.css
var Badge_module = __webpack_require__(1651);
;// CONCATENATED MODULE: ../shared-ui/src/badge/Badge.tsx





const VARIANTS = {
    verified: {
        tone: 'success',
        Icon: ShieldCheck
    },
    unverified: {
        tone: 'neutral',
        Icon: ShieldExclamationPoint
    },
    crypto: {
        tone: 'accent',
        Icon: Bitcoin
    },
    pending: {
        tone: 'warning',
        Icon: Clock
    },
    reviewed: {
        tone: 'info',
        Icon: eye/* ["default"] */.A
    },
    resolved: {
        tone: 'success',
        Icon: circle_check/* ["default"] */.A
    },
    completed: {
        tone: 'success',
        Icon: circle_check/* ["default"] */.A
    },
    admin: {
        tone: 'brand',
        Icon: Shield
    },
    member: {
        tone: 'neutral',
        Icon: user/* ["default"] */.A
    },
    new: {
        tone: 'info',
        Icon: Sparkles
    },
    topRated: {
        tone: 'accent',
        Icon: Trophy
    }
};
function Badge({ variant, tone, icon, children, size = 'md', className }) {
    const { t } = (0,use_translation/* .useTranslation */.B)();
    const preset = variant ? VARIANTS[variant] : undefined;
    const shownIcon = icon ?? (preset ? /*#__PURE__*/ (0,jsx_runtime.jsx)(preset.Icon, {}) : null);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
        className: (0,cx.cx)(Badge_module.badge, Badge_module[tone ?? preset?.tone ?? 'neutral'], Badge_module[size], className),
        children: [
            shownIcon ? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: Badge_module.icon,
                "aria-hidden": "true",
                children: shownIcon
            }) : null,
            children ?? (variant ? t(`badge.${variant}`) : null)
        ]
    });
}
/** Report status → badge; unknown values show as pending (spec §4). */ function reportStatusVariant(status) {
    return status === 'reviewed' || status === 'resolved' ? status : 'pending';
}


},
5142(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var react__rspack_import_1 = __webpack_require__(3696);
/* import */ var _format_number__rspack_import_4 = __webpack_require__(6210);
/* import */ var _utils_cx__rspack_import_3 = __webpack_require__(5838);
/* import */ var _Chip_module_css__rspack_import_2 = __webpack_require__(8469);





/** Toggle chip for filters and categories. */ const Chip = /*#__PURE__*/ (0,react__rspack_import_1.forwardRef)(function Chip({ selected, pressed, onPressedChange, count, icon, children, className, onClick, type = 'button', ...rest }, ref) {
    const isPressed = Boolean(selected ?? pressed);
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("button", {
        ...rest,
        ref: ref,
        type: type,
        "aria-pressed": isPressed,
        className: (0,_utils_cx__rspack_import_3.cx)(_Chip_module_css__rspack_import_2/* .chip */.jw, isPressed && _Chip_module_css__rspack_import_2/* .selected */.wH, className),
        onClick: (event)=>{
            onClick?.(event);
            onPressedChange?.(!isPressed);
        },
        children: [
            icon ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                className: _Chip_module_css__rspack_import_2/* .icon */.Kk,
                "aria-hidden": "true",
                children: icon
            }) : null,
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                children: children
            }),
            count !== undefined ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                className: _Chip_module_css__rspack_import_2/* .count */.U9,
                children: (0,_format_number__rspack_import_4/* .formatNumber */.ZV)(count)
            }) : null
        ]
    });
});

__webpack_require__.d(__webpack_exports__, {
}, {
  v: Chip
});


},
6934(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  p: () => (/* binding */ EmptyState)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/createLucideIcon.mjs + 11 modules
var createLucideIcon = __webpack_require__(8426);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/inbox.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "inbox",
  size: 24,
  node: [
    ["polyline", { points: "22 12 16 12 14 15 10 15 8 12 2 12", key: "o97t9d" }],
    [
      "path",
      {
        d: "M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z",
        key: "oot6mr"
      }
    ]
  ]
};
__iconData.node;
const Inbox = (0,createLucideIcon/* ["default"] */.A)(__iconData);


//# sourceMappingURL=inbox.mjs.map

// EXTERNAL MODULE: ../shared-ui/src/utils/cx.ts
var cx = __webpack_require__(5838);
// EXTERNAL MODULE: ../shared-ui/src/empty-state/EmptyState.module.css
var EmptyState_module = __webpack_require__(1358);
;// CONCATENATED MODULE: ../shared-ui/src/empty-state/EmptyState.tsx




/** "No Transactions Yet", "No Reports Found", "No results found for ...". */ function EmptyState({ title, message, icon, action, compact = false, className }) {
    const shownIcon = icon === undefined ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Inbox, {}) : icon;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: (0,cx.cx)(EmptyState_module/* .state */.wk, compact && EmptyState_module/* .compact */.oE, className),
        children: [
            shownIcon ? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: EmptyState_module/* .icon */.Kk,
                "aria-hidden": "true",
                children: shownIcon
            }) : null,
            /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                className: EmptyState_module/* .title */.DD,
                children: title
            }),
            message ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: EmptyState_module/* .message */.iU,
                children: message
            }) : null,
            action ? /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: EmptyState_module/* .actions */.o1,
                children: action
            }) : null
        ]
    });
}


},
7608(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ ImageWithFallback)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../shared-ui/src/i18n/use-translation.ts
var use_translation = __webpack_require__(5781);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/createLucideIcon.mjs + 11 modules
var createLucideIcon = __webpack_require__(8426);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/image-off.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "image-off",
  size: 24,
  node: [
    ["line", { x1: "2", x2: "22", y1: "2", y2: "22", key: "a6p6uj" }],
    ["path", { d: "M10.41 10.41a2 2 0 1 1-2.83-2.83", key: "1bzlo9" }],
    ["line", { x1: "13.5", x2: "6", y1: "13.5", y2: "21", key: "1q0aeu" }],
    ["line", { x1: "18", x2: "21", y1: "12", y2: "15", key: "5mozeu" }],
    [
      "path",
      {
        d: "M3.59 3.59A1.99 1.99 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59",
        key: "mmje98"
      }
    ],
    ["path", { d: "M21 15V5a2 2 0 0 0-2-2H9", key: "43el77" }]
  ]
};
__iconData.node;
const ImageOff = (0,createLucideIcon/* ["default"] */.A)(__iconData);


//# sourceMappingURL=image-off.mjs.map

// EXTERNAL MODULE: ../shared-ui/src/utils/cx.ts
var cx = __webpack_require__(5838);
// EXTERNAL MODULE: ../shared-ui/src/image-with-fallback/ImageWithFallback.module.css
var ImageWithFallback_module = __webpack_require__(9517);
;// CONCATENATED MODULE: ../shared-ui/src/image-with-fallback/ImageWithFallback.tsx






/** Image that keeps its space, loads lazily and never shows a broken-image icon. */ function ImageWithFallback({ src, alt, aspectRatio, priority = false, fallbackText, fallback, fit = 'cover', className, imgClassName, style, loading, fetchPriority, onError, ...imgProps }) {
    const { t } = (0,use_translation/* .useTranslation */.B)();
    // Remembering which source failed lets a new source try again without an effect.
    const [failedSrc, setFailedSrc] = (0,react.useState)(null);
    const frameStyle = {
        ...style,
        ...aspectRatio ? {
            aspectRatio: String(aspectRatio)
        } : {}
    };
    const showImage = Boolean(src) && failedSrc !== src;
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
        className: (0,cx.cx)(ImageWithFallback_module.frame, className),
        style: frameStyle,
        children: showImage ? /*#__PURE__*/ (0,jsx_runtime.jsx)("img", {
            ...imgProps,
            src: src ?? undefined,
            alt: alt,
            loading: loading ?? (priority ? 'eager' : 'lazy'),
            fetchPriority: fetchPriority ?? (priority ? 'high' : undefined),
            decoding: "async",
            className: (0,cx.cx)(ImageWithFallback_module.image, ImageWithFallback_module[fit], imgClassName),
            onError: (event)=>{
                setFailedSrc(src ?? null);
                onError?.(event);
            }
        }) : fallback ?? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
            className: ImageWithFallback_module.fallback,
            role: alt ? 'img' : undefined,
            "aria-label": alt || undefined,
            "aria-hidden": alt ? undefined : true,
            title: t('image.unavailable'),
            "data-testid": "image-fallback",
            children: fallbackText?.trim() ? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: ImageWithFallback_module.initial,
                children: Array.from(fallbackText.trim())[0]?.toUpperCase()
            }) : /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageOff, {
                        className: ImageWithFallback_module.placeholderIcon,
                        "aria-hidden": "true"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: "visually-hidden",
                        children: t('image.unavailable')
                    })
                ]
            })
        })
    });
}


},
1572(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var _utils_cx__rspack_import_2 = __webpack_require__(5838);
/* import */ var _Skeleton_module_css__rspack_import_1 = __webpack_require__(6527);



/** Grey placeholder shaped like content that is still loading; hidden from screen readers. */ function Skeleton({ width, height, shape = 'rect', lines = 1, className }) {
    const style = {
        width,
        height
    };
    if (shape === 'text' && lines > 1) {
        return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
            className: (0,_utils_cx__rspack_import_2.cx)(_Skeleton_module_css__rspack_import_1.lines, className),
            "aria-hidden": "true",
            style: {
                width
            },
            children: Array.from({
                length: lines
            }, (_, index)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                    className: (0,_utils_cx__rspack_import_2.cx)(_Skeleton_module_css__rspack_import_1.skeleton, _Skeleton_module_css__rspack_import_1.text),
                    style: index === lines - 1 ? {
                        width: '60%'
                    } : undefined
                }, index))
        });
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
        className: (0,_utils_cx__rspack_import_2.cx)(_Skeleton_module_css__rspack_import_1.skeleton, _Skeleton_module_css__rspack_import_1[shape], className),
        style: style,
        "aria-hidden": "true"
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  E: Skeleton
});


},
5493(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  G: () => (/* binding */ StarRating)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../shared-ui/src/format/number.ts
var number = __webpack_require__(6210);
// EXTERNAL MODULE: ../shared-ui/src/i18n/i18n-instance.ts + 1 modules
var i18n_instance = __webpack_require__(6135);
// EXTERNAL MODULE: ../shared-ui/src/i18n/use-translation.ts
var use_translation = __webpack_require__(5781);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/createLucideIcon.mjs + 11 modules
var createLucideIcon = __webpack_require__(8426);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/star.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "star",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
        key: "r04s7s"
      }
    ]
  ]
};
__iconData.node;
const Star = (0,createLucideIcon/* ["default"] */.A)(__iconData);


//# sourceMappingURL=star.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/star-half.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const star_half_iconData = {
  name: "star-half",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M12 18.338a2.1 2.1 0 0 0-.987.244L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.12 2.12 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.12 2.12 0 0 0 1.597-1.16l2.309-4.679A.53.53 0 0 1 12 2",
        key: "2ksp49"
      }
    ]
  ]
};
star_half_iconData.node;
const StarHalf = (0,createLucideIcon/* ["default"] */.A)(star_half_iconData);


//# sourceMappingURL=star-half.mjs.map

// EXTERNAL MODULE: ../shared-ui/src/utils/cx.ts
var cx = __webpack_require__(5838);
;// CONCATENATED MODULE: ../shared-ui/src/star-rating/star-fill.ts
/** Spec: whole stars for the integer part, a half star when the rest is .5 or more. */ function starFills(value, max = 5) {
    const rating = Number.isFinite(value) ? Math.min(Math.max(value, 0), max) : 0;
    const full = Math.floor(rating);
    const half = rating - full >= 0.5;
    return Array.from({
        length: max
    }, (_, index)=>{
        if (index < full) return 'full';
        if (index === full && half) return 'half';
        return 'empty';
    });
}

// EXTERNAL MODULE: ../shared-ui/src/star-rating/StarRating.module.css
var StarRating_module = __webpack_require__(6488);
;// CONCATENATED MODULE: ../shared-ui/src/star-rating/StarRating.tsx








function StarRating({ value, max = 5, size = 'md', showValue = false, label, className }) {
    const { t } = (0,use_translation/* .useTranslation */.B)();
    const rating = Number.isFinite(value) ? value : 0;
    // English reads "4.5", Indonesian "4,5".
    const shown = (0,i18n_instance/* .currentLanguage */.aS)() === 'id' ? (0,number/* .formatNumber */.ZV)(rating, {
        maximumFractionDigits: 1
    }) : String(Math.round(rating * 10) / 10);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
        className: (0,cx.cx)(StarRating_module.rating, StarRating_module[size], className),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                role: "img",
                "aria-label": label ?? t('rating.label', {
                    rating: shown,
                    max
                }),
                className: StarRating_module.stars,
                children: starFills(rating, max).map((fill, index)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                        className: (0,cx.cx)(StarRating_module.star, StarRating_module[fill]),
                        "data-star": fill,
                        "aria-hidden": "true",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Star, {
                                className: fill === 'full' ? StarRating_module.full : StarRating_module.empty
                            }),
                            fill === 'half' ? /*#__PURE__*/ (0,jsx_runtime.jsx)(StarHalf, {
                                className: StarRating_module.filled
                            }) : null
                        ]
                    }, index))
            }),
            showValue ? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                className: StarRating_module.value,
                "aria-hidden": "true",
                children: shown
            }) : null
        ]
    });
}


},
1808(module) {
var exports = {
  "H": "heart-7a9aa4",
  "_": "saved-7a9aa4",
};

module.exports = exports;


},
5499(module) {
var exports = {
  "Zp": "layout-be4f87",
  "wx": "header-be4f87",
  "Iv": "cover-be4f87",
  "N4": "coverImage-be4f87",
  "yk": "headerBody-be4f87",
  "D_": "identity-be4f87",
  "wm": "logo-be4f87",
  "Nj": "logoImage-be4f87",
  "K5": "titleBlock-be4f87",
  "UU": "name-be4f87",
  "O0": "rating-be4f87",
  "jp": "badges-be4f87",
  "h_": "description-be4f87",
  "j9": "clamped-be4f87",
  "uX": "textButton-be4f87",
  "vK": "banner-be4f87",
  "o1": "actions-be4f87",
};

module.exports = exports;


},
2157(module) {
var exports = {
  "nV": "gallery-229978",
  "R_": "heading-229978",
  "Ip": "chips-229978",
  "Vg": "grid-229978",
  "Vs": "tile-229978",
  "$_": "media-229978",
  "Sl": "image-229978",
  "N2": "tileBody-229978",
  "L1": "category-229978",
  "DD": "title-229978",
  "u5": "figures-229978",
  "qV": "skeleton-229978",
};

module.exports = exports;


},
7760(module) {
var exports = {
  "nd": "panel-e6ede2",
  "R_": "heading-e6ede2",
  "U9": "count-e6ede2",
  "Zd": "form-e6ede2",
  "Zo": "replyForm-e6ede2",
  "JA": "formRow-e6ede2",
  "AU": "formActions-e6ede2",
  "Ie": "empty-e6ede2",
  "p_": "list-e6ede2",
  "Po": "replies-e6ede2",
  "Im": "comment-e6ede2",
  "mI": "meta-e6ede2",
  "cy": "author-e6ede2",
  "z7": "when-e6ede2",
  "Qq": "text-e6ede2",
  "Tm": "reply-e6ede2",
  "kX": "adminReply-e6ede2",
  "F7": "formSlot-e6ede2",
};

module.exports = exports;


},
4807(module) {
var exports = {
  "MY": "page-f6d878",
  "DD": "title-f6d878",
  "z": "summary-f6d878",
  "M6": "searchBox-f6d878",
};

module.exports = exports;


},
1651(module, __unused_rspack_exports, __webpack_require__) {
var exports = {
  "badge": "badge-9a039e",
  "sm": "sm-9a039e",
  "md": "md-9a039e",
  "icon": "icon-9a039e",
  "neutral": "neutral-9a039e",
  "success": "success-9a039e",
  "danger": "danger-9a039e",
  "warning": "warning-9a039e",
  "info": "info-9a039e",
  "accent": "accent-9a039e",
  "brand": "brand-9a039e",
};

__webpack_require__.r(module.exports = exports);


},
8469(module) {
var exports = {
  "jw": "chip-59ac7f",
  "wH": "selected-59ac7f",
  "Kk": "icon-59ac7f",
  "U9": "count-59ac7f",
};

module.exports = exports;


},
1358(module) {
var exports = {
  "wk": "state-aeb16b",
  "oE": "compact-aeb16b",
  "Kk": "icon-aeb16b",
  "DD": "title-aeb16b",
  "iU": "message-aeb16b",
  "o1": "actions-aeb16b",
};

module.exports = exports;


},
9517(module, __unused_rspack_exports, __webpack_require__) {
var exports = {
  "frame": "frame-37f253",
  "image": "image-37f253",
  "cover": "cover-37f253",
  "contain": "contain-37f253",
  "fallback": "fallback-37f253",
  "initial": "initial-37f253",
  "placeholderIcon": "placeholderIcon-37f253",
};

__webpack_require__.r(module.exports = exports);


},
6527(module, __unused_rspack_exports, __webpack_require__) {
var exports = {
  "skeleton": "skeleton-01c516",
  "shimmer": "shimmer-01c516",
  "rect": "rect-01c516",
  "text": "text-01c516",
  "circle": "circle-01c516",
  "lines": "lines-01c516",
};

__webpack_require__.r(module.exports = exports);


},
6488(module, __unused_rspack_exports, __webpack_require__) {
var exports = {
  "rating": "rating-b59662",
  "stars": "stars-b59662",
  "star": "star-b59662",
  "sm": "sm-b59662",
  "lg": "lg-b59662",
  "empty": "empty-b59662",
  "full": "full-b59662",
  "filled": "filled-b59662",
  "value": "value-b59662",
};

__webpack_require__.r(module.exports = exports);


},
3970(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "arrow-left",
  size: 24,
  node: [
    ["path", { d: "m12 19-7-7 7-7", key: "1l729n" }],
    ["path", { d: "M19 12H5", key: "x3x0zl" }]
  ]
};
__iconData.node;
const ArrowLeft = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=arrow-left.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: ArrowLeft
});


},
8797(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "external-link",
  size: 24,
  node: [
    ["path", { d: "M15 3h6v6", key: "1q9fwt" }],
    ["path", { d: "M10 14 21 3", key: "gplh6r" }],
    ["path", { d: "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6", key: "a6xqqp" }]
  ]
};
__iconData.node;
const ExternalLink = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=external-link.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: ExternalLink
});


},
9048(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "eye",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0",
        key: "1nclc0"
      }
    ],
    ["circle", { cx: "12", cy: "12", r: "3", key: "1v7zrd" }]
  ]
};
__iconData.node;
const Eye = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=eye.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: Eye
});


},
2074(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "message-square",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
        key: "18887p"
      }
    ]
  ]
};
__iconData.node;
const MessageSquare = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=message-square.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: MessageSquare
});


},
1738(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "pencil",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z",
        key: "1a8usu"
      }
    ],
    ["path", { d: "m15 5 4 4", key: "1mk7zo" }]
  ]
};
__iconData.node;
const Pencil = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=pencil.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: Pencil
});


},
4595(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "reply",
  size: 24,
  node: [
    ["path", { d: "M20 18v-2a4 4 0 0 0-4-4H4", key: "5vmcpk" }],
    ["path", { d: "m9 17-5-5 5-5", key: "nvlc11" }]
  ]
};
__iconData.node;
const Reply = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=reply.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: Reply
});


},

};
;