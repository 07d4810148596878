"use strict";
exports.ids = [932];
exports.modules = {
2142(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ BrandGrid)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../mf-catalog/src/features/brands/home-brands.ts + 1 modules
var home_brands = __webpack_require__(8366);
// EXTERNAL MODULE: ../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var chunk_6KYCQHYJ = __webpack_require__(9262);
// EXTERNAL MODULE: ../shared-ui/src/toast/ToastProvider.tsx
var ToastProvider = __webpack_require__(6623);
// EXTERNAL MODULE: ../shared-ui/src/toast/toast-durations.ts
var toast_durations = __webpack_require__(2152);
// EXTERNAL MODULE: ../shared-ui/src/image-with-fallback/ImageWithFallback.tsx + 1 modules
var ImageWithFallback = __webpack_require__(7608);
// EXTERNAL MODULE: ../shared-ui/src/star-rating/StarRating.tsx + 3 modules
var StarRating = __webpack_require__(5493);
// EXTERNAL MODULE: ../shared-ui/src/badge/Badge.tsx + 7 modules
var Badge = __webpack_require__(4789);
// EXTERNAL MODULE: ../shared-ui/src/button/Button.tsx
var Button = __webpack_require__(1606);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/gift.mjs
var gift = __webpack_require__(6907);
// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
// EXTERNAL MODULE: ../mf-catalog/src/features/brands/brand-links.ts
var brand_links = __webpack_require__(1252);
// EXTERNAL MODULE: ../mf-catalog/src/i18n/index.ts + 3 modules
var i18n = __webpack_require__(2546);
// EXTERNAL MODULE: ../mf-catalog/src/components/favorite-button/FavoriteButton.tsx
var FavoriteButton = __webpack_require__(1743);
// EXTERNAL MODULE: ../mf-catalog/src/components/brand-card/BrandCard.module.css
var BrandCard_module = __webpack_require__(4646);
;// CONCATENATED MODULE: ../mf-catalog/src/components/brand-card/BrandCard.tsx









/** A brand in a grid: cover, logo, rating, badges, description and the Special Bonus box (spec §2). */ function BrandCard({ brand, priority = false }) {
    const { t } = (0,i18n/* .useCatalogTranslation */.W9)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    const path = (0,brand_links/* .brandPath */.x)(brand);
    const href = (0,chunk_6KYCQHYJ/* .useHref */.$P)(path);
    // Take a break: no bonus amount and no Claim Bonus while it runs
    const bonusesHidden = (0,src.useBonusesHidden)();
    // spec §2: Ctrl or meta click opens the brand in a new tab
    const onLinkClick = (event)=>{
        if (event.ctrlKey || event.metaKey) {
            event.preventDefault();
            window.open(href, '_blank', 'noopener');
        }
    };
    const onClaim = ()=>{
        // never a raw stored URL: javascript: or a relative path would run or navigate here
        const website = (0,src.safeExternalUrl)(brand.websiteUrl);
        if (website) window.open(website, '_blank', 'noopener,noreferrer');
        toast.show({
            kind: 'success',
            title: t('card.claimed', {
                brand: brand.name
            }),
            durationMs: toast_durations/* .TOAST_DURATION.claim */.b.claim
        });
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("article", {
        className: BrandCard_module/* .card */.Nr,
        "aria-labelledby": `brand-card-${brand.id}`,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: BrandCard_module/* .cover */.Iv,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                        className: BrandCard_module/* .coverImage */.N4,
                        src: brand.coverImage,
                        alt: "",
                        priority: priority
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(FavoriteButton/* .FavoriteButton */.Z, {
                        className: BrandCard_module/* .favorite */.BI,
                        brandId: brand.id,
                        brandName: brand.name
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: BrandCard_module/* .body */.rf,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: BrandCard_module/* .identity */.D_,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                                className: BrandCard_module/* .logo */.wm,
                                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                                    className: BrandCard_module/* .logoImage */.Nj,
                                    src: brand.logoImage,
                                    alt: t('card.logoAlt', {
                                        brand: brand.name
                                    }),
                                    fit: "contain",
                                    priority: priority,
                                    fallbackText: brand.name
                                })
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                                className: BrandCard_module/* .name */.UU,
                                id: `brand-card-${brand.id}`,
                                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(chunk_6KYCQHYJ/* .Link */.N_, {
                                    className: BrandCard_module/* .link */.nf,
                                    to: path,
                                    onClick: onLinkClick,
                                    children: brand.name
                                })
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: BrandCard_module/* .rating */.O0,
                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(StarRating/* .StarRating */.G, {
                            value: brand.rating,
                            size: "sm",
                            showValue: true
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: BrandCard_module/* .badges */.jp,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                                size: "sm",
                                variant: brand.verified ? 'verified' : 'unverified'
                            }),
                            brand.acceptsCrypto ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                                size: "sm",
                                variant: "crypto"
                            }) : null
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                        className: BrandCard_module/* .description */.h_,
                        children: brand.description
                    }),
                    bonusesHidden ? null : /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: BrandCard_module/* .bonus */.of,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: BrandCard_module/* .bonusLabel */.co,
                                children: t('card.specialBonus')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                className: BrandCard_module/* .bonusValue */["do"],
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                        children: t('card.welcomeBonus')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("strong", {
                                        children: (0,brand_links/* .welcomeBonusText */.P)(brand.welcomeBonus, t('card.defaultBonus'))
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                                size: "sm",
                                variant: "primary",
                                leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(gift/* ["default"] */.A, {}),
                                onClick: onClaim,
                                children: t('card.claim')
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

// EXTERNAL MODULE: ../mf-catalog/src/components/brand-grid/BrandGrid.module.css
var BrandGrid_module = __webpack_require__(6826);
;// CONCATENATED MODULE: ../mf-catalog/src/components/brand-grid/BrandGrid.tsx





/**
 * Responsive grid of brand cards; the first 4 load their images with priority (spec §9).
 * The first cards render with the data; the rest follow in a deferred render that React splits into
 * short tasks, so a phone's main thread is never blocked by the whole grid at once (issue 15: one
 * 24-card render was a 1 s long task under Lighthouse's mobile CPU).
 */ function BrandGrid({ brands, label, focusIndex = null, onFocused }) {
    const list = (0,react.useRef)(null);
    const shown = (0,react.useDeferredValue)(brands, brands.slice(0, (/* inlined export .PRIORITY_IMAGE_COUNT */4)));
    (0,react.useEffect)(()=>{
        if (focusIndex === null) return;
        const link = list.current?.children[focusIndex]?.querySelector('a');
        if (link) {
            link.focus();
            onFocused?.();
        }
    }, [
        focusIndex,
        shown.length,
        onFocused
    ]);
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
        ref: list,
        className: BrandGrid_module/* .grid */.V,
        "aria-label": label,
        children: shown.map((brand, index)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                className: BrandGrid_module/* .item */.A,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(BrandCard, {
                    brand: brand,
                    priority: index < (/* inlined export .PRIORITY_IMAGE_COUNT */4)
                })
            }, brand.id))
    });
}


},
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
4246(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var _bonus_atlas_shared_services__rspack_import_0 = __webpack_require__(580);

/** Milliseconds since epoch of a Date, number, ISO string or Firestore timestamp; 0 when unknown. */ function toMillis(value) {
    return (0,_bonus_atlas_shared_services__rspack_import_0.toDateOrNull)(value)?.getTime() ?? 0;
}

__webpack_require__.d(__webpack_exports__, {
}, {
  k: toMillis
});


},
9874(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var _bonus_atlas_shared_services__rspack_import_0 = __webpack_require__(580);
/* import */ var _catalog_brand__rspack_import_1 = __webpack_require__(4246);


/** Home filter categories, spec §2: all, top, new, bonus, crypto, verified. */ const BRAND_FILTERS = [
    'all',
    'new',
    'top',
    'bonus',
    'crypto',
    'verified'
];
const NEW_BRAND_MS = _bonus_atlas_shared_services__rspack_import_0.NEW_BRAND_DAYS * 24 * 60 * 60 * 1000;
// Derived flags come from shared-services when present; recomputed here so raw data still filters (spec §3).
function isNewBrand(brand, now = Date.now()) {
    if (typeof brand.isNew === 'boolean') return brand.isNew;
    const created = (0,_catalog_brand__rspack_import_1/* .toMillis */.k)(brand.createdAt);
    return created > 0 && now - created <= NEW_BRAND_MS;
}
function isTopRatedBrand(brand) {
    return typeof brand.isTopRated === 'boolean' ? brand.isTopRated : brand.rating >= _bonus_atlas_shared_services__rspack_import_0.TOP_RATED_MIN;
}
function hasBestBonus(brand) {
    return typeof brand.hasBestBonus === 'boolean' ? brand.hasBestBonus : brand.welcomeBonus.toLowerCase().includes(_bonus_atlas_shared_services__rspack_import_0.BEST_BONUS_TEXT.toLowerCase());
}
function matchesFilter(brand, filter, now = Date.now()) {
    switch(filter){
        case 'all':
            return true;
        case 'new':
            return isNewBrand(brand, now);
        case 'top':
            return isTopRatedBrand(brand);
        case 'bonus':
            return hasBestBonus(brand);
        case 'crypto':
            return brand.acceptsCrypto;
        case 'verified':
            return brand.verified;
    }
}
function filterBrands(brands, filter, now = Date.now()) {
    return brands.filter((brand)=>matchesFilter(brand, filter, now));
}
/** How many brands each chip would show (counts ignore the search term, so chips stay stable while typing). */ function countBrandsByFilter(brands, now = Date.now()) {
    const counts = Object.fromEntries(BRAND_FILTERS.map((filter)=>[
            filter,
            0
        ]));
    for (const brand of brands){
        for (const filter of BRAND_FILTERS){
            if (matchesFilter(brand, filter, now)) counts[filter] += 1;
        }
    }
    return counts;
}
function isBrandFilter(value) {
    return value != null && BRAND_FILTERS.includes(value);
}

__webpack_require__.d(__webpack_exports__, {
}, {
  $1: countBrandsByFilter,
  LP: filterBrands,
  WH: BRAND_FILTERS,
  wN: isBrandFilter,
  wr: hasBestBonus
});


},
8366(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  m: () => (/* binding */ pageBrands),
  V: () => (/* binding */ selectHomeBrands)
});

