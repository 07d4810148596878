"use strict";
exports.ids = [823];
exports.modules = {
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
9866(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ ReportModal)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../shared-ui/src/toast/ToastProvider.tsx
var ToastProvider = __webpack_require__(6623);
// EXTERNAL MODULE: ../shared-ui/src/modal/Modal.tsx
var Modal = __webpack_require__(6864);
// EXTERNAL MODULE: ../shared-ui/src/toast/toast-durations.ts
var toast_durations = __webpack_require__(2152);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../shared-ui/src/button/Button.tsx
var Button = __webpack_require__(1606);
// EXTERNAL MODULE: ../shared-ui/src/select-field/SelectField.tsx + 1 modules
var SelectField = __webpack_require__(6300);
// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
// EXTERNAL MODULE: ../mf-promotions/src/i18n/index.ts + 2 modules
var i18n = __webpack_require__(8214);
// EXTERNAL MODULE: ../mf-promotions/src/features/report/SignInPrompt.module.css
var SignInPrompt_module = __webpack_require__(6883);
;// CONCATENATED MODULE: ../mf-promotions/src/features/report/SignInPrompt.tsx





/**
 * "Please log in to submit a report." with a Sign In button that asks the shell to open its one
 * account chooser (issue 11); the report modal stays open underneath, so the typed text survives.
 */ function SignInPrompt() {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    const requestSignIn = (0,src.useSessionStore)((state)=>state.requestSignIn);
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: SignInPrompt_module/* .prompt */.J,
        "data-testid": "report-sign-in",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: SignInPrompt_module/* .message */.i,
                children: t('report.loginRequired')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                type: "button",
                size: "sm",
                onClick: requestSignIn,
                children: t('report.signIn')
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-promotions/src/features/report/use-submit-report.ts

class ReportRefused extends Error {
}
/**
 * Files a "wrong info" report through shared-services as the signed-in user (created pending,
 * rewarded false, with userAgent and timestamp there). `submit` never throws; it tells the form
 * what happened so it can show the spec's message.
 */ function useSubmitReport() {
    const queryClient = (0,src.useQueryClient)();
    const user = (0,src.useSessionStore)((state)=>state.status === 'signed-in' ? state.user : null);
    const mutation = (0,src.useMutation)({
        mutationFn: async ({ promotion, description, reason })=>{
            const result = await (0,src.addReport)({
                userId: user?.uid ?? null,
                userEmail: user?.email ?? null,
                promotionId: promotion.id,
                promotionTitle: promotion.title,
                brandId: promotion.brandId,
                brandName: promotion.brandName,
                description,
                reason
            });
            if (!result.success) throw new ReportRefused(result.error);
            return result.data;
        },
        // the admin's report list lives in the same query cache
        onSuccess: ()=>void queryClient.invalidateQueries({
                queryKey: src.queryKeys.reports.all
            })
    });
    return {
        isPending: mutation.isPending,
        submit: async (promotion, description, reason)=>{
            try {
                await mutation.mutateAsync({
                    promotion,
                    description,
                    reason
                });
                return 'submitted';
            } catch (error) {
                return error instanceof ReportRefused && error.message === src.REPORT_MESSAGES.loginRequired ? 'loginRequired' : 'failed';
            }
        }
    };
}

// EXTERNAL MODULE: ../mf-promotions/src/features/report/ReportForm.module.css
var ReportForm_module = __webpack_require__(9183);
;// CONCATENATED MODULE: ../mf-promotions/src/features/report/ReportForm.tsx









/** spec §2 Report modal: required description, IDR 5,000 notice, Cancel / Submit Report, login required. */ function ReportForm({ promotion, onCancel, onSubmitted }) {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    const signedIn = (0,src.useSessionStore)((state)=>state.status === 'signed-in');
    const [description, setDescription] = (0,react.useState)('');
    const [reason, setReason] = (0,react.useState)('wrong_amount');
    const [error, setError] = (0,react.useState)(null);
    const submitReport = useSubmitReport();
    const busy = submitReport.isPending;
    const fieldId = (0,react.useId)();
    const errorId = (0,react.useId)();
    const noticeId = (0,react.useId)();
    const empty = description.trim() === '';
    const onSubmit = async (event)=>{
        event.preventDefault();
        if (busy) return;
        // spec §5: non-empty after trimming, and only signed-in users may report
        if (empty) return setError('descriptionRequired');
        if (!signedIn) return setError('loginRequired');
        setError(null);
        const outcome = await submitReport.submit(promotion, description.trim(), reason);
        // spec §8: a failure keeps what the user typed so they can retry
        if (outcome === 'submitted') onSubmitted();
        else setError(outcome);
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("form", {
        className: ReportForm_module/* .form */.Zd,
        onSubmit: onSubmit,
        noValidate: true,
        "data-testid": "report-form",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: ReportForm_module/* .about */.Cv,
                children: t('report.about', {
                    title: promotion.title,
                    brand: promotion.brandName
                })
            }),
            !signedIn ? /*#__PURE__*/ (0,jsx_runtime.jsx)(SignInPrompt, {}) : null,
            /*#__PURE__*/ (0,jsx_runtime.jsx)(SelectField/* .SelectField */.z, {
                label: t('report.reasonLabel'),
                options: src.REPORT_REASONS.map((code)=>({
                        value: code,
                        label: t(`report.reasons.${code}`)
                    })),
                value: reason,
                disabled: busy,
                onChange: (event)=>setReason(event.target.value)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: ReportForm_module/* .field */.ZZ,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("label", {
                        htmlFor: fieldId,
                        className: ReportForm_module/* .label */.Pf,
                        children: [
                            t('report.label'),
                            " ",
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                "aria-hidden": "true",
                                children: "*"
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("textarea", {
                        id: fieldId,
                        className: ReportForm_module/* .textarea */.PC,
                        value: description,
                        required: true,
                        rows: 5,
                        maxLength: 2000,
                        readOnly: busy,
                        placeholder: t('report.placeholder'),
                        "aria-invalid": error === 'descriptionRequired' || undefined,
                        "aria-describedby": error ? `${errorId} ${noticeId}` : noticeId,
                        onChange: (event)=>{
                            setDescription(event.target.value);
                            if (error === 'descriptionRequired') setError(null);
                        }
                    })
                ]
            }),
            error ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                id: errorId,
                className: ReportForm_module/* .error */.z3,
                role: "alert",
                children: t(`report.${error}`)
            }) : null,
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                id: noticeId,
                className: ReportForm_module/* .notice */.lm,
                children: t('report.notice')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: ReportForm_module/* .actions */.o1,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        type: "button",
                        variant: "secondary",
                        onClick: onCancel,
                        disabled: busy,
                        children: t('report.cancel')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        type: "submit",
                        variant: "primary",
                        loading: busy,
                        loadingText: t('report.submitting'),
                        disabled: empty || busy,
                        children: t('report.submit')
                    })
                ]
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-promotions/src/modals/ReportModal.tsx




function ReportModal({ promotion, open, onClose }) {
    const { t } = (0,i18n/* .usePromotionsTranslation */.t2)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    if (!promotion) return null;
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(Modal/* .Modal */.a, {
        open: open,
        onClose: onClose,
        title: t('report.title'),
        size: "md",
        children: /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
            "data-remote": "mf_promotions",
            children: /*#__PURE__*/ (0,jsx_runtime.jsx)(ReportForm, {
                promotion: promotion,
                onCancel: onClose,
                onSubmitted: ()=>{
                    toast.show({
                        kind: 'success',
                        title: t('report.successTitle'),
                        message: t('report.successMessage'),
                        durationMs: toast_durations/* .TOAST_DURATION.report */.b.report
                    });
                    onClose();
                }
            })
        })
    });
}


},
6300(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ SelectField_SelectField)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/createLucideIcon.mjs + 11 modules
var createLucideIcon = __webpack_require__(8426);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/chevron-down.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "chevron-down",
  size: 24,
  node: [["path", { d: "m6 9 6 6 6-6", key: "qrunsl" }]]
};
__iconData.node;
const ChevronDown = (0,createLucideIcon/* ["default"] */.A)(__iconData);


