"use strict";
exports.ids = [543];
exports.modules = {
2730(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var _PageHeader_module_css__rspack_import_1 = __webpack_require__(4269);


/** A promotions page's title row. */ function PageHeader({ title, subtitle, children }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("header", {
        className: _PageHeader_module_css__rspack_import_1/* .header */.wx,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                className: _PageHeader_module_css__rspack_import_1/* .text */.Qq,
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h1", {
                        className: _PageHeader_module_css__rspack_import_1/* .title */.DD,
                        children: title
                    }),
                    subtitle ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                        className: _PageHeader_module_css__rspack_import_1/* .subtitle */.VA,
                        children: subtitle
                    }) : null
                ]
            }),
            children ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("div", {
                className: _PageHeader_module_css__rspack_import_1/* .actions */.o1,
                children: children
            }) : null
        ]
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  z: PageHeader
});


},
8203(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/**
 * The promotion fields this remote displays. shared-services' `Promotion` (a cross-brand listing
 * row with the denormalised brand fields) satisfies it structurally, so callers pass theirs as is.
 */ /** The `?promo=<brandId>/<promotionId>` deep-link value of a promotion. */ function promotionDeepLink(promotion) {
    return `${promotion.brandId}/${promotion.id}`;
}
/** Parses `?promo=<brandId>/<promotionId>`; null for anything else. */ function parsePromotionDeepLink(value) {
    const match = value ? /^([^/]+)\/([^/]+)$/.exec(value) : null;
    return match?.[1] && match[2] ? {
        brandId: match[1],
        promotionId: match[2]
    } : null;
}
/** The brand page route (spec §2: /brand/{slug-or-id}). */ function brandPagePath(promotion) {
    return `/brand/${encodeURIComponent(promotion.brandSlug || promotion.brandId)}`;
}

__webpack_require__.d(__webpack_exports__, {
}, {
  _r: brandPagePath,
  dv: parsePromotionDeepLink,
  uM: promotionDeepLink
});


},
1735(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react__rspack_import_0 = __webpack_require__(3696);
/* import */ var _bonus_atlas_shared_services__rspack_import_1 = __webpack_require__(580);


function usePagesListing(query, startedAtBoot) {
    // flattened only when the pages change, so memoised cards and filters keep their inputs
    const promotions = (0,react__rspack_import_0.useMemo)(()=>query.data?.pages.flatMap((page)=>page.promotions) ?? [], [
        query.data
    ]);
    return {
        promotions,
        status: query.isPending ? 'loading' : query.isError && promotions.length === 0 ? 'error' : 'success',
        hasMore: Boolean(query.hasNextPage),
        loadingMore: query.isFetchingNextPage,
        loadMoreFailed: query.isFetchNextPageError,
        loadMore: ()=>{
            if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
        },
        retry: ()=>void query.refetch(),
        // data that was already there when the page mounted came from the query cache (spec §3 cache hits),
        // unless the shell fetched it at boot for this very visit
        fromCache: query.isSuccess && !query.isFetchedAfterMount && startedAtBoot === undefined,
        loadStartedAt: startedAtBoot
    };
}
/** /bycategory: ONE collection-group query per page of 50 (spec §9), filtered by the chip's category names. */ function useCategoryListing(category) {
    const filter = {
        category,
        pageSize: _bonus_atlas_shared_services__rspack_import_1.PROMOTIONS_PAGE_SIZE_BY_CATEGORY
    };
    const query = (0,_bonus_atlas_shared_services__rspack_import_1.usePromotionPages)(filter);
    // the first listing may have been started by the shell at boot (issue 15): remembered for the visit
    const listingKey = Array.isArray(category) ? category.join('|') : category;
    const [boot] = (0,react__rspack_import_0.useState)(()=>{
        const startedAt = (0,_bonus_atlas_shared_services__rspack_import_1.bootStartOf)(filter);
        return startedAt === undefined ? null : {
            listingKey,
            startedAt
        };
    });
    const startedAtBoot = boot?.listingKey === listingKey ? boot.startedAt : undefined;
    const counted = startedAtBoot !== undefined && query.isSuccess;
    (0,react__rspack_import_0.useEffect)(()=>{
        // counted once: a later visit to the same listing finds it in the cache
        if (counted) (0,_bonus_atlas_shared_services__rspack_import_1.endBootFetch)({
            category,
            pageSize: _bonus_atlas_shared_services__rspack_import_1.PROMOTIONS_PAGE_SIZE_BY_CATEGORY
        });
    }, [
        counted,
        category
    ]);
    return usePagesListing(query, startedAtBoot);
}
/** /bybrands: pages of 30, one brand or all brands (null). */ function useBrandListing(brandId) {
    return usePagesListing((0,_bonus_atlas_shared_services__rspack_import_1.usePromotionPages)({
        brandId,
        pageSize: _bonus_atlas_shared_services__rspack_import_1.PROMOTIONS_PAGE_SIZE_BY_BRAND
    }));
}
/** /welcomebonus: every comparable Welcome Bonus promotion at once, so the table sorts all of them. */ function useWelcomeBonusPromotions() {
    const query = (0,_bonus_atlas_shared_services__rspack_import_1.useWelcomeBonusPromotions)();
    const promotions = (0,react__rspack_import_0.useMemo)(()=>query.data ?? [], [
        query.data
    ]);
    return {
        promotions,
        status: query.isPending ? 'loading' : query.isError ? 'error' : 'success',
        retry: ()=>void query.refetch(),
        fromCache: query.isSuccess && !query.isFetchedAfterMount
    };
}
/**
 * A promotion named by `?promo=` that isn't among the loaded cards: read from its brand. `missing`
 * turns true once the read is done (or failed) and the promotion isn't there.
 */ function useDeepLinkedPromotion(requested) {
    const query = (0,_bonus_atlas_shared_services__rspack_import_1.useBrandPromotions)(requested?.brandId ?? null);
    const promotion = (0,react__rspack_import_0.useMemo)(()=>requested ? query.data?.find((candidate)=>candidate.id === requested.promotionId) ?? null : null, [
        query.data,
        requested
    ]);
    const settled = query.isSuccess || query.isError;
    return {
        promotion,
        missing: Boolean(requested) && settled && !promotion
    };
}
/** The brand chip bar: every brand in the spec's order (rating, newest, name). */ function useBrandChoices() {
    const { data } = (0,_bonus_atlas_shared_services__rspack_import_1.useBrands)();
    return (0,react__rspack_import_0.useMemo)(()=>(data?.brands ?? []).map((brand)=>({
                id: brand.id,
                name: brand.name,
                logo: brand.logoImage
            })), [
        data
    ]);
}

__webpack_require__.d(__webpack_exports__, {
}, {
  $7: useWelcomeBonusPromotions,
  gb: useCategoryListing,
  gx: useDeepLinkedPromotion,
  rO: useBrandListing,
  xV: useBrandChoices
});


},
4979(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  v: () => (/* binding */ useOpenPromotion)
});

// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../shared-ui/src/toast/ToastProvider.tsx
var ToastProvider = __webpack_require__(6623);
// EXTERNAL MODULE: ../shared-ui/src/toast/toast-durations.ts
var toast_durations = __webpack_require__(2152);
// EXTERNAL MODULE: ../mf-promotions/src/data/use-promotion-listings.ts
var use_promotion_listings = __webpack_require__(1735);
// EXTERNAL MODULE: ../mf-promotions/src/i18n/index.ts + 2 modules
var i18n = __webpack_require__(8214);
// EXTERNAL MODULE: ../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var chunk_6KYCQHYJ = __webpack_require__(9262);
// EXTERNAL MODULE: ../mf-promotions/src/data/promotion.ts
var data_promotion = __webpack_require__(8203);
;// CONCATENATED MODULE: ../mf-promotions/src/hooks/use-promotion-deep-link.ts



const PROMO_PARAM = 'promo';
/**
 * The open promotion lives in the URL (`?promo=<brandId>/<promotionId>`) so it can be shared; the
 * history entry is replaced, not pushed, so Back leaves the page instead of reopening the modal.
 */ function usePromotionDeepLink() {
    const [searchParams, setSearchParams] = (0,chunk_6KYCQHYJ/* .useSearchParams */.ok)();
    const requested = (0,react.useMemo)(()=>(0,data_promotion/* .parsePromotionDeepLink */.dv)(searchParams.get(PROMO_PARAM)), [
        searchParams
    ]);
    const openPromotion = (0,react.useCallback)((promotion)=>{
        setSearchParams((params)=>{
            const next = new URLSearchParams(params);
            next.set(PROMO_PARAM, (0,data_promotion/* .promotionDeepLink */.uM)(promotion));
            return next;
        }, {
            replace: true
        });
    }, [
        setSearchParams
    ]);
    const closePromotion = (0,react.useCallback)(()=>{
        setSearchParams((params)=>{
            const next = new URLSearchParams(params);
            next.delete(PROMO_PARAM);
            return next;
        }, {
            replace: true
        });
    }, [
        setSearchParams
    ]);
    return {
        requested,
        openPromotion,
        closePromotion
    };
}

;// CONCATENATED MODULE: ../mf-promotions/src/hooks/use-open-promotion.ts