// INLINED EXPORTS: INITIAL_BRAND_COUNT, PRIORITY_IMAGE_COUNT

// EXTERNAL MODULE: ../mf-catalog/src/features/brands/filter-brands.ts
var filter_brands = __webpack_require__(9874);
;// CONCATENATED MODULE: ../mf-catalog/src/features/brands/search-brands.ts
/** spec §2 Search: text over name, description and welcomeBonus; every word of the term must appear. */ function searchBrands(brands, term) {
    const words = term.trim().toLocaleLowerCase('id-ID').split(/\s+/).filter(Boolean);
    if (words.length === 0) return [
        ...brands
    ];
    return brands.filter((brand)=>{
        const haystack = `${brand.name}\n${brand.description}\n${brand.welcomeBonus}`.toLocaleLowerCase('id-ID');
        return words.every((word)=>haystack.includes(word));
    });
}

// EXTERNAL MODULE: ../mf-catalog/src/features/brands/sort-brands.ts
var sort_brands = __webpack_require__(8944);
;// CONCATENATED MODULE: ../mf-catalog/src/features/brands/home-brands.ts



/** spec §9: Home shows 24 brands at first; the first 4 cards get priority images. */ const INITIAL_BRAND_COUNT = 24;
const PRIORITY_IMAGE_COUNT = 4;
/** The brands Home lists for a filter, search term and sort, before paging. */ function selectHomeBrands(brands, query, now = Date.now()) {
    return (0,sort_brands/* .sortBrands */.vQ)(searchBrands((0,filter_brands/* .filterBrands */.LP)(brands, query.filter, now), query.term), query.sort);
}
/** The first page or all of them, plus how many the Load More button still hides. */ function pageBrands(brands, showAll) {
    const visible = showAll ? [
        ...brands
    ] : brands.slice(0, INITIAL_BRAND_COUNT);
    return {
        visible,
        remaining: brands.length - visible.length
    };
}


},
8944(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var _catalog_brand__rspack_import_0 = __webpack_require__(4246);
/* import */ var _filter_brands__rspack_import_1 = __webpack_require__(9874);


/** Sorting options, spec §2: rating, newest, name, bonus. */ const BRAND_SORTS = [
    'rating',
    'newest',
    'name',
    'bonus'
];
const byName = (a, b)=>a.name.localeCompare(b.name, 'id-ID', {
        sensitivity: 'base'
    });
const byNewest = (a, b)=>(0,_catalog_brand__rspack_import_0/* .toMillis */.k)(b.createdAt) - (0,_catalog_brand__rspack_import_0/* .toMillis */.k)(a.createdAt);
const byRating = (a, b)=>b.rating - a.rating;
/** spec §9 brand ordering: rating descending, then newest, then name. */ const defaultOrder = (a, b)=>byRating(a, b) || byNewest(a, b) || byName(a, b);
/** The first percentage in a welcome-bonus text ("200% up to IDR 5.000.000" → 200); 0 when there is none. */ function bonusPercent(welcomeBonus) {
    const match = /(\d+(?:[.,]\d+)?)\s*%/.exec(welcomeBonus);
    return match?.[1] ? Number(match[1].replace(',', '.')) : 0;
}
// "bonus": No Deposit offers first, then the biggest percentage, then the usual ordering.
const byBonus = (a, b)=>Number((0,_filter_brands__rspack_import_1/* .hasBestBonus */.wr)(b)) - Number((0,_filter_brands__rspack_import_1/* .hasBestBonus */.wr)(a)) || bonusPercent(b.welcomeBonus) - bonusPercent(a.welcomeBonus) || defaultOrder(a, b);
const comparators = {
    rating: defaultOrder,
    newest: (a, b)=>byNewest(a, b) || defaultOrder(a, b),
    name: (a, b)=>byName(a, b) || defaultOrder(a, b),
    bonus: byBonus
};
function sortBrands(brands, sort) {
    return [
        ...brands
    ].sort(comparators[sort]);
}
function isBrandSort(value) {
    return value != null && BRAND_SORTS.includes(value);
}

__webpack_require__.d(__webpack_exports__, {
}, {
  Iv: BRAND_SORTS,
  Q0: isBrandSort,
  vQ: sortBrands
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
3703(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var react__rspack_import_1 = __webpack_require__(3696);
/* import */ var _bonus_atlas_shared_ui_router__rspack_import_12 = __webpack_require__(9262);
/* import */ var _bonus_atlas_shared_ui__rspack_import_8 = __webpack_require__(1017);
/* import */ var _bonus_atlas_shared_ui__rspack_import_9 = __webpack_require__(1180);
/* import */ var _bonus_atlas_shared_ui__rspack_import_10 = __webpack_require__(6934);
/* import */ var _bonus_atlas_shared_ui__rspack_import_13 = __webpack_require__(1606);
/* import */ var _bonus_atlas_shared_ui_icons__rspack_import_11 = __webpack_require__(3159);
/* import */ var _components_brand_grid_BrandGrid__rspack_import_2 = __webpack_require__(2142);
/* import */ var _features_brands_sort_brands__rspack_import_3 = __webpack_require__(8944);
/* import */ var _features_brands_use_catalog_brands__rspack_import_4 = __webpack_require__(4450);
/* import */ var _features_favorites_use_favorites__rspack_import_5 = __webpack_require__(4923);
/* import */ var _i18n__rspack_import_6 = __webpack_require__(2546);
/* import */ var _Page_module_css__rspack_import_7 = __webpack_require__(4807);











/** Favorites (/favorites): the brands saved with the heart (spec §2). */ function FavoritesPage() {
    const { t } = (0,_i18n__rspack_import_6/* .useCatalogTranslation */.W9)();
    const catalog = (0,_features_brands_use_catalog_brands__rspack_import_4/* .useCatalogBrands */.R)();
    const favorites = (0,_features_favorites_use_favorites__rspack_import_5/* .useFavorites */.r)();
    const saved = (0,react__rspack_import_1.useMemo)(()=>{
        const ids = new Set(favorites.favoriteIds);
        return (0,_features_brands_sort_brands__rspack_import_3/* .sortBrands */.vQ)(catalog.brands.filter((brand)=>ids.has(brand.id)), 'rating');
    }, [
        catalog.brands,
        favorites.favoriteIds
    ]);
    let content;
    if (catalog.status === 'error' || favorites.isError) {
        content = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_8/* .ErrorState */.W, {
            title: favorites.isError ? t('favorites.loadError') : t('search.errorTitle'),
            message: t('search.errorBody'),
            onRetry: ()=>void catalog.refresh(),
            retryLabel: t('home.retry')
        });
    } else if (catalog.status === 'loading' || favorites.isLoading) {
        content = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_9/* .Spinner */.y, {
            size: "lg",
            centered: true,
            label: t('home.loadingTitle')
        });
    } else if (saved.length === 0) {
        content = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_10/* .EmptyState */.p, {
            icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_icons__rspack_import_11/* ["default"] */.A, {}),
            title: t('favorites.emptyTitle'),
            message: t('favorites.emptyBody'),
            action: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_router__rspack_import_12/* .Link */.N_, {
                className: (0,_bonus_atlas_shared_ui__rspack_import_13/* .buttonClassName */.E)({
                    variant: 'primary'
                }),
                to: "/",
                children: t('home.browseAll')
            })
        });
    } else {
        content = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_components_brand_grid_BrandGrid__rspack_import_2/* .BrandGrid */.U, {
            brands: saved,
            label: t('favorites.title')
        });
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("section", {
        className: _Page_module_css__rspack_import_7/* .page */.MY,
        "data-remote": "mf_catalog",
        "aria-labelledby": "catalog-favorites-title",
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h1", {
                className: _Page_module_css__rspack_import_7/* .title */.DD,
                id: "catalog-favorites-title",
                children: t('favorites.title')
            }),
            content
        ]
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  "default": FavoritesPage
});


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
4646(module) {
var exports = {
  "Nr": "card-92ea49",
  "Iv": "cover-92ea49",
  "N4": "coverImage-92ea49",
  "BI": "favorite-92ea49",
  "rf": "body-92ea49",
  "D_": "identity-92ea49",
  "wm": "logo-92ea49",
  "Nj": "logoImage-92ea49",
  "UU": "name-92ea49",
  "nf": "link-92ea49",
  "O0": "rating-92ea49",
  "jp": "badges-92ea49",
  "h_": "description-92ea49",
  "of": "bonus-92ea49",
  "co": "bonusLabel-92ea49",
  "do": "bonusValue-92ea49",
};

module.exports = exports;


},
6826(module) {
var exports = {
  "V": "grid-a2129c",
  "A": "item-a2129c",
};

module.exports = exports;


},
1808(module) {
var exports = {
  "H": "heart-7a9aa4",
  "_": "saved-7a9aa4",
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