//# sourceMappingURL=chevron-down.mjs.map

// EXTERNAL MODULE: ../shared-ui/src/text-field/Field.tsx
var Field = __webpack_require__(6318);
// EXTERNAL MODULE: ../shared-ui/src/text-field/merge-refs.ts
var merge_refs = __webpack_require__(1241);
// EXTERNAL MODULE: ../shared-ui/src/utils/cx.ts
var cx = __webpack_require__(5838);
// EXTERNAL MODULE: ../shared-ui/src/select-field/SelectField.module.css
var SelectField_module = __webpack_require__(8520);
;// CONCATENATED MODULE: ../shared-ui/src/select-field/SelectField.tsx







/** Labelled native select (sorting, brand limit); forwardRef for react-hook-form. */ const SelectField_SelectField = /*#__PURE__*/ (0,react.forwardRef)(function SelectField({ label, hint, error, hideLabel, containerClassName, className, options, ...select }, ref) {
    const field = (0,Field/* .useField */.M)({
        label,
        hint,
        error,
        hideLabel,
        containerClassName
    }, {
        id: select.id,
        required: select.required,
        ariaDescribedBy: select['aria-describedby'],
        onChange: select.onChange
    });
    return field.render(/*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
        className: SelectField_module/* .wrapper */.iE,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("select", {
                ...select,
                ref: (0,merge_refs/* .mergeRefs */.P)(ref, field.innerRef),
                id: field.id,
                "aria-invalid": error ? true : select['aria-invalid'],
                "aria-describedby": field.describedBy,
                onChange: field.onChange,
                className: (0,cx.cx)(SelectField_module/* .select */.Lt, className),
                children: options.map((option)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("option", {
                        value: option.value,
                        disabled: option.disabled,
                        children: option.label
                    }, option.value))
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(ChevronDown, {
                className: SelectField_module/* .chevron */.ai,
                "aria-hidden": "true"
            })
        ]
    }));
});


},
6318(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var react__rspack_import_1 = __webpack_require__(3696);
/* import */ var _bonus_atlas_shared_ui__rspack_import_3 = __webpack_require__(5781);
/* import */ var _utils_cx__rspack_import_4 = __webpack_require__(5838);
/* import */ var _TextField_module_css__rspack_import_2 = __webpack_require__(1722);





/** Label, hint, error and counter around a form control; shared by TextField, TextArea and SelectField. */ function useField(field, control) {
    const { t } = (0,_bonus_atlas_shared_ui__rspack_import_3/* .useTranslation */.B)();
    const generatedId = (0,react__rspack_import_1.useId)();
    const id = control.id ?? generatedId;
    const innerRef = (0,react__rspack_import_1.useRef)(null);
    const [typedLength, setTypedLength] = (0,react__rspack_import_1.useState)(()=>String(control.defaultValue ?? '').length);
    // react-hook-form fills and resets uncontrolled inputs through the ref (no change event): after
    // every render, count what the control really holds, so "0/1000" follows a cleared form.
    // No dependency list on purpose: the reset happens outside React; the guard stops at one update.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    (0,react__rspack_import_1.useLayoutEffect)(()=>{
        const actual = innerRef.current?.value.length;
        if (actual !== undefined && actual !== typedLength) setTypedLength(actual);
    });
    const length = control.value !== undefined && control.value !== null ? String(control.value).length : typedLength;
    const hintId = field.hint ? `${id}-hint` : undefined;
    const errorId = field.error ? `${id}-error` : undefined;
    const counterId = field.maxLength !== undefined ? `${id}-counter` : undefined;
    const describedBy = [
        control.ariaDescribedBy,
        errorId,
        hintId,
        counterId
    ].filter(Boolean).join(' ') || undefined;
    const overLimit = field.maxLength !== undefined && length > field.maxLength;
    const render = (element)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
            className: (0,_utils_cx__rspack_import_4.cx)(_TextField_module_css__rspack_import_2/* .field */.ZZ, field.error ? _TextField_module_css__rspack_import_2/* .invalid */.Gq : undefined, field.containerClassName),
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("label", {
                    htmlFor: id,
                    className: (0,_utils_cx__rspack_import_4.cx)(_TextField_module_css__rspack_import_2/* .label */.Pf, field.hideLabel && 'visually-hidden'),
                    children: [
                        field.label,
                        control.required ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                            className: _TextField_module_css__rspack_import_2/* .required */.mw,
                            "aria-hidden": "true",
                            children: ' *'
                        }) : null
                    ]
                }),
                element,
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                    className: _TextField_module_css__rspack_import_2/* .meta */.mI,
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                            className: _TextField_module_css__rspack_import_2/* .messages */.DZ,
                            children: [
                                field.error ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                                    id: errorId,
                                    className: _TextField_module_css__rspack_import_2/* .error */.z3,
                                    children: field.error
                                }) : null,
                                field.hint ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                                    id: hintId,
                                    className: _TextField_module_css__rspack_import_2/* .hint */.aK,
                                    children: field.hint
                                }) : null
                            ]
                        }),
                        field.maxLength !== undefined ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                            id: counterId,
                            className: (0,_utils_cx__rspack_import_4.cx)(_TextField_module_css__rspack_import_2/* .counter */.hJ, overLimit && _TextField_module_css__rspack_import_2/* .counterOver */.Ph),
                            children: t('field.counter', {
                                count: length,
                                max: field.maxLength
                            })
                        }) : null
                    ]
                })
            ]
        });
    return {
        id,
        describedBy,
        innerRef,
        onChange: (event)=>{
            setTypedLength(event.target.value.length);
            control.onChange?.(event);
        },
        render
    };
}

