"use strict";
exports.ids = [305];
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
8679(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  C: () => (/* binding */ PromotionList)
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
;// CONCATENATED MODULE: ../mf-promotions/src/features/search/match-promotion-search.ts
/** The promotion fields a visitor's search looks through. */ // strips the light markup symbols so "**100%**" is found by "100%"
const MARKUP_SYMBOLS = /(^|\n)\s*(#{2,3}|[-*•]|\d+[.)])\s+|\*\*/g;
function normalise(text) {
    return text.replace(MARKUP_SYMBOLS, ' ').normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
/** True when every word of the search term appears in the promotion's title, brand, category, games or description. */ function matchesPromotionSearch(promotion, term) {
    const words = normalise(term).split(/\s+/).filter(Boolean);
    if (words.length === 0) return true;
    const haystack = normalise([
        promotion.title,
        promotion.brandName,
        promotion.category,
        promotion.gameCategories.join(' '),
        promotion.description
    ].join('\n'));
    return words.every((word)=>haystack.includes(word));
}
/** Plain-text excerpt of a description for cards (markup symbols removed, whitespace collapsed). */ function descriptionExcerpt(description, maxLength = 160) {
    const plain = description.replace(MARKUP_SYMBOLS, ' ').replace(/\s+/g, ' ').trim();
    return plain.length > maxLength ? `${plain.slice(0, maxLength - 1).trimEnd()}…` : plain;
}

// EXTERNAL MODULE: ../mf-promotions/src/i18n/index.ts + 2 modules
var i18n = __webpack_require__(8214);
// EXTERNAL MODULE: ../shared-ui/src/spinner/Spinner.tsx
var Spinner = __webpack_require__(1180);
// EXTERNAL MODULE: ../shared-ui/src/button/Button.tsx
var Button = __webpack_require__(1606);
;// CONCATENATED MODULE: ../mf-promotions/src/hooks/use-infinite-scroll.ts

/** spec §9: the next page starts loading when the sentinel is within 300 px of the viewport. */ const INFINITE_SCROLL_THRESHOLD_PX = 300;
/** Returns a ref callback for a sentinel element placed after the last card. */ function useInfiniteScroll({ onLoadMore, enabled }) {
    const observerRef = (0,react.useRef)(null);
    const nodeRef = (0,react.useRef)(null);
    const onLoadMoreRef = (0,react.useRef)(onLoadMore);
    const enabledRef = (0,react.useRef)(enabled);
    (0,react.useEffect)(()=>{
        onLoadMoreRef.current = onLoadMore;
        enabledRef.current = enabled;
    }, [
        onLoadMore,
        enabled
    ]);
    const sentinelRef = (0,react.useCallback)((node)=>{
        observerRef.current?.disconnect();
        observerRef.current = null;
        nodeRef.current = node;
        if (!node || typeof IntersectionObserver === 'undefined') return;
        observerRef.current = new IntersectionObserver((entries)=>{
            if (entries.some((entry)=>entry.isIntersecting) && enabledRef.current) onLoadMoreRef.current();
        }, {
            rootMargin: `0px 0px ${INFINITE_SCROLL_THRESHOLD_PX}px 0px`
        });
        observerRef.current.observe(node);
    }, []);
    // a sentinel that stays visible after a page lands (short pages) must trigger the next page too
    (0,react.useEffect)(()=>{
        const observer = observerRef.current;
        const node = nodeRef.current;
        if (!enabled || !observer || !node) return;
        // re-observing makes the observer report the sentinel's current state once more
        observer.unobserve(node);
        observer.observe(node);
    }, [
        enabled
    ]);
    (0,react.useEffect)(()=>()=>observerRef.current?.disconnect(), []);
    return sentinelRef;
}

// EXTERNAL MODULE: ../mf-promotions/src/components/list-footer/ListFooter.module.css
var ListFooter_module = __webpack_require__(3409);
;// CONCATENATED MODULE: ../mf-promotions/src/components/list-footer/ListFooter.tsx





/** Infinite scroll sentinel (300 px ahead) plus the Load More Promotions button for keyboard users. */ function ListFooter({ hasMore, loadingMore, loadMoreFailed, onLoadMore, autoLoad = true, shownCount }) {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    const sentinelRef = useInfiniteScroll({
        onLoadMore,
        enabled: autoLoad && hasMore && !loadingMore && !loadMoreFailed
    });
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: ListFooter_module/* .footer */.qr,
        children: [
            hasMore ? /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                ref: sentinelRef,
                className: ListFooter_module/* .sentinel */.$7,
                "aria-hidden": "true"
            }) : null,
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: ListFooter_module/* .status */.h5,
                children: loadingMore ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Spinner/* .Spinner */.y, {
                    size: "sm",
                    label: t('list.loadingMore')
                }) : null
            }),
            loadMoreFailed && !loadingMore ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: ListFooter_module/* .error */.z3,
                role: "alert",
                children: t('list.error')
            }) : null,
            hasMore ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                variant: "secondary",
                onClick: onLoadMore,
                disabled: loadingMore,
                children: t('list.loadMore')
            }) : shownCount > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: ListFooter_module/* .done */.Vw,
                children: t('list.allLoaded')
            }) : null
        ]
    });
}