/**
 * Which promotion the detail modal shows: the card just clicked, else the `?promo=` deep link
 * resolved from the loaded cards, else fetched from its brand (a link to one not loaded yet).
 * A link to a promotion that no longer exists is dropped with a short notice.
 */ function useOpenPromotion(loaded) {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    const { requested, openPromotion: linkTo, closePromotion } = usePromotionDeepLink();
    const [clicked, setClicked] = (0,react.useState)(null);
    const matches = (promotion)=>!!promotion && !!requested && promotion.brandId === requested.brandId && promotion.id === requested.promotionId;
    const fromPage = matches(clicked) ? clicked : loaded.find(matches) ?? null;
    const deepLinked = (0,use_promotion_listings/* .useDeepLinkedPromotion */.gx)(fromPage ? null : requested);
    const promotion = fromPage ?? (matches(deepLinked.promotion) ? deepLinked.promotion : null);
    (0,react.useEffect)(()=>{
        if (!deepLinked.missing) return;
        toast.show({
            kind: 'info',
            title: t('detail.notFound'),
            durationMs: toast_durations/* .TOAST_DURATION.general */.b.general
        });
        closePromotion();
    }, [
        deepLinked.missing,
        closePromotion,
        toast,
        t
    ]);
    const openPromotion = (0,react.useCallback)((next)=>{
        setClicked(next);
        linkTo(next);
    }, [
        linkTo
    ]);
    return {
        promotion,
        open: promotion !== null,
        openPromotion,
        closePromotion
    };
}


},
2831(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react__rspack_import_0 = __webpack_require__(3696);
/* import */ var _bonus_atlas_shared_services__rspack_import_1 = __webpack_require__(580);


/**
 * Feeds the shared promotions-page tracker (spec §1/§3/§9): initial load time, promotions loaded,
 * image load times, a cache hit or miss per listing asked for (page or filter), and the console
 * summary with warnings. The tracker itself does nothing unless the local flag is set.
 */ function usePromotionsPerformance(listing, listingKey, tracker = _bonus_atlas_shared_services__rspack_import_1.promotionsPerformanceTracker) {
    const initialLoadDone = (0,react__rspack_import_0.useRef)(false);
    const countedPromotions = (0,react__rspack_import_0.useRef)(0);
    const lookedUpKey = (0,react__rspack_import_0.useRef)(null);
    // the initial load counts from the first request for the data, made by the shell when it booted here
    const loadStartedAt = (0,react__rspack_import_0.useRef)(listing.loadStartedAt);
    (0,react__rspack_import_0.useEffect)(()=>{
        tracker.startPageLoad(loadStartedAt.current);
        // the full summary (with the images that loaded since the first one) when the visitor leaves
        const logOnLeave = ()=>tracker.logSummary();
        window.addEventListener('pagehide', logOnLeave);
        return ()=>{
            window.removeEventListener('pagehide', logOnLeave);
            tracker.logSummary();
        };
    }, [
        tracker
    ]);
    const { status, fromCache } = listing;
    const count = listing.promotions.length;
    (0,react__rspack_import_0.useEffect)(()=>{
        if (status !== 'success') return;
        // one cache lookup per listing the visitor asks for (first visit, another category or brand)
        if (lookedUpKey.current !== listingKey) {
            lookedUpKey.current = listingKey;
            if (fromCache) tracker.recordCacheHit();
            else tracker.recordCacheMiss();
            countedPromotions.current = 0;
        }
        if (!initialLoadDone.current) {
            initialLoadDone.current = true;
            countedPromotions.current = count;
            tracker.endPageLoad(count);
            tracker.logSummary();
            return;
        }
        if (count > countedPromotions.current) tracker.recordPromotionsLoaded(count - countedPromotions.current);
        countedPromotions.current = count;
    }, [
        status,
        fromCache,
        count,
        listingKey,
        tracker
    ]);
    const onImageLoad = (0,react__rspack_import_0.useCallback)((url, loadTimeMs)=>tracker.recordImageLoad(url, loadTimeMs), [
        tracker
    ]);
    return {
        onImageLoad
    };
}

__webpack_require__.d(__webpack_exports__, {
}, {
  U: usePromotionsPerformance
});


},
8214(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  t2: () => (/* binding */ usePromotionsTranslation)
});

// UNUSED EXPORTS: PROMOTIONS_NAMESPACE, promotionsEn, promotionsId, registerPromotionsTexts