__webpack_require__.d(__webpack_exports__, {
}, {
  M: useField
});


},
1241(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/** One ref callback feeding several refs (ours for the counter, the caller's e.g. react-hook-form). */ function mergeRefs(...refs) {
    return (value)=>{
        for (const ref of refs){
            if (typeof ref === 'function') ref(value);
            else if (ref) ref.current = value;
        }
    };
}

__webpack_require__.d(__webpack_exports__, {
}, {
  P: mergeRefs
});


},
9183(module) {
var exports = {
  "Zd": "form-bc9cfc",
  "Cv": "about-bc9cfc",
  "ZZ": "field-bc9cfc",
  "Pf": "label-bc9cfc",
  "PC": "textarea-bc9cfc",
  "z3": "error-bc9cfc",
  "lm": "notice-bc9cfc",
  "o1": "actions-bc9cfc",
};

module.exports = exports;


},
6883(module) {
var exports = {
  "J": "prompt-f18102",
  "i": "message-f18102",
};

module.exports = exports;


},
8520(module) {
var exports = {
  "iE": "wrapper-1c89fb",
  "Lt": "select-1c89fb",
  "ai": "chevron-1c89fb",
};

module.exports = exports;


},
1722(module) {
var exports = {
  "ZZ": "field-12af04",
  "Pf": "label-12af04",
  "mw": "required-12af04",
  "A4": "control-12af04",
  "PC": "textarea-12af04",
  "Gq": "invalid-12af04",
  "mI": "meta-12af04",
  "DZ": "messages-12af04",
  "aK": "hint-12af04",
  "z3": "error-12af04",
  "hJ": "counter-12af04",
  "Ph": "counterOver-12af04",
};

module.exports = exports;


},

};
;