// EXTERNAL MODULE: ../shared-ui/src/image-with-fallback/ImageWithFallback.tsx + 1 modules
var ImageWithFallback = __webpack_require__(7608);
// EXTERNAL MODULE: ../shared-ui/src/format/number.ts
var number = __webpack_require__(6210);
// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
// EXTERNAL MODULE: ../mf-promotions/src/components/promotion-card/PromotionCard.module.css
var PromotionCard_module = __webpack_require__(6057);
;// CONCATENATED MODULE: ../mf-promotions/src/components/promotion-card/PromotionCard.tsx







/** One promotion in a grid: image, brand, category, title, excerpt, max bonus and turnover. */ const PromotionCard_PromotionCard = /*#__PURE__*/ (0,react.memo)(function PromotionCard({ promotion, onOpen, priority = false, onImageLoad }) {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    // Take a break: the max bonus stays hidden while it runs
    const bonusesHidden = (0,src.useBonusesHidden)();
    const showMaxBonus = promotion.maxBonus > 0 && !bonusesHidden;
    const categoryLabel = (0,src.useCategoryLabel)();
    const renderedAt = (0,react.useRef)(performance.now());
    const excerpt = descriptionExcerpt(promotion.description);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("article", {
        className: PromotionCard_module/* .card */.Nr,
        "data-testid": "promotion-card",
        "data-promotion-id": promotion.id,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: PromotionCard_module/* .media */.$_,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                    src: promotion.image,
                    alt: "",
                    fallbackText: promotion.brandName,
                    aspectRatio: "16 / 9",
                    priority: priority,
                    onLoad: ()=>{
                        if (promotion.image) onImageLoad?.(promotion.image, performance.now() - renderedAt.current);
                    }
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: PromotionCard_module/* .body */.rf,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: PromotionCard_module/* .meta */.mI,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                                className: PromotionCard_module/* .brand */.wk,
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                                        src: promotion.brandLogo,
                                        alt: "",
                                        fallbackText: promotion.brandName,
                                        className: PromotionCard_module/* .logo */.wm,
                                        aspectRatio: "1 / 1"
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                        className: PromotionCard_module/* .brandName */.RU,
                                        children: promotion.brandName
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: PromotionCard_module/* .category */.L1,
                                children: categoryLabel(promotion.category)
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                        className: PromotionCard_module/* .title */.DD,
                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)("button", {
                            type: "button",
                            className: PromotionCard_module/* .open */.ho,
                            onClick: ()=>onOpen(promotion),
                            "aria-label": t('card.open', {
                                title: promotion.title,
                                brand: promotion.brandName
                            }),
                            children: promotion.title
                        })
                    }),
                    excerpt ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                        className: PromotionCard_module/* .excerpt */.Kb,
                        children: excerpt
                    }) : null,
                    showMaxBonus || promotion.turnoverNeeded > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("dl", {
                        className: PromotionCard_module/* .stats */.M1,
                        children: [
                            showMaxBonus ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                                        children: t('card.maxBonus')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                                        children: (0,number/* .formatIDR */.JJ)(promotion.maxBonus)
                                    })
                                ]
                            }) : null,
                            promotion.turnoverNeeded > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                                        children: t('card.turnover')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                                        children: (0,number/* .formatTurnover */.DY)(promotion.turnoverNeeded)
                                    })
                                ]
                            }) : null
                        ]
                    }) : null
                ]
            })
        ]
    });
});