// EXTERNAL MODULE: ../shared-ui/src/i18n/init-i18n.ts + 3 modules
var init_i18n = __webpack_require__(6933);
// EXTERNAL MODULE: ../shared-ui/src/i18n/use-translation.ts
var use_translation = __webpack_require__(5781);
;// CONCATENATED MODULE: ../mf-promotions/src/i18n/texts.en.ts
/** English texts of the promotions remote: the product spec's exact words where it has them. */ const en = {
    byCategory: {
        title: 'Promotions by Category',
        subtitle: 'Browse every brand’s promotions, grouped by what they give you.'
    },
    byBrands: {
        title: 'Promotions by Brand',
        subtitle: 'Pick a brand to see all of its promotions.',
        allBrands: 'All Brands',
        brandChips: 'Filter by brand',
        empty: 'This brand has no promotions yet.'
    },
    welcome: {
        title: 'Welcome Bonus',
        subtitle: 'Compare welcome bonuses side by side. Click a column to sort.',
        error: 'Failed to load welcome bonus promotions',
        empty: 'No welcome bonus promotions to compare yet.',
        columns: {
            brand: 'Brand',
            title: 'Title',
            maxBonus: 'Max Bonus',
            turnover: 'Turnover',
            turnoverToClear: 'Turnover to clear',
            gameCategory: 'Game Category',
            view: 'View'
        },
        turnoverToClearHint: 'Turnover to clear = max bonus × turnover: what you must wager to clear the full bonus.',
        viewPromotion: 'View {{title}}',
        count_one: '{{count}} promotion',
        count_other: '{{count}} promotions'
    },
    list: {
        gridLabel: 'Promotions',
        categories: 'Promotion categories',
        all: 'All',
        customHint: '* custom category',
        searchToggle: 'Search promotions',
        searchClose: 'Close search',
        searchLabel: 'Search promotions',
        searchPlaceholder: 'Search promotions, brands or games...',
        loading: 'Loading promotions...',
        loadingMore: 'Loading more promotions...',
        loadMore: 'Load More Promotions',
        error: 'Failed to load promotions',
        tryAgain: 'Try Again',
        empty: 'No promotions found',
        emptyCategory: 'No promotions in this category yet. Try a different category.',
        emptySearch: 'No results found for "{{term}}". Try different keywords.',
        showing_one: 'Showing {{count}} promotion',
        showing_other: 'Showing {{count}} promotions',
        allLoaded: 'You have seen all promotions.'
    },
    card: {
        open: 'Open promotion {{title}} by {{brand}}',
        maxBonus: 'Max Bonus',
        turnover: 'Turnover'
    },
    detail: {
        maxBonus: 'Max Bonus',
        turnover: 'Turnover',
        gameCategories: 'Game Categories',
        allGames: 'All Games',
        description: 'Description',
        terms: 'Terms & Conditions',
        viewBrand: 'View Brand',
        visitWebsite: 'Visit Website',
        reportWrongInfo: 'Report Wrong Info',
        close: 'Close',
        noWebsite: 'Website URL not available',
        brandLogo: '{{brand}} logo',
        notFound: 'This promotion is no longer available.'
    },
    report: {
        title: 'Report Wrong Info',
        about: '{{title}} · {{brand}}',
        reasonLabel: 'Reason',
        reasons: {
            expired: 'Promotion expired',
            wrong_amount: 'Wrong bonus amount',
            wrong_turnover: 'Wrong turnover',
            broken_link: 'Broken link',
            other: 'Other'
        },
        label: "What's wrong with this promotion?",
        placeholder: 'Tell us what is wrong or out of date, e.g. the max bonus or the terms.',
        notice: "You'll earn IDR 5,000 when your report is reviewed by our team.",
        cancel: 'Cancel',
        submit: 'Submit Report',
        submitting: 'Submitting...',
        loginRequired: 'Please log in to submit a report.',
        signIn: 'Sign In',
        descriptionRequired: 'Please provide a description of the issue.',
        failed: 'Failed to submit report. Please try again.',
        successTitle: 'Report Submitted Successfully!',
        successMessage: "You'll earn IDR 5,000 when your report is reviewed by our team."
    },
    games: {
        Sports: 'Sports',
        Slots: 'Slots',
        Casino: 'Casino',
        Fishing: 'Fishing',
        Lottery: 'Lottery'
    }
};

;// CONCATENATED MODULE: ../mf-promotions/src/i18n/texts.id.ts
/** Bahasa Indonesia texts of the promotions remote. */ const id = {
    byCategory: {
        title: 'Promosi per Kategori',
        subtitle: 'Jelajahi promosi semua brand, dikelompokkan menurut manfaatnya.'
    },
    byBrands: {
        title: 'Promosi per Brand',
        subtitle: 'Pilih brand untuk melihat semua promosinya.',
        allBrands: 'Semua Brand',
        brandChips: 'Saring menurut brand',
        empty: 'Brand ini belum memiliki promosi.'
    },
    welcome: {
        title: 'Bonus Sambutan',
        subtitle: 'Bandingkan bonus sambutan secara berdampingan. Klik kolom untuk mengurutkan.',
        error: 'Gagal memuat promosi bonus sambutan',
        empty: 'Belum ada promosi bonus sambutan untuk dibandingkan.',
        columns: {
            brand: 'Brand',
            title: 'Judul',
            maxBonus: 'Bonus Maks',
            turnover: 'Turnover',
            turnoverToClear: 'Turnover untuk dicairkan',
            gameCategory: 'Kategori Game',
            view: 'Lihat'
        },
        turnoverToClearHint: 'Turnover untuk dicairkan = bonus maks × turnover: total taruhan agar bonus penuh bisa dicairkan.',
        viewPromotion: 'Lihat {{title}}',
        count_one: '{{count}} promosi',
        count_other: '{{count}} promosi'
    },
    list: {
        gridLabel: 'Promosi',
        categories: 'Kategori promosi',
        all: 'Semua',
        customHint: '* kategori kustom',
        searchToggle: 'Cari promosi',
        searchClose: 'Tutup pencarian',
        searchLabel: 'Cari promosi',
        searchPlaceholder: 'Cari promosi, brand, atau game...',
        loading: 'Memuat promosi...',
        loadingMore: 'Memuat promosi lainnya...',
        loadMore: 'Muat Promosi Lainnya',
        error: 'Gagal memuat promosi',
        tryAgain: 'Coba Lagi',
        empty: 'Promosi tidak ditemukan',
        emptyCategory: 'Belum ada promosi di kategori ini. Coba kategori lain.',
        emptySearch: 'Tidak ada hasil untuk "{{term}}". Coba kata kunci lain.',
        showing_one: 'Menampilkan {{count}} promosi',
        showing_other: 'Menampilkan {{count}} promosi',
        allLoaded: 'Anda sudah melihat semua promosi.'
    },
    card: {
        open: 'Buka promosi {{title}} dari {{brand}}',
        maxBonus: 'Bonus Maks',
        turnover: 'Turnover'
    },
    detail: {
        maxBonus: 'Bonus Maks',
        turnover: 'Turnover',
        gameCategories: 'Kategori Game',
        allGames: 'Semua Game',
        description: 'Deskripsi',
        terms: 'Syarat & Ketentuan',
        viewBrand: 'Lihat Brand',
        visitWebsite: 'Kunjungi Situs',
        reportWrongInfo: 'Laporkan Info Salah',
        close: 'Tutup',
        noWebsite: 'URL situs tidak tersedia',
        brandLogo: 'Logo {{brand}}',
        notFound: 'Promosi ini sudah tidak tersedia.'
    },
    report: {
        title: 'Laporkan Info Salah',
        about: '{{title}} · {{brand}}',
        reasonLabel: 'Alasan',
        reasons: {
            expired: 'Promosi kedaluwarsa',
            wrong_amount: 'Jumlah bonus salah',
            wrong_turnover: 'Turnover salah',
            broken_link: 'Tautan rusak',
            other: 'Lainnya'
        },
        label: 'Apa yang salah dengan promosi ini?',
        placeholder: 'Ceritakan apa yang salah atau kedaluwarsa, mis. bonus maks atau syaratnya.',
        notice: 'Anda akan mendapatkan IDR 5.000 setelah laporan Anda ditinjau oleh tim kami.',
        cancel: 'Batal',
        submit: 'Kirim Laporan',
        submitting: 'Mengirim...',
        loginRequired: 'Silakan masuk untuk mengirim laporan.',
        signIn: 'Masuk',
        descriptionRequired: 'Mohon jelaskan masalahnya.',
        failed: 'Gagal mengirim laporan. Silakan coba lagi.',
        successTitle: 'Laporan Berhasil Dikirim!',
        successMessage: 'Anda akan mendapatkan IDR 5.000 setelah laporan Anda ditinjau oleh tim kami.'
    },
    games: {
        Sports: 'Olahraga',
        Slots: 'Slot',
        Casino: 'Kasino',
        Fishing: 'Tembak Ikan',
        Lottery: 'Lotere'
    }
};

;// CONCATENATED MODULE: ../mf-promotions/src/i18n/index.ts