// EXTERNAL MODULE: ../mf-promotions/src/hooks/use-column-count.ts
var use_column_count = __webpack_require__(2833);
// EXTERNAL MODULE: ../mf-promotions/src/components/promotion-grid/PromotionGrid.module.css
var PromotionGrid_module = __webpack_require__(9069);
;// CONCATENATED MODULE: ../mf-promotions/src/components/promotion-grid/PromotionGrid.tsx



/**
 * Masonry by round-robin columns: card i goes to column i mod n, so appending a page never moves
 * the cards already on screen (CSS `columns` would reflow them all: layout shift on every page).
 */ function PromotionGrid({ items, getKey, renderItem, breakpoints, layout, label }) {
    const columnCount = (0,use_column_count/* .useColumnCount */.BM)(breakpoints);
    const style = {
        '--grid-columns': columnCount
    };
    if (layout === 'grid') {
        return /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
            className: PromotionGrid_module/* .grid */.Vg,
            style: style,
            "aria-label": label,
            children: items.map((item, index)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                    className: PromotionGrid_module/* .cell */.Hn,
                    children: renderItem(item, index)
                }, getKey(item)))
        });
    }
    const columns = Array.from({
        length: columnCount
    }, ()=>[]);
    items.forEach((item, index)=>columns[index % columnCount]?.push({
            item,
            index
        }));
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
        className: PromotionGrid_module/* .masonry */.K6,
        style: style,
        role: "list",
        "aria-label": label,
        children: columns.map((column, columnIndex)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: PromotionGrid_module/* .column */.fi,
                role: "presentation",
                children: column.map(({ item, index })=>/*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: PromotionGrid_module/* .cell */.Hn,
                        role: "listitem",
                        children: renderItem(item, index)
                    }, getKey(item)))
            }, columnIndex))
    });
}

// EXTERNAL MODULE: ../mf-promotions/src/components/promotion-list/PromotionList.module.css
var PromotionList_module = __webpack_require__(7073);
;// CONCATENATED MODULE: ../mf-promotions/src/components/promotion-list/PromotionList.tsx









/** Cards in the first row load their image eagerly (above the fold on every breakpoint). */ const PRIORITY_CARDS = 4;
/** A promotion grid with its loading, error, empty and load-more states. */ function PromotionList({ listing, searchTerm, layout, breakpoints, emptyMessage, onOpen, onImageLoad }) {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    const shown = (0,react.useMemo)(()=>searchTerm ? listing.promotions.filter((promotion)=>matchesPromotionSearch(promotion, searchTerm)) : listing.promotions, [
        listing.promotions,
        searchTerm
    ]);
    // the first row renders with the data; the rest in a deferred render React splits into short tasks,
    // so 50 cards at once do not block a phone's main thread (issue 15). Until it has caught up the page
    // is short, so the infinite scroll waits instead of taking the next page for a scroll nobody made.
    const rendered = (0,react.useDeferredValue)(shown, shown.slice(0, PRIORITY_CARDS));
    const catchingUp = rendered !== shown;
    // on the first render the footer waits for the rest of the cards: shown under the first row and
    // then pushed down by the deferred cards, it would be the page's one layout shift (CLS 0.117)
    const firstRowOnly = catchingUp && rendered.length <= PRIORITY_CARDS;
    const renderCard = (0,react.useCallback)((promotion, index)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(PromotionCard_PromotionCard, {
            promotion: promotion,
            onOpen: onOpen,
            priority: index < PRIORITY_CARDS,
            onImageLoad: onImageLoad
        }), [
        onOpen,
        onImageLoad
    ]);
    if (listing.status === 'loading') {
        return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
            className: PromotionList_module/* .loading */.Lq,
            role: "status",
            "aria-live": "polite",
            children: [
                /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                    className: PromotionList_module/* .visuallyHidden */.Qg,
                    children: t('list.loading')
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                    className: PromotionList_module/* .skeletons */.PY,
                    "aria-hidden": "true",
                    children: Array.from({
                        length: 6
                    }, (_, index)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(Skeleton/* .Skeleton */.E, {
                            height: 260
                        }, index))
                })
            ]
        });
    }
    if (listing.status === 'error') {
        return /*#__PURE__*/ (0,jsx_runtime.jsx)(ErrorState/* .ErrorState */.W, {
            title: t('list.error'),
            onRetry: listing.retry,
            retryLabel: t('list.tryAgain')
        });
    }
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: PromotionList_module/* .count */.U9,
                "aria-live": "polite",
                children: t('list.showing', {
                    count: shown.length
                })
            }),
            shown.length === 0 && !listing.hasMore ? /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState/* .EmptyState */.p, {
                title: t('list.empty'),
                message: searchTerm ? t('list.emptySearch', {
                    term: searchTerm
                }) : emptyMessage
            }) : /*#__PURE__*/ (0,jsx_runtime.jsx)(PromotionGrid, {
                items: rendered,
                getKey: (promotion)=>`${promotion.brandId}/${promotion.id}`,
                renderItem: renderCard,
                breakpoints: breakpoints,
                layout: layout,
                label: t('list.gridLabel')
            }),
            firstRowOnly ? null : /*#__PURE__*/ (0,jsx_runtime.jsx)(ListFooter, {
                hasMore: listing.hasMore,
                loadingMore: listing.loadingMore,
                loadMoreFailed: listing.loadMoreFailed,
                onLoadMore: listing.loadMore,
                autoLoad: !catchingUp,
                shownCount: shown.length
            })
        ]
    });
}


},
2484(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var react__rspack_import_1 = __webpack_require__(3696);
/* import */ var _bonus_atlas_shared_ui__rspack_import_5 = __webpack_require__(981);
/* import */ var _bonus_atlas_shared_ui_icons__rspack_import_4 = __webpack_require__(1149);
/* import */ var _bonus_atlas_shared_ui_icons__rspack_import_6 = __webpack_require__(1811);
/* import */ var _i18n__rspack_import_2 = __webpack_require__(8214);
/* import */ var _SearchToggle_module_css__rspack_import_3 = __webpack_require__(5111);






/** spec §9: search input debounce. */ const SEARCH_DEBOUNCE_MS = 300;
/** A search button that opens a search box; closing it clears the search. */ function SearchToggle({ onSearch }) {
    const { t } = (0,_i18n__rspack_import_2/* .usePromotionsTranslation */.t2)();
    const [open, setOpen] = (0,react__rspack_import_1.useState)(false);
    const [term, setTerm] = (0,react__rspack_import_1.useState)('');
    const inputRef = (0,react__rspack_import_1.useRef)(null);
    const inputId = (0,react__rspack_import_1.useId)();
    const onSearchRef = (0,react__rspack_import_1.useRef)(onSearch);
    (0,react__rspack_import_1.useEffect)(()=>{
        onSearchRef.current = onSearch;
    }, [
        onSearch
    ]);
    (0,react__rspack_import_1.useEffect)(()=>{
        const timer = window.setTimeout(()=>onSearchRef.current(term.trim()), SEARCH_DEBOUNCE_MS);
        return ()=>window.clearTimeout(timer);
    }, [
        term
    ]);
    (0,react__rspack_import_1.useEffect)(()=>{
        if (open) inputRef.current?.focus();
    }, [
        open
    ]);
    const close = ()=>{
        setOpen(false);
        setTerm('');
    };
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: _SearchToggle_module_css__rspack_import_3/* .search */.$P,
        "data-open": open || undefined,
        children: [
            open ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                className: _SearchToggle_module_css__rspack_import_3/* .field */.ZZ,
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("label", {
                        htmlFor: inputId,
                        className: _SearchToggle_module_css__rspack_import_3/* .visuallyHidden */.Qg,
                        children: t('list.searchLabel')
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_icons__rspack_import_4/* ["default"] */.A, {
                        className: _SearchToggle_module_css__rspack_import_3/* .icon */.Kk,
                        "aria-hidden": "true",
                        size: 18
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                        ref: inputRef,
                        id: inputId,
                        type: "search",
                        className: _SearchToggle_module_css__rspack_import_3/* .input */.hF,
                        value: term,
                        placeholder: t('list.searchPlaceholder'),
                        onChange: (event)=>setTerm(event.target.value),
                        onKeyDown: (event)=>{
                            if (event.key === 'Escape') close();
                        }
                    })
                ]
            }) : null,
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_5/* .IconButton */.K, {
                "aria-label": open ? t('list.searchClose') : t('list.searchToggle'),
                "aria-expanded": open,
                icon: open ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_icons__rspack_import_6/* ["default"] */.A, {
                    size: 20
                }) : /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_icons__rspack_import_4/* ["default"] */.A, {
                    size: 20
                }),
                variant: "secondary",
                onClick: ()=>open ? close() : setOpen(true)
            })
        ]
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  b: SearchToggle
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
2833(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react__rspack_import_0 = __webpack_require__(3696);

/** spec §2 By category: 1 column, 2 from 640, 3 from 1024, 4 from 1500, 5 from 1800. */ const BY_CATEGORY_COLUMNS = [
    640,
    1024,
    1500,
    1800
];
/** spec §2 By brands: 1 column, 2 from 768, 3 from 1024. */ const BY_BRANDS_COLUMNS = [
    768,
    1024
];
function columnsFor(breakpoints) {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 1;
    return 1 + breakpoints.filter((width)=>window.matchMedia(`(min-width: ${width}px)`).matches).length;
}
/** The number of grid columns for the current viewport, updated when a breakpoint is crossed. */ function useColumnCount(breakpoints) {
    return (0,react__rspack_import_0.useSyncExternalStore)((notify)=>{
        if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return ()=>undefined;
        const queries = breakpoints.map((width)=>window.matchMedia(`(min-width: ${width}px)`));
        queries.forEach((query)=>query.addEventListener('change', notify));
        return ()=>queries.forEach((query)=>query.removeEventListener('change', notify));
    }, ()=>columnsFor(breakpoints), ()=>1);
}

__webpack_require__.d(__webpack_exports__, {
}, {
  BM: useColumnCount,
  Lt: BY_CATEGORY_COLUMNS,
  Te: BY_BRANDS_COLUMNS
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
5552(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ ByBrandsPage)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var chunk_6KYCQHYJ = __webpack_require__(9262);
// EXTERNAL MODULE: ../shared-ui/src/chip/Chip.tsx
var Chip = __webpack_require__(5142);
// EXTERNAL MODULE: ../shared-ui/src/image-with-fallback/ImageWithFallback.tsx + 1 modules
var ImageWithFallback = __webpack_require__(7608);
// EXTERNAL MODULE: ../mf-promotions/src/i18n/index.ts + 2 modules
var i18n = __webpack_require__(8214);
// EXTERNAL MODULE: ../mf-promotions/src/components/brand-chips/BrandChipBar.module.css
var BrandChipBar_module = __webpack_require__(9535);
;// CONCATENATED MODULE: ../mf-promotions/src/components/brand-chips/BrandChipBar.tsx




/** spec §2 By brands: a chip per brand with its logo (initial letter when missing), All Brands first. */ function BrandChipBar({ brands, selected, onSelect }) {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: BrandChipBar_module/* .bar */.M,
        role: "group",
        "aria-label": t('byBrands.brandChips'),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Chip/* .Chip */.v, {
                selected: selected === null,
                onClick: ()=>onSelect(null),
                children: t('byBrands.allBrands')
            }),
            brands.map((brand)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(Chip/* .Chip */.v, {
                    selected: selected === brand.id,
                    onClick: ()=>onSelect(brand.id),
                    icon: /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: BrandChipBar_module/* .logo */.w,
                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                            src: brand.logo,
                            alt: "",
                            fallbackText: brand.name,
                            aspectRatio: "1 / 1"
                        })
                    }),
                    children: brand.name
                }, brand.id))
        ]
    });
}