const PROMOTIONS_NAMESPACE = 'promotions';
/** Registers this remote's texts in the shared i18next instance; idempotent, called by every entry point. */ function registerPromotionsTexts() {
    (0,init_i18n/* .addResources */.pU)(PROMOTIONS_NAMESPACE, {
        en: en,
        id: id
    });
}
registerPromotionsTexts();
/** `t` bound to the promotions namespace (common words stay reachable as `common:key`). */ function usePromotionsTranslation() {
    return (0,use_translation/* .useTranslation */.B)([
        PROMOTIONS_NAMESPACE,
        'common'
    ]);
}



},
4435(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var react__rspack_import_1 = __webpack_require__(3696);


// The detail modal (with DOMPurify for the description, ~15 kB gzip with the report form) is fetched
// when a promotion is first opened, not with the list: a list page's first load does not need it (issue 15).
const PromotionDetailModal = /*#__PURE__*/ (0,react__rspack_import_1.lazy)(()=>__webpack_require__.e(/* import() */ 276).then(__webpack_require__.bind(__webpack_require__, 5399)));
/** The promotion detail modal, fetched on the first open; nothing while no promotion is open. */ function LazyPromotionDetailModal(props) {
    if (!props.promotion) return null;
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(react__rspack_import_1.Suspense, {
        fallback: null,
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(PromotionDetailModal, {
            ...props
        })
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  LazyPromotionDetailModal: LazyPromotionDetailModal
});


},
9130(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ WelcomeBonusPage)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../shared-ui/src/skeleton/Skeleton.tsx
var Skeleton = __webpack_require__(1572);
// EXTERNAL MODULE: ../shared-ui/src/error-state/ErrorState.tsx
var ErrorState = __webpack_require__(1017);
// EXTERNAL MODULE: ../shared-ui/src/empty-state/EmptyState.tsx + 1 modules
var EmptyState = __webpack_require__(6934);
// EXTERNAL MODULE: ../mf-promotions/src/components/page-header/PageHeader.tsx
var PageHeader = __webpack_require__(2730);
// EXTERNAL MODULE: ../shared-ui/src/image-with-fallback/ImageWithFallback.tsx + 1 modules
var ImageWithFallback = __webpack_require__(7608);
// EXTERNAL MODULE: ../shared-ui/src/format/number.ts
var number = __webpack_require__(6210);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/chevrons-up-down.mjs
var chevrons_up_down = __webpack_require__(3358);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/arrow-up.mjs
var arrow_up = __webpack_require__(4842);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/arrow-down.mjs
var arrow_down = __webpack_require__(7301);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/eye.mjs
var eye = __webpack_require__(9048);
// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
// EXTERNAL MODULE: ../mf-promotions/src/i18n/index.ts + 2 modules
var i18n = __webpack_require__(8214);
// EXTERNAL MODULE: ../mf-promotions/src/components/welcome-table/WelcomeBonusTable.module.css
var WelcomeBonusTable_module = __webpack_require__(7312);
;// CONCATENATED MODULE: ../mf-promotions/src/components/welcome-table/WelcomeBonusTable.tsx






const COLUMNS = [
    {
        key: 'brand',
        numeric: false
    },
    {
        key: 'title',
        numeric: false
    },
    {
        key: 'maxBonus',
        numeric: true
    },
    {
        key: 'turnover',
        numeric: true
    },
    {
        key: 'turnoverToClear',
        numeric: true
    },
    {
        key: 'gameCategory',
        numeric: false
    }
];
/** Bonus amounts a running break hides (Take a break). */ const BONUS_AMOUNT_COLUMNS = new Set([
    'maxBonus',
    'turnoverToClear'
]);
/**
 * The welcome-bonus comparison (spec §2) with sortable headers (aria-sort). Below 768 px each row
 * becomes a compact two-line card; the header row stays as the sort control.
 */ function WelcomeBonusTable({ rows, sort, onSort, onView }) {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    const bonusesHidden = (0,src.useBonusesHidden)();
    const columns = bonusesHidden ? COLUMNS.filter((column)=>!BONUS_AMOUNT_COLUMNS.has(column.key)) : COLUMNS;
    const games = (promotion)=>promotion.gameCategories.length > 0 ? promotion.gameCategories.map((game)=>t(`games.${game}`, {
                defaultValue: game
            })).join(', ') : t('detail.allGames');
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
        className: WelcomeBonusTable_module/* .scroller */.XG,
        children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("table", {
            className: WelcomeBonusTable_module/* .table */.tp,
            "data-testid": "welcome-table",
            children: [
                /*#__PURE__*/ (0,jsx_runtime.jsx)("caption", {
                    className: WelcomeBonusTable_module/* .caption */.pG,
                    children: t('welcome.subtitle')
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsx)("thead", {
                    children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("tr", {
                        children: [
                            columns.map((column)=>{
                                const active = sort.key === column.key;
                                const label = t(`welcome.columns.${column.key}`);
                                return /*#__PURE__*/ (0,jsx_runtime.jsx)("th", {
                                    scope: "col",
                                    className: column.numeric ? WelcomeBonusTable_module/* .numeric */.sH : undefined,
                                    "aria-sort": active ? sort.direction === 'asc' ? 'ascending' : 'descending' : 'none',
                                    title: column.key === 'turnoverToClear' ? t('welcome.turnoverToClearHint') : undefined,
                                    children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("button", {
                                        type: "button",
                                        className: WelcomeBonusTable_module/* .sort */.di,
                                        onClick: ()=>onSort(column.key),
                                        children: [
                                            label,
                                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                                className: WelcomeBonusTable_module/* .sortIcon */.GM,
                                                "aria-hidden": "true",
                                                children: !active ? /*#__PURE__*/ (0,jsx_runtime.jsx)(chevrons_up_down/* ["default"] */.A, {
                                                    size: 14
                                                }) : sort.direction === 'asc' ? /*#__PURE__*/ (0,jsx_runtime.jsx)(arrow_up/* ["default"] */.A, {
                                                    size: 14
                                                }) : /*#__PURE__*/ (0,jsx_runtime.jsx)(arrow_down/* ["default"] */.A, {
                                                    size: 14
                                                })
                                            })
                                        ]
                                    })
                                }, column.key);
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("th", {
                                scope: "col",
                                className: WelcomeBonusTable_module/* .viewHeader */.rj,
                                children: t('welcome.columns.view')
                            })
                        ]
                    })
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsx)("tbody", {
                    children: rows.map(({ promotion, turnoverToClear })=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("tr", {
                            "data-testid": "welcome-row",
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime.jsxs)("td", {
                                    className: WelcomeBonusTable_module/* .brand */.wk,
                                    "data-label": t('welcome.columns.brand'),
                                    children: [
                                        /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                            className: WelcomeBonusTable_module/* .logo */.wm,
                                            children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                                                src: promotion.brandLogo,
                                                alt: "",
                                                fallbackText: promotion.brandName,
                                                aspectRatio: "1 / 1"
                                            })
                                        }),
                                        /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                            children: promotion.brandName
                                        })
                                    ]
                                }),
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("td", {
                                    className: WelcomeBonusTable_module/* .title */.DD,
                                    "data-label": t('welcome.columns.title'),
                                    children: promotion.title
                                }),
                                bonusesHidden ? null : /*#__PURE__*/ (0,jsx_runtime.jsx)("td", {
                                    className: WelcomeBonusTable_module/* .numeric */.sH,
                                    "data-label": t('welcome.columns.maxBonus'),
                                    "data-column": "maxBonus",
                                    children: (0,number/* .formatIDR */.JJ)(promotion.maxBonus)
                                }),
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("td", {
                                    className: WelcomeBonusTable_module/* .numeric */.sH,
                                    "data-label": t('welcome.columns.turnover'),
                                    "data-column": "turnover",
                                    children: (0,number/* .formatTurnover */.DY)(promotion.turnoverNeeded)
                                }),
                                bonusesHidden ? null : /*#__PURE__*/ (0,jsx_runtime.jsx)("td", {
                                    className: WelcomeBonusTable_module/* .numeric */.sH,
                                    "data-label": t('welcome.columns.turnoverToClear'),
                                    "data-column": "turnoverToClear",
                                    children: (0,number/* .formatIDR */.JJ)(turnoverToClear)
                                }),
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("td", {
                                    className: WelcomeBonusTable_module/* .games */.ag,
                                    "data-label": t('welcome.columns.gameCategory'),
                                    children: games(promotion)
                                }),
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("td", {
                                    className: WelcomeBonusTable_module/* .view */.Up,
                                    children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("button", {
                                        type: "button",
                                        className: WelcomeBonusTable_module/* .viewButton */.qM,
                                        onClick: ()=>onView(promotion),
                                        "aria-label": t('welcome.viewPromotion', {
                                            title: promotion.title
                                        }),
                                        children: [
                                            /*#__PURE__*/ (0,jsx_runtime.jsx)(eye/* ["default"] */.A, {
                                                size: 16,
                                                "aria-hidden": "true"
                                            }),
                                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                                children: t('welcome.columns.view')
                                            })
                                        ]
                                    })
                                })
                            ]
                        }, `${promotion.brandId}/${promotion.id}`))
                })
            ]
        })
    });
}

// EXTERNAL MODULE: ../mf-promotions/src/data/use-promotion-listings.ts
var use_promotion_listings = __webpack_require__(1735);
;// CONCATENATED MODULE: ../mf-promotions/src/features/welcome-table/welcome-bonus-rows.ts
/** The fields of a promotion the welcome-bonus table needs (shared-services' Promotion has them all). */ /** Biggest bonuses first: what a visitor comparing welcome bonuses looks for. */ const DEFAULT_WELCOME_SORT = {
    key: 'maxBonus',
    direction: 'desc'
};
function safeNumber(value) {
    return Number.isFinite(value) && value > 0 ? value : 0;
}
/** Turnover to clear = max bonus × turnover multiplier, in whole rupiah. */ function welcome_bonus_rows_turnoverToClear(maxBonus, turnover) {
    return Math.round(safeNumber(maxBonus) * safeNumber(turnover));
}
/** spec §2: only promotions whose maxBonus or turnover is above 0. */ function toWelcomeBonusRows(promotions) {
    return promotions.filter((promotion)=>safeNumber(promotion.maxBonus) > 0 || safeNumber(promotion.turnoverNeeded) > 0).map((promotion)=>({
            promotion,
            turnoverToClear: welcome_bonus_rows_turnoverToClear(promotion.maxBonus, promotion.turnoverNeeded)
        }));
}
const collator = new Intl.Collator('id-ID', {
    sensitivity: 'base',
    numeric: true
});
function compareBy(key, a, b) {
    switch(key){
        case 'brand':
            return collator.compare(a.promotion.brandName, b.promotion.brandName);
        case 'title':
            return collator.compare(a.promotion.title, b.promotion.title);
        case 'maxBonus':
            return safeNumber(a.promotion.maxBonus) - safeNumber(b.promotion.maxBonus);
        case 'turnover':
            return safeNumber(a.promotion.turnoverNeeded) - safeNumber(b.promotion.turnoverNeeded);
        case 'turnoverToClear':
            return a.turnoverToClear - b.turnoverToClear;
        case 'gameCategory':
            // no categories means All Games, which sorts first
            return collator.compare(a.promotion.gameCategories.join(', '), b.promotion.gameCategories.join(', '));
    }
}
/** Sorts a copy of the rows; ties fall back to brand then title so the order never jumps between renders. */ function sortWelcomeBonusRows(rows, sort) {
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [
        ...rows
    ].sort((a, b)=>sign * compareBy(sort.key, a, b) || compareBy('brand', a, b) || compareBy('title', a, b));
}
/** Clicking the sorted column flips it; a new column starts descending for numbers, ascending for text. */ function nextWelcomeSort(current, key) {
    if (current.key === key) return {
        key,
        direction: current.direction === 'asc' ? 'desc' : 'asc'
    };
    const numeric = key === 'maxBonus' || key === 'turnover' || key === 'turnoverToClear';
    return {
        key,
        direction: numeric ? 'desc' : 'asc'
    };
}