// EXTERNAL MODULE: ../mf-promotions/src/components/page-header/PageHeader.tsx
var PageHeader = __webpack_require__(2730);
// EXTERNAL MODULE: ../mf-promotions/src/components/promotion-list/PromotionList.tsx + 5 modules
var PromotionList = __webpack_require__(8679);
// EXTERNAL MODULE: ../mf-promotions/src/components/search-toggle/SearchToggle.tsx
var SearchToggle = __webpack_require__(2484);
// EXTERNAL MODULE: ../mf-promotions/src/data/use-promotion-listings.ts
var use_promotion_listings = __webpack_require__(1735);
// EXTERNAL MODULE: ../mf-promotions/src/hooks/use-column-count.ts
var use_column_count = __webpack_require__(2833);
// EXTERNAL MODULE: ../mf-promotions/src/hooks/use-open-promotion.ts + 1 modules
var use_open_promotion = __webpack_require__(4979);
// EXTERNAL MODULE: ../mf-promotions/src/hooks/use-promotions-performance.ts
var use_promotions_performance = __webpack_require__(2831);
// EXTERNAL MODULE: ../mf-promotions/src/modals/LazyPromotionDetailModal.tsx
var LazyPromotionDetailModal = __webpack_require__(4435);
// EXTERNAL MODULE: ../mf-promotions/src/pages/PromotionsPage.module.css
var PromotionsPage_module = __webpack_require__(452);
;// CONCATENATED MODULE: ../mf-promotions/src/pages/ByBrandsPage.tsx