// EXTERNAL MODULE: ../mf-promotions/src/hooks/use-open-promotion.ts + 1 modules
var use_open_promotion = __webpack_require__(4979);
// EXTERNAL MODULE: ../mf-promotions/src/hooks/use-promotions-performance.ts
var use_promotions_performance = __webpack_require__(2831);
// EXTERNAL MODULE: ../mf-promotions/src/modals/LazyPromotionDetailModal.tsx
var LazyPromotionDetailModal = __webpack_require__(4435);
// EXTERNAL MODULE: ../mf-promotions/src/pages/PromotionsPage.module.css
var PromotionsPage_module = __webpack_require__(452);
;// CONCATENATED MODULE: ../mf-promotions/src/pages/WelcomeBonusPage.tsx












/** /welcomebonus (spec §2): sortable comparison of welcome bonuses with a max bonus or turnover. */ function WelcomeBonusPage() {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    const welcome = (0,use_promotion_listings/* .useWelcomeBonusPromotions */.$7)();
    (0,use_promotions_performance/* .usePromotionsPerformance */.U)(welcome, 'welcome-bonus');
    const [sort, setSort] = (0,react.useState)(DEFAULT_WELCOME_SORT);
    const rows = (0,react.useMemo)(()=>sortWelcomeBonusRows(toWelcomeBonusRows(welcome.promotions), sort), [
        welcome.promotions,
        sort
    ]);
    const { promotion, open, openPromotion, closePromotion } = (0,use_open_promotion/* .useOpenPromotion */.v)(welcome.promotions);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        className: PromotionsPage_module/* .page */.MY,
        "data-remote": "mf_promotions",
        "data-testid": "welcome-bonus-page",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(PageHeader/* .PageHeader */.z, {
                title: t('welcome.title'),
                subtitle: t('welcome.subtitle')
            }),
            welcome.status === 'loading' ? /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                role: "status",
                "aria-label": t('list.loading'),
                className: PromotionsPage_module/* .tableLoading */.Ln,
                children: Array.from({
                    length: 8
                }, (_, index)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton/* .Skeleton */.E, {
                        height: 48
                    }, index))
            }) : welcome.status === 'error' ? /*#__PURE__*/ (0,jsx_runtime.jsx)(ErrorState/* .ErrorState */.W, {
                title: t('welcome.error'),
                onRetry: welcome.retry,
                retryLabel: t('list.tryAgain')
            }) : rows.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState/* .EmptyState */.p, {
                title: t('list.empty'),
                message: t('welcome.empty')
            }) : /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("p", {
                        className: PromotionsPage_module/* .count */.U9,
                        children: [
                            t('welcome.count', {
                                count: rows.length
                            }),
                            " \xb7 ",
                            t('welcome.turnoverToClearHint')
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(WelcomeBonusTable, {
                        rows: rows,
                        sort: sort,
                        onSort: (key)=>setSort((current)=>nextWelcomeSort(current, key)),
                        onView: openPromotion
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(LazyPromotionDetailModal.LazyPromotionDetailModal, {
                promotion: promotion,
                open: open,
                onClose: closePromotion
            })
        ]
    });
}


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
4269(module) {
var exports = {
  "wx": "header-b6cdfe",
  "Qq": "text-b6cdfe",
  "DD": "title-b6cdfe",
  "VA": "subtitle-b6cdfe",
  "o1": "actions-b6cdfe",
};

module.exports = exports;


},
7312(module) {
var exports = {
  "XG": "scroller-18e643",
  "tp": "table-18e643",
  "pG": "caption-18e643",
  "sH": "numeric-18e643",
  "di": "sort-18e643",
  "GM": "sortIcon-18e643",
  "wk": "brand-18e643",
  "wm": "logo-18e643",
  "DD": "title-18e643",
  "ag": "games-18e643",
  "rj": "viewHeader-18e643",
  "Up": "view-18e643",
  "qM": "viewButton-18e643",
};

module.exports = exports;


},
452(module) {
var exports = {
  "MY": "page-348b69",
  "U9": "count-348b69",
  "Ln": "tableLoading-348b69",
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
7301(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "arrow-down",
  size: 24,
  node: [
    ["path", { d: "M12 5v14", key: "s699le" }],
    ["path", { d: "m19 12-7 7-7-7", key: "1idqje" }]
  ]
};
__iconData.node;
const ArrowDown = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=arrow-down.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: ArrowDown
});


},
4842(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "arrow-up",
  size: 24,
  node: [
    ["path", { d: "m5 12 7-7 7 7", key: "hav0vg" }],
    ["path", { d: "M12 19V5", key: "x0mq9r" }]
  ]
};
__iconData.node;
const ArrowUp = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=arrow-up.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: ArrowUp
});


},
3358(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "chevrons-up-down",
  size: 24,
  node: [
    ["path", { d: "m7 15 5 5 5-5", key: "1hf1tw" }],
    ["path", { d: "m7 9 5-5 5 5", key: "sgt6xg" }]
  ]
};
__iconData.node;
const ChevronsUpDown = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=chevrons-up-down.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: ChevronsUpDown
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

};
;