const BRAND_PARAM = 'brand';
/** /bybrands (spec §2): promotions grid filtered by a brand chip bar with logos, plus search. */ function ByBrandsPage() {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    const [searchParams, setSearchParams] = (0,chunk_6KYCQHYJ/* .useSearchParams */.ok)();
    const brandId = searchParams.get(BRAND_PARAM);
    const [searchTerm, setSearchTerm] = (0,react.useState)('');
    const brands = (0,use_promotion_listings/* .useBrandChoices */.xV)();
    const listing = (0,use_promotion_listings/* .useBrandListing */.rO)(brandId);
    const { onImageLoad } = (0,use_promotions_performance/* .usePromotionsPerformance */.U)(listing, `brand:${brandId ?? 'all'}`);
    const { promotion, open, openPromotion, closePromotion } = (0,use_open_promotion/* .useOpenPromotion */.v)(listing.promotions);
    const selectBrand = (0,react.useCallback)((next)=>{
        setSearchParams((params)=>{
            const updated = new URLSearchParams(params);
            if (next) updated.set(BRAND_PARAM, next);
            else updated.delete(BRAND_PARAM);
            return updated;
        }, {
            replace: true
        });
    }, [
        setSearchParams
    ]);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        className: PromotionsPage_module/* .page */.MY,
        "data-remote": "mf_promotions",
        "data-testid": "by-brands-page",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(PageHeader/* .PageHeader */.z, {
                title: t('byBrands.title'),
                subtitle: t('byBrands.subtitle'),
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(SearchToggle/* .SearchToggle */.b, {
                    onSearch: setSearchTerm
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(BrandChipBar, {
                brands: brands,
                selected: brandId,
                onSelect: selectBrand
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(PromotionList/* .PromotionList */.C, {
                listing: listing,
                searchTerm: searchTerm,
                layout: "grid",
                breakpoints: use_column_count/* .BY_BRANDS_COLUMNS */.Te,
                emptyMessage: t('byBrands.empty'),
                onOpen: openPromotion,
                onImageLoad: onImageLoad
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
9535(module) {
var exports = {
  "M": "bar-4b0a39",
  "w": "logo-4b0a39",
};

module.exports = exports;


},
3409(module) {
var exports = {
  "qr": "footer-6e91f7",
  "$7": "sentinel-6e91f7",
  "h5": "status-6e91f7",
  "Vw": "done-6e91f7",
  "z3": "error-6e91f7",
};

module.exports = exports;


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
6057(module) {
var exports = {
  "Nr": "card-939ddd",
  "ho": "open-939ddd",
  "$_": "media-939ddd",
  "rf": "body-939ddd",
  "mI": "meta-939ddd",
  "wk": "brand-939ddd",
  "wm": "logo-939ddd",
  "RU": "brandName-939ddd",
  "L1": "category-939ddd",
  "DD": "title-939ddd",
  "Kb": "excerpt-939ddd",
  "M1": "stats-939ddd",
};

module.exports = exports;


},
9069(module) {
var exports = {
  "K6": "masonry-8a4744",
  "Vg": "grid-8a4744",
  "fi": "column-8a4744",
  "Hn": "cell-8a4744",
};

module.exports = exports;


},
7073(module) {
var exports = {
  "U9": "count-f630f4",
  "Lq": "loading-f630f4",
  "PY": "skeletons-f630f4",
  "Qg": "visuallyHidden-f630f4",
};

module.exports = exports;


},
5111(module) {
var exports = {
  "$P": "search-05db86",
  "ZZ": "field-05db86",
  "Kk": "icon-05db86",
  "hF": "input-05db86",
  "Qg": "visuallyHidden-05db86",
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

};
;