"use strict";
exports.ids = [320];
exports.modules = {
8020(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var _bonus_atlas_shared_ui__rspack_import_8 = __webpack_require__(5781);
/* import */ var _bonus_atlas_shared_ui__rspack_import_11 = __webpack_require__(1180);
/* import */ var _bonus_atlas_shared_ui__rspack_import_12 = __webpack_require__(6934);
/* import */ var _bonus_atlas_shared_ui__rspack_import_14 = __webpack_require__(1606);
/* import */ var _bonus_atlas_shared_ui__rspack_import_15 = __webpack_require__(1017);
/* import */ var _bonus_atlas_shared_ui_icons__rspack_import_10 = __webpack_require__(3970);
/* import */ var _bonus_atlas_shared_ui_icons__rspack_import_13 = __webpack_require__(6079);
/* import */ var _bonus_atlas_shared_services__rspack_import_1 = __webpack_require__(580);
/* import */ var _bonus_atlas_shared_services_manage__rspack_import_2 = __webpack_require__(5907);
/* import */ var react__rspack_import_3 = __webpack_require__(3696);
/* import */ var _bonus_atlas_shared_ui_router__rspack_import_9 = __webpack_require__(9262);
/* import */ var _BrandEditor_module_css__rspack_import_4 = __webpack_require__(8179);
/* import */ var _BrandForm__rspack_import_5 = __webpack_require__(7900);
/* import */ var _form_values__rspack_import_6 = __webpack_require__(9395);
/* import */ var _i18n__rspack_import_7 = __webpack_require__(13);











function useActor() {
    const status = (0,_bonus_atlas_shared_services__rspack_import_1.useSessionStore)((state)=>state.status);
    const user = (0,_bonus_atlas_shared_services__rspack_import_1.useSessionStore)((state)=>state.user);
    const role = (0,_bonus_atlas_shared_services__rspack_import_1.useSessionStore)((state)=>state.role);
    const actor = (0,react__rspack_import_3.useMemo)(()=>user ? {
            uid: user.uid,
            role,
            displayName: user.displayName ?? undefined,
            email: user.email ?? undefined
        } : null, [
        role,
        user
    ]);
    return {
        actor,
        loading: status === 'loading'
    };
}
/** The brand form shared by /create-brand, /edit-brand/:id and the admin's edit page (spec §2). */ function BrandEditor({ brandId }) {
    const { t } = (0,_i18n__rspack_import_7/* .useBrandEditorTranslation */.J)();
    const { t: common } = (0,_bonus_atlas_shared_ui__rspack_import_8/* .useTranslation */.B)('common');
    const { actor, loading } = useActor();
    const requestSignIn = (0,_bonus_atlas_shared_services__rspack_import_1.useSessionStore)((state)=>state.requestSignIn);
    // a new brand gets its id now, so images uploaded before the first save land in its own folder
    const createdId = (0,react__rspack_import_3.useMemo)(()=>brandId ? null : (0,_bonus_atlas_shared_services_manage__rspack_import_2.newBrandId)(), [
        brandId
    ]);
    const editing = Boolean(brandId) && actor !== null;
    const brand = (0,_bonus_atlas_shared_services__rspack_import_1.useBrand)(editing ? brandId : null);
    const promotions = (0,_bonus_atlas_shared_services__rspack_import_1.useBrandPromotions)(editing ? brandId : null);
    const back = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(_bonus_atlas_shared_ui_router__rspack_import_9/* .Link */.N_, {
        to: "/mybrands",
        className: _BrandEditor_module_css__rspack_import_4/* .back */.aX,
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_icons__rspack_import_10/* ["default"] */.A, {
                "aria-hidden": "true",
                size: 16
            }),
            " ",
            t('backToMyBrands')
        ]
    });
    if (loading) return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_11/* .Spinner */.y, {
        label: t('loading')
    });
    if (createdId) {
        return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
            className: _BrandEditor_module_css__rspack_import_4/* .editor */.EN,
            "data-brand-editor": "create",
            children: [
                back,
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_BrandForm__rspack_import_5.BrandForm, {
                    mode: "create",
                    brandId: createdId,
                    initialValues: (0,_form_values__rspack_import_6/* .emptyBrandValues */.X$)(),
                    actor: actor,
                    onSignIn: requestSignIn
                })
            ]
        });
    }
    if (!actor) {
        return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_12/* .EmptyState */.p, {
            icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_icons__rspack_import_13/* ["default"] */.A, {
                "aria-hidden": "true"
            }),
            title: t('signedOutTitle'),
            message: t('signedOutMessage'),
            action: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_14/* .Button */.$, {
                        onClick: requestSignIn,
                        children: t('signIn')
                    }),
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_router__rspack_import_9/* .Link */.N_, {
                        to: "/",
                        className: (0,_bonus_atlas_shared_ui__rspack_import_14/* .buttonClassName */.E)({
                            variant: 'secondary'
                        }),
                        children: common('actions.goHome')
                    })
                ]
            })
        });
    }
    let content;
    if (brand.isPending || promotions.isPending) {
        content = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_11/* .Spinner */.y, {
            label: t('loading')
        });
    } else if (brand.isError || promotions.isError) {
        content = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_15/* .ErrorState */.W, {
            title: t('loadFailed'),
            retryLabel: t('tryAgain'),
            retrying: brand.isRefetching || promotions.isRefetching,
            onRetry: ()=>{
                void brand.refetch();
                void promotions.refetch();
            }
        });
    } else if (!brand.data) {
        content = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_15/* .ErrorState */.W, {
            title: t('notFound')
        });
    } else if (actor.role !== 'admin' && brand.data.createdBy !== actor.uid) {
        content = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_15/* .ErrorState */.W, {
            title: t('noPermission')
        });
    } else {
        content = /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_BrandForm__rspack_import_5.BrandForm, {
            mode: "edit",
            brandId: brand.data.id,
            initialValues: (0,_form_values__rspack_import_6/* .brandToFormValues */.th)(brand.data, promotions.data ?? []),
            actor: actor,
            onSignIn: requestSignIn
        });
    }
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: _BrandEditor_module_css__rspack_import_4/* .editor */.EN,
        "data-brand-editor": "edit",
        children: [
            back,
            content
        ]
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  "default": BrandEditor
});


},
7900(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  BrandForm: () => (/* binding */ BrandForm),
  REDIRECT_AFTER_SAVE_MS: () => (/* binding */ REDIRECT_AFTER_SAVE_MS)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../mf-account/node_modules/@hookform/resolvers/zod/dist/zod.mjs + 1 modules
var zod = __webpack_require__(6213);
// EXTERNAL MODULE: ../shared-ui/src/button/Button.tsx
var Button = __webpack_require__(1606);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/triangle-exclamation-point.mjs
var triangle_exclamation_point = __webpack_require__(6192);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/circle-check.mjs
var circle_check = __webpack_require__(6330);
// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
// EXTERNAL MODULE: ../shared-services/src/manage.ts + 31 modules
var manage = __webpack_require__(5907);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../node_modules/react-hook-form/dist/index.esm.mjs
var index_esm = __webpack_require__(9215);
// EXTERNAL MODULE: ../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var chunk_6KYCQHYJ = __webpack_require__(9262);
// EXTERNAL MODULE: ../mf-account/src/brand-editor/BrandEditor.module.css
var BrandEditor_module = __webpack_require__(8179);
// EXTERNAL MODULE: ../mf-account/src/brand-editor/form-values.ts
var form_values = __webpack_require__(9395);
// EXTERNAL MODULE: ../mf-account/src/brand-editor/i18n.ts + 2 modules
var i18n = __webpack_require__(13);
// EXTERNAL MODULE: ../mf-account/src/validation-i18n.ts
var validation_i18n = __webpack_require__(1346);
// EXTERNAL MODULE: ../shared-ui/src/image-with-fallback/ImageWithFallback.tsx + 1 modules
var ImageWithFallback = __webpack_require__(7608);
// EXTERNAL MODULE: ../shared-ui/src/utils/cx.ts
var cx = __webpack_require__(5838);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/circle-x.mjs
var circle_x = __webpack_require__(8962);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/createLucideIcon.mjs + 11 modules
var createLucideIcon = __webpack_require__(8426);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/loader-circle.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "loader-circle",
  size: 24,
  node: [["path", { d: "M21 12a9 9 0 1 1-6.219-8.56", key: "13zald" }]],
  aliases: ["loader-2"]
};
__iconData.node;
const LoaderCircle = (0,createLucideIcon/* ["default"] */.A)(__iconData);


//# sourceMappingURL=loader-circle.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/upload.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const upload_iconData = {
  name: "upload",
  size: 24,
  node: [
    ["path", { d: "M12 3v12", key: "1x0j5s" }],
    ["path", { d: "m17 8-5-5-5 5", key: "7q97r8" }],
    ["path", { d: "M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4", key: "ih7n3h" }]
  ]
};
upload_iconData.node;
const Upload = (0,createLucideIcon/* ["default"] */.A)(upload_iconData);


//# sourceMappingURL=upload.mjs.map

// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/trash.mjs
var trash = __webpack_require__(4113);
// EXTERNAL MODULE: ../mf-account/src/brand-editor/images/ImagePicker.module.css
var ImagePicker_module = __webpack_require__(3453);
;// CONCATENATED MODULE: ../mf-account/src/brand-editor/images/use-image-upload.ts





const STORAGE_KIND = {
    logo: 'logo',
    cover: 'cover',
    promotion: 'promotions'
};
/**
 * spec §4/§5 image upload: checks, shrinking, upload with metadata; idle → processing → uploading →
 * done or error. Images uploaded in this session and then replaced or removed are deleted at once;
 * saved images are deleted by the brand save that drops them (so a failed save loses nothing).
 */ function useImageUpload(target, onUploaded) {
    const { t } = (0,i18n/* .useBrandEditorTranslation */.J)();
    const validationText = (0,validation_i18n/* .useValidationText */.E)();
    const uid = (0,src.useSessionStore)((state)=>state.user?.uid ?? null);
    const [state, setState] = (0,react.useState)('idle');
    const [error, setError] = (0,react.useState)(null);
    const sessionUploads = (0,react.useRef)(new Set());
    const discard = (0,react.useCallback)((url)=>{
        if (!sessionUploads.current.delete(url)) return;
        void (0,manage.deleteImage)(url).catch((failure)=>console.warn('Could not delete replaced image', failure));
    }, []);
    const upload = (0,react.useCallback)(async (file, previousUrl)=>{
        const fail = (message)=>{
            setError(message);
            setState('error');
        };
        const problem = (0,manage.imageFileProblem)(file, target.kind);
        if (problem) return fail(validationText(problem.key, problem.values) ?? '');
        if (!uid) return fail(validationText('uploadNotSignedIn') ?? '');
        setError(null);
        setState('processing');
        let processed;
        try {
            processed = await (0,manage.processImage)(file, target.kind);
        } catch  {
            return fail(t('images.processFailed'));
        }
        setState('uploading');
        try {
            const uploaded = await (0,manage.uploadBrandImage)({
                file: processed,
                kind: STORAGE_KIND[target.kind],
                brandName: target.brandName || 'brand',
                brandId: target.brandId,
                uid,
                fileName: file.name || `${target.kind}.jpg`,
                originalSize: file.size
            });
            sessionUploads.current.add(uploaded.url);
            if (previousUrl) discard(previousUrl);
            onUploaded(uploaded.url);
            setState('done');
        } catch (failure) {
            // the storage texts of spec §8 ("Upload failed: ...") come from shared-services
            fail(failure instanceof manage.UploadError ? failure.message : (0,src.errorMessage)(failure));
        }
    }, [
        discard,
        onUploaded,
        t,
        validationText,
        target.brandId,
        target.brandName,
        target.kind,
        uid
    ]);
    const remove = (0,react.useCallback)((url)=>{
        discard(url);
        setState('idle');
        setError(null);
    }, [
        discard
    ]);
    return {
        state,
        error,
        upload,
        remove
    };
}

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/images/ImagePicker.tsx








/** One image of the brand form: preview, choose/replace, remove, and the upload state in words and colour. */ function ImagePicker({ label, hint, value, onChange, ...target }) {
    const { t } = (0,i18n/* .useBrandEditorTranslation */.J)();
    const input = (0,react.useRef)(null);
    const id = (0,react.useId)();
    const { state, error, upload, remove } = useImageUpload(target, onChange);
    const busy = state === 'processing' || state === 'uploading';
    const StateIcon = state === 'done' ? circle_check/* ["default"] */.A : state === 'error' ? circle_x/* ["default"] */.A : busy ? LoaderCircle : null;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: ImagePicker_module.picker,
        role: "group",
        "aria-labelledby": `${id}-label`,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                id: `${id}-label`,
                className: ImagePicker_module.label,
                children: label
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: ImagePicker_module.body,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: ImagePicker_module.preview,
                        children: value ? /*#__PURE__*/ (0,jsx_runtime.jsx)(ImageWithFallback/* .ImageWithFallback */.o, {
                            src: value,
                            alt: t('images.preview', {
                                label
                            }),
                            className: ImagePicker_module.image
                        }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                            className: ImagePicker_module.empty,
                            children: t('images.empty')
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: ImagePicker_module.controls,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("input", {
                                ref: input,
                                id: `${id}-file`,
                                type: "file",
                                className: ImagePicker_module.file,
                                // the Choose/Replace button opens it; one tab stop, not two
                                tabIndex: -1,
                                "aria-label": label,
                                accept: manage.IMAGE_RULES[target.kind].acceptedTypes.join(','),
                                "aria-describedby": `${id}-hint ${id}-state`,
                                disabled: busy,
                                onChange: (event)=>{
                                    const file = event.target.files?.[0];
                                    event.target.value = '';
                                    if (file) void upload(file, value);
                                }
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                                type: "button",
                                size: "sm",
                                variant: "secondary",
                                leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(Upload, {
                                    "aria-hidden": "true"
                                }),
                                disabled: busy,
                                onClick: ()=>input.current?.click(),
                                children: value ? t('images.replace') : t('images.choose')
                            }),
                            value ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                                type: "button",
                                size: "sm",
                                variant: "ghost",
                                leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(trash/* ["default"] */.A, {
                                    "aria-hidden": "true"
                                }),
                                disabled: busy,
                                onClick: ()=>{
                                    remove(value);
                                    onChange('');
                                },
                                children: t('images.remove')
                            }) : null,
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                id: `${id}-hint`,
                                className: ImagePicker_module.hint,
                                children: hint
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("p", {
                                id: `${id}-state`,
                                className: (0,cx.cx)(ImagePicker_module.state, ImagePicker_module[state]),
                                role: state === 'error' ? 'alert' : 'status',
                                "data-upload-state": state,
                                children: [
                                    StateIcon ? /*#__PURE__*/ (0,jsx_runtime.jsx)(StateIcon, {
                                        "aria-hidden": "true",
                                        size: 16,
                                        className: busy ? ImagePicker_module.spin : undefined
                                    }) : null,
                                    state === 'error' && error ? error : state === 'idle' ? '' : t(`images.states.${state}`)
                                ]
                            })
                        ]
                    })
                ]
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/sections/ImagesSection.tsx





/** spec §2 Images: the brand's logo and cover. */ function ImagesSection({ brandName, brandId }) {
    const { t } = (0,i18n/* .useBrandEditorTranslation */.J)();
    const { control } = (0,index_esm/* .useFormContext */.xW)();
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
        className: BrandEditor_module/* .images */.zC,
        children: [
            'logo',
            'cover'
        ].map((kind)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(index_esm/* .Controller */.xI, {
                control: control,
                name: kind === 'logo' ? 'logoImage' : 'coverImage',
                render: ({ field })=>/*#__PURE__*/ (0,jsx_runtime.jsx)(ImagePicker, {
                        kind: kind,
                        brandName: brandName,
                        brandId: brandId,
                        label: t(`images.${kind}`),
                        hint: t(`images.${kind}Hint`),
                        value: field.value ?? '',
                        onChange: field.onChange
                    })
            }, kind))
    });
}

// EXTERNAL MODULE: ../shared-ui/src/text-field/TextField.tsx
var TextField = __webpack_require__(6181);
// EXTERNAL MODULE: ../shared-ui/src/checkbox/Checkbox.tsx
var Checkbox = __webpack_require__(3132);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/refresh-cw.mjs
var refresh_cw = __webpack_require__(6009);
;// CONCATENATED MODULE: ../mf-account/src/brand-editor/use-field-error.ts


/** The translated error of a brand-form field (the schema words its errors as message keys). */ function useFieldError() {
    const { formState } = (0,index_esm/* .useFormContext */.xW)();
    const text = (0,validation_i18n/* .useValidationText */.E)();
    return (path)=>text((0,index_esm/* .get */.Jt)(formState.errors, path)?.message);
}

// EXTERNAL MODULE: ../shared-ui/src/icon-button/IconButton.tsx
var IconButton = __webpack_require__(981);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/plus.mjs
var plus = __webpack_require__(7201);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/x.mjs
var x = __webpack_require__(1811);
;// CONCATENATED MODULE: ../mf-account/src/brand-editor/sections/FeaturesField.tsx







// firestore.rules' bounds for features
const MAX_FEATURES = 10;
const MAX_FEATURE_LENGTH = 100;

/** The brand's features list: type one, add it, remove any. */ function FeaturesField({ value, onChange, error }) {
    const { t } = (0,i18n/* .useBrandEditorTranslation */.J)();
    const validationText = (0,validation_i18n/* .useValidationText */.E)();
    const [draft, setDraft] = (0,react.useState)('');
    const full = value.length >= MAX_FEATURES;
    const add = ()=>{
        const feature = draft.trim();
        if (!feature || full || value.includes(feature)) return;
        onChange([
            ...value,
            feature
        ]);
        setDraft('');
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: BrandEditor_module/* .features */.qT,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: BrandEditor_module/* .featureInput */.Hm,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                        label: t('fields.features'),
                        placeholder: t('fields.featurePlaceholder'),
                        value: draft,
                        maxLength: MAX_FEATURE_LENGTH,
                        enforceMaxLength: true,
                        hint: full ? validationText('brandFeaturesTooMany') : undefined,
                        error: validationText(error),
                        onChange: (event)=>setDraft(event.target.value),
                        onKeyDown: (event)=>{
                            // Enter adds the feature instead of submitting the whole brand form
                            if (event.key === 'Enter') {
                                event.preventDefault();
                                add();
                            }
                        }
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        type: "button",
                        variant: "secondary",
                        leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(plus/* ["default"] */.A, {
                            "aria-hidden": "true"
                        }),
                        onClick: add,
                        disabled: full,
                        children: t('fields.addFeature')
                    })
                ]
            }),
            value.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: BrandEditor_module/* .muted */.SU,
                children: t('fields.noFeatures')
            }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                className: BrandEditor_module/* .featureList */.Zu,
                children: value.map((feature)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
                        className: BrandEditor_module/* .feature */.N4,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                children: feature
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(IconButton/* .IconButton */.K, {
                                type: "button",
                                size: "sm",
                                "aria-label": t('fields.removeFeature', {
                                    feature
                                }),
                                icon: /*#__PURE__*/ (0,jsx_runtime.jsx)(x/* ["default"] */.A, {}),
                                onClick: ()=>onChange(value.filter((item)=>item !== feature))
                            })
                        ]
                    }, feature))
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/sections/BasicInfoSection.tsx










/** spec §2 Basic Information: name, slug (follows the name until edited, Reset), texts, URL, rating, flags, features. */ function BasicInfoSection({ isAdmin, slugEdited, onSlugEdited }) {
    const { t } = (0,i18n/* .useBrandEditorTranslation */.J)();
    const { register, control, setValue, getValues } = (0,index_esm/* .useFormContext */.xW)();
    const errorOf = useFieldError();
    const slug = (0,index_esm/* .useWatch */.FH)({
        control,
        name: 'slug'
    });
    const name = register('name', {
        onChange: (event)=>{
            // spec §4: the slug follows the name until it is edited by hand
            if (!slugEdited) setValue('slug', (0,src.generateSlug)(event.target.value), {
                shouldValidate: false
            });
        }
    });
    const slugField = register('slug', {
        onChange: ()=>onSlugEdited(true)
    });
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: BrandEditor_module/* .fields */.OA,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                label: t('fields.name'),
                maxLength: 100,
                required: true,
                error: errorOf('name'),
                ...name
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: BrandEditor_module/* .slugRow */._R,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                        label: t('fields.slug'),
                        hint: t('fields.slugHint', {
                            slug: slug || '…'
                        }),
                        maxLength: 100,
                        required: true,
                        error: errorOf('slug'),
                        containerClassName: BrandEditor_module/* .grow */.wS,
                        ...slugField,
                        // controlled as well, so the counter follows the name-derived slug
                        value: slug ?? ''
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        type: "button",
                        variant: "secondary",
                        leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(refresh_cw/* ["default"] */.A, {
                            "aria-hidden": "true"
                        }),
                        "aria-label": t('fields.resetSlugLabel'),
                        onClick: ()=>{
                            onSlugEdited(false);
                            setValue('slug', (0,src.generateSlug)(getValues('name')), {
                                shouldValidate: true
                            });
                        },
                        children: t('fields.resetSlug')
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextArea */.f, {
                label: t('fields.description'),
                rows: 5,
                maxLength: 5000,
                required: true,
                error: errorOf('description'),
                ...register('description')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                label: t('fields.welcomeBonus'),
                hint: t('fields.welcomeBonusHint'),
                maxLength: 200,
                required: true,
                error: errorOf('welcomeBonus'),
                ...register('welcomeBonus')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                label: t('fields.websiteUrl'),
                hint: t('fields.websiteUrlHint'),
                type: "url",
                inputMode: "url",
                placeholder: "https://",
                maxLength: 500,
                error: errorOf('websiteUrl'),
                ...register('websiteUrl')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                label: t('fields.rating'),
                type: "number",
                min: 1,
                max: 5,
                step: 0.1,
                inputMode: "decimal",
                error: errorOf('rating'),
                containerClassName: BrandEditor_module/* .rating */.O0,
                ...register('rating')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: BrandEditor_module/* .flags */.Mv,
                children: [
                    isAdmin ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Checkbox/* .Checkbox */.S, {
                        label: t('fields.verified'),
                        description: t('fields.verifiedHint'),
                        ...register('verified')
                    }) : null,
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Checkbox/* .Checkbox */.S, {
                        label: t('fields.acceptsCrypto'),
                        ...register('acceptsCrypto')
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(index_esm/* .Controller */.xI, {
                control: control,
                name: "features",
                render: ({ field, fieldState })=>/*#__PURE__*/ (0,jsx_runtime.jsx)(FeaturesField, {
                        value: field.value ?? [],
                        onChange: field.onChange,
                        error: fieldState.error?.message
                    })
            })
        ]
    });
}

// EXTERNAL MODULE: ../mf-account/src/brand-editor/promotions/Promotions.module.css
var Promotions_module = __webpack_require__(7370);
// EXTERNAL MODULE: ../shared-ui/src/select-field/SelectField.tsx + 1 modules
var SelectField = __webpack_require__(6300);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/pencil.mjs
var pencil = __webpack_require__(1738);
// EXTERNAL MODULE: ../shared-ui/src/markup/PromotionDescription.tsx + 2 modules
var PromotionDescription = __webpack_require__(5454);
// EXTERNAL MODULE: ../shared-ui/src/modal/Modal.tsx
var Modal = __webpack_require__(6864);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/heading-2.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const heading_2_iconData = {
  name: "heading-2",
  size: 24,
  node: [
    ["path", { d: "M4 12h8", key: "17cfdx" }],
    ["path", { d: "M4 18V6", key: "1rz3zl" }],
    ["path", { d: "M12 18V6", key: "zqpxq5" }],
    ["path", { d: "M21 18h-4c0-4 4-3 4-6 0-1.5-2-2.5-4-1", key: "9jr5yi" }]
  ]
};
heading_2_iconData.node;
const Heading2 = (0,createLucideIcon/* ["default"] */.A)(heading_2_iconData);


//# sourceMappingURL=heading-2.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/heading-3.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const heading_3_iconData = {
  name: "heading-3",
  size: 24,
  node: [
    ["path", { d: "M4 12h8", key: "17cfdx" }],
    ["path", { d: "M4 18V6", key: "1rz3zl" }],
    ["path", { d: "M12 18V6", key: "zqpxq5" }],
    ["path", { d: "M17.5 10.5c1.7-1 3.5 0 3.5 1.5a2 2 0 0 1-2 2", key: "68ncm8" }],
    ["path", { d: "M17 17.5c2 1.5 4 .3 4-1.5a2 2 0 0 0-2-2", key: "1ejuhz" }]
  ]
};
heading_3_iconData.node;
const Heading3 = (0,createLucideIcon/* ["default"] */.A)(heading_3_iconData);


//# sourceMappingURL=heading-3.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/letter-b.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const letter_b_iconData = {
  name: "letter-b",
  size: 24,
  node: [
    [
      "path",
      { d: "M6 12h9a4 4 0 010 8H7a1 1 0 01-1-1V5a1 1 0 011-1h7a4 4 0 010 8", key: "n8tvfh" }
    ]
  ],
  aliases: ["bold"]
};
letter_b_iconData.node;
const LetterB = (0,createLucideIcon/* ["default"] */.A)(letter_b_iconData);


//# sourceMappingURL=letter-b.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/list.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const list_iconData = {
  name: "list",
  size: 24,
  node: [
    ["path", { d: "M3 5h.01", key: "18ugdj" }],
    ["path", { d: "M3 12h.01", key: "nlz23k" }],
    ["path", { d: "M3 19h.01", key: "noohij" }],
    ["path", { d: "M8 5h13", key: "1pao27" }],
    ["path", { d: "M8 12h13", key: "1za7za" }],
    ["path", { d: "M8 19h13", key: "m83p4d" }]
  ]
};
list_iconData.node;
const List = (0,createLucideIcon/* ["default"] */.A)(list_iconData);


//# sourceMappingURL=list.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/list-ordered.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const list_ordered_iconData = {
  name: "list-ordered",
  size: 24,
  node: [
    ["path", { d: "M11 5h10", key: "1cz7ny" }],
    ["path", { d: "M11 12h10", key: "1438ji" }],
    ["path", { d: "M11 19h10", key: "11t30w" }],
    ["path", { d: "M4 4h1v5", key: "10yrso" }],
    ["path", { d: "M4 9h2", key: "r1h2o0" }],
    ["path", { d: "M6.5 20H3.4c0-1 2.6-1.925 2.6-3.5a1.5 1.5 0 0 0-2.6-1.02", key: "xtkcd5" }]
  ]
};
list_ordered_iconData.node;
const ListOrdered = (0,createLucideIcon/* ["default"] */.A)(list_ordered_iconData);


//# sourceMappingURL=list-ordered.mjs.map

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/promotions/markup-toolbar.ts
// The description editor's toolbar (spec §2: H2, H3, Bold, Bullet, Number) as pure text edits, so the
// textarea keeps its own undo and the result is the light markup of spec §3.
const LINE_PREFIX = {
    h2: '## ',
    h3: '### ',
    bullet: '- ',
    number: '1. '
};
const EXISTING_PREFIX = /^(#{2,3} |- |\d+\. )/;
/** Applies a toolbar action to the selection: bold wraps it, the others prefix each selected line. */ function applyMarkup(action, { text, selectionStart, selectionEnd }) {
    if (action === 'bold') {
        const selected = text.slice(selectionStart, selectionEnd) || 'bold text';
        const next = `${text.slice(0, selectionStart)}**${selected}**${text.slice(selectionEnd)}`;
        return {
            text: next,
            selectionStart: selectionStart + 2,
            selectionEnd: selectionStart + 2 + selected.length
        };
    }
    const lineStart = text.lastIndexOf('\n', selectionStart - 1) + 1;
    const nextBreak = text.indexOf('\n', selectionEnd);
    const lineEnd = nextBreak === -1 ? text.length : nextBreak;
    const lines = text.slice(lineStart, lineEnd).split('\n');
    const prefixed = lines.map((line, index)=>{
        const bare = line.replace(EXISTING_PREFIX, '');
        const prefix = action === 'number' ? `${index + 1}. ` : LINE_PREFIX[action];
        return `${prefix}${bare}`;
    });
    const replaced = prefixed.join('\n');
    const next = `${text.slice(0, lineStart)}${replaced}${text.slice(lineEnd)}`;
    return {
        text: next,
        selectionStart: lineStart,
        selectionEnd: lineStart + replaced.length
    };
}

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/promotions/DescriptionEditorModal.tsx









const TOOLS = [
    {
        action: 'h2',
        Icon: Heading2
    },
    {
        action: 'h3',
        Icon: Heading3
    },
    {
        action: 'bold',
        Icon: LetterB
    },
    {
        action: 'bullet',
        Icon: List
    },
    {
        action: 'number',
        Icon: ListOrdered
    }
];
/** spec §2: the promotion description editor with its toolbar and a live preview by the detail modal's renderer. */ function DescriptionEditorModal({ open, value, onApply, onClose }) {
    const { t } = (0,i18n/* .useBrandEditorTranslation */.J)();
    const [draft, setDraft] = (0,react.useState)(value);
    const textarea = (0,react.useRef)(null);
    (0,react.useEffect)(()=>{
        if (open) setDraft(value);
    }, [
        open,
        value
    ]);
    const apply = (action)=>{
        const element = textarea.current;
        const edit = applyMarkup(action, {
            text: draft,
            selectionStart: element?.selectionStart ?? draft.length,
            selectionEnd: element?.selectionEnd ?? draft.length
        });
        setDraft(edit.text);
        requestAnimationFrame(()=>{
            element?.focus();
            element?.setSelectionRange(edit.selectionStart, edit.selectionEnd);
        });
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(Modal/* .Modal */.a, {
        open: open,
        onClose: onClose,
        title: t('descriptionEditor.title'),
        size: "xl",
        initialFocusRef: textarea,
        footer: /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
            className: Promotions_module/* .modalActions */.fF,
            children: [
                /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                    type: "button",
                    variant: "ghost",
                    onClick: onClose,
                    children: t('descriptionEditor.cancel')
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                    type: "button",
                    onClick: ()=>{
                        onApply(draft);
                        onClose();
                    },
                    children: t('descriptionEditor.apply')
                })
            ]
        }),
        children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
            className: Promotions_module/* .editorGrid */.A9,
            children: [
                /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                            role: "toolbar",
                            "aria-label": t('descriptionEditor.toolbar'),
                            className: Promotions_module/* .toolbar */.KE,
                            children: TOOLS.map(({ action, Icon })=>/*#__PURE__*/ (0,jsx_runtime.jsx)(IconButton/* .IconButton */.K, {
                                    type: "button",
                                    size: "sm",
                                    variant: "secondary",
                                    "aria-label": t(`descriptionEditor.${action}`),
                                    icon: /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {}),
                                    onClick: ()=>apply(action)
                                }, action))
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextArea */.f, {
                            ref: textarea,
                            label: t('descriptionEditor.text'),
                            value: draft,
                            rows: 12,
                            maxLength: 10000,
                            onChange: (event)=>setDraft(event.target.value)
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
                    "aria-label": t('descriptionEditor.preview'),
                    className: Promotions_module/* .preview */.VH,
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("h3", {
                            className: Promotions_module/* .previewTitle */.Vf,
                            children: t('descriptionEditor.preview')
                        }),
                        draft.trim() ? /*#__PURE__*/ (0,jsx_runtime.jsx)(PromotionDescription/* .PromotionDescription */.o, {
                            markup: draft
                        }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                            className: Promotions_module/* .muted */.SU,
                            children: t('descriptionEditor.emptyPreview')
                        })
                    ]
                })
            ]
        })
    });
}

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/promotions/PromotionFields.tsx













const CUSTOM = '__custom__';
/** One promotion of the brand form (spec §3 fields). */ function PromotionFields({ index, brandName, brandId, onRemove }) {
    const { t } = (0,i18n/* .useBrandEditorTranslation */.J)();
    const categoryLabel = (0,src.useCategoryLabel)();
    const { register, control, setValue } = (0,index_esm/* .useFormContext */.xW)();
    const path = `promotions.${index}`;
    const [category, title, description] = (0,index_esm/* .useWatch */.FH)({
        control,
        name: [
            `${path}.category`,
            `${path}.title`,
            `${path}.description`
        ]
    });
    const [custom, setCustom] = (0,react.useState)(()=>Boolean(category) && !(0,form_values/* .isStandardCategory */.Y1)(category ?? ''));
    const [editing, setEditing] = (0,react.useState)(false);
    const number = index + 1;
    const categoryOptions = [
        ...src.STANDARD_CATEGORIES.map((name)=>({
                value: name,
                label: categoryLabel(name)
            })),
        {
            value: CUSTOM,
            label: t('promotions.customCategory')
        }
    ];
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("fieldset", {
        className: Promotions_module/* .promotion */.KF,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("legend", {
                className: Promotions_module/* .legend */.o1,
                children: t('promotions.item', {
                    number
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Promotions_module/* .grid */.Vg,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(SelectField/* .SelectField */.z, {
                        label: t('promotions.category'),
                        options: categoryOptions,
                        value: custom ? CUSTOM : category ?? '',
                        onChange: (event)=>{
                            const next = event.target.value;
                            setCustom(next === CUSTOM);
                            setValue(`${path}.category`, next === CUSTOM ? '' : next, {
                                shouldDirty: true
                            });
                        }
                    }),
                    custom ? /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                        label: t('promotions.customCategoryName'),
                        maxLength: 100,
                        ...register(`${path}.category`)
                    }) : null,
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                        label: t('promotions.title'),
                        maxLength: 200,
                        ...register(`${path}.title`)
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(index_esm/* .Controller */.xI, {
                control: control,
                name: `${path}.image`,
                render: ({ field })=>/*#__PURE__*/ (0,jsx_runtime.jsx)(ImagePicker, {
                        kind: "promotion",
                        brandName: brandName,
                        brandId: brandId,
                        label: t('promotions.image'),
                        hint: t('images.promotionHint'),
                        value: field.value ?? '',
                        onChange: field.onChange
                    })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Promotions_module/* .description */.h_,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: Promotions_module/* .label */.Pf,
                        children: t('promotions.description')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: Promotions_module/* .descriptionPreview */.PW,
                        children: description?.trim() ? /*#__PURE__*/ (0,jsx_runtime.jsx)(PromotionDescription/* .PromotionDescription */.o, {
                            markup: description
                        }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                            className: Promotions_module/* .muted */.SU,
                            children: t('promotions.noDescription')
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        type: "button",
                        size: "sm",
                        variant: "secondary",
                        leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(pencil/* ["default"] */.A, {
                            "aria-hidden": "true"
                        }),
                        onClick: ()=>setEditing(true),
                        children: t('promotions.editDescription')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(DescriptionEditorModal, {
                        open: editing,
                        value: description ?? '',
                        onApply: (markup)=>setValue(`${path}.description`, markup, {
                                shouldDirty: true
                            }),
                        onClose: ()=>setEditing(false)
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextArea */.f, {
                label: t('promotions.terms'),
                rows: 3,
                maxLength: 5000,
                ...register(`${path}.terms`)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(index_esm/* .Controller */.xI, {
                control: control,
                name: `${path}.gameCategories`,
                render: ({ field })=>{
                    const selected = field.value ?? [];
                    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("fieldset", {
                        className: Promotions_module/* .games */.ag,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("legend", {
                                className: Promotions_module/* .label */.Pf,
                                children: t('promotions.gameCategories')
                            }),
                            src.GAME_CATEGORIES.map((game)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(Checkbox/* .Checkbox */.S, {
                                    label: t(`games.${game}`),
                                    checked: selected.includes(game),
                                    onChange: (event)=>field.onChange(event.target.checked ? [
                                            ...selected,
                                            game
                                        ] : selected.filter((item)=>item !== game))
                                }, game))
                        ]
                    });
                }
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Promotions_module/* .grid */.Vg,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                        label: t('promotions.maxBonus'),
                        type: "number",
                        min: 0,
                        step: 0.01,
                        inputMode: "decimal",
                        ...register(`${path}.maxBonus`)
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                        label: t('promotions.turnover'),
                        type: "number",
                        min: 0,
                        step: 0.01,
                        inputMode: "decimal",
                        ...register(`${path}.turnoverNeeded`)
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                        label: t('promotions.validUntil'),
                        type: "date",
                        ...register(`${path}.validUntil`)
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                className: Promotions_module/* .removeRow */.B9,
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                    type: "button",
                    size: "sm",
                    variant: "danger",
                    leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(trash/* ["default"] */.A, {
                        "aria-hidden": "true"
                    }),
                    "aria-label": t('promotions.removeNamed', {
                        title: title?.trim() || t('promotions.item', {
                            number
                        })
                    }),
                    onClick: onRemove,
                    children: t('promotions.remove')
                })
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/promotions/PromotionsSection.tsx








/** spec §2: the Promotions section: add, edit and remove promotions of the brand. */ function PromotionsSection({ brandName, brandId }) {
    const { t } = (0,i18n/* .useBrandEditorTranslation */.J)();
    const { control } = (0,index_esm/* .useFormContext */.xW)();
    // keyName: the promotions keep their own `id` (existing documents), react-hook-form gets another key
    const { fields, append, remove } = (0,index_esm/* .useFieldArray */.jz)({
        control,
        name: 'promotions',
        keyName: 'fieldKey'
    });
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: Promotions_module/* .section */.uW,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: Promotions_module/* .muted */.SU,
                children: t('promotions.intro')
            }),
            fields.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                className: Promotions_module/* .muted */.SU,
                children: t('promotions.empty')
            }) : null,
            fields.map((field, index)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(PromotionFields, {
                    index: index,
                    brandName: brandName,
                    brandId: brandId,
                    onRemove: ()=>remove(index)
                }, field.fieldKey)),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                type: "button",
                variant: "secondary",
                leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(plus/* ["default"] */.A, {
                    "aria-hidden": "true"
                }),
                onClick: ()=>append((0,form_values/* .emptyPromotion */.rU)()),
                children: t('promotions.add')
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/BrandForm.tsx
















// spec §9: redirect to /mybrands 1500 ms after a successful save
const REDIRECT_AFTER_SAVE_MS = 1500;
/** The brand form: Basic Information, Images, Promotions; validation, save, banner, redirect. */ function BrandForm({ mode, brandId, initialValues, actor, onSignIn }) {
    const { t } = (0,i18n/* .useBrandEditorTranslation */.J)();
    const validationText = (0,validation_i18n/* .useValidationText */.E)();
    const navigate = (0,chunk_6KYCQHYJ/* .useNavigate */.Zp)();
    // errors as message keys, translated where they are shown (no English mapped back to keys)
    const schema = (0,react.useMemo)(()=>(0,manage.createBrandFormSchema)((key)=>key), []);
    const form = (0,index_esm/* .useForm */.mN)({
        resolver: (0,zod/* .zodResolver */.u)(schema),
        defaultValues: initialValues,
        shouldFocusError: true
    });
    const [slugEdited, setSlugEdited] = (0,react.useState)(mode === 'edit');
    const [banner, setBanner] = (0,react.useState)(null);
    const bannerRef = (0,react.useRef)(null);
    const create = (0,manage.useCreateBrand)();
    const update = (0,manage.useUpdateBrand)();
    const name = (0,index_esm/* .useWatch */.FH)({
        control: form.control,
        name: 'name'
    });
    const saving = form.formState.isSubmitting || create.isPending || update.isPending;
    const saved = banner?.kind === 'success';
    (0,react.useEffect)(()=>{
        if (!saved) return;
        const timer = setTimeout(()=>navigate('/mybrands'), REDIRECT_AFTER_SAVE_MS);
        return ()=>clearTimeout(timer);
    }, [
        navigate,
        saved
    ]);
    (0,react.useEffect)(()=>{
        if (banner) bannerRef.current?.focus();
    }, [
        banner
    ]);
    const save = async (values)=>{
        if (!actor) {
            setBanner({
                kind: 'error',
                text: validationText('brandLoginRequired') ?? ''
            });
            return;
        }
        setBanner(null);
        try {
            // spec §5: a name-derived slug gets -1, -2 … when taken; a hand-edited one must be unique as typed
            const slug = slugEdited ? values.slug : await (0,manage.suggestUniqueSlug)(values.slug || values.name, brandId);
            if (slug !== values.slug) form.setValue('slug', slug);
            const brand = {
                ...values,
                slug,
                promotions: values.promotions.filter(form_values/* .hasContent */.ov)
            };
            if (mode === 'create') await create.mutateAsync({
                values: brand,
                actor,
                brandId
            });
            else await update.mutateAsync({
                brandId,
                values: brand,
                actor
            });
            setBanner({
                kind: 'success',
                text: t(mode === 'create' ? 'saved.created' : 'saved.updated')
            });
        } catch (error) {
            if (error instanceof manage.SlugTakenError) {
                form.setError('slug', {
                    message: 'brandSlugTaken'
                }, {
                    shouldFocus: true
                });
                return;
            }
            // every field and uploaded image stays as it is, so the user can simply try again
            setBanner({
                kind: 'error',
                text: t('saveFailed', {
                    message: (0,src.errorMessage)(error).replace(/\.$/, '')
                })
            });
        }
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(index_esm/* .FormProvider */.Op, {
        ...form,
        children: /*#__PURE__*/ (0,jsx_runtime.jsxs)("form", {
            className: BrandEditor_module/* .form */.Zd,
            noValidate: true,
            onSubmit: form.handleSubmit(save, ()=>setBanner({
                    kind: 'error',
                    text: t('fixErrors')
                })),
            children: [
                !actor ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                    className: BrandEditor_module/* .warning */.$e,
                    role: "note",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(triangle_exclamation_point/* ["default"] */.A, {
                            "aria-hidden": "true",
                            size: 18
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                            children: t('signedOutWarning')
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                            type: "button",
                            size: "sm",
                            variant: "secondary",
                            onClick: onSignIn,
                            children: t('signIn')
                        })
                    ]
                }) : null,
                banner ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                    ref: bannerRef,
                    tabIndex: -1,
                    className: banner.kind === 'success' ? BrandEditor_module/* .success */.kX : BrandEditor_module/* .failure */.V2,
                    role: banner.kind === 'success' ? 'status' : 'alert',
                    children: [
                        banner.kind === 'success' ? /*#__PURE__*/ (0,jsx_runtime.jsx)(circle_check/* ["default"] */.A, {
                            "aria-hidden": "true",
                            size: 18
                        }) : /*#__PURE__*/ (0,jsx_runtime.jsx)(triangle_exclamation_point/* ["default"] */.A, {
                            "aria-hidden": "true",
                            size: 18
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                            children: banner.text
                        })
                    ]
                }) : null,
                /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
                    className: BrandEditor_module/* .section */.uW,
                    "aria-labelledby": "brand-basic-heading",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                            id: "brand-basic-heading",
                            className: BrandEditor_module/* .sectionTitle */.Gf,
                            children: t('sections.basic')
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(BasicInfoSection, {
                            isAdmin: actor?.role === 'admin',
                            slugEdited: slugEdited,
                            onSlugEdited: setSlugEdited
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
                    className: BrandEditor_module/* .section */.uW,
                    "aria-labelledby": "brand-images-heading",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                            id: "brand-images-heading",
                            className: BrandEditor_module/* .sectionTitle */.Gf,
                            children: t('sections.images')
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(ImagesSection, {
                            brandName: name,
                            brandId: brandId
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
                    className: BrandEditor_module/* .section */.uW,
                    "aria-labelledby": "brand-promotions-heading",
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                            id: "brand-promotions-heading",
                            className: BrandEditor_module/* .sectionTitle */.Gf,
                            children: t('sections.promotions')
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(PromotionsSection, {
                            brandName: name,
                            brandId: brandId
                        })
                    ]
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                    className: BrandEditor_module/* .actions */.o1,
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(chunk_6KYCQHYJ/* .Link */.N_, {
                            to: "/mybrands",
                            className: (0,Button/* .buttonClassName */.E)({
                                variant: 'ghost'
                            }),
                            children: t('backToMyBrands')
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                            type: "submit",
                            loading: saving,
                            loadingText: t('save.saving'),
                            disabled: saved,
                            children: mode === 'create' ? t('save.create') : t('save.update')
                        })
                    ]
                })
            ]
        })
    });
}


},
9395(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var _bonus_atlas_shared_services__rspack_import_0 = __webpack_require__(580);

const emptyPromotion = ()=>({
        category: _bonus_atlas_shared_services__rspack_import_0.WELCOME_BONUS,
        title: '',
        description: '',
        image: '',
        terms: '',
        gameCategories: [],
        maxBonus: 0,
        turnoverNeeded: 0,
        validUntil: ''
    });
const emptyBrandValues = ()=>({
        name: '',
        slug: '',
        description: '',
        welcomeBonus: '',
        websiteUrl: '',
        verified: false,
        acceptsCrypto: false,
        rating: 4,
        logoImage: '',
        coverImage: '',
        features: [],
        promotions: []
    });
function dateInputValue(value) {
    if (!value) return '';
    const date = value instanceof Date ? value : new Date(value);
    return Number.isNaN(date.getTime()) ? String(value) : date.toISOString().slice(0, 10);
}
/** A stored brand and its promotions as the form's values. */ function brandToFormValues(brand, promotions) {
    return {
        name: brand.name,
        slug: brand.slug,
        description: brand.description,
        welcomeBonus: brand.welcomeBonus,
        websiteUrl: brand.websiteUrl,
        verified: brand.verified,
        acceptsCrypto: brand.acceptsCrypto,
        rating: brand.rating || 1,
        logoImage: brand.logoImage,
        coverImage: brand.coverImage,
        features: [
            ...brand.features
        ],
        promotions: promotions.map((promotion)=>({
                id: promotion.id,
                category: promotion.category || 'Others',
                title: promotion.title,
                description: promotion.description,
                image: promotion.image,
                terms: promotion.terms,
                gameCategories: [
                    ...promotion.gameCategories
                ],
                maxBonus: promotion.maxBonus,
                turnoverNeeded: promotion.turnoverNeeded,
                validUntil: dateInputValue(promotion.validUntil),
                ...promotion.discountValue !== null ? {
                    discountValue: promotion.discountValue
                } : {}
            }))
    };
}
/** spec §4/§5: only promotions with an image, title or description are saved. */ function hasContent(promotion) {
    return Boolean(promotion.image?.trim() || promotion.title?.trim() || promotion.description?.trim());
}
const isStandardCategory = (category)=>_bonus_atlas_shared_services__rspack_import_0.STANDARD_CATEGORIES.includes(category);

__webpack_require__.d(__webpack_exports__, {
}, {
  X$: emptyBrandValues,
  Y1: isStandardCategory,
  ov: hasContent,
  rU: emptyPromotion,
  th: brandToFormValues
});


},
13(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  J: () => (/* binding */ useBrandEditorTranslation)
});

// UNUSED EXPORTS: BRAND_EDITOR_NS

// EXTERNAL MODULE: ../shared-ui/src/i18n/init-i18n.ts + 3 modules
var init_i18n = __webpack_require__(6933);
// EXTERNAL MODULE: ../shared-ui/src/i18n/use-translation.ts
var use_translation = __webpack_require__(5781);
;// CONCATENATED MODULE: ../mf-account/src/brand-editor/texts.en.ts
// English texts of the brand editor: the spec's words where it gives them (§2, §5, §6, §8).
const brandEditorEn = {
    backToMyBrands: 'Back to My Brands',
    loading: 'Loading brand editor...',
    signedOutWarning: 'You need to be logged in to create or edit brands',
    signIn: 'Sign In',
    signedOutTitle: 'Please Sign In',
    signedOutMessage: 'You need to be logged in to create or edit brands',
    noPermission: "You don't have permission to edit this brand.",
    notFound: 'Brand not found. Please try again or create a new brand.',
    loadFailed: 'Failed to load brand data. Please try again later.',
    tryAgain: 'Try Again',
    sections: {
        basic: 'Basic Information',
        images: 'Images',
        promotions: 'Promotions'
    },
    fields: {
        name: 'Brand name',
        slug: 'URL slug',
        slugHint: 'The brand page address: /brand/{{slug}}',
        resetSlug: 'Reset',
        resetSlugLabel: 'Reset the URL slug to the one made from the name',
        description: 'Description',
        welcomeBonus: 'Welcome bonus',
        welcomeBonusHint: 'For example: 100% up to IDR 1.000.000',
        websiteUrl: 'Website URL',
        websiteUrlHint: 'A full address is advised, starting with https://',
        rating: 'Rating (1 to 5)',
        verified: 'Verified brand',
        verifiedHint: 'Only admins can mark a brand as verified.',
        acceptsCrypto: 'Accepts crypto',
        features: 'Features',
        featurePlaceholder: 'e.g. Fast withdrawals',
        addFeature: 'Add feature',
        removeFeature: 'Remove feature {{feature}}',
        noFeatures: 'No features yet.'
    },
    images: {
        logo: 'Logo',
        cover: 'Cover image',
        logoHint: 'JPG or PNG, up to 500KB (larger images are shrunk)',
        coverHint: 'JPG or PNG, up to 500KB (larger images are shrunk)',
        promotionHint: 'JPG, PNG, GIF or WEBP, up to 1MB (larger images are shrunk)',
        choose: 'Choose image',
        replace: 'Replace image',
        remove: 'Remove image',
        preview: '{{label}} preview',
        empty: 'No image',
        states: {
            idle: 'No new image',
            processing: 'Processing image...',
            uploading: 'Uploading image...',
            done: 'Image uploaded',
            error: 'Upload failed'
        },
        processFailed: 'Failed to process image. Please try a smaller or different image.',
        previewFailed: 'Failed to load image preview'
    },
    promotions: {
        intro: 'A promotion is saved when it has an image, a title or a description.',
        add: 'Add Promotion',
        remove: 'Remove promotion',
        removeNamed: 'Remove promotion {{title}}',
        item: 'Promotion {{number}}',
        category: 'Category',
        customCategory: 'Custom category…',
        customCategoryName: 'Custom category name',
        title: 'Title',
        image: 'Promotion image',
        description: 'Description',
        editDescription: 'Edit description',
        noDescription: 'No description yet.',
        terms: 'Terms',
        gameCategories: 'Game categories',
        maxBonus: 'Max bonus (IDR)',
        turnover: 'Turnover (x)',
        validUntil: 'Valid until',
        empty: 'No promotions yet. Add the first one.'
    },
    descriptionEditor: {
        title: 'Edit description',
        toolbar: 'Formatting',
        h2: 'Heading 2',
        h3: 'Heading 3',
        bold: 'Bold',
        bullet: 'Bulleted list',
        number: 'Numbered list',
        text: 'Description text',
        preview: 'Preview',
        emptyPreview: 'The preview appears here.',
        apply: 'Apply',
        cancel: 'Cancel'
    },
    games: {
        Sports: 'Sports',
        Slots: 'Slots',
        Casino: 'Casino',
        Fishing: 'Fishing',
        Lottery: 'Lottery'
    },
    save: {
        create: 'Create Brand',
        update: 'Save Changes',
        saving: 'Saving...'
    },
    saved: {
        created: 'Brand created successfully! Taking you to My Brands...',
        updated: 'Brand saved successfully! Taking you to My Brands...'
    },
    saveFailed: 'Failed to save brand: {{message}}. Please try again.',
    fixErrors: 'Please correct the highlighted fields.'
};

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/texts.id.ts
// Bahasa Indonesia texts of the brand editor (same keys as English).
const brandEditorId = {
    backToMyBrands: 'Kembali ke Brand Saya',
    loading: 'Memuat editor brand...',
    signedOutWarning: 'Anda harus masuk untuk membuat atau mengedit brand',
    signIn: 'Masuk',
    signedOutTitle: 'Silakan Masuk',
    signedOutMessage: 'Anda harus masuk untuk membuat atau mengedit brand',
    noPermission: 'Anda tidak memiliki izin untuk mengedit brand ini.',
    notFound: 'Brand tidak ditemukan. Silakan coba lagi atau buat brand baru.',
    loadFailed: 'Gagal memuat data brand. Silakan coba lagi nanti.',
    tryAgain: 'Coba Lagi',
    sections: {
        basic: 'Informasi Dasar',
        images: 'Gambar',
        promotions: 'Promosi'
    },
    fields: {
        name: 'Nama brand',
        slug: 'Slug URL',
        slugHint: 'Alamat halaman brand: /brand/{{slug}}',
        resetSlug: 'Atur ulang',
        resetSlugLabel: 'Kembalikan slug URL ke slug dari nama',
        description: 'Deskripsi',
        welcomeBonus: 'Bonus sambutan',
        welcomeBonusHint: 'Contoh: 100% hingga IDR 1.000.000',
        websiteUrl: 'URL situs',
        websiteUrlHint: 'Sebaiknya alamat lengkap, diawali https://',
        rating: 'Rating (1 sampai 5)',
        verified: 'Brand terverifikasi',
        verifiedHint: 'Hanya admin yang dapat menandai brand sebagai terverifikasi.',
        acceptsCrypto: 'Menerima kripto',
        features: 'Fitur',
        featurePlaceholder: 'mis. Penarikan cepat',
        addFeature: 'Tambah fitur',
        removeFeature: 'Hapus fitur {{feature}}',
        noFeatures: 'Belum ada fitur.'
    },
    images: {
        logo: 'Logo',
        cover: 'Gambar sampul',
        logoHint: 'JPG atau PNG, hingga 500KB (gambar lebih besar diperkecil)',
        coverHint: 'JPG atau PNG, hingga 500KB (gambar lebih besar diperkecil)',
        promotionHint: 'JPG, PNG, GIF atau WEBP, hingga 1MB (gambar lebih besar diperkecil)',
        choose: 'Pilih gambar',
        replace: 'Ganti gambar',
        remove: 'Hapus gambar',
        preview: 'Pratinjau {{label}}',
        empty: 'Tidak ada gambar',
        states: {
            idle: 'Belum ada gambar baru',
            processing: 'Memproses gambar...',
            uploading: 'Mengunggah gambar...',
            done: 'Gambar terunggah',
            error: 'Unggahan gagal'
        },
        processFailed: 'Gagal memproses gambar. Silakan coba gambar yang lebih kecil atau berbeda.',
        previewFailed: 'Gagal memuat pratinjau gambar'
    },
    promotions: {
        intro: 'Promosi disimpan jika memiliki gambar, judul atau deskripsi.',
        add: 'Tambah Promosi',
        remove: 'Hapus promosi',
        removeNamed: 'Hapus promosi {{title}}',
        item: 'Promosi {{number}}',
        category: 'Kategori',
        customCategory: 'Kategori khusus…',
        customCategoryName: 'Nama kategori khusus',
        title: 'Judul',
        image: 'Gambar promosi',
        description: 'Deskripsi',
        editDescription: 'Edit deskripsi',
        noDescription: 'Belum ada deskripsi.',
        terms: 'Syarat',
        gameCategories: 'Kategori permainan',
        maxBonus: 'Bonus maksimal (IDR)',
        turnover: 'Turnover (x)',
        validUntil: 'Berlaku hingga',
        empty: 'Belum ada promosi. Tambahkan yang pertama.'
    },
    descriptionEditor: {
        title: 'Edit deskripsi',
        toolbar: 'Format',
        h2: 'Judul 2',
        h3: 'Judul 3',
        bold: 'Tebal',
        bullet: 'Daftar berpoin',
        number: 'Daftar bernomor',
        text: 'Teks deskripsi',
        preview: 'Pratinjau',
        emptyPreview: 'Pratinjau muncul di sini.',
        apply: 'Terapkan',
        cancel: 'Batal'
    },
    games: {
        Sports: 'Olahraga',
        Slots: 'Slot',
        Casino: 'Kasino',
        Fishing: 'Tembak Ikan',
        Lottery: 'Lotre'
    },
    save: {
        create: 'Buat Brand',
        update: 'Simpan Perubahan',
        saving: 'Menyimpan...'
    },
    saved: {
        created: 'Brand berhasil dibuat! Mengarahkan ke Brand Saya...',
        updated: 'Brand berhasil disimpan! Mengarahkan ke Brand Saya...'
    },
    saveFailed: 'Gagal menyimpan brand: {{message}}. Silakan coba lagi.',
    fixErrors: 'Silakan perbaiki kolom yang ditandai.'
};

;// CONCATENATED MODULE: ../mf-account/src/brand-editor/i18n.ts



const BRAND_EDITOR_NS = 'brandEditor';
(0,init_i18n/* .addResources */.pU)(BRAND_EDITOR_NS, {
    en: brandEditorEn,
    id: brandEditorId
});
function useBrandEditorTranslation() {
    return (0,use_translation/* .useTranslation */.B)(BRAND_EDITOR_NS);
}


},
2394(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var _bonus_atlas_shared_ui__rspack_import_0 = __webpack_require__(6933);
/* import */ var _bonus_atlas_shared_ui__rspack_import_1 = __webpack_require__(5781);

const ACCOUNT_NS = 'account';
const accountEn = {
    profile: {
        title: 'Profile',
        loading: 'Loading profile...',
        signedOutTitle: 'Please Sign In',
        signedOutMessage: 'You need to be logged in to view your profile',
        editProfile: 'Edit Profile',
        displayName: 'Display name',
        save: 'Save',
        saving: 'Saving...',
        cancel: 'Cancel',
        updated: 'Profile updated successfully!',
        updateFailed: 'Failed to update profile: {{reason}}',
        myBrands: 'My Brands',
        noBrands: "You haven't created any brands yet.",
        viewBrand: 'View {{name}}',
        accountSettings: 'Account Settings',
        changePassword: 'Change Password',
        passwordAtGoogle: 'You sign in with your Google account, so its password is managed at Google.',
        manageAtGoogle: 'Manage your Google account',
        preferences: 'Preferences',
        language: 'Language',
        signOut: 'Sign Out',
        signOutFailed: 'Sign-out failed. Please try again.',
        takeABreak: 'Take a break',
        takeABreakHint: 'Hide every bonus amount and Claim Bonus button across the site for 24 hours, 30 days or 90 days.',
        onBreakUntil: 'You are taking a break until {{until}}.',
        chooseBreak: 'Take a break',
        extendBreak: 'Make it longer'
    },
    transactions: {
        title: 'My Wallet',
        loading: 'Loading transactions...',
        signedOutTitle: 'Please Log In',
        signedOutMessage: 'You need to log in to view your transaction history',
        currentBalance: 'Current Balance',
        totalEarned: 'Total Earned',
        refresh: 'Refresh',
        history: 'Transaction History',
        emptyTitle: 'No Transactions Yet',
        emptyMessage: 'Your rewards and bonuses will appear here.',
        howToEarnTitle: 'How to earn',
        howToEarn: 'Report wrong promotion info from any promotion. You earn IDR 5,000 when our team reviews your report.',
        loadFailed: 'Failed to load transaction data',
        tryAgain: 'Try Again',
        types: {
            report_reward: 'Report Reward',
            bonus: 'Bonus',
            withdrawal: 'Withdrawal',
            other: 'Transaction'
        },
        statuses: {
            completed: 'Completed'
        },
        myReports: 'My Reports',
        noReports: "You haven't reported any promotion yet.",
        reportsFailed: 'Failed to load reports',
        reportOn: '{{promotion}} · {{brand}}',
        rewarded: 'Rewarded IDR 5,000',
        notRewarded: 'Not rewarded',
        reportStatuses: {
            pending: 'Pending',
            reviewed: 'Reviewed',
            resolved: 'Resolved'
        }
    },
    myBrands: {
        title: 'My Brands',
        adminTitle: 'All Brands',
        loading: 'Loading brands...',
        search: 'Search brands',
        searchPlaceholder: 'Search by name or URL slug',
        refresh: 'Refresh',
        createBrand: 'Create Brand',
        caption: 'Brands',
        columns: {
            brand: 'Brand',
            slug: 'URL Slug',
            promotions: 'Promo count',
            rating: 'Rating',
            author: 'Author',
            actions: 'Actions'
        },
        view: 'View {{name}}',
        edit: 'Edit {{name}}',
        delete: 'Delete {{name}}',
        confirmDeleteTitle: 'Delete this brand?',
        confirmDeleteMessage: '{{name}} and its promotions will be deleted. This cannot be undone.',
        confirmDelete: 'Delete',
        deleted: 'Brand deleted.',
        deleteFailed: 'Failed to delete brand. Please try again.',
        loadFailed: 'Failed to load brands. Please try again later.',
        tryAgain: 'Try Again',
        emptyTitle: 'No brands yet',
        emptyMessage: "You haven't created any brands yet. Create your first one.",
        noMatchesTitle: 'No brands match your search',
        noMatchesMessage: 'Try a different name or slug.'
    },
    createBrand: {
        title: 'Create Brand'
    },
    editBrand: {
        title: 'Edit Brand',
        loading: 'Loading brand...'
    },
    editor: {
        loading: 'Loading brand editor...'
    }
};
const accountId = {
    profile: {
        title: 'Profil',
        loading: 'Memuat profil...',
        signedOutTitle: 'Silakan Masuk',
        signedOutMessage: 'Anda harus masuk untuk melihat profil Anda',
        editProfile: 'Edit Profil',
        displayName: 'Nama tampilan',
        save: 'Simpan',
        saving: 'Menyimpan...',
        cancel: 'Batal',
        updated: 'Profil berhasil diperbarui!',
        updateFailed: 'Gagal memperbarui profil: {{reason}}',
        myBrands: 'Brand Saya',
        noBrands: 'Anda belum membuat brand.',
        viewBrand: 'Lihat {{name}}',
        accountSettings: 'Pengaturan Akun',
        changePassword: 'Ubah Kata Sandi',
        passwordAtGoogle: 'Anda masuk dengan akun Google, jadi kata sandinya dikelola di Google.',
        manageAtGoogle: 'Kelola akun Google Anda',
        preferences: 'Preferensi',
        language: 'Bahasa',
        signOut: 'Keluar',
        signOutFailed: 'Gagal keluar. Silakan coba lagi.',
        takeABreak: 'Rehat sejenak',
        takeABreakHint: 'Sembunyikan semua jumlah bonus dan tombol Klaim Bonus di seluruh situs selama 24 jam, 30 hari, atau 90 hari.',
        onBreakUntil: 'Anda sedang rehat hingga {{until}}.',
        chooseBreak: 'Rehat sejenak',
        extendBreak: 'Perpanjang'
    },
    transactions: {
        title: 'Dompet Saya',
        loading: 'Memuat transaksi...',
        signedOutTitle: 'Silakan Masuk',
        signedOutMessage: 'Anda harus masuk untuk melihat riwayat transaksi Anda',
        currentBalance: 'Saldo Saat Ini',
        totalEarned: 'Total Pendapatan',
        refresh: 'Muat Ulang',
        history: 'Riwayat Transaksi',
        emptyTitle: 'Belum Ada Transaksi',
        emptyMessage: 'Hadiah dan bonus Anda akan muncul di sini.',
        howToEarnTitle: 'Cara mendapatkan',
        howToEarn: 'Laporkan info promosi yang salah dari promosi mana pun. Anda mendapat IDR 5.000 saat tim kami meninjau laporan Anda.',
        loadFailed: 'Gagal memuat data transaksi',
        tryAgain: 'Coba Lagi',
        types: {
            report_reward: 'Hadiah Laporan',
            bonus: 'Bonus',
            withdrawal: 'Penarikan',
            other: 'Transaksi'
        },
        statuses: {
            completed: 'Selesai'
        },
        myReports: 'Laporan Saya',
        noReports: 'Anda belum melaporkan promosi apa pun.',
        reportsFailed: 'Gagal memuat laporan',
        reportOn: '{{promotion}} · {{brand}}',
        rewarded: 'Mendapat IDR 5.000',
        notRewarded: 'Belum diberi hadiah',
        reportStatuses: {
            pending: 'Menunggu',
            reviewed: 'Ditinjau',
            resolved: 'Selesai'
        }
    },
    myBrands: {
        title: 'Brand Saya',
        adminTitle: 'Semua Brand',
        loading: 'Memuat brand...',
        search: 'Cari brand',
        searchPlaceholder: 'Cari berdasarkan nama atau slug URL',
        refresh: 'Muat Ulang',
        createBrand: 'Buat Brand',
        caption: 'Brand',
        columns: {
            brand: 'Brand',
            slug: 'Slug URL',
            promotions: 'Jumlah promo',
            rating: 'Rating',
            author: 'Pembuat',
            actions: 'Aksi'
        },
        view: 'Lihat {{name}}',
        edit: 'Edit {{name}}',
        delete: 'Hapus {{name}}',
        confirmDeleteTitle: 'Hapus brand ini?',
        confirmDeleteMessage: '{{name}} beserta promosinya akan dihapus. Tindakan ini tidak dapat dibatalkan.',
        confirmDelete: 'Hapus',
        deleted: 'Brand dihapus.',
        deleteFailed: 'Gagal menghapus brand. Silakan coba lagi.',
        loadFailed: 'Gagal memuat brand. Silakan coba lagi nanti.',
        tryAgain: 'Coba Lagi',
        emptyTitle: 'Belum ada brand',
        emptyMessage: 'Anda belum membuat brand. Buat brand pertama Anda.',
        noMatchesTitle: 'Tidak ada brand yang cocok',
        noMatchesMessage: 'Coba nama atau slug lain.'
    },
    createBrand: {
        title: 'Buat Brand'
    },
    editBrand: {
        title: 'Edit Brand',
        loading: 'Memuat brand...'
    },
    editor: {
        loading: 'Memuat editor brand...'
    }
};
(0,_bonus_atlas_shared_ui__rspack_import_0/* .addResources */.pU)(ACCOUNT_NS, {
    en: accountEn,
    id: accountId
});
/** Translations of this remote's own texts (shared texts live in the `common` namespace). */ function useAccountTranslation() {
    return (0,_bonus_atlas_shared_ui__rspack_import_1/* .useTranslation */.B)(ACCOUNT_NS);
}

__webpack_require__.d(__webpack_exports__, {
}, {
  U: useAccountTranslation
});


},
9539(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var _bonus_atlas_shared_ui__rspack_import_3 = __webpack_require__(9444);
/* import */ var _brand_editor_BrandEditor__rspack_import_1 = __webpack_require__(8020);
/* import */ var _i18n__rspack_import_2 = __webpack_require__(2394);




function CreateBrandPage() {
    const { t } = (0,_i18n__rspack_import_2/* .useAccountTranslation */.U)();
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_3/* .Page */.Y, {
        "data-remote": "mf_account",
        title: t('createBrand.title'),
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_brand_editor_BrandEditor__rspack_import_1["default"], {})
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  "default": CreateBrandPage
});


},
1346(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var _bonus_atlas_shared_ui__rspack_import_2 = __webpack_require__(6933);
/* import */ var _bonus_atlas_shared_ui__rspack_import_3 = __webpack_require__(5781);
/* import */ var _bonus_atlas_shared_services__rspack_import_0 = __webpack_require__(580);
/* import */ var _bonus_atlas_shared_services_manage__rspack_import_1 = __webpack_require__(5907);



const VALIDATION_NS = 'accountValidation';
/** i18next placeholders ({{x}}) for the validation messages' {x}. */ function toI18nPlaceholders(messages) {
    return Object.fromEntries(Object.entries(messages).map(([key, text])=>[
            key,
            text.replace(/\{(\w+)\}/g, '{{$1}}')
        ]));
}
(0,_bonus_atlas_shared_ui__rspack_import_2/* .addResources */.pU)(VALIDATION_NS, {
    en: toI18nPlaceholders(_bonus_atlas_shared_services__rspack_import_0.validationMessages),
    id: toI18nPlaceholders(_bonus_atlas_shared_services_manage__rspack_import_1.validationMessagesId)
});
const isMessageKey = (message)=>message in _bonus_atlas_shared_services__rspack_import_0.validationMessages;
/**
 * Forms here build their zod schemas with `(key) => key`, so an error message IS a validation key;
 * this shows it in the UI language. zod's own texts (not keys) are shown as they are.
 */ function useValidationText() {
    const { t } = (0,_bonus_atlas_shared_ui__rspack_import_3/* .useTranslation */.B)(VALIDATION_NS);
    return (message, values = {})=>{
        if (!message) return undefined;
        return isMessageKey(message) ? t(message, values) : message;
    };
}

__webpack_require__.d(__webpack_exports__, {
}, {
  E: useValidationText
});


},
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
3132(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var react__rspack_import_1 = __webpack_require__(3696);
/* import */ var _utils_cx__rspack_import_3 = __webpack_require__(5838);
/* import */ var _Checkbox_module_css__rspack_import_2 = __webpack_require__(8019);




/** Labelled checkbox (e.g. "Dry run", "Skip promotion images"); forwardRef for react-hook-form. */ const Checkbox = /*#__PURE__*/ (0,react__rspack_import_1.forwardRef)(function Checkbox({ label, description, className, id, ...input }, ref) {
    const generatedId = (0,react__rspack_import_1.useId)();
    const inputId = id ?? generatedId;
    const descriptionId = description ? `${inputId}-description` : undefined;
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
        className: (0,_utils_cx__rspack_import_3.cx)(_Checkbox_module_css__rspack_import_2/* .checkbox */.kv, className),
        children: [
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                ...input,
                ref: ref,
                id: inputId,
                type: "checkbox",
                "aria-describedby": descriptionId,
                className: _Checkbox_module_css__rspack_import_2/* .input */.hF
            }),
            /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("span", {
                className: _Checkbox_module_css__rspack_import_2/* .text */.Qq,
                children: [
                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("label", {
                        htmlFor: inputId,
                        className: _Checkbox_module_css__rspack_import_2/* .label */.Pf,
                        children: label
                    }),
                    description ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                        id: descriptionId,
                        className: _Checkbox_module_css__rspack_import_2/* .description */.h_,
                        children: description
                    }) : null
                ]
            })
        ]
    });
});

__webpack_require__.d(__webpack_exports__, {
}, {
  S: Checkbox
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
5454(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  o: () => (/* binding */ PromotionDescription)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
;// CONCATENATED MODULE: ../node_modules/dompurify/dist/purify.es.mjs
/*! @license DOMPurify 3.4.18 | (c) Cure53 and other contributors | Released under the Apache license 2.0 and Mozilla Public License 2.0 | github.com/cure53/DOMPurify/blob/3.4.18/LICENSE */
function _OverloadYield(e, d) {
	this.v = e, this.k = d;
}
function _arrayLikeToArray(r, a) {
	(null == a || a > r.length) && (a = r.length);
	for (var e = 0, n = Array(a); e < a; e++) n[e] = r[e];
	return n;
}
function _arrayWithHoles(r) {
	if (Array.isArray(r)) return r;
}
function _iterableToArrayLimit(r, l) {
	var t = null == r ? null : "undefined" != typeof Symbol && r[Symbol.iterator] || r["@@iterator"];
	if (null != t) {
		var e, n, i, u, a = [], f = !0, o = !1;
		try {
			if (i = (t = t.call(r)).next, 0 === l) {
				if (Object(t) !== t) return;
				f = !1;
			} else for (; !(f = (e = i.call(t)).done) && (a.push(e.value), a.length !== l); f = !0);
		} catch (r) {
			o = !0, n = r;
		} finally {
			try {
				if (!f && null != t.return && (u = t.return(), Object(u) !== u)) return;
			} finally {
				if (o) throw n;
			}
		}
		return a;
	}
}
function _nonIterableRest() {
	throw new TypeError("Invalid attempt to destructure non-iterable instance.\nIn order to be iterable, non-array objects must have a [Symbol.iterator]() method.");
}
/*! regenerator-runtime -- Copyright (c) 2014-present, Facebook, Inc. -- license (MIT): https://github.com/babel/babel/blob/main/packages/babel-helpers/LICENSE */
function _slicedToArray(r, e) {
	return _arrayWithHoles(r) || _iterableToArrayLimit(r, e) || _unsupportedIterableToArray(r, e) || _nonIterableRest();
}
function _unsupportedIterableToArray(r, a) {
	if (r) {
		if ("string" == typeof r) return _arrayLikeToArray(r, a);
		var t = {}.toString.call(r).slice(8, -1);
		return "Object" === t && r.constructor && (t = r.constructor.name), "Map" === t || "Set" === t ? Array.from(r) : "Arguments" === t || /^(?:Ui|I)nt(?:8|16|32)(?:Clamped)?Array$/.test(t) ? _arrayLikeToArray(r, a) : void 0;
	}
}
function AsyncGenerator(e) {
	var t, n;
	function resume(t, n) {
		try {
			var r = e[t](n), o = r.value, u = o instanceof _OverloadYield;
			Promise.resolve(u ? o.v : o).then(function(n) {
				if (u) {
					var i = "return" === t && o.k ? t : "next";
					if (!o.k || n.done) return resume(i, n);
					n = e[i](n).value;
				}
				settle(!!r.done, n);
			}, function(e) {
				resume("throw", e);
			});
		} catch (e) {
			settle(2, e);
		}
	}
	function settle(e, r) {
		2 === e ? t.reject(r) : t.resolve({
			value: r,
			done: e
		}), (t = t.next) ? resume(t.key, t.arg) : n = null;
	}
	this._invoke = function(e, r) {
		return new Promise(function(o, u) {
			var i = {
				key: e,
				arg: r,
				resolve: o,
				reject: u,
				next: null
			};
			n ? n = n.next = i : (t = n = i, resume(e, r));
		});
	}, "function" != typeof e.return && (this.return = void 0);
}
AsyncGenerator.prototype["function" == typeof Symbol && Symbol.asyncIterator || "@@asyncIterator"] = function() {
	return this;
}, AsyncGenerator.prototype.next = function(e) {
	return this._invoke("next", e);
}, AsyncGenerator.prototype.throw = function(e) {
	return this._invoke("throw", e);
}, AsyncGenerator.prototype.return = function(e) {
	return this._invoke("return", e);
};
const entries = Object.entries;
const objectKeys = Object.keys;
const setPrototypeOf = Object.setPrototypeOf;
const isFrozen = Object.isFrozen;
const getPrototypeOf = Object.getPrototypeOf;
const getOwnPropertyDescriptor = Object.getOwnPropertyDescriptor;
let purify_es_freeze = Object.freeze;
let purify_es_seal = Object.seal;
let create = Object.create;
let _ref = typeof Reflect !== "undefined" && Reflect;
let purify_es_apply = _ref.apply;
let purify_es_construct = _ref.construct;
if (!purify_es_freeze) purify_es_freeze = function freeze(x) {
	return x;
};
if (!purify_es_seal) purify_es_seal = function seal(x) {
	return x;
};
if (!purify_es_apply) purify_es_apply = function apply(func, thisArg) {
	for (var _len = arguments.length, args = new Array(_len > 2 ? _len - 2 : 0), _key = 2; _key < _len; _key++) args[_key - 2] = arguments[_key];
	return func.apply(thisArg, args);
};
if (!purify_es_construct) purify_es_construct = function construct(Func) {
	for (var _len2 = arguments.length, args = new Array(_len2 > 1 ? _len2 - 1 : 0), _key2 = 1; _key2 < _len2; _key2++) args[_key2 - 1] = arguments[_key2];
	return new Func(...args);
};
const arrayForEach = unapply(Array.prototype.forEach);
const arrayLastIndexOf = unapply(Array.prototype.lastIndexOf);
const arrayPop = unapply(Array.prototype.pop);
const arrayPush = unapply(Array.prototype.push);
const arraySlice = unapply(Array.prototype.slice);
const arraySplice = unapply(Array.prototype.splice);
const arrayIsArray = Array.isArray;
const setCreate = unconstruct(Set);
const setAdd = unapply(Set.prototype.add);
const setHas = unapply(Set.prototype.has);
const stringToLowerCase = unapply(String.prototype.toLowerCase);
const stringToString = unapply(String.prototype.toString);
const stringMatch = unapply(String.prototype.match);
const stringReplace = unapply(String.prototype.replace);
const stringIndexOf = unapply(String.prototype.indexOf);
const stringTrim = unapply(String.prototype.trim);
const numberToString = unapply(Number.prototype.toString);
const booleanToString = unapply(Boolean.prototype.toString);
const bigintToString = typeof BigInt === "undefined" ? null : unapply(BigInt.prototype.toString);
const symbolToString = typeof Symbol === "undefined" ? null : unapply(Symbol.prototype.toString);
const objectHasOwnProperty = unapply(Object.prototype.hasOwnProperty);
const objectToString = unapply(Object.prototype.toString);
const regExpTestRaw = RegExp.prototype.test;
const purify_es_regExpTest = function regExpTest(regExp, value) {
	if (regExp instanceof RegExp) regExp.lastIndex = 0;
	return purify_es_apply(regExpTestRaw, regExp, [value]);
};
const typeErrorCreate = unconstruct(TypeError);
/**
* Creates a new function that calls the given function with a specified thisArg and arguments.
*
* @param func - The function to be wrapped and called.
* @returns A new function that calls the given function with a specified thisArg and arguments.
*/
function unapply(func) {
	return function(thisArg) {
		for (var _len3 = arguments.length, args = new Array(_len3 > 1 ? _len3 - 1 : 0), _key3 = 1; _key3 < _len3; _key3++) args[_key3 - 1] = arguments[_key3];
		return purify_es_apply(func, thisArg, args);
	};
}
/**
* Creates a new function that constructs an instance of the given constructor function with the provided arguments.
*
* @param func - The constructor function to be wrapped and called.
* @returns A new function that constructs an instance of the given constructor function with the provided arguments.
*/
function unconstruct(Func) {
	return function() {
		for (var _len4 = arguments.length, args = new Array(_len4), _key4 = 0; _key4 < _len4; _key4++) args[_key4] = arguments[_key4];
		return purify_es_construct(Func, args);
	};
}
/**
* Add properties to a lookup table
*
* @param set - The set to which elements will be added.
* @param array - The array containing elements to be added to the set.
* @param transformCaseFunc - An optional function to transform the case of each element before adding to the set.
* @returns The modified set with added elements.
*/
function addToSet(set, array) {
	let transformCaseFunc = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : stringToLowerCase;
	if (setPrototypeOf) setPrototypeOf(set, null);
	if (!arrayIsArray(array)) return set;
	let l = array.length;
	while (l--) {
		let element = array[l];
		if (typeof element === "string") {
			const lcElement = transformCaseFunc(element);
			if (lcElement !== element) {
				if (!isFrozen(array)) array[l] = lcElement;
				element = lcElement;
			}
		}
		set[element] = true;
	}
	return set;
}
/**
* Clean up an array to harden against CSPP
*
* @param array - The array to be cleaned.
* @returns The cleaned version of the array
*/
function cleanArray(array) {
	for (let index = 0; index < array.length; index++) if (!objectHasOwnProperty(array, index)) array[index] = null;
	return array;
}
/**
* Shallow clone an object
*
* @param object - The object to be cloned.
* @returns A new object that copies the original.
*/
function clone(object) {
	const newObject = create(null);
	for (const _ref2 of entries(object)) {
		var _ref3 = _slicedToArray(_ref2, 2);
		const property = _ref3[0];
		const value = _ref3[1];
		if (objectHasOwnProperty(object, property)) {
			if (arrayIsArray(value)) newObject[property] = cleanArray(value);
			else if (value && typeof value === "object" && value.constructor === Object) newObject[property] = clone(value);
			else newObject[property] = value;
		}
	}
	return newObject;
}
/**
* Copy a flat lookup table
*
* @param set - The set to copy.
* @returns A new prototype-free set with the same entries.
*/
function cloneSet(set) {
	const newSet = create(null);
	const keys = objectKeys(set);
	let l = keys.length;
	while (l--) newSet[keys[l]] = set[keys[l]];
	return newSet;
}
/**
* Convert non-node values into strings without depending on direct property access.
*
* @param value - The value to stringify.
* @returns A string representation of the provided value.
*/
function stringifyValue(value) {
	switch (typeof value) {
		case "string": return value;
		case "number": return numberToString(value);
		case "boolean": return booleanToString(value);
		case "bigint": return bigintToString ? bigintToString(value) : "0";
		case "symbol": return symbolToString ? symbolToString(value) : "Symbol()";
		case "undefined": return objectToString(value);
		case "function":
		case "object": {
			if (value === null) return objectToString(value);
			const valueAsRecord = value;
			const valueToString = lookupGetter(valueAsRecord, "toString");
			if (typeof valueToString === "function") {
				const stringified = valueToString(valueAsRecord);
				return typeof stringified === "string" ? stringified : objectToString(stringified);
			}
			return objectToString(value);
		}
		default: return objectToString(value);
	}
}
/**
* This method automatically checks if the prop is function or getter and behaves accordingly.
*
* @param object - The object to look up the getter function in its prototype chain.
* @param prop - The property name for which to find the getter function.
* @returns The getter function found in the prototype chain or a fallback function.
*/
function lookupGetter(object, prop) {
	while (object !== null) {
		const desc = getOwnPropertyDescriptor(object, prop);
		if (desc) {
			if (desc.get) return unapply(desc.get);
			if (typeof desc.value === "function") return unapply(desc.value);
		}
		object = getPrototypeOf(object);
	}
	function fallbackValue() {
		return null;
	}
	return fallbackValue;
}
/**
* Like lookupGetter, but for accessor properties only, and returns null
* instead of a null-returning fallback when no getter exists on the chain.
* Lets a caller fall back to a direct property read in environments that
* lack the getter, where a fallback returning null would be indistinguishable
* from a legitimate null value (e.g. namespaceURI of a no-namespace element).
*
* @param object - The object (usually a prototype) to start the lookup at.
* @param prop - The accessor property name.
* @returns The unapplied getter, or null if none was found.
*/
function lookupAccessor(object, prop) {
	while (object !== null) {
		const desc = getOwnPropertyDescriptor(object, prop);
		if (desc) return desc.get ? unapply(desc.get) : null;
		object = getPrototypeOf(object);
	}
	return null;
}
function isRegex(value) {
	if (!value) return false;
	try {
		purify_es_regExpTest(value, "");
		return true;
	} catch (_unused) {
		return false;
	}
}
const html$1 = purify_es_freeze([
	"a",
	"abbr",
	"acronym",
	"address",
	"area",
	"article",
	"aside",
	"audio",
	"b",
	"bdi",
	"bdo",
	"big",
	"blink",
	"blockquote",
	"body",
	"br",
	"button",
	"canvas",
	"caption",
	"center",
	"cite",
	"code",
	"col",
	"colgroup",
	"content",
	"data",
	"datalist",
	"dd",
	"decorator",
	"del",
	"details",
	"dfn",
	"dialog",
	"dir",
	"div",
	"dl",
	"dt",
	"element",
	"em",
	"fieldset",
	"figcaption",
	"figure",
	"font",
	"footer",
	"form",
	"h1",
	"h2",
	"h3",
	"h4",
	"h5",
	"h6",
	"head",
	"header",
	"hgroup",
	"hr",
	"html",
	"i",
	"img",
	"input",
	"ins",
	"kbd",
	"label",
	"legend",
	"li",
	"main",
	"map",
	"mark",
	"marquee",
	"menu",
	"menuitem",
	"meter",
	"nav",
	"nobr",
	"ol",
	"optgroup",
	"option",
	"output",
	"p",
	"picture",
	"pre",
	"progress",
	"q",
	"rp",
	"rt",
	"ruby",
	"s",
	"samp",
	"search",
	"section",
	"select",
	"shadow",
	"slot",
	"small",
	"source",
	"spacer",
	"span",
	"strike",
	"strong",
	"style",
	"sub",
	"summary",
	"sup",
	"table",
	"tbody",
	"td",
	"template",
	"textarea",
	"tfoot",
	"th",
	"thead",
	"time",
	"tr",
	"track",
	"tt",
	"u",
	"ul",
	"var",
	"video",
	"wbr"
]);
const svg$1 = purify_es_freeze([
	"svg",
	"a",
	"altglyph",
	"altglyphdef",
	"altglyphitem",
	"animatecolor",
	"animatemotion",
	"animatetransform",
	"circle",
	"clippath",
	"defs",
	"desc",
	"ellipse",
	"filter",
	"font",
	"g",
	"glyph",
	"glyphref",
	"hkern",
	"image",
	"line",
	"lineargradient",
	"marker",
	"mask",
	"metadata",
	"mpath",
	"path",
	"pattern",
	"polygon",
	"polyline",
	"radialgradient",
	"rect",
	"stop",
	"style",
	"switch",
	"symbol",
	"text",
	"textpath",
	"title",
	"tref",
	"tspan",
	"view",
	"vkern"
]);
const svgFilters = purify_es_freeze([
	"feBlend",
	"feColorMatrix",
	"feComponentTransfer",
	"feComposite",
	"feConvolveMatrix",
	"feDiffuseLighting",
	"feDisplacementMap",
	"feDistantLight",
	"feDropShadow",
	"feFlood",
	"feFuncA",
	"feFuncB",
	"feFuncG",
	"feFuncR",
	"feGaussianBlur",
	"feImage",
	"feMerge",
	"feMergeNode",
	"feMorphology",
	"feOffset",
	"fePointLight",
	"feSpecularLighting",
	"feSpotLight",
	"feTile",
	"feTurbulence"
]);
const svgDisallowed = purify_es_freeze([
	"animate",
	"color-profile",
	"cursor",
	"discard",
	"font-face",
	"font-face-format",
	"font-face-name",
	"font-face-src",
	"font-face-uri",
	"foreignobject",
	"hatch",
	"hatchpath",
	"mesh",
	"meshgradient",
	"meshpatch",
	"meshrow",
	"missing-glyph",
	"script",
	"set",
	"solidcolor",
	"unknown",
	"use"
]);
const mathMl$1 = purify_es_freeze([
	"math",
	"menclose",
	"merror",
	"mfenced",
	"mfrac",
	"mglyph",
	"mi",
	"mlabeledtr",
	"mmultiscripts",
	"mn",
	"mo",
	"mover",
	"mpadded",
	"mphantom",
	"mroot",
	"mrow",
	"ms",
	"mspace",
	"msqrt",
	"mstyle",
	"msub",
	"msup",
	"msubsup",
	"mtable",
	"mtd",
	"mtext",
	"mtr",
	"munder",
	"munderover",
	"mprescripts"
]);
const mathMlDisallowed = purify_es_freeze([
	"maction",
	"maligngroup",
	"malignmark",
	"mlongdiv",
	"mscarries",
	"mscarry",
	"msgroup",
	"mstack",
	"msline",
	"msrow",
	"semantics",
	"annotation",
	"annotation-xml",
	"mprescripts",
	"none"
]);
const purify_es_text = purify_es_freeze(["#text"]);
const purify_es_html = purify_es_freeze([
	"accept",
	"action",
	"align",
	"alt",
	"autocapitalize",
	"autocomplete",
	"autopictureinpicture",
	"autoplay",
	"background",
	"bgcolor",
	"border",
	"capture",
	"cellpadding",
	"cellspacing",
	"checked",
	"cite",
	"class",
	"clear",
	"color",
	"cols",
	"colspan",
	"command",
	"commandfor",
	"controls",
	"controlslist",
	"coords",
	"crossorigin",
	"datetime",
	"decoding",
	"default",
	"dir",
	"disabled",
	"disablepictureinpicture",
	"disableremoteplayback",
	"download",
	"draggable",
	"enctype",
	"enterkeyhint",
	"exportparts",
	"face",
	"for",
	"headers",
	"height",
	"hidden",
	"high",
	"href",
	"hreflang",
	"id",
	"inert",
	"inputmode",
	"integrity",
	"ismap",
	"kind",
	"label",
	"lang",
	"list",
	"loading",
	"loop",
	"low",
	"max",
	"maxlength",
	"media",
	"method",
	"min",
	"minlength",
	"multiple",
	"muted",
	"name",
	"nonce",
	"noshade",
	"novalidate",
	"nowrap",
	"open",
	"optimum",
	"part",
	"pattern",
	"placeholder",
	"playsinline",
	"popover",
	"popovertarget",
	"popovertargetaction",
	"poster",
	"preload",
	"pubdate",
	"radiogroup",
	"readonly",
	"rel",
	"required",
	"rev",
	"reversed",
	"role",
	"rows",
	"rowspan",
	"spellcheck",
	"scope",
	"selected",
	"shape",
	"size",
	"sizes",
	"slot",
	"span",
	"srclang",
	"start",
	"src",
	"srcset",
	"step",
	"style",
	"summary",
	"tabindex",
	"title",
	"translate",
	"type",
	"usemap",
	"valign",
	"value",
	"width",
	"wrap",
	"xmlns"
]);
const svg = purify_es_freeze([
	"accent-height",
	"accumulate",
	"additive",
	"alignment-baseline",
	"amplitude",
	"ascent",
	"attributename",
	"attributetype",
	"azimuth",
	"basefrequency",
	"baseline-shift",
	"begin",
	"bias",
	"by",
	"class",
	"clip",
	"clippathunits",
	"clip-path",
	"clip-rule",
	"color",
	"color-interpolation",
	"color-interpolation-filters",
	"color-profile",
	"color-rendering",
	"cx",
	"cy",
	"d",
	"dx",
	"dy",
	"diffuseconstant",
	"direction",
	"display",
	"divisor",
	"dominant-baseline",
	"dur",
	"edgemode",
	"elevation",
	"end",
	"exponent",
	"fill",
	"fill-opacity",
	"fill-rule",
	"filter",
	"filterunits",
	"flood-color",
	"flood-opacity",
	"font-family",
	"font-size",
	"font-size-adjust",
	"font-stretch",
	"font-style",
	"font-variant",
	"font-weight",
	"fx",
	"fy",
	"g1",
	"g2",
	"glyph-name",
	"glyphref",
	"gradientunits",
	"gradienttransform",
	"height",
	"href",
	"id",
	"image-rendering",
	"in",
	"in2",
	"intercept",
	"k",
	"k1",
	"k2",
	"k3",
	"k4",
	"kerning",
	"keypoints",
	"keysplines",
	"keytimes",
	"lang",
	"lengthadjust",
	"letter-spacing",
	"kernelmatrix",
	"kernelunitlength",
	"lighting-color",
	"local",
	"marker-end",
	"marker-mid",
	"marker-start",
	"markerheight",
	"markerunits",
	"markerwidth",
	"maskcontentunits",
	"maskunits",
	"max",
	"mask",
	"mask-type",
	"media",
	"method",
	"mode",
	"min",
	"name",
	"numoctaves",
	"offset",
	"operator",
	"opacity",
	"order",
	"orient",
	"orientation",
	"origin",
	"overflow",
	"paint-order",
	"path",
	"pathlength",
	"patterncontentunits",
	"patterntransform",
	"patternunits",
	"pointer-events",
	"points",
	"preservealpha",
	"preserveaspectratio",
	"primitiveunits",
	"r",
	"rx",
	"ry",
	"radius",
	"refx",
	"refy",
	"repeatcount",
	"repeatdur",
	"restart",
	"result",
	"rotate",
	"scale",
	"seed",
	"shape-rendering",
	"slope",
	"specularconstant",
	"specularexponent",
	"spreadmethod",
	"startoffset",
	"stddeviation",
	"stitchtiles",
	"stop-color",
	"stop-opacity",
	"stroke-dasharray",
	"stroke-dashoffset",
	"stroke-linecap",
	"stroke-linejoin",
	"stroke-miterlimit",
	"stroke-opacity",
	"stroke",
	"stroke-width",
	"style",
	"surfacescale",
	"systemlanguage",
	"tabindex",
	"tablevalues",
	"targetx",
	"targety",
	"transform",
	"transform-origin",
	"text-anchor",
	"text-decoration",
	"text-orientation",
	"text-rendering",
	"textlength",
	"type",
	"u1",
	"u2",
	"unicode",
	"values",
	"vector-effect",
	"viewbox",
	"visibility",
	"version",
	"vert-adv-y",
	"vert-origin-x",
	"vert-origin-y",
	"width",
	"word-spacing",
	"wrap",
	"writing-mode",
	"xchannelselector",
	"ychannelselector",
	"x",
	"x1",
	"x2",
	"xmlns",
	"y",
	"y1",
	"y2",
	"z",
	"zoomandpan"
]);
const mathMl = purify_es_freeze([
	"accent",
	"accentunder",
	"align",
	"bevelled",
	"close",
	"columnalign",
	"columnlines",
	"columnspacing",
	"columnspan",
	"denomalign",
	"depth",
	"dir",
	"display",
	"displaystyle",
	"encoding",
	"fence",
	"frame",
	"height",
	"href",
	"id",
	"largeop",
	"length",
	"linethickness",
	"lquote",
	"lspace",
	"mathbackground",
	"mathcolor",
	"mathsize",
	"mathvariant",
	"maxsize",
	"minsize",
	"movablelimits",
	"notation",
	"numalign",
	"open",
	"rowalign",
	"rowlines",
	"rowspacing",
	"rowspan",
	"rspace",
	"rquote",
	"scriptlevel",
	"scriptminsize",
	"scriptsizemultiplier",
	"selection",
	"separator",
	"separators",
	"stretchy",
	"subscriptshift",
	"supscriptshift",
	"symmetric",
	"voffset",
	"width",
	"xmlns"
]);
const xml = purify_es_freeze([
	"xlink:href",
	"xml:id",
	"xlink:title",
	"xml:space",
	"xmlns:xlink"
]);
const MUSTACHE_EXPR = purify_es_seal(/{{[\w\W]*|^[\w\W]*}}/g);
const ERB_EXPR = purify_es_seal(/<%[\w\W]*|^[\w\W]*%>/g);
const TMPLIT_EXPR = purify_es_seal(/\${[\w\W]*/g);
const TMPL_MARKER_SERIALIZED = purify_es_seal(/{{|}}|\${|<%|%>|&lt;%|%&gt;/);
const DATA_ATTR = purify_es_seal(/^data-[\-\w.\u00B7-\uFFFF]+$/);
const ARIA_ATTR = purify_es_seal(/^aria-[\-\w]+$/);
const IS_ALLOWED_URI = purify_es_seal(/^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.\-]+(?:[^a-z+.\-:]|$))/i);
const IS_SCRIPT_OR_DATA = purify_es_seal(/^(?:\w+script|data):/i);
const ATTR_WHITESPACE = purify_es_seal(/[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g);
const DOCTYPE_NAME = purify_es_seal(/^html$/i);
const CUSTOM_ELEMENT = purify_es_seal(/^[a-z][.\w]*(-[.\w]+)+$/i);
const ELEMENT_MARKUP_PROBE = purify_es_seal(/<[/\w!]/g);
const COMMENT_MARKUP_PROBE = purify_es_seal(/<[/\w]/g);
const FALLBACK_TAG_CLOSE = purify_es_seal(/<\/no(script|embed|frames)/i);
const SELF_CLOSING_TAG = purify_es_seal(/\/>/i);
const ATTR_VALUE_BREAKOUT = purify_es_seal(/((--!?|])>)|<\/(style|script|title|xmp|textarea|noscript|iframe|noembed|noframes)/i);
const LEADING_WHITESPACE = purify_es_seal(/^[\r\n\t ]+/);
const NODE_TYPE = {
	element: 1,
	text: 3,
	processingInstruction: 7,
	comment: 8,
	document: 9,
	documentFragment: 11
};
const LITERAL_TEXT_ELEMENTS = purify_es_freeze(addToSet({}, [
	"style",
	"script",
	"xmp",
	"iframe",
	"noembed",
	"noframes",
	"plaintext",
	"noscript"
]));
const purify_es_getGlobal = function getGlobal() {
	return typeof window === "undefined" ? null : window;
};
/**
* Creates a no-op policy for internal use only.
* Don't export this function outside this module!
* @param trustedTypes The policy factory.
* @param purifyHostElement The Script element used to load DOMPurify (to determine policy name suffix).
* @return The policy created (or null, if Trusted Types
* are not supported or creating the policy failed).
*/
const purify_es_createTrustedTypesPolicy = function _createTrustedTypesPolicy(trustedTypes, purifyHostElement) {
	if (typeof trustedTypes !== "object" || typeof trustedTypes.createPolicy !== "function") return null;
	let suffix = null;
	const ATTR_NAME = "data-tt-policy-suffix";
	if (purifyHostElement && purifyHostElement.hasAttribute(ATTR_NAME)) suffix = purifyHostElement.getAttribute(ATTR_NAME);
	const policyName = "dompurify" + (suffix ? "#" + suffix : "");
	try {
		return trustedTypes.createPolicy(policyName, {
			createHTML(html) {
				return html;
			},
			createScriptURL(scriptUrl) {
				return scriptUrl;
			}
		});
	} catch (_) {
		console.warn("TrustedTypes policy " + policyName + " could not be created.");
		return null;
	}
};
const purify_es_createHooksMap = function _createHooksMap() {
	return {
		afterSanitizeAttributes: [],
		afterSanitizeElements: [],
		afterSanitizeShadowDOM: [],
		beforeSanitizeAttributes: [],
		beforeSanitizeElements: [],
		beforeSanitizeShadowDOM: [],
		uponSanitizeAttribute: [],
		uponSanitizeElement: [],
		uponSanitizeShadowNode: []
	};
};
/**
* Resolve a set-valued configuration option.
*
* @param cfg the cloned, prototype-free configuration object
* @param key the configuration property to read
* @param fallback the set to use when the option is absent or not an array
* @param options case transform, and an optional base set to extend a copy of
* @returns a fresh set built from cfg[key], or the fallback
*/
const purify_es_resolveSetOption = function _resolveSetOption(cfg, key, fallback, options) {
	return objectHasOwnProperty(cfg, key) && arrayIsArray(cfg[key]) ? addToSet(options.base ? cloneSet(options.base) : {}, cfg[key], options.transform) : fallback;
};
/**
* Resolve an object-valued configuration option.
*
* @param cfg the cloned, prototype-free configuration object
* @param key the configuration property to read
* @param fallback the read-only value to use when the option is absent
* @returns a prototype-free clone of cfg[key], or the fallback
*/
const purify_es_resolveObjectOption = function _resolveObjectOption(cfg, key, fallback) {
	const value = objectHasOwnProperty(cfg, key) ? cfg[key] : void 0;
	return value && typeof value === "object" ? clone(value) : fallback;
};
function createDOMPurify() {
	let window = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : purify_es_getGlobal();
	const DOMPurify = (root) => createDOMPurify(root);
	DOMPurify.version = "3.4.18";
	DOMPurify.removed = [];
	if (!window || !window.document || window.document.nodeType !== NODE_TYPE.document || !window.Element) {
		DOMPurify.isSupported = false;
		return DOMPurify;
	}
	let document = window.document;
	const originalDocument = document;
	const currentScript = originalDocument.currentScript;
	const HTMLTemplateElement = window.HTMLTemplateElement, Node = window.Node, Element = window.Element, NodeFilter = window.NodeFilter, DOMParser = window.DOMParser, trustedTypes = window.trustedTypes;
	const ElementPrototype = Element.prototype;
	const cloneNode = lookupGetter(ElementPrototype, "cloneNode");
	const remove = lookupGetter(ElementPrototype, "remove");
	const removeAttributeNode = lookupGetter(ElementPrototype, "removeAttributeNode");
	const getNextSibling = lookupGetter(ElementPrototype, "nextSibling");
	const getChildNodes = lookupGetter(ElementPrototype, "childNodes");
	const getParentNode = lookupGetter(ElementPrototype, "parentNode");
	const getShadowRoot = lookupGetter(ElementPrototype, "shadowRoot");
	const getAttributes = lookupGetter(ElementPrototype, "attributes");
	const getNodeType = Node && Node.prototype ? lookupGetter(Node.prototype, "nodeType") : null;
	const getNodeName = Node && Node.prototype ? lookupGetter(Node.prototype, "nodeName") : null;
	const getOwnerDocument = Node && Node.prototype ? lookupGetter(Node.prototype, "ownerDocument") : null;
	const _readNodeType = function _readNodeType(node) {
		return getNodeType ? getNodeType(node) : node.nodeType;
	};
	const _readNodeName = function _readNodeName(node) {
		return getNodeName ? getNodeName(node) : node.nodeName;
	};
	const getNamespaceURI = lookupAccessor(ElementPrototype, "namespaceURI");
	const _readNamespaceURI = function _readNamespaceURI(element) {
		return getNamespaceURI ? getNamespaceURI(element) : element.namespaceURI;
	};
	if (typeof HTMLTemplateElement === "function") {
		const template = document.createElement("template");
		if (template.content && template.content.ownerDocument) document = template.content.ownerDocument;
	}
	let trustedTypesPolicy;
	let emptyHTML = "";
	let defaultTrustedTypesPolicy;
	let defaultTrustedTypesPolicyResolved = false;
	let IN_TRUSTED_TYPES_POLICY = 0;
	const _assertNotInTrustedTypesPolicy = function _assertNotInTrustedTypesPolicy() {
		if (IN_TRUSTED_TYPES_POLICY > 0) throw typeErrorCreate("A configured TRUSTED_TYPES_POLICY callback (createHTML or createScriptURL) must not call DOMPurify.sanitize, as that causes infinite recursion. Do not pass a policy whose callbacks wrap DOMPurify as TRUSTED_TYPES_POLICY; see the \"DOMPurify and Trusted Types\" section of the README.");
	};
	const _createTrustedHTML = function _createTrustedHTML(html) {
		_assertNotInTrustedTypesPolicy();
		IN_TRUSTED_TYPES_POLICY++;
		try {
			return trustedTypesPolicy.createHTML(html);
		} finally {
			IN_TRUSTED_TYPES_POLICY--;
		}
	};
	const _signOutput = function _signOutput(html) {
		return trustedTypesPolicy && RETURN_TRUSTED_TYPE ? _createTrustedHTML(html) : html;
	};
	const _createTrustedScriptURL = function _createTrustedScriptURL(scriptUrl) {
		_assertNotInTrustedTypesPolicy();
		IN_TRUSTED_TYPES_POLICY++;
		try {
			return trustedTypesPolicy.createScriptURL(scriptUrl);
		} finally {
			IN_TRUSTED_TYPES_POLICY--;
		}
	};
	const _getDefaultTrustedTypesPolicy = function _getDefaultTrustedTypesPolicy() {
		if (!defaultTrustedTypesPolicyResolved) {
			defaultTrustedTypesPolicy = purify_es_createTrustedTypesPolicy(trustedTypes, currentScript);
			defaultTrustedTypesPolicyResolved = true;
		}
		return defaultTrustedTypesPolicy;
	};
	const _document = document, implementation = _document.implementation, createNodeIterator = _document.createNodeIterator, createDocumentFragment = _document.createDocumentFragment, getElementsByTagName = _document.getElementsByTagName;
	const importNode = originalDocument.importNode;
	let hooks = purify_es_createHooksMap();
	/**
	* Expose whether this browser supports running the full DOMPurify.
	*/
	DOMPurify.isSupported = typeof entries === "function" && typeof getParentNode === "function" && implementation && implementation.createHTMLDocument !== void 0;
	const MUSTACHE_EXPR$1 = MUSTACHE_EXPR, ERB_EXPR$1 = ERB_EXPR, TMPLIT_EXPR$1 = TMPLIT_EXPR, DATA_ATTR$1 = DATA_ATTR, ARIA_ATTR$1 = ARIA_ATTR, IS_SCRIPT_OR_DATA$1 = IS_SCRIPT_OR_DATA, ATTR_WHITESPACE$1 = ATTR_WHITESPACE, CUSTOM_ELEMENT$1 = CUSTOM_ELEMENT;
	let IS_ALLOWED_URI$1 = IS_ALLOWED_URI;
	/**
	* We consider the elements and attributes below to be safe. Ideally
	* don't add any new ones but feel free to remove unwanted ones.
	*/
	let ALLOWED_TAGS = null;
	const DEFAULT_ALLOWED_TAGS = addToSet({}, [
		...html$1,
		...svg$1,
		...svgFilters,
		...mathMl$1,
		...purify_es_text
	]);
	let ALLOWED_ATTR = null;
	const DEFAULT_ALLOWED_ATTR = addToSet({}, [
		...purify_es_html,
		...svg,
		...mathMl,
		...xml
	]);
	let CUSTOM_ELEMENT_HANDLING = null;
	let FORBID_TAGS = null;
	let FORBID_ATTR = null;
	const EXTRA_ELEMENT_HANDLING = Object.seal(create(null, {
		tagCheck: {
			writable: true,
			configurable: false,
			enumerable: true,
			value: null
		},
		attributeCheck: {
			writable: true,
			configurable: false,
			enumerable: true,
			value: null
		}
	}));
	let ALLOW_ARIA_ATTR = true;
	let ALLOW_DATA_ATTR = true;
	let ALLOW_UNKNOWN_PROTOCOLS = false;
	let ALLOW_SELF_CLOSE_IN_ATTR = true;
	let SAFE_FOR_TEMPLATES = false;
	let SAFE_FOR_XML = true;
	let WHOLE_DOCUMENT = false;
	let SET_CONFIG = false;
	let SET_CONFIG_ALLOWED_TAGS = null;
	let SET_CONFIG_ALLOWED_ATTR = null;
	let FORCE_BODY = false;
	let RETURN_DOM = false;
	let RETURN_DOM_FRAGMENT = false;
	let RETURN_TRUSTED_TYPE = false;
	let SANITIZE_DOM = true;
	let SANITIZE_NAMED_PROPS = false;
	const SANITIZE_NAMED_PROPS_PREFIX = "user-content-";
	let KEEP_CONTENT = true;
	let IN_PLACE = false;
	let IN_PLACE_VISITED = null;
	let USE_PROFILES = false;
	let FORBID_CONTENTS = null;
	const DEFAULT_FORBID_CONTENTS = addToSet({}, [
		"annotation-xml",
		"audio",
		"colgroup",
		"desc",
		"foreignobject",
		"head",
		"iframe",
		"math",
		"mi",
		"mn",
		"mo",
		"ms",
		"mtext",
		"noembed",
		"noframes",
		"noscript",
		"plaintext",
		"script",
		"selectedcontent",
		"style",
		"svg",
		"template",
		"thead",
		"title",
		"video",
		"xmp"
	]);
	let DATA_URI_TAGS = null;
	const DEFAULT_DATA_URI_TAGS = addToSet({}, [
		"audio",
		"video",
		"img",
		"source",
		"image",
		"track"
	]);
	let URI_SAFE_ATTRIBUTES = null;
	const DEFAULT_URI_SAFE_ATTRIBUTES = addToSet({}, [
		"alt",
		"class",
		"for",
		"id",
		"label",
		"name",
		"pattern",
		"placeholder",
		"role",
		"summary",
		"title",
		"value",
		"style",
		"xmlns"
	]);
	const MATHML_NAMESPACE = "http://www.w3.org/1998/Math/MathML";
	const SVG_NAMESPACE = "http://www.w3.org/2000/svg";
	const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
	let NAMESPACE = HTML_NAMESPACE;
	let IS_EMPTY_INPUT = false;
	let ALLOWED_NAMESPACES = null;
	const DEFAULT_ALLOWED_NAMESPACES = addToSet({}, [
		MATHML_NAMESPACE,
		SVG_NAMESPACE,
		HTML_NAMESPACE
	], stringToString);
	const DEFAULT_MATHML_TEXT_INTEGRATION_POINTS = purify_es_freeze(addToSet({}, [
		"mi",
		"mo",
		"mn",
		"ms",
		"mtext"
	]));
	let MATHML_TEXT_INTEGRATION_POINTS = null;
	const DEFAULT_HTML_INTEGRATION_POINTS = purify_es_freeze(addToSet({}, ["annotation-xml"]));
	let HTML_INTEGRATION_POINTS = null;
	const DEFAULT_CUSTOM_ELEMENT_HANDLING = purify_es_freeze(create(null));
	const COMMON_SVG_AND_HTML_ELEMENTS = addToSet({}, [
		"title",
		"style",
		"font",
		"a",
		"script"
	]);
	let PARSER_MEDIA_TYPE = null;
	const SUPPORTED_PARSER_MEDIA_TYPES = ["application/xhtml+xml", "text/html"];
	const DEFAULT_PARSER_MEDIA_TYPE = "text/html";
	let transformCaseFunc = null;
	let CONFIG = null;
	const formElement = document.createElement("form");
	const isRegexOrFunction = function isRegexOrFunction(testValue) {
		return testValue instanceof RegExp || testValue instanceof Function;
	};
	/**
	* _parseConfig
	*
	* @param cfg optional config literal
	*/
	const _parseConfig = function _parseConfig() {
		let cfg = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {};
		if (!cfg || typeof cfg !== "object") cfg = {};
		cfg = clone(cfg);
		PARSER_MEDIA_TYPE = SUPPORTED_PARSER_MEDIA_TYPES.indexOf(cfg.PARSER_MEDIA_TYPE) === -1 ? DEFAULT_PARSER_MEDIA_TYPE : cfg.PARSER_MEDIA_TYPE;
		transformCaseFunc = PARSER_MEDIA_TYPE === "application/xhtml+xml" ? stringToString : stringToLowerCase;
		ALLOWED_TAGS = purify_es_resolveSetOption(cfg, "ALLOWED_TAGS", DEFAULT_ALLOWED_TAGS, { transform: transformCaseFunc });
		ALLOWED_ATTR = purify_es_resolveSetOption(cfg, "ALLOWED_ATTR", DEFAULT_ALLOWED_ATTR, { transform: transformCaseFunc });
		ALLOWED_NAMESPACES = purify_es_resolveSetOption(cfg, "ALLOWED_NAMESPACES", DEFAULT_ALLOWED_NAMESPACES, { transform: stringToString });
		URI_SAFE_ATTRIBUTES = purify_es_resolveSetOption(cfg, "ADD_URI_SAFE_ATTR", DEFAULT_URI_SAFE_ATTRIBUTES, {
			transform: transformCaseFunc,
			base: DEFAULT_URI_SAFE_ATTRIBUTES
		});
		DATA_URI_TAGS = purify_es_resolveSetOption(cfg, "ADD_DATA_URI_TAGS", DEFAULT_DATA_URI_TAGS, {
			transform: transformCaseFunc,
			base: DEFAULT_DATA_URI_TAGS
		});
		FORBID_CONTENTS = purify_es_resolveSetOption(cfg, "FORBID_CONTENTS", DEFAULT_FORBID_CONTENTS, { transform: transformCaseFunc });
		FORBID_TAGS = purify_es_resolveSetOption(cfg, "FORBID_TAGS", create(null), { transform: transformCaseFunc });
		FORBID_ATTR = purify_es_resolveSetOption(cfg, "FORBID_ATTR", create(null), { transform: transformCaseFunc });
		USE_PROFILES = objectHasOwnProperty(cfg, "USE_PROFILES") ? cfg.USE_PROFILES && typeof cfg.USE_PROFILES === "object" ? clone(cfg.USE_PROFILES) : cfg.USE_PROFILES : false;
		ALLOW_ARIA_ATTR = cfg.ALLOW_ARIA_ATTR !== false;
		ALLOW_DATA_ATTR = cfg.ALLOW_DATA_ATTR !== false;
		ALLOW_UNKNOWN_PROTOCOLS = cfg.ALLOW_UNKNOWN_PROTOCOLS || false;
		ALLOW_SELF_CLOSE_IN_ATTR = cfg.ALLOW_SELF_CLOSE_IN_ATTR !== false;
		SAFE_FOR_TEMPLATES = cfg.SAFE_FOR_TEMPLATES || false;
		SAFE_FOR_XML = cfg.SAFE_FOR_XML !== false;
		WHOLE_DOCUMENT = cfg.WHOLE_DOCUMENT || false;
		RETURN_DOM = cfg.RETURN_DOM || false;
		RETURN_DOM_FRAGMENT = cfg.RETURN_DOM_FRAGMENT || false;
		RETURN_TRUSTED_TYPE = cfg.RETURN_TRUSTED_TYPE || false;
		FORCE_BODY = cfg.FORCE_BODY || false;
		SANITIZE_DOM = cfg.SANITIZE_DOM !== false;
		SANITIZE_NAMED_PROPS = cfg.SANITIZE_NAMED_PROPS || false;
		KEEP_CONTENT = cfg.KEEP_CONTENT !== false;
		IN_PLACE = cfg.IN_PLACE || false;
		IS_ALLOWED_URI$1 = isRegex(cfg.ALLOWED_URI_REGEXP) ? cfg.ALLOWED_URI_REGEXP : IS_ALLOWED_URI;
		NAMESPACE = typeof cfg.NAMESPACE === "string" ? cfg.NAMESPACE : HTML_NAMESPACE;
		MATHML_TEXT_INTEGRATION_POINTS = purify_es_resolveObjectOption(cfg, "MATHML_TEXT_INTEGRATION_POINTS", DEFAULT_MATHML_TEXT_INTEGRATION_POINTS);
		HTML_INTEGRATION_POINTS = purify_es_resolveObjectOption(cfg, "HTML_INTEGRATION_POINTS", DEFAULT_HTML_INTEGRATION_POINTS);
		const customElementHandling = purify_es_resolveObjectOption(cfg, "CUSTOM_ELEMENT_HANDLING", DEFAULT_CUSTOM_ELEMENT_HANDLING);
		CUSTOM_ELEMENT_HANDLING = create(null);
		if (objectHasOwnProperty(customElementHandling, "tagNameCheck") && isRegexOrFunction(customElementHandling.tagNameCheck)) CUSTOM_ELEMENT_HANDLING.tagNameCheck = customElementHandling.tagNameCheck;
		if (objectHasOwnProperty(customElementHandling, "attributeNameCheck") && isRegexOrFunction(customElementHandling.attributeNameCheck)) CUSTOM_ELEMENT_HANDLING.attributeNameCheck = customElementHandling.attributeNameCheck;
		if (objectHasOwnProperty(customElementHandling, "allowCustomizedBuiltInElements") && typeof customElementHandling.allowCustomizedBuiltInElements === "boolean") CUSTOM_ELEMENT_HANDLING.allowCustomizedBuiltInElements = customElementHandling.allowCustomizedBuiltInElements;
		purify_es_seal(CUSTOM_ELEMENT_HANDLING);
		if (SAFE_FOR_TEMPLATES) ALLOW_DATA_ATTR = false;
		if (RETURN_DOM_FRAGMENT) RETURN_DOM = true;
		if (USE_PROFILES) {
			if ((objectHasOwnProperty(cfg, "ALLOWED_TAGS") || objectHasOwnProperty(cfg, "ALLOWED_ATTR")) && typeof console !== "undefined" && typeof console.warn === "function") console.warn("DOMPurify: USE_PROFILES overrides ALLOWED_TAGS and ALLOWED_ATTR. Do not use these options together.");
			ALLOWED_TAGS = addToSet({}, purify_es_text);
			ALLOWED_ATTR = create(null);
			if (USE_PROFILES.html === true) {
				addToSet(ALLOWED_TAGS, html$1);
				addToSet(ALLOWED_ATTR, purify_es_html);
			}
			if (USE_PROFILES.svg === true) {
				addToSet(ALLOWED_TAGS, svg$1);
				addToSet(ALLOWED_ATTR, svg);
				addToSet(ALLOWED_ATTR, xml);
			}
			if (USE_PROFILES.svgFilters === true) {
				addToSet(ALLOWED_TAGS, svgFilters);
				addToSet(ALLOWED_ATTR, svg);
				addToSet(ALLOWED_ATTR, xml);
			}
			if (USE_PROFILES.mathMl === true) {
				addToSet(ALLOWED_TAGS, mathMl$1);
				addToSet(ALLOWED_ATTR, mathMl);
				addToSet(ALLOWED_ATTR, xml);
			}
		}
		EXTRA_ELEMENT_HANDLING.tagCheck = null;
		EXTRA_ELEMENT_HANDLING.attributeCheck = null;
		if (objectHasOwnProperty(cfg, "ADD_TAGS")) {
			if (typeof cfg.ADD_TAGS === "function") EXTRA_ELEMENT_HANDLING.tagCheck = cfg.ADD_TAGS;
			else if (arrayIsArray(cfg.ADD_TAGS)) {
				if (ALLOWED_TAGS === DEFAULT_ALLOWED_TAGS) ALLOWED_TAGS = cloneSet(ALLOWED_TAGS);
				addToSet(ALLOWED_TAGS, cfg.ADD_TAGS, transformCaseFunc);
			}
		}
		if (objectHasOwnProperty(cfg, "ADD_ATTR")) {
			if (typeof cfg.ADD_ATTR === "function") EXTRA_ELEMENT_HANDLING.attributeCheck = cfg.ADD_ATTR;
			else if (arrayIsArray(cfg.ADD_ATTR)) {
				if (ALLOWED_ATTR === DEFAULT_ALLOWED_ATTR) ALLOWED_ATTR = cloneSet(ALLOWED_ATTR);
				addToSet(ALLOWED_ATTR, cfg.ADD_ATTR, transformCaseFunc);
			}
		}
		if (objectHasOwnProperty(cfg, "ADD_FORBID_CONTENTS") && arrayIsArray(cfg.ADD_FORBID_CONTENTS)) {
			if (FORBID_CONTENTS === DEFAULT_FORBID_CONTENTS) FORBID_CONTENTS = cloneSet(FORBID_CONTENTS);
			addToSet(FORBID_CONTENTS, cfg.ADD_FORBID_CONTENTS, transformCaseFunc);
		}
		if (KEEP_CONTENT) ALLOWED_TAGS["#text"] = true;
		if (WHOLE_DOCUMENT) addToSet(ALLOWED_TAGS, [
			"html",
			"head",
			"body"
		]);
		if (ALLOWED_TAGS.table) {
			ALLOWED_TAGS.tbody = true;
			delete FORBID_TAGS.tbody;
		}
		if (cfg.TRUSTED_TYPES_POLICY) {
			if (typeof cfg.TRUSTED_TYPES_POLICY.createHTML !== "function") throw typeErrorCreate("TRUSTED_TYPES_POLICY configuration option must provide a \"createHTML\" hook.");
			if (typeof cfg.TRUSTED_TYPES_POLICY.createScriptURL !== "function") throw typeErrorCreate("TRUSTED_TYPES_POLICY configuration option must provide a \"createScriptURL\" hook.");
			const previousTrustedTypesPolicy = trustedTypesPolicy;
			trustedTypesPolicy = cfg.TRUSTED_TYPES_POLICY;
			try {
				emptyHTML = _createTrustedHTML("");
			} catch (error) {
				trustedTypesPolicy = previousTrustedTypesPolicy;
				throw error;
			}
		} else if (cfg.TRUSTED_TYPES_POLICY === null) {
			trustedTypesPolicy = void 0;
			emptyHTML = "";
		} else {
			if (trustedTypesPolicy === void 0) trustedTypesPolicy = _getDefaultTrustedTypesPolicy();
			if (trustedTypesPolicy && typeof emptyHTML === "string") emptyHTML = _createTrustedHTML("");
		}
		CONFIG = purify_es_freeze(cfg);
	};
	const ALL_SVG_TAGS = addToSet({}, [
		...svg$1,
		...svgFilters,
		...svgDisallowed
	]);
	const ALL_MATHML_TAGS = addToSet({}, [...mathMl$1, ...mathMlDisallowed]);
	/**
	* Namespace rules for an element in the SVG namespace.
	*
	* @param tagName the element's lowercase tag name
	* @param parentNamespace the (possibly simulated) parent's namespace
	* @param parentTagName the parent's lowercase tag name
	* @returns true if a spec-compliant parser could produce this element
	*/
	const _checkSvgNamespace = function _checkSvgNamespace(tagName, parentNamespace, parentTagName) {
		if (parentNamespace === HTML_NAMESPACE) return tagName === "svg";
		if (parentNamespace === MATHML_NAMESPACE) return tagName === "svg" && (parentTagName === "annotation-xml" || MATHML_TEXT_INTEGRATION_POINTS[parentTagName]);
		return Boolean(ALL_SVG_TAGS[tagName]);
	};
	/**
	* Namespace rules for an element in the MathML namespace.
	*
	* @param tagName the element's lowercase tag name
	* @param parentNamespace the (possibly simulated) parent's namespace
	* @param parentTagName the parent's lowercase tag name
	* @returns true if a spec-compliant parser could produce this element
	*/
	const _checkMathMlNamespace = function _checkMathMlNamespace(tagName, parentNamespace, parentTagName) {
		if (parentNamespace === HTML_NAMESPACE) return tagName === "math";
		if (parentNamespace === SVG_NAMESPACE) return tagName === "math" && HTML_INTEGRATION_POINTS[parentTagName];
		return Boolean(ALL_MATHML_TAGS[tagName]);
	};
	/**
	* Namespace rules for an element in the HTML namespace.
	*
	* @param tagName the element's lowercase tag name
	* @param parentNamespace the (possibly simulated) parent's namespace
	* @param parentTagName the parent's lowercase tag name
	* @returns true if a spec-compliant parser could produce this element
	*/
	const _checkHtmlNamespace = function _checkHtmlNamespace(tagName, parentNamespace, parentTagName) {
		if (parentNamespace === SVG_NAMESPACE && !HTML_INTEGRATION_POINTS[parentTagName]) return false;
		if (parentNamespace === MATHML_NAMESPACE && !MATHML_TEXT_INTEGRATION_POINTS[parentTagName]) return false;
		return !ALL_MATHML_TAGS[tagName] && (COMMON_SVG_AND_HTML_ELEMENTS[tagName] || !ALL_SVG_TAGS[tagName]);
	};
	/**
	* @param element a DOM element whose namespace is being checked
	* @returns Return false if the element has a
	*  namespace that a spec-compliant parser would never
	*  return. Return true otherwise.
	*/
	const _checkValidNamespace = function _checkValidNamespace(element) {
		const elementNamespace = _readNamespaceURI(element);
		const tagName = stringToLowerCase(_readNodeName(element));
		const parentNode = getParentNode(element);
		let parentNamespace = NAMESPACE;
		let parentTagName = "template";
		if (parentNode && _readNodeType(parentNode) === NODE_TYPE.element) {
			parentNamespace = _readNamespaceURI(parentNode);
			parentTagName = stringToLowerCase(_readNodeName(parentNode));
		}
		if (!ALLOWED_NAMESPACES[elementNamespace]) return false;
		if (elementNamespace === SVG_NAMESPACE) return _checkSvgNamespace(tagName, parentNamespace, parentTagName);
		if (elementNamespace === MATHML_NAMESPACE) return _checkMathMlNamespace(tagName, parentNamespace, parentTagName);
		if (elementNamespace === HTML_NAMESPACE) return _checkHtmlNamespace(tagName, parentNamespace, parentTagName);
		return PARSER_MEDIA_TYPE === "application/xhtml+xml";
	};
	/**
	* _forceRemove
	*
	* @param node a DOM node
	*/
	const _forceRemove = function _forceRemove(node) {
		arrayPush(DOMPurify.removed, { element: node });
		try {
			getParentNode(node).removeChild(node);
		} catch (_) {
			remove(node);
			if (!getParentNode(node)) throw typeErrorCreate("a node selected for removal could not be detached from its tree and cannot be safely returned; refusing to sanitize in place");
		}
	};
	/**
	* Removes an Attr node as that exact node, without book-keeping. Name-based
	* removal lowercases the name in HTML documents and would miss a
	* case-preserved one such as `ONERROR`, so it is only the fallback for
	* clobbered or detached nodes.
	*
	* @param element the element to strip the attribute from
	* @param attribute the Attr node to remove
	* @param name the attribute's name, for the fallback path
	*/
	const _stripAttributeNode = function _stripAttributeNode(element, attribute, name) {
		try {
			removeAttributeNode(element, attribute);
		} catch (_) {
			try {
				element.removeAttribute(name);
			} catch (_) {}
		}
	};
	/**
	* Fail-closed teardown of an in-place root: strip every disallowed attribute
	* in the subtree first, so nothing armed is left behind, then remove all
	* children and the root's own attributes.
	*
	* @param root the in-place root to empty
	*/
	const _neutralizeRoot = function _neutralizeRoot(root) {
		_neutralizeSubtree(root);
		const childNodes = getChildNodes(root);
		if (childNodes) arrayForEach(arraySlice(childNodes), (child) => {
			try {
				remove(child);
			} catch (_) {}
		});
		if (_readNodeType(root) === NODE_TYPE.element) _stripAttributes(root, false);
	};
	/**
	* Removes an attribute, preferably as its exact Attr node: name-based
	* removal lowercases the name in HTML documents and misses case-preserved
	* names, e.g. from imported XHTML.
	*
	* @param name an Attribute name
	* @param element a DOM node
	* @param attr the exact Attr node to remove, when the caller has it
	*/
	const _removeAttribute = function _removeAttribute(name, element, attr) {
		if (!attr) try {
			attr = element.getAttributeNode(name);
		} catch (_) {
			attr = null;
		}
		arrayPush(DOMPurify.removed, {
			attribute: attr || null,
			from: element
		});
		if (attr) _stripAttributeNode(element, attr, name);
		else try {
			element.removeAttribute(name);
		} catch (_) {}
		if (name === "is") {
			if (RETURN_DOM || RETURN_DOM_FRAGMENT) try {
				_forceRemove(element);
			} catch (_) {}
			else try {
				element.setAttribute(name, "");
			} catch (_) {}
		}
	};
	/**
	* Removes an element's attributes without book-keeping. Used to neutralize
	* nodes discarded from an in-place tree.
	*
	* @param element the element to strip
	* @param keepAllowed whether attributes on the allowlist stay
	*/
	const _stripAttributes = function _stripAttributes(element, keepAllowed) {
		const attributes = getAttributes(element);
		if (!attributes) return;
		for (let i = attributes.length - 1; i >= 0; --i) {
			const attribute = attributes[i];
			const name = attribute && attribute.name;
			if (typeof name === "string" && !(keepAllowed && ALLOWED_ATTR[transformCaseFunc(name)])) _stripAttributeNode(element, attribute, name);
		}
	};
	/**
	* Iterative depth-first walk, so deep trees cannot overflow the call stack,
	* reading through the cached getters, so clobbering cannot hide children.
	* When `visit` returns false, the node's children are skipped. With
	* `intoShadow`, open shadow roots are walked after their host's children.
	*
	* @param root where to start
	* @param visit called for every node
	* @param intoShadow whether to enter open shadow roots
	*/
	const _walkTree = function _walkTree(root, visit) {
		let intoShadow = arguments.length > 2 && arguments[2] !== void 0 ? arguments[2] : false;
		const stack = [root];
		while (stack.length > 0) {
			const node = stack.pop();
			if (visit(node) === false) continue;
			if (intoShadow && _readNodeType(node) === NODE_TYPE.element) {
				const shadowRoot = getShadowRoot(node);
				if (_isDocumentFragment(shadowRoot)) stack.push(shadowRoot);
			}
			const childNodes = getChildNodes(node);
			if (childNodes) for (let i = childNodes.length - 1; i >= 0; --i) stack.push(childNodes[i]);
		}
	};
	/**
	* Strips disallowed attributes from every element of a discarded subtree,
	* so a handler that is already queued (a loading image) cannot fire.
	*
	* @param root the root of a removed subtree
	*/
	const _neutralizeSubtree = function _neutralizeSubtree(root) {
		_walkTree(root, (node) => {
			if (_readNodeType(node) === NODE_TYPE.element) _stripAttributes(node, true);
		});
	};
	/**
	* All nodes under `root`, root first, including open shadow roots. Template
	* content is not entered, it is inert.
	*
	* @param root the in-place root
	* @return the nodes
	*/
	const _collectLiveNodes = function _collectLiveNodes(root) {
		const nodes = [];
		_walkTree(root, (node) => {
			nodes.push(node);
		}, true);
		return nodes;
	};
	/**
	* Strips disallowed attributes from every element that was under the
	* in-place root when the call started and no longer is, whatever removed
	* or moved it.
	*
	* @param root the in-place root
	* @param before the root's nodes, collected before the walk
	*/
	const _neutralizeEscapedElements = function _neutralizeEscapedElements(root, before) {
		const reachable = setCreate();
		arrayForEach(_collectLiveNodes(root), (node) => {
			if (_readNodeType(node) === NODE_TYPE.element) setAdd(reachable, node);
		});
		arrayForEach(before, (node) => {
			if (_readNodeType(node) === NODE_TYPE.element && !setHas(reachable, node)) _stripAttributes(node, true);
		});
	};
	/**
	* Neutralizes everything that left the in-place tree during the call: what
	* DOMPurify removed, and what hooks or custom elements removed or moved out.
	*
	* @param root the in-place root
	* @param before the root's nodes, collected before the walk
	* @return true if the root itself was removed
	*/
	const _neutralizeDiscarded = function _neutralizeDiscarded(root, before) {
		let rootRemoved = false;
		arrayForEach(DOMPurify.removed, (entry) => {
			if (entry.element) {
				rootRemoved = rootRemoved || entry.element === root;
				_neutralizeSubtree(entry.element);
			}
		});
		_neutralizeEscapedElements(root, before);
		return rootRemoved;
	};
	const MAX_UNVISITED_ROUNDS = 8;
	/**
	* The walk only moves forward, so a node moved to a position it already
	* passed is never visited. Give every original node that is still in the
	* tree but unvisited the normal treatment, hooks included. Nodes created
	* during the call are left alone. Fails closed if the tree keeps changing.
	*
	* @param root the in-place root
	* @param before the root's nodes, collected before the walk
	*/
	const _sanitizeUnvisitedNodes = function _sanitizeUnvisitedNodes(root, before) {
		const visited = IN_PLACE_VISITED;
		let original = null;
		const getOriginal = () => {
			if (!original) {
				original = setCreate();
				arrayForEach(before, (beforeNode) => {
					setAdd(original, beforeNode);
				});
			}
			return original;
		};
		for (let round = 0;; round++) {
			const live = _collectLiveNodes(root);
			const containers = [root];
			let pending = false;
			arrayForEach(live, (node) => {
				if (_readNodeType(node) === NODE_TYPE.documentFragment) arrayPush(containers, node);
				else if (!pending && !setHas(visited, node)) pending = setHas(getOriginal(), node);
			});
			if (!pending) return;
			if (round >= MAX_UNVISITED_ROUNDS) throw typeErrorCreate("the tree kept changing during in-place sanitization; refusing to return it");
			arrayForEach(containers, (container, index) => {
				_sanitizeUnvisitedIn(container, index > 0, root, getOriginal());
			});
		}
	};
	/**
	* One _sanitizeUnvisitedNodes pass over the root or an open shadow root.
	*
	* @param container the root or an open shadow root
	* @param inShadow whether container is a shadow root
	* @param root the in-place root
	* @param original the root's nodes collected before the walk, as a set
	*/
	const _sanitizeUnvisitedIn = function _sanitizeUnvisitedIn(container, inShadow, root, original) {
		const iterator = _createNodeIterator(container);
		let node;
		while (node = iterator.nextNode()) {
			if (!setHas(original, node) || setHas(IN_PLACE_VISITED, node)) continue;
			if (inShadow) _executeHooks(hooks.uponSanitizeShadowNode, node, null);
			_sanitizeNode(node, root);
		}
	};
	/**
	* Records that _sanitizeElements processed `node`. No-op outside IN_PLACE.
	*
	* @param node the node being processed
	*/
	const _markVisited = function _markVisited(node) {
		if (IN_PLACE_VISITED) setAdd(IN_PLACE_VISITED, node);
	};
	/**
	* Patch-linkage attributes (declarative partial updates): `patchsrc`
	* always, `for` everywhere except on <label> and <output>. Gated on
	* SAFE_FOR_XML. Shared by the IN_PLACE pre-pass and _isValidAttribute.
	*
	* @param lcName the transformCaseFunc'd attribute name
	* @param lcTag the transformCaseFunc'd tag name of the carrying element
	* @return true if the attribute is patch linkage and must be dropped
	*/
	const _isPatchLinkageAttribute = function _isPatchLinkageAttribute(lcName, lcTag) {
		if (!SAFE_FOR_XML) return false;
		if (lcName === "patchsrc") return true;
		return lcName === "for" && lcTag !== "label" && lcTag !== "output";
	};
	/**
	* IN_PLACE pre-pass: sever all patch linkage before the walk, so no patch
	* can fire mid-walk into a part of the tree the walker already passed.
	* Removes range markers (processing instructions, comments with markup)
	* and strips linkage attributes. It cannot undo a patch that already fired.
	*
	* TODO: if the shipped feature can patch through `for` on <label>/<output>,
	* drop that pair here too.
	*
	* @param root the in-place root to sweep
	*/
	const _neutralizePatchLinkage = function _neutralizePatchLinkage(root) {
		if (!SAFE_FOR_XML) return;
		_walkTree(root, (node) => {
			const nodeType = _readNodeType(node);
			if (nodeType === NODE_TYPE.processingInstruction || nodeType === NODE_TYPE.comment && purify_es_regExpTest(COMMENT_MARKUP_PROBE, node.data)) {
				try {
					remove(node);
				} catch (_) {}
				return false;
			}
			if (nodeType === NODE_TYPE.element) {
				const element = node;
				const lcTag = transformCaseFunc(_readNodeName(node));
				try {
					if (element.hasAttribute && element.hasAttribute("patchsrc")) element.removeAttribute("patchsrc");
					if (element.hasAttribute && element.hasAttribute("for") && _isPatchLinkageAttribute("for", lcTag)) element.removeAttribute("for");
				} catch (_) {}
			}
			return true;
		});
	};
	/**
	* _initDocument
	*
	* @param dirty - a string of dirty markup
	* @return a DOM, filled with the dirty markup
	*/
	const _initDocument = function _initDocument(dirty) {
		let doc = null;
		let leadingWhitespace = null;
		if (FORCE_BODY) dirty = "<remove></remove>" + dirty;
		else {
			const matches = stringMatch(dirty, LEADING_WHITESPACE);
			leadingWhitespace = matches && matches[0];
		}
		if (PARSER_MEDIA_TYPE === "application/xhtml+xml" && NAMESPACE === HTML_NAMESPACE) dirty = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><head></head><body>" + dirty + "</body></html>";
		const dirtyPayload = trustedTypesPolicy ? _createTrustedHTML(dirty) : dirty;
		if (NAMESPACE === HTML_NAMESPACE) try {
			doc = new DOMParser().parseFromString(dirtyPayload, PARSER_MEDIA_TYPE);
		} catch (_) {}
		if (!doc || !doc.documentElement) {
			doc = implementation.createDocument(NAMESPACE, "template", null);
			try {
				doc.documentElement.innerHTML = IS_EMPTY_INPUT ? emptyHTML : dirtyPayload;
			} catch (_) {}
		}
		const body = doc.body || doc.documentElement;
		if (dirty && leadingWhitespace) body.insertBefore(document.createTextNode(leadingWhitespace), body.childNodes[0] || null);
		if (NAMESPACE === HTML_NAMESPACE) return getElementsByTagName.call(doc, WHOLE_DOCUMENT ? "html" : "body")[0];
		return WHOLE_DOCUMENT ? doc.documentElement : body;
	};
	/**
	* Creates a NodeIterator over `root`. ownerDocument is read through the
	* cached getter: a form child named "ownerDocument" shadows the direct
	* read and would make createNodeIterator throw.
	*
	* @param root The node to start traversing on.
	* @param characterDataOnly whether to skip elements
	* @return The created NodeIterator
	*/
	const _createNodeIterator = function _createNodeIterator(root) {
		let characterDataOnly = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : false;
		const doc = getOwnerDocument ? getOwnerDocument(root) : root.ownerDocument;
		return createNodeIterator.call(doc || root, root, (characterDataOnly ? 0 : NodeFilter.SHOW_ELEMENT) | NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_TEXT | NodeFilter.SHOW_PROCESSING_INSTRUCTION | NodeFilter.SHOW_CDATA_SECTION, null);
	};
	/**
	* Replace template expression syntax (mustache, ERB, template
	* literal) with a space; shared by all SAFE_FOR_TEMPLATES scrub
	* sites. Order matters: mustache, then ERB, then template literal.
	*
	* @param value the string to scrub
	* @returns the scrubbed string
	*/
	const _stripTemplateExpressions = function _stripTemplateExpressions(value) {
		value = stringReplace(value, MUSTACHE_EXPR$1, " ");
		value = stringReplace(value, ERB_EXPR$1, " ");
		value = stringReplace(value, TMPLIT_EXPR$1, " ");
		return value;
	};
	/**
	* Strips template expressions from the character data under `node`,
	* template contents included. Runs after the walk, since an expression can
	* also form when a removed element leaves two text nodes adjacent. Works on
	* the nodes rather than on markup, which keeps node references intact and
	* sees `<%` unescaped. Attribute values are handled in _sanitizeAttributes.
	*
	* @param node The root element whose character data should be scrubbed.
	*/
	const _scrubTemplateExpressions2 = function _scrubTemplateExpressions(node) {
		var _node$querySelectorAl;
		_scrubOwnCharacterData(node);
		const templates = (_node$querySelectorAl = node.querySelectorAll) === null || _node$querySelectorAl === void 0 ? void 0 : _node$querySelectorAl.call(node, "template");
		if (templates) arrayForEach(templates, (tmpl) => {
			if (_isDocumentFragment(tmpl.content)) _scrubTemplateExpressions2(tmpl.content);
		});
	};
	/**
	* Normalizes `node` and strips template expressions from its own character
	* data. Template contents and shadow roots are not entered, their own
	* _sanitizeShadowDOM call scrubs them.
	*
	* @param node The root whose own character data should be scrubbed.
	*/
	const _scrubOwnCharacterData = function _scrubOwnCharacterData(node) {
		node.normalize();
		const walker = _createNodeIterator(node, true);
		let currentNode = walker.nextNode();
		while (currentNode) {
			currentNode.data = _stripTemplateExpressions(currentNode.data);
			currentNode = walker.nextNode();
		}
	};
	/**
	* Detects DOM clobbering on a form, the only element whose named children
	* shadow its own properties. Each probe compares a direct read with what
	* the property has to be.
	*
	* @param element element to check for clobbering attacks
	* @return true if clobbered, false if safe
	*/
	const _isClobbered = function _isClobbered(element) {
		const realTagName = getNodeName ? getNodeName(element) : null;
		if (typeof realTagName !== "string") return false;
		if (transformCaseFunc(realTagName) !== "form") return false;
		return typeof element.nodeName !== "string" || typeof element.textContent !== "string" || typeof element.removeChild !== "function" || element.attributes !== getAttributes(element) || typeof element.removeAttribute !== "function" || typeof element.removeAttributeNode !== "function" || typeof element.getAttributeNode !== "function" || typeof element.setAttribute !== "function" || typeof element.namespaceURI !== "string" || typeof element.insertBefore !== "function" || typeof element.hasChildNodes !== "function" || element.nodeType !== getNodeType(element) || element.childNodes !== getChildNodes(element);
	};
	/**
	* Reads nodeType through the cached getter, so the result holds for nodes
	* from any realm (GHSA-4w3q-35jp-p934) and cannot be clobbered.
	*
	* @param value anything
	* @return the node type, or null if value is not a DOM node
	*/
	const _nodeTypeOf = function _nodeTypeOf(value) {
		if (!getNodeType || typeof value !== "object" || value === null) return null;
		try {
			const nodeType = getNodeType(value);
			return typeof nodeType === "number" ? nodeType : null;
		} catch (_) {
			return null;
		}
	};
	const _isDocumentFragment = function _isDocumentFragment(value) {
		return _nodeTypeOf(value) === NODE_TYPE.documentFragment;
	};
	const _isNode = function _isNode(value) {
		return _nodeTypeOf(value) !== null;
	};
	function _executeHooks(hooks, currentNode, data) {
		if (hooks.length === 0) return;
		arrayForEach(hooks, (hook) => {
			hook.call(DOMPurify, currentNode, data, CONFIG);
		});
	}
	/**
	* Structural-threat checks that condemn a node regardless of the
	* allowlists: mXSS via namespace confusion, risky CSS construction,
	* processing instructions, markup-bearing comments. Pure predicate;
	* the caller removes. Check order is load-bearing.
	*
	* @param currentNode the node to inspect
	* @param tagName the node's transformCaseFunc'd tag name
	* @param nodeType the node's type, read through the cached getter
	* @return true if the node must be removed
	*/
	const _isUnsafeNode = function _isUnsafeNode(currentNode, tagName, nodeType) {
		if (SAFE_FOR_XML && nodeType === NODE_TYPE.element && currentNode.hasChildNodes() && !_isNode(currentNode.firstElementChild) && purify_es_regExpTest(ELEMENT_MARKUP_PROBE, currentNode.textContent) && purify_es_regExpTest(ELEMENT_MARKUP_PROBE, currentNode.innerHTML)) return true;
		if (SAFE_FOR_XML && LITERAL_TEXT_ELEMENTS[tagName] && nodeType === NODE_TYPE.element && _readNamespaceURI(currentNode) === HTML_NAMESPACE && (_isNode(currentNode.firstElementChild) || typeof currentNode.textContent === "string" && purify_es_regExpTest(ELEMENT_MARKUP_PROBE, currentNode.textContent))) return true;
		if (nodeType === NODE_TYPE.processingInstruction) return true;
		if (SAFE_FOR_XML && nodeType === NODE_TYPE.comment && purify_es_regExpTest(COMMENT_MARKUP_PROBE, currentNode.data)) return true;
		return false;
	};
	/**
	* Evaluate a CUSTOM_ELEMENT_HANDLING check (a RegExp or a predicate
	* function, per the validation in _parseConfig) against a name.
	* Additional arguments are forwarded to predicate functions - the
	* attributeNameCheck predicate receives the tag name as its second
	* argument. A null/absent check never matches.
	*
	* @param check the configured tagNameCheck / attributeNameCheck value
	* @param name the name to test
	* @param args extra arguments forwarded to a predicate function
	* @return true if the check matches the name
	*/
	const _matchesNameCheck = function _matchesNameCheck(check, name) {
		if (check instanceof RegExp) return purify_es_regExpTest(check, name);
		if (check instanceof Function) {
			for (var _len = arguments.length, args = new Array(_len > 2 ? _len - 2 : 0), _key = 2; _key < _len; _key++) args[_key - 2] = arguments[_key];
			return Boolean(check(name, ...args));
		}
		return false;
	};
	/**
	* Handles a node whose tag is forbidden or not allowlisted: hoists its
	* content per KEEP_CONTENT and removes it. The one exception is a custom
	* element allowed via CUSTOM_ELEMENT_HANDLING, which is kept.
	*
	* @param currentNode the disallowed node
	* @param tagName the node's transformCaseFunc'd tag name
	* @return true if the node was removed, false if kept
	*/
	const _sanitizeDisallowedNode = function _sanitizeDisallowedNode(currentNode, tagName, root) {
		if (!FORBID_TAGS[tagName] && _isBasicCustomElement(tagName) && _matchesNameCheck(CUSTOM_ELEMENT_HANDLING.tagNameCheck, tagName)) return false;
		if (KEEP_CONTENT && !FORBID_CONTENTS[tagName] && !FORBID_CONTENTS[stringToLowerCase(tagName)]) {
			const parentNode = getParentNode(currentNode);
			const childNodes = getChildNodes(currentNode);
			if (childNodes && parentNode) {
				const childCount = childNodes.length;
				for (let i = childCount - 1; i >= 0; --i) {
					const hoisted = currentNode === root ? cloneNode(childNodes[i], true) : childNodes[i];
					parentNode.insertBefore(hoisted, getNextSibling(currentNode));
				}
			}
		}
		_forceRemove(currentNode);
		return true;
	};
	/**
	* Forks an allowlist off its shared binding (the instance default or the
	* setConfig() capture) before a hook sees it, so a hook's widening stays
	* within the call. A set that is already call-local is returned as is.
	*
	* @param hookList the uponSanitize* hook array for this event
	* @param set the current ALLOWED_TAGS / ALLOWED_ATTR binding
	* @param defaultSet the per-instance DEFAULT_ALLOWED_* constant
	* @param setConfigSet the captured setConfig() binding, or null
	* @return a call-local clone if a hook is present and set is still shared,
	*   else set unchanged
	*/
	const _forkSharedAllowlist = function _forkSharedAllowlist(hookList, set, defaultSet, setConfigSet) {
		if (hookList.length === 0) return set;
		return set === defaultSet || set === setConfigSet ? cloneSet(set) : set;
	};
	/**
	* A hook may have detached the node it was called for. If so, treat it as
	* removed and stop processing it; the walk root is exempt. On the IN_PLACE
	* path the detached subtree is neutralized right away.
	*
	* @param currentNode the node a hook may have detached
	* @param root the current walk root
	* @return true if the node was detached
	*/
	const _handleHookDetachedNode = function _handleHookDetachedNode(currentNode, root) {
		if (currentNode === root || getParentNode(currentNode) !== null) return false;
		if (IN_PLACE) _neutralizeSubtree(currentNode);
		return true;
	};
	/**
	* _sanitizeElements
	*
	* @protect nodeName
	* @protect textContent
	* @protect removeChild
	* @param currentNode to check for permission to exist
	* @return true if node was killed, false if left alive
	*/
	const _sanitizeElements = function _sanitizeElements(currentNode, root) {
		_markVisited(currentNode);
		_executeHooks(hooks.beforeSanitizeElements, currentNode, null);
		if (_handleHookDetachedNode(currentNode, root)) return true;
		if (_isClobbered(currentNode)) {
			_forceRemove(currentNode);
			return true;
		}
		const tagName = transformCaseFunc(_readNodeName(currentNode));
		const nodeType = _readNodeType(currentNode);
		ALLOWED_TAGS = _forkSharedAllowlist(hooks.uponSanitizeElement, ALLOWED_TAGS, DEFAULT_ALLOWED_TAGS, SET_CONFIG_ALLOWED_TAGS);
		_executeHooks(hooks.uponSanitizeElement, currentNode, {
			tagName,
			allowedTags: ALLOWED_TAGS
		});
		if (_handleHookDetachedNode(currentNode, root)) return true;
		if (_isUnsafeNode(currentNode, tagName, nodeType)) {
			_forceRemove(currentNode);
			return true;
		}
		if (FORBID_TAGS[tagName] || !(EXTRA_ELEMENT_HANDLING.tagCheck instanceof Function && EXTRA_ELEMENT_HANDLING.tagCheck(tagName)) && !ALLOWED_TAGS[tagName]) {
			const removed = _sanitizeDisallowedNode(currentNode, tagName, root);
			if (removed === false) {
				_executeHooks(hooks.afterSanitizeElements, currentNode, null);
				if (_handleHookDetachedNode(currentNode, root)) return true;
			}
			return removed;
		}
		if (nodeType === NODE_TYPE.element && !_checkValidNamespace(currentNode)) {
			_forceRemove(currentNode);
			return true;
		}
		if ((tagName === "noscript" || tagName === "noembed" || tagName === "noframes") && purify_es_regExpTest(FALLBACK_TAG_CLOSE, currentNode.innerHTML)) {
			_forceRemove(currentNode);
			return true;
		}
		if (SAFE_FOR_TEMPLATES && nodeType === NODE_TYPE.text) {
			const text = currentNode.textContent;
			const content = _stripTemplateExpressions(text);
			if (text !== content) {
				arrayPush(DOMPurify.removed, { element: currentNode.cloneNode() });
				currentNode.textContent = content;
			}
		}
		_executeHooks(hooks.afterSanitizeElements, currentNode, null);
		return _handleHookDetachedNode(currentNode, root);
	};
	/**
	* _isValidAttribute
	*
	* @param lcTag Lowercase tag name of containing element.
	* @param lcName Lowercase attribute name.
	* @param value Attribute value.
	* @return Returns true if `value` is valid, otherwise false.
	*/
	const _isValidAttribute = function _isValidAttribute(lcTag, lcName, value) {
		if (FORBID_ATTR[lcName]) return false;
		if (_isPatchLinkageAttribute(lcName, lcTag)) return false;
		if (SANITIZE_DOM && (lcName === "id" || lcName === "name") && (value in document || value in formElement)) return false;
		const nameIsPermitted = ALLOWED_ATTR[lcName] || EXTRA_ELEMENT_HANDLING.attributeCheck instanceof Function && EXTRA_ELEMENT_HANDLING.attributeCheck(lcName, lcTag);
		if (ALLOW_DATA_ATTR && purify_es_regExpTest(DATA_ATTR$1, lcName)) return true;
		if (ALLOW_ARIA_ATTR && purify_es_regExpTest(ARIA_ATTR$1, lcName)) return true;
		if (!nameIsPermitted) return _isBasicCustomElement(lcTag) && _matchesNameCheck(CUSTOM_ELEMENT_HANDLING.tagNameCheck, lcTag) && _matchesNameCheck(CUSTOM_ELEMENT_HANDLING.attributeNameCheck, lcName, lcTag) || lcName === "is" && CUSTOM_ELEMENT_HANDLING.allowCustomizedBuiltInElements && _matchesNameCheck(CUSTOM_ELEMENT_HANDLING.tagNameCheck, value);
		if (URI_SAFE_ATTRIBUTES[lcName]) return true;
		const compactValue = stringReplace(value, ATTR_WHITESPACE$1, "");
		if (purify_es_regExpTest(IS_ALLOWED_URI$1, compactValue)) return true;
		if ((lcName === "src" || lcName === "xlink:href" || lcName === "href") && lcTag !== "script" && stringIndexOf(value, "data:") === 0 && DATA_URI_TAGS[lcTag]) return true;
		if (ALLOW_UNKNOWN_PROTOCOLS && !purify_es_regExpTest(IS_SCRIPT_OR_DATA$1, compactValue)) return true;
		return !value;
	};
	const RESERVED_CUSTOM_ELEMENT_NAMES = addToSet({}, [
		"annotation-xml",
		"color-profile",
		"font-face",
		"font-face-format",
		"font-face-name",
		"font-face-src",
		"font-face-uri",
		"missing-glyph"
	]);
	/**
	* _isBasicCustomElement
	* checks if at least one dash is included in tagName, and it's not the first char
	* for more sophisticated checking see https://github.com/sindresorhus/validate-element-name
	*
	* @param tagName name of the tag of the node to sanitize
	* @returns Returns true if the tag name meets the basic criteria for a custom element, otherwise false.
	*/
	const _isBasicCustomElement = function _isBasicCustomElement(tagName) {
		return !RESERVED_CUSTOM_ELEMENT_NAMES[stringToLowerCase(tagName)] && purify_es_regExpTest(CUSTOM_ELEMENT$1, tagName);
	};
	/**
	* Wrap an attribute value in the matching Trusted Types object when
	* the active policy requires it. Namespaced attributes pass through
	* unchanged (no TT support yet, see
	* https://bugs.chromium.org/p/chromium/issues/detail?id=1305293).
	*
	* @param lcTag lowercase tag name of the containing element
	* @param lcName lowercase attribute name
	* @param namespaceURI the attribute's namespace, if any
	* @param value the attribute value to wrap
	* @return the value, wrapped when Trusted Types demand it
	*/
	const _applyTrustedTypesToAttribute = function _applyTrustedTypesToAttribute(lcTag, lcName, namespaceURI, value) {
		if (trustedTypesPolicy && typeof trustedTypes === "object" && typeof trustedTypes.getAttributeType === "function" && !namespaceURI) switch (trustedTypes.getAttributeType(lcTag, lcName)) {
			case "TrustedHTML": return _createTrustedHTML(value);
			case "TrustedScriptURL": return _createTrustedScriptURL(value);
		}
		return value;
	};
	/**
	* Writes a changed attribute value back. If the new value clobbers, the
	* element is removed; if the write fails, the attribute is.
	*
	* @param currentNode the element carrying the attribute
	* @param name the attribute name as present on the element
	* @param namespaceURI the attribute's namespace, if any
	* @param value the new attribute value
	* @return true if the value was written without introducing clobbering
	*/
	const _setAttributeValue = function _setAttributeValue(currentNode, name, namespaceURI, value) {
		try {
			if (namespaceURI) currentNode.setAttributeNS(namespaceURI, name, value);
			else currentNode.setAttribute(name, value);
			if (_isClobbered(currentNode)) {
				_forceRemove(currentNode);
				return false;
			}
			return true;
		} catch (_) {
			_removeAttribute(name, currentNode);
			return false;
		}
	};
	/**
	* Value checks that apply before a hook can force-keep an attribute. Also
	* used by isValidAttribute(), so it never approves a value that sanitize()
	* would strip.
	*
	* @param name the attribute name as found on the node (case preserved)
	* @param value the attribute value
	* @returns true if the attribute must be removed because of its value
	*/
	const _isUnsafeAttributeValue = function _isUnsafeAttributeValue(name, value) {
		if (SAFE_FOR_XML && purify_es_regExpTest(ATTR_VALUE_BREAKOUT, value)) return true;
		return stringToLowerCase(name) === "attributename" && stringIndexOf(value, "href") !== -1;
	};
	/**
	* _sanitizeAttributes
	*
	* @protect attributes
	* @protect nodeName
	* @protect removeAttribute
	* @protect setAttribute
	*
	* @param currentNode to sanitize
	* @param root the current walk root
	*/
	const _sanitizeAttributes = function _sanitizeAttributes(currentNode, root) {
		_executeHooks(hooks.beforeSanitizeAttributes, currentNode, null);
		if (_handleHookDetachedNode(currentNode, root)) return;
		const attributes = currentNode.attributes;
		if (!attributes || _isClobbered(currentNode)) return;
		ALLOWED_ATTR = _forkSharedAllowlist(hooks.uponSanitizeAttribute, ALLOWED_ATTR, DEFAULT_ALLOWED_ATTR, SET_CONFIG_ALLOWED_ATTR);
		const hookEvent = {
			attrName: "",
			attrValue: "",
			keepAttr: true,
			allowedAttributes: ALLOWED_ATTR,
			forceKeepAttr: void 0
		};
		let l = attributes.length;
		const lcTag = transformCaseFunc(_readNodeName(currentNode));
		while (l--) {
			const attr = attributes[l];
			const name = attr.name, namespaceURI = attr.namespaceURI, attrValue = attr.value;
			const lcName = transformCaseFunc(name);
			const initValue = attrValue;
			let value = name === "value" ? initValue : stringTrim(initValue);
			let recreatedNamedProp = false;
			hookEvent.attrName = lcName;
			hookEvent.attrValue = value;
			hookEvent.keepAttr = true;
			hookEvent.forceKeepAttr = void 0;
			_executeHooks(hooks.uponSanitizeAttribute, currentNode, hookEvent);
			value = hookEvent.attrValue;
			if (SANITIZE_NAMED_PROPS && (lcName === "id" || lcName === "name") && stringIndexOf(value, SANITIZE_NAMED_PROPS_PREFIX) !== 0) {
				_removeAttribute(name, currentNode, attr);
				value = SANITIZE_NAMED_PROPS_PREFIX + value;
				recreatedNamedProp = true;
			}
			if (_isUnsafeAttributeValue(name, value)) {
				_removeAttribute(name, currentNode, attr);
				continue;
			}
			if (hookEvent.forceKeepAttr) continue;
			if (!hookEvent.keepAttr) {
				_removeAttribute(name, currentNode, attr);
				continue;
			}
			if (!ALLOW_SELF_CLOSE_IN_ATTR && purify_es_regExpTest(SELF_CLOSING_TAG, value)) {
				_removeAttribute(name, currentNode, attr);
				continue;
			}
			if (SAFE_FOR_TEMPLATES) value = _stripTemplateExpressions(value);
			if (!_isValidAttribute(lcTag, lcName, value)) {
				_removeAttribute(name, currentNode, attr);
				continue;
			}
			value = _applyTrustedTypesToAttribute(lcTag, lcName, namespaceURI, value);
			if (value !== initValue) {
				if (_setAttributeValue(currentNode, name, namespaceURI, value) && recreatedNamedProp) arrayPop(DOMPurify.removed);
			}
		}
		_executeHooks(hooks.afterSanitizeAttributes, currentNode, null);
		_handleHookDetachedNode(currentNode, root);
	};
	/**
	* Sanitizes one node: the node itself, its attributes and, for a
	* template, its content.
	*
	* @param node the node to sanitize
	* @param root the current walk root
	*/
	const _sanitizeNode = function _sanitizeNode(node, root) {
		_sanitizeElements(node, root);
		_sanitizeAttributes(node, root);
		if (_isDocumentFragment(node.content)) _sanitizeShadowDOM2(node.content);
	};
	/**
	* _sanitizeShadowDOM
	*
	* @param fragment to iterate over recursively
	*/
	const _sanitizeShadowDOM2 = function _sanitizeShadowDOM(fragment) {
		let shadowNode = null;
		const shadowIterator = _createNodeIterator(fragment);
		_executeHooks(hooks.beforeSanitizeShadowDOM, fragment, null);
		while (shadowNode = shadowIterator.nextNode()) {
			_executeHooks(hooks.uponSanitizeShadowNode, shadowNode, null);
			_sanitizeNode(shadowNode, fragment);
			if (_readNodeType(shadowNode) === NODE_TYPE.element) {
				const innerSr = getShadowRoot(shadowNode);
				if (_isDocumentFragment(innerSr)) {
					_sanitizeAttachedShadowRoots(innerSr);
					_sanitizeShadowDOM2(innerSr);
				}
			}
		}
		if (SAFE_FOR_TEMPLATES) _scrubOwnCharacterData(fragment);
		_executeHooks(hooks.afterSanitizeShadowDOM, fragment, null);
	};
	/**
	* Sanitizes every attached shadow root under `root`, since the node
	* iterator does not enter shadow trees. Needed for IN_PLACE input and for
	* DOM input whose clonable shadow roots were copied by importNode().
	*
	* @param root the subtree root to walk for attached shadow roots
	*/
	const _sanitizeAttachedShadowRoots = function _sanitizeAttachedShadowRoots(root) {
		const stack = [{
			node: root,
			shadow: null
		}];
		while (stack.length > 0) {
			const item = stack.pop();
			if (item.shadow) {
				_sanitizeShadowDOM2(item.shadow);
				continue;
			}
			const node = item.node;
			const isElement = _readNodeType(node) === NODE_TYPE.element;
			const childNodes = getChildNodes(node);
			if (childNodes) for (let i = childNodes.length - 1; i >= 0; --i) stack.push({
				node: childNodes[i],
				shadow: null
			});
			if (isElement) {
				const rootName = getNodeName ? getNodeName(node) : null;
				if (typeof rootName === "string" && transformCaseFunc(rootName) === "template") {
					const content = node.content;
					if (_isDocumentFragment(content)) stack.push({
						node: content,
						shadow: null
					});
				}
			}
			if (isElement) {
				const sr = getShadowRoot(node);
				if (_isDocumentFragment(sr)) stack.push({
					node: null,
					shadow: sr
				}, {
					node: sr,
					shadow: null
				});
			}
		}
	};
	DOMPurify.sanitize = function(dirty) {
		let cfg = arguments.length > 1 && arguments[1] !== void 0 ? arguments[1] : {};
		let body = null;
		let importedNode = null;
		let currentNode = null;
		let returnNode = null;
		IS_EMPTY_INPUT = !dirty;
		if (IS_EMPTY_INPUT) dirty = "<!-->";
		if (typeof dirty !== "string" && !_isNode(dirty)) {
			dirty = stringifyValue(dirty);
			if (typeof dirty !== "string") throw typeErrorCreate("dirty is not a string, aborting");
		}
		if (!DOMPurify.isSupported) return dirty;
		if (SET_CONFIG) {
			ALLOWED_TAGS = SET_CONFIG_ALLOWED_TAGS;
			ALLOWED_ATTR = SET_CONFIG_ALLOWED_ATTR;
		} else _parseConfig(cfg);
		DOMPurify.removed = [];
		const inPlace = IN_PLACE && typeof dirty !== "string" && _isNode(dirty);
		let inPlaceNodes = [];
		const outerVisited = IN_PLACE_VISITED;
		if (inPlace) {
			_neutralizePatchLinkage(dirty);
			const nn = _readNodeName(dirty);
			if (typeof nn === "string") {
				const tagName = transformCaseFunc(nn);
				if (!ALLOWED_TAGS[tagName] || FORBID_TAGS[tagName]) {
					_neutralizeRoot(dirty);
					throw typeErrorCreate("root node is forbidden and cannot be sanitized in-place");
				}
			}
			if (_isClobbered(dirty)) {
				_neutralizeRoot(dirty);
				throw typeErrorCreate("root node is clobbered and cannot be sanitized in-place");
			}
			inPlaceNodes = _collectLiveNodes(dirty);
			IN_PLACE_VISITED = setCreate();
		} else if (_isNode(dirty)) {
			body = _initDocument("<!---->");
			importedNode = body.ownerDocument.importNode(dirty, true);
			if (importedNode.nodeType === NODE_TYPE.element && importedNode.nodeName === "BODY") body = importedNode;
			else if (importedNode.nodeName === "HTML") body = importedNode;
			else body.appendChild(importedNode);
			_sanitizeAttachedShadowRoots(body);
		} else {
			if (!RETURN_DOM && !SAFE_FOR_TEMPLATES && !WHOLE_DOCUMENT && dirty.indexOf("<") === -1) return _signOutput(dirty);
			body = _initDocument(dirty);
			if (!body) return RETURN_DOM ? null : RETURN_TRUSTED_TYPE ? emptyHTML : "";
		}
		if (body && FORCE_BODY) _forceRemove(body.firstChild);
		const walkRoot = inPlace ? dirty : body;
		try {
			if (inPlace) _sanitizeAttachedShadowRoots(dirty);
			const nodeIterator = _createNodeIterator(walkRoot);
			while (currentNode = nodeIterator.nextNode()) _sanitizeNode(currentNode, walkRoot);
			if (inPlace) _sanitizeUnvisitedNodes(dirty, inPlaceNodes);
		} catch (error) {
			if (inPlace) {
				_neutralizeRoot(dirty);
				_neutralizeDiscarded(dirty, inPlaceNodes);
			}
			throw error;
		} finally {
			IN_PLACE_VISITED = outerVisited;
		}
		if (inPlace) {
			if (_neutralizeDiscarded(dirty, inPlaceNodes)) throw typeErrorCreate("a node selected for removal could not be safely returned; refusing to sanitize in place");
			if (SAFE_FOR_TEMPLATES) _scrubTemplateExpressions2(dirty);
			return dirty;
		}
		if (RETURN_DOM) {
			if (SAFE_FOR_TEMPLATES) _scrubTemplateExpressions2(body);
			if (RETURN_DOM_FRAGMENT) {
				returnNode = createDocumentFragment.call(body.ownerDocument);
				while (body.firstChild) returnNode.appendChild(body.firstChild);
			} else returnNode = body;
			if (ALLOWED_ATTR.shadowroot || ALLOWED_ATTR.shadowrootmode) returnNode = importNode.call(originalDocument, returnNode, true);
			return returnNode;
		}
		const serialize = () => WHOLE_DOCUMENT ? body.outerHTML : body.innerHTML;
		let serializedHTML = serialize();
		if (SAFE_FOR_TEMPLATES && purify_es_regExpTest(TMPL_MARKER_SERIALIZED, serializedHTML)) {
			_scrubOwnCharacterData(body);
			serializedHTML = serialize();
		}
		if (WHOLE_DOCUMENT && ALLOWED_TAGS["!doctype"] && body.ownerDocument && body.ownerDocument.doctype && body.ownerDocument.doctype.name && purify_es_regExpTest(DOCTYPE_NAME, body.ownerDocument.doctype.name)) serializedHTML = "<!DOCTYPE " + body.ownerDocument.doctype.name + ">\n" + serializedHTML;
		return _signOutput(serializedHTML);
	};
	DOMPurify.setConfig = function() {
		let cfg = arguments.length > 0 && arguments[0] !== void 0 ? arguments[0] : {};
		_parseConfig(cfg);
		SET_CONFIG = true;
		SET_CONFIG_ALLOWED_TAGS = ALLOWED_TAGS;
		SET_CONFIG_ALLOWED_ATTR = ALLOWED_ATTR;
	};
	DOMPurify.clearConfig = function() {
		CONFIG = null;
		SET_CONFIG = false;
		SET_CONFIG_ALLOWED_TAGS = null;
		SET_CONFIG_ALLOWED_ATTR = null;
		trustedTypesPolicy = defaultTrustedTypesPolicy;
		emptyHTML = "";
	};
	DOMPurify.isValidAttribute = function(tag, attr, value) {
		if (!CONFIG) _parseConfig({});
		const lcTag = transformCaseFunc(tag);
		const lcName = transformCaseFunc(attr);
		if (typeof value === "string" && (_isUnsafeAttributeValue(attr, value) || !ALLOW_SELF_CLOSE_IN_ATTR && purify_es_regExpTest(SELF_CLOSING_TAG, value))) return false;
		return _isValidAttribute(lcTag, lcName, value);
	};
	DOMPurify.addHook = function(entryPoint, hookFunction) {
		if (typeof hookFunction !== "function") return;
		if (!objectHasOwnProperty(hooks, entryPoint)) return;
		arrayPush(hooks[entryPoint], hookFunction);
	};
	DOMPurify.removeHook = function(entryPoint, hookFunction) {
		if (!objectHasOwnProperty(hooks, entryPoint)) return;
		if (hookFunction !== void 0) {
			const index = arrayLastIndexOf(hooks[entryPoint], hookFunction);
			return index === -1 ? void 0 : arraySplice(hooks[entryPoint], index, 1)[0];
		}
		return arrayPop(hooks[entryPoint]);
	};
	DOMPurify.removeHooks = function(entryPoint) {
		if (!objectHasOwnProperty(hooks, entryPoint)) return;
		hooks[entryPoint] = [];
	};
	DOMPurify.removeAllHooks = function() {
		hooks = purify_es_createHooksMap();
	};
	return DOMPurify;
}
var purify_default = createDOMPurify();


//# sourceMappingURL=purify.es.mjs.map
;// CONCATENATED MODULE: ../shared-ui/src/markup/render-promotion-markup.ts

/**
 * Converts a promotion description written in the product's light markup (spec §3: `##` / `###`
 * headings, `**bold**`, bullets, numbered lines, line breaks) into sanitised HTML.
 *
 * Hand-written on purpose: no markdown library does exactly this subset (they all add links, raw
 * HTML passthrough, code blocks…), and every extra feature is extra attack surface. The text is
 * HTML-escaped BEFORE any markup is applied, so `<script>` or `<img onerror>` typed by a brand
 * owner shows as text; DOMPurify with an allow-list then guards the generated HTML as a second wall.
 */ const render_promotion_markup_ALLOWED_TAGS = [
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'ul',
    'ol',
    'li'
];
const render_promotion_markup_ALLOWED_ATTR = [
    'start'
];
const HEADING = /^(#{2,3})\s+(.+)$/;
const BULLET = /^\s*[-*•]\s+(.+)$/;
const NUMBERED = /^\s*(\d+)[.)]\s+(.+)$/;
function escapeHtml(text) {
    return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
function renderInline(text) {
    return escapeHtml(text.trim()).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
}
/** Groups the description's lines into headings, lists and paragraphs. */ function parsePromotionMarkup(markup) {
    const blocks = [];
    const lines = markup.replace(/\r\n?/g, '\n').split('\n');
    for (const line of lines){
        const last = blocks[blocks.length - 1];
        const heading = HEADING.exec(line);
        const bullet = BULLET.exec(line);
        const numbered = NUMBERED.exec(line);
        if (line.trim() === '') {
            // a blank line ends the current paragraph or list
            blocks.push({
                kind: 'paragraph',
                lines: []
            });
        } else if (heading?.[1] && heading[2]) {
            blocks.push({
                kind: 'heading',
                level: heading[1].length === 2 ? 2 : 3,
                text: heading[2]
            });
        } else if (bullet?.[1]) {
            if (last?.kind === 'bullets') last.items.push(bullet[1]);
            else blocks.push({
                kind: 'bullets',
                items: [
                    bullet[1]
                ]
            });
        } else if (numbered?.[1] && numbered[2]) {
            if (last?.kind === 'numbers') last.items.push(numbered[2]);
            else blocks.push({
                kind: 'numbers',
                start: Number(numbered[1]),
                items: [
                    numbered[2]
                ]
            });
        } else if (last?.kind === 'paragraph') {
            last.lines.push(line);
        } else {
            blocks.push({
                kind: 'paragraph',
                lines: [
                    line
                ]
            });
        }
    }
    return blocks.filter((block)=>block.kind !== 'paragraph' || block.lines.length > 0);
}
function renderBlock(block) {
    switch(block.kind){
        // ## and ### sit below the modal title (h2), so they render one level down to keep the outline valid
        case 'heading':
            return block.level === 2 ? `<h3>${renderInline(block.text)}</h3>` : `<h4>${renderInline(block.text)}</h4>`;
        case 'bullets':
            return `<ul>${block.items.map((item)=>`<li>${renderInline(item)}</li>`).join('')}</ul>`;
        case 'numbers':
            {
                const start = block.start === 1 ? '' : ` start="${block.start}"`;
                return `<ol${start}>${block.items.map((item)=>`<li>${renderInline(item)}</li>`).join('')}</ol>`;
            }
        case 'paragraph':
            return `<p>${block.lines.map(renderInline).join('<br>')}</p>`;
    }
}
/** Light markup → HTML that is safe to put in `dangerouslySetInnerHTML`. */ function renderPromotionMarkup(markup) {
    if (!markup) return '';
    const html = parsePromotionMarkup(markup).map(renderBlock).join('');
    return purify_default.sanitize(html, {
        ALLOWED_TAGS: render_promotion_markup_ALLOWED_TAGS,
        ALLOWED_ATTR: render_promotion_markup_ALLOWED_ATTR
    });
}

// EXTERNAL MODULE: ../shared-ui/src/markup/PromotionDescription.module.css
var PromotionDescription_module = __webpack_require__(5660);
;// CONCATENATED MODULE: ../shared-ui/src/markup/PromotionDescription.tsx




/** A promotion's description rendered from its light markup; the HTML is escaped and sanitised first. */ function PromotionDescription({ markup, className }) {
    const html = (0,react.useMemo)(()=>renderPromotionMarkup(markup), [
        markup
    ]);
    if (!html) return null;
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
        className: className ? `${PromotionDescription_module/* .description */.h} ${className}` : PromotionDescription_module/* .description */.h,
        // safe: renderPromotionMarkup escapes the source and sanitises the output with DOMPurify
        dangerouslySetInnerHTML: {
            __html: html
        }
    });
}


},
9444(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var _spinner_Spinner__rspack_import_2 = __webpack_require__(1180);
/* import */ var _Page_module_css__rspack_import_1 = __webpack_require__(7443);



/** A page root: centred column with the page's h1. Remotes pass `data-remote` for the e2e checks. */ function Page({ title, children, className, ...sectionProps }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("section", {
        ...sectionProps,
        className: className ? `${_Page_module_css__rspack_import_1/* .page */.MY} ${className}` : _Page_module_css__rspack_import_1/* .page */.MY,
        children: [
            title !== undefined ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("h1", {
                className: _Page_module_css__rspack_import_1/* .title */.DD,
                children: title
            }) : null,
            children
        ]
    });
}
/** A page's title with its loading state (busy for assistive technology). */ function PageLoading({ message, detail, ...pageProps }) {
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(Page, {
        ...pageProps,
        "aria-busy": "true",
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
            className: _Page_module_css__rspack_import_1/* .loading */.Lq,
            role: "status",
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_spinner_Spinner__rspack_import_2/* .Spinner */.y, {}),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                    className: _Page_module_css__rspack_import_1/* .message */.iU,
                    children: message
                }),
                detail ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                    className: _Page_module_css__rspack_import_1/* .detail */._0,
                    children: detail
                }) : null
            ]
        })
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  W: PageLoading,
  Y: Page
});


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
6181(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var react__rspack_import_1 = __webpack_require__(3696);
/* import */ var _utils_cx__rspack_import_5 = __webpack_require__(5838);
/* import */ var _Field__rspack_import_3 = __webpack_require__(6318);
/* import */ var _merge_refs__rspack_import_4 = __webpack_require__(1241);
/* import */ var _TextField_module_css__rspack_import_2 = __webpack_require__(1722);






/** Labelled input; forwardRef so react-hook-form's register() works as is. */ const TextField = /*#__PURE__*/ (0,react__rspack_import_1.forwardRef)(function TextField({ label, hint, error, maxLength, enforceMaxLength, hideLabel, containerClassName, className, ...input }, ref) {
    const field = (0,_Field__rspack_import_3/* .useField */.M)({
        label,
        hint,
        error,
        maxLength,
        enforceMaxLength,
        hideLabel,
        containerClassName
    }, {
        id: input.id,
        value: input.value,
        defaultValue: input.defaultValue,
        required: input.required,
        ariaDescribedBy: input['aria-describedby'],
        onChange: input.onChange
    });
    return field.render(/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
        type: "text",
        ...input,
        ref: (0,_merge_refs__rspack_import_4/* .mergeRefs */.P)(ref, field.innerRef),
        id: field.id,
        maxLength: enforceMaxLength ? maxLength : undefined,
        "aria-invalid": error ? true : input['aria-invalid'],
        "aria-describedby": field.describedBy,
        onChange: field.onChange,
        className: (0,_utils_cx__rspack_import_5.cx)(_TextField_module_css__rspack_import_2/* .control */.A4, className)
    }));
});
/** Labelled textarea with the same counter and error handling as TextField. */ const TextArea = /*#__PURE__*/ (0,react__rspack_import_1.forwardRef)(function TextArea({ label, hint, error, maxLength, enforceMaxLength, hideLabel, containerClassName, className, rows = 4, ...textarea }, ref) {
    const field = (0,_Field__rspack_import_3/* .useField */.M)({
        label,
        hint,
        error,
        maxLength,
        enforceMaxLength,
        hideLabel,
        containerClassName
    }, {
        id: textarea.id,
        value: textarea.value,
        defaultValue: textarea.defaultValue,
        required: textarea.required,
        ariaDescribedBy: textarea['aria-describedby'],
        onChange: textarea.onChange
    });
    return field.render(/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("textarea", {
        rows: rows,
        ...textarea,
        ref: (0,_merge_refs__rspack_import_4/* .mergeRefs */.P)(ref, field.innerRef),
        id: field.id,
        maxLength: enforceMaxLength ? maxLength : undefined,
        "aria-invalid": error ? true : textarea['aria-invalid'],
        "aria-describedby": field.describedBy,
        onChange: field.onChange,
        className: (0,_utils_cx__rspack_import_5.cx)(_TextField_module_css__rspack_import_2/* .control */.A4, _TextField_module_css__rspack_import_2/* .textarea */.PC, className)
    }));
});

__webpack_require__.d(__webpack_exports__, {
}, {
  A: TextField,
  f: TextArea
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
8179(module) {
var exports = {
  "EN": "editor-ad1c68",
  "aX": "back-ad1c68",
  "Zd": "form-ad1c68",
  "uW": "section-ad1c68",
  "Gf": "sectionTitle-ad1c68",
  "OA": "fields-ad1c68",
  "_R": "slugRow-ad1c68",
  "wS": "grow-ad1c68",
  "O0": "rating-ad1c68",
  "Mv": "flags-ad1c68",
  "qT": "features-ad1c68",
  "Hm": "featureInput-ad1c68",
  "Zu": "featureList-ad1c68",
  "N4": "feature-ad1c68",
  "zC": "images-ad1c68",
  "$e": "warning-ad1c68",
  "kX": "success-ad1c68",
  "V2": "failure-ad1c68",
  "o1": "actions-ad1c68",
  "SU": "muted-ad1c68",
};

module.exports = exports;


},
3453(module, __unused_rspack_exports, __webpack_require__) {
var exports = {
  "picker": "picker-86cd9b",
  "label": "label-86cd9b",
  "body": "body-86cd9b",
  "preview": "preview-86cd9b",
  "image": "image-86cd9b",
  "empty": "empty-86cd9b",
  "controls": "controls-86cd9b",
  "file": "file-86cd9b",
  "hint": "hint-86cd9b",
  "state": "state-86cd9b",
  "done": "done-86cd9b",
  "error": "error-86cd9b",
  "spin": "spin-86cd9b",
};

__webpack_require__.r(module.exports = exports);


},
7370(module) {
var exports = {
  "uW": "section-2b6b7e",
  "KF": "promotion-2b6b7e",
  "o1": "legend-2b6b7e",
  "Vg": "grid-2b6b7e",
  "Pf": "label-2b6b7e",
  "h_": "description-2b6b7e",
  "PW": "descriptionPreview-2b6b7e",
  "ag": "games-2b6b7e",
  "B9": "removeRow-2b6b7e",
  "SU": "muted-2b6b7e",
  "KE": "toolbar-2b6b7e",
  "A9": "editorGrid-2b6b7e",
  "VH": "preview-2b6b7e",
  "Vf": "previewTitle-2b6b7e",
  "fF": "modalActions-2b6b7e",
};

module.exports = exports;


},
8019(module) {
var exports = {
  "kv": "checkbox-94e1a7",
  "hF": "input-94e1a7",
  "Qq": "text-94e1a7",
  "Pf": "label-94e1a7",
  "h_": "description-94e1a7",
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
5660(module) {
var exports = {
  "h": "description-e4b61d",
};

module.exports = exports;


},
7443(module) {
var exports = {
  "MY": "page-56f1c3",
  "DD": "title-56f1c3",
  "Lq": "loading-56f1c3",
  "iU": "message-56f1c3",
  "_0": "detail-56f1c3",
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
6213(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  u: () => (/* binding */ zod_u)
});

// EXTERNAL MODULE: ../node_modules/react-hook-form/dist/index.esm.mjs
var index_esm = __webpack_require__(9215);
;// CONCATENATED MODULE: ../mf-account/node_modules/@hookform/resolvers/dist/resolvers.mjs
const resolvers_t=(r,t,s)=>{if(r&&"reportValidity"in r){const o=(0,index_esm/* .get */.Jt)(s,t);r.setCustomValidity(o&&o.message||""),r.reportValidity()}},resolvers_s=(e,r)=>{for(const s in r.fields){const o=r.fields[s];o&&o.ref&&"reportValidity"in o.ref?resolvers_t(o.ref,s,e):o&&o.refs&&o.refs.forEach(r=>resolvers_t(r,s,e))}},resolvers_o=(t,o)=>{o.shouldUseNativeValidation&&resolvers_s(t,o);const n={};for(const s in t){const f=(0,index_esm/* .get */.Jt)(o.fields,s),c=Object.assign(t[s]||{},{ref:f&&f.refs?f.refs[0]:f&&f.ref});if(resolvers_i(o.names||Object.keys(t),s)){const t=Object.assign({},(0,index_esm/* .get */.Jt)(n,s));(0,index_esm/* .set */.hZ)(t,"root",c),(0,index_esm/* .set */.hZ)(n,s,t)}else (0,index_esm/* .set */.hZ)(n,s,c)}return n},resolvers_i=(e,r)=>{const t=resolvers_n(r).replace(/[.*+?^${}()|\\]/g,"\\$&");return e.some(e=>resolvers_n(e).match(`^${t}\\.\\d+`))};function resolvers_n(e){return e.replace(/\[(\d+)]/g,".$1").replace(/[[\]]/g,"")}
//# sourceMappingURL=resolvers.mjs.map

;// CONCATENATED MODULE: ../mf-account/node_modules/@hookform/resolvers/zod/dist/zod.mjs
function zod_o(){return zod_o=Object.assign?Object.assign.bind():function(r){for(var e=1;e<arguments.length;e++){var n=arguments[e];for(var o in n)({}).hasOwnProperty.call(n,o)&&(r[o]=n[o])}return r},zod_o.apply(null,arguments)}function zod_t(r,e){try{var n=r()}catch(r){return e(r)}return n&&n.then?n.then(void 0,e):n}function zod_s(r,e){for(var o=Object.create(null);r.length;){var t=r[0],s=t.code,i=t.message,u=t.path.join(".");if(!o[u])if("unionErrors"in t){var a,c,l=t.unionErrors.reduce(function(r,e){return e.errors.length<r.errors.length?e:r}).errors[0];o[u]={message:null!=(a=null==l?void 0:l.message)?a:i,type:null!=(c=null==l?void 0:l.code)?c:s}}else o[u]={message:i,type:s};if("unionErrors"in t&&t.unionErrors.forEach(function(e){return e.errors.forEach(function(e){return r.push(e)})}),e){var f=o[u].types,d=f&&f[t.code];o[u]=(0,index_esm/* .appendErrors */.Gb)(u,e,o,s,d?[].concat(d,t.message):t.message)}r.shift()}return o}function zod_i(r,e){for(var t=Object.create(null),s=function(){var s=r[0],i=s.code,u=s.message,a=s.path.join(".");if(!t[a])if("invalid_union"===s.code&&s.errors.length>0){var c,l,f=s.errors.reduce(function(r,e){return e.length<r.length?e:r})[0];t[a]={message:null!=(c=null==f?void 0:f.message)?c:u,type:null!=(l=null==f?void 0:f.code)?l:i}}else t[a]={message:u,type:i};if("invalid_union"===s.code&&s.errors.forEach(function(e){return e.forEach(function(e){return r.push(zod_o({},e,{path:[].concat(s.path,e.path)}))})}),e){var d=t[a].types,h=d&&d[s.code];t[a]=(0,index_esm/* .appendErrors */.Gb)(a,e,t,i,h?[].concat(h,s.message):s.message)}r.shift()};r.length;)s();return t}function zod_u(n,o,u){if(void 0===u&&(u={}),function(r){return"_zod"in r&&"object"==typeof r._zod}(n))return function(s,a,c){try{return Promise.resolve(zod_t(function(){function e(e){return c.shouldUseNativeValidation&&resolvers_s({},c),{errors:{},values:u.raw?Object.assign({},s):e}}var t=n;return"sync"===u.mode?e(t.parse(s,o)):Promise.resolve(t.parseAsync(s,o)).then(e)},function(r){if(function(r){var e;return!(null==r||null==(e=r._zod)||null==(e=e.traits)||!e.has("$ZodError"))}(r))return{values:{},errors:resolvers_o(zod_i(r.issues,!c.shouldUseNativeValidation&&"all"===c.criteriaMode),c)};throw r}))}catch(r){return Promise.reject(r)}};if(function(r){return"_def"in r&&"object"==typeof r._def}(n))return function(i,a,c){try{return Promise.resolve(zod_t(function(){return Promise.resolve(n["sync"===u.mode?"parse":"parseAsync"](i,o)).then(function(e){return c.shouldUseNativeValidation&&resolvers_s({},c),{errors:{},values:u.raw?Object.assign({},i):e}})},function(r){if(function(r){return Array.isArray(null==r?void 0:r.issues)}(r))return{values:{},errors:resolvers_o(zod_s(r.errors,!c.shouldUseNativeValidation&&"all"===c.criteriaMode),c)};throw r}))}catch(r){return Promise.reject(r)}};throw new Error("Invalid input: not a Zod schema")}
//# sourceMappingURL=zod.module.js.map


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
4113(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "trash",
  size: 24,
  node: [
    ["path", { d: "M10 11v6", key: "nco0om" }],
    ["path", { d: "M14 11v6", key: "outv1u" }],
    ["path", { d: "M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6", key: "miytrc" }],
    ["path", { d: "M3 6h18", key: "d0wm0j" }],
    ["path", { d: "M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2", key: "e791ji" }]
  ],
  aliases: ["trash-2"]
};
__iconData.node;
const Trash = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=trash.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: Trash
});


},
9215(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var react__rspack_import_0 = __webpack_require__(3696);


var isCheckBoxInput = (element) => element.type === 'checkbox';

var isFileInput = (element) => element.type === 'file';

var isDateObject = (value) => value instanceof Date;

var isNullOrUndefined = (value) => value == null;

const isObjectType = (value) => typeof value === 'object';
var isObject = (value) => !isNullOrUndefined(value) &&
    !Array.isArray(value) &&
    isObjectType(value) &&
    !isDateObject(value);

var getEventValue = (event) => isObject(event) && event.target
    ? isCheckBoxInput(event.target)
        ? event.target.checked
        : isFileInput(event.target)
            ? event.target.files
            : event.target.value
    : event;

const FIELD_PATH_RE = /[.[\]'"]/;
var stringToPath = (input) => input.split(FIELD_PATH_RE).filter(Boolean);

function getNullAncestorValue(control, name) {
    const segments = stringToPath(name);
    let formValues = control._formValues;
    let defaultValues = control._defaultValues;
    for (let i = 0; i < segments.length - 1; i++) {
        const key = segments[i];
        formValues =
            formValues == null
                ? formValues
                : formValues[key];
        defaultValues =
            defaultValues == null
                ? defaultValues
                : defaultValues[key];
        if (formValues === null || defaultValues === null) {
            return null;
        }
    }
    return undefined;
}

var isNameInFieldArray = (names, name) => name
    .split('.')
    .some((part, index, arr) => !isNaN(Number(part)) && names.has(arr.slice(0, index).join('.')));

var isWeb = typeof window !== 'undefined' &&
    typeof window.HTMLElement !== 'undefined' &&
    typeof document !== 'undefined';

function cloneObject(data) {
    if (data === null || typeof data !== 'object') {
        return data;
    }
    if (data instanceof Date) {
        return new Date(data);
    }
    const isBlobInstance = typeof Blob !== 'undefined' && data instanceof Blob;
    const isFileListInstance = typeof FileList !== 'undefined' && data instanceof FileList;
    if (isWeb && (isBlobInstance || isFileListInstance)) {
        return data;
    }
    const isArray = Array.isArray(data);
    const prototype = Object.getPrototypeOf(data);
    if (!isArray && prototype && prototype.constructor !== Object) {
        return data;
    }
    const copy = isArray ? new Array(data.length) : Object.create(prototype);
    for (const key in data) {
        if (Object.prototype.hasOwnProperty.call(data, key)) {
            copy[key] = cloneObject(data[key]);
        }
    }
    return copy;
}

const EVENTS = {
    BLUR: 'blur',
    FOCUS_OUT: 'focusout',
    CHANGE: 'change',
    SUBMIT: 'submit',
    TRIGGER: 'trigger',
    VALID: 'valid',
};
const VALIDATION_MODE = {
    onBlur: 'onBlur',
    onChange: 'onChange',
    onSubmit: 'onSubmit',
    onTouched: 'onTouched',
    all: 'all',
};
const INPUT_VALIDATION_RULES = {
    max: 'max',
    min: 'min',
    maxLength: 'maxLength',
    minLength: 'minLength',
    pattern: 'pattern',
    required: 'required',
    validate: 'validate',
};
const REGISTER_VALIDATION_RULES = [
    INPUT_VALIDATION_RULES.required,
    INPUT_VALIDATION_RULES.min,
    INPUT_VALIDATION_RULES.max,
    INPUT_VALIDATION_RULES.minLength,
    INPUT_VALIDATION_RULES.maxLength,
    INPUT_VALIDATION_RULES.pattern,
    INPUT_VALIDATION_RULES.validate,
];
const FORM_ERROR_TYPE = 'form';
const ROOT_ERROR_TYPE = 'root';
const PROTOTYPE_KEYWORDS = ['__proto__', 'constructor', 'prototype'];

const IS_KEY_RE = /^\w*$/;
var isKey = (value) => IS_KEY_RE.test(value);

var isUndefined = (val) => val === undefined;

var get = (object, path, defaultValue) => {
    if (!path || !isObject(object)) {
        return defaultValue;
    }
    const paths = isKey(path) ? [path] : stringToPath(path);
    if (paths.some((key) => PROTOTYPE_KEYWORDS.includes(key))) {
        return defaultValue;
    }
    const result = paths.reduce((result, key) => {
        return isNullOrUndefined(result)
            ? undefined
            : result[key];
    }, object);
    return (isUndefined(result) || result === object
        ? isUndefined(object[path])
            ? defaultValue
            : object[path]
        : result);
};

var isBoolean = (value) => typeof value === 'boolean';

var isFunction = (value) => typeof value === 'function';

var set = (object, path, value) => {
    let index = -1;
    const tempPath = isKey(path) ? [path] : stringToPath(path);
    const length = tempPath.length;
    const lastIndex = length - 1;
    while (++index < length) {
        const key = tempPath[index];
        let newValue = value;
        if (index !== lastIndex) {
            const objValue = object[key];
            newValue =
                isObject(objValue) || Array.isArray(objValue)
                    ? objValue
                    : !isNaN(+tempPath[index + 1])
                        ? []
                        : {};
        }
        if (PROTOTYPE_KEYWORDS.includes(key)) {
            return;
        }
        object[key] = newValue;
        object = object[key];
    }
};

/**
 * Separate context for `control` to prevent unnecessary rerenders.
 * Internal hooks that only need control use this instead of full form context.
 */
const HookFormControlContext = react__rspack_import_0.createContext(null);
HookFormControlContext.displayName = 'HookFormControlContext';
/**
 * @internal Internal hook to access only control from context.
 */
const useFormControlContext = () => react__rspack_import_0.useContext(HookFormControlContext);

var getProxyFormState = (formState, control, localProxyFormState, isRoot = true) => {
    const result = {};
    for (const key in formState) {
        Object.defineProperty(result, key, {
            get: () => {
                const _key = key;
                if (control._proxyFormState[_key] !== VALIDATION_MODE.all) {
                    control._proxyFormState[_key] = !isRoot || VALIDATION_MODE.all;
                }
                localProxyFormState && (localProxyFormState[_key] = true);
                return formState[_key];
            },
        });
    }
    return result;
};

const useIsomorphicLayoutEffect = typeof window !== 'undefined' ? react__rspack_import_0.useLayoutEffect : react__rspack_import_0.useEffect;

var isPlainObject = (tempObject) => {
    const prototypeCopy = tempObject.constructor && tempObject.constructor.prototype;
    return (isObject(prototypeCopy) && prototypeCopy.hasOwnProperty('isPrototypeOf'));
};

var isPrimitive = (value) => isNullOrUndefined(value) || !isObjectType(value);

const isEmptyObjectWithCustomPrototype = (object, keys) => keys.length === 0 &&
    !Array.isArray(object) &&
    Object.getPrototypeOf(object) !== null &&
    !isPlainObject(object);
function deepEqual(object1, object2, isErrorObject = false, visited = new WeakMap()) {
    if (object1 === object2) {
        return true;
    }
    if (isPrimitive(object1) || isPrimitive(object2)) {
        return Object.is(object1, object2);
    }
    if (isDateObject(object1) && isDateObject(object2)) {
        return Object.is(object1.getTime(), object2.getTime());
    }
    if (Array.isArray(object1) &&
        Array.isArray(object2) &&
        object1.length !== object2.length) {
        return false;
    }
    const keys1 = Object.keys(object1);
    const keys2 = Object.keys(object2);
    if (keys1.length !== keys2.length) {
        return false;
    }
    if (isEmptyObjectWithCustomPrototype(object1, keys1) ||
        isEmptyObjectWithCustomPrototype(object2, keys2)) {
        return Object.is(object1, object2);
    }
    if (!keys1.length && Array.isArray(object1) !== Array.isArray(object2)) {
        return false;
    }
    const visitedPairs = visited.get(object1);
    if (visitedPairs && visitedPairs.has(object2)) {
        return true;
    }
    if (visitedPairs) {
        visitedPairs.add(object2);
    }
    else {
        const ws = new WeakSet();
        ws.add(object2);
        visited.set(object1, ws);
    }
    for (const key of keys1) {
        const val1 = object1[key];
        if (!Object.prototype.hasOwnProperty.call(object2, key)) {
            return false;
        }
        if (!isErrorObject || key !== 'ref') {
            const val2 = object2[key];
            if ((isDateObject(val1) && isDateObject(val2)) ||
                ((isObject(val1) || Array.isArray(val1)) &&
                    (isObject(val2) || Array.isArray(val2)))
                ? !deepEqual(val1, val2, isErrorObject, visited)
                : !Object.is(val1, val2)) {
                return false;
            }
        }
    }
    return true;
}

const cloneFormState = ({ defaultValues, ...formState }) => ({ ...cloneObject(formState), defaultValues });
function useResyncOnReconnect(getInitialValue, clone = cloneObject) {
    const _connected = react__rspack_import_0.useRef(false);
    const _initialized = react__rspack_import_0.useRef(false);
    const _prevValue = react__rspack_import_0.useRef(undefined);
    const _renderCount = react__rspack_import_0.useRef(0);
    _renderCount.current++;
    if (!_initialized.current && getInitialValue) {
        _initialized.current = true;
        _prevValue.current = clone(getInitialValue());
    }
    const resyncIfNeeded = react__rspack_import_0.useCallback((enabled, getCurrentValue, setValue) => {
        if (enabled &&
            (_connected.current ||
                (_initialized.current && _renderCount.current > 1))) {
            const currentValue = getCurrentValue();
            if (!deepEqual(_prevValue.current, currentValue)) {
                setValue(currentValue);
            }
        }
        _connected.current = true;
    }, []);
    const snapshot = react__rspack_import_0.useCallback((enabled, getCurrentValue) => {
        if (enabled) {
            _prevValue.current = clone(getCurrentValue());
        }
    }, [clone]);
    return { resyncIfNeeded, snapshot };
}

/**
 * Subscribes to form state with re-renders isolated to this hook.
 * Optionally scope to specific field names to minimize re-render surface.
 *
 * @see [API](https://react-hook-form.com/docs/useformstate)
 *
 * @example
 * ```tsx
 * const { errors, isDirty } = useFormState({ control, name: "email" });
 * ```
 */
function useFormState(props) {
    const formControl = useFormControlContext();
    const { control = formControl, disabled, name, exact } = props || {};
    const getCurrentFormState = () => ({
        ...control._formState,
        defaultValues: control._defaultValues,
    });
    const [formState, updateFormState] = react__rspack_import_0.useState(getCurrentFormState);
    const _localProxyFormState = react__rspack_import_0.useRef({
        isDirty: false,
        isLoading: false,
        dirtyFields: false,
        touchedFields: false,
        validatingFields: false,
        isValidating: false,
        isValid: false,
        errors: false,
    });
    const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getCurrentFormState, cloneFormState);
    useIsomorphicLayoutEffect(() => {
        resyncIfNeeded(!disabled, getCurrentFormState, updateFormState);
        const unsubscribe = control._subscribe({
            name,
            formState: _localProxyFormState.current,
            exact,
            callback: (formState) => {
                !disabled &&
                    updateFormState({
                        ...control._formState,
                        ...formState,
                        defaultValues: control._defaultValues,
                    });
            },
        });
        return () => {
            unsubscribe();
            snapshot(!disabled, getCurrentFormState);
        };
    }, [control, name, disabled, exact, resyncIfNeeded, snapshot]);
    react__rspack_import_0.useEffect(() => {
        _localProxyFormState.current.isValid && control._setValid(true);
    }, [control]);
    return react__rspack_import_0.useMemo(() => getProxyFormState(formState, control, _localProxyFormState.current, false), [formState, control]);
}

var isString = (value) => typeof value === 'string';

var generateWatchOutput = (names, _names, formValues, isGlobal, defaultValue) => {
    if (isString(names)) {
        isGlobal && _names.watch.add(names);
        return get(formValues, names, defaultValue);
    }
    if (Array.isArray(names)) {
        return names.map((fieldName) => (isGlobal && _names.watch.add(fieldName),
            get(formValues, fieldName, get(defaultValue, fieldName))));
    }
    isGlobal && (_names.watchAll = true);
    return formValues;
};

/**
 * Subscribes to field value changes and isolates re-renders to the hook level.
 *
 * @see [API](https://react-hook-form.com/docs/usewatch)
 *
 * @example
 * ```tsx
 * const email = useWatch({ control, name: "email" });
 * const all   = useWatch({ control });
 * const adult = useWatch({ control, name: "age", compute: (v) => v >= 18 });
 * ```
 */
function useWatch(props) {
    const formControl = useFormControlContext();
    const { control = formControl, name, defaultValue, disabled, exact, compute, } = props || {};
    const _defaultValue = react__rspack_import_0.useRef(defaultValue);
    const _compute = react__rspack_import_0.useRef(compute);
    const _prevControl = react__rspack_import_0.useRef(control);
    const _prevName = react__rspack_import_0.useRef(name);
    _compute.current = compute;
    const getInitialOutput = () => {
        const defaultValue = control._getWatch(name, _defaultValue.current);
        return _compute.current ? _compute.current(defaultValue) : defaultValue;
    };
    const [value, updateValue] = react__rspack_import_0.useState(getInitialOutput);
    const _computeFormValues = react__rspack_import_0.useRef(value);
    const getCurrentOutput = react__rspack_import_0.useCallback((values) => {
        const formValues = generateWatchOutput(name, control._names, values || control._formValues, false, _defaultValue.current);
        return _compute.current
            ? _compute.current(formValues)
            : formValues;
    }, [control._formValues, control._names, name]);
    const refreshValue = react__rspack_import_0.useCallback((values) => {
        if (!disabled) {
            const formValues = generateWatchOutput(name, control._names, values || control._formValues, false, _defaultValue.current);
            if (_compute.current) {
                const computedFormValues = _compute.current(formValues);
                if (!deepEqual(computedFormValues, _computeFormValues.current)) {
                    updateValue(computedFormValues);
                    _computeFormValues.current = computedFormValues;
                }
            }
            else {
                updateValue(formValues);
                _computeFormValues.current = formValues;
            }
        }
    }, [control._formValues, control._names, disabled, name]);
    const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getInitialOutput);
    const _refreshValue = react__rspack_import_0.useRef(refreshValue);
    _refreshValue.current = refreshValue;
    const _getCurrentOutput = react__rspack_import_0.useRef(getCurrentOutput);
    _getCurrentOutput.current = getCurrentOutput;
    useIsomorphicLayoutEffect(() => {
        if (_prevControl.current !== control ||
            !deepEqual(_prevName.current, name)) {
            _prevControl.current = control;
            _prevName.current = name;
            _refreshValue.current();
        }
        else {
            resyncIfNeeded(!disabled, () => _getCurrentOutput.current(), (currentValue) => {
                const nextValue = cloneObject(currentValue);
                updateValue(nextValue);
                _computeFormValues.current = nextValue;
            });
        }
        const unsubscribe = control._subscribe({
            name,
            formState: {
                values: true,
            },
            exact,
            callback: (formState) => {
                _refreshValue.current(formState.values);
            },
        });
        return () => {
            unsubscribe();
            snapshot(!disabled, () => _getCurrentOutput.current());
        };
    }, [control, exact, name, disabled, resyncIfNeeded, snapshot]);
    react__rspack_import_0.useEffect(() => control._removeUnmounted());
    // If name or control changed for this render, synchronously reflect the
    // latest value so callers (like useController) see the correct value
    // immediately on the same render.
    // Optimize: Check control reference first before expensive deepEqual
    const controlChanged = _prevControl.current !== control;
    const prevName = _prevName.current;
    const nameChanged = react__rspack_import_0.useMemo(() => !controlChanged && !deepEqual(prevName, name), [controlChanged, name, prevName]);
    if (controlChanged || nameChanged) {
        _defaultValue.current = defaultValue;
    }
    const shouldReturnImmediate = !disabled && (controlChanged || nameChanged);
    return shouldReturnImmediate ? getCurrentOutput() : value;
}

/**
 * Hook for controlled inputs. Returns `field`, `fieldState`, and `formState`.
 * Re-renders are isolated to the hook level.
 *
 * @see [API](https://react-hook-form.com/docs/usecontroller)
 *
 * @example
 * ```tsx
 * const { field, fieldState } = useController({ control, name: "email" });
 * return <input {...field} />;
 * ```
 */
function useController(props) {
    const formControl = useFormControlContext();
    const { name, disabled, control = formControl, shouldUnregister, defaultValue, exact = true, } = props;
    const isArrayField = isNameInFieldArray(control._names.array, name);
    const defaultValueMemo = react__rspack_import_0.useMemo(() => {
        const resolved = get(control._formValues, name, get(control._defaultValues, name, defaultValue));
        return (isUndefined(resolved) ? getNullAncestorValue(control, name) : resolved);
    }, [control, name, defaultValue]);
    const value = useWatch({
        control,
        name,
        defaultValue: defaultValueMemo,
        exact,
    });
    const formState = useFormState({
        control,
        name,
        exact,
    });
    const _props = react__rspack_import_0.useRef(props);
    const _shouldUnregister = react__rspack_import_0.useRef(shouldUnregister);
    const _proxyRef = react__rspack_import_0.useRef(null);
    const _registeredName = react__rspack_import_0.useRef(undefined);
    const _registerProps = react__rspack_import_0.useRef(control.register(name, {
        ...props.rules,
        value: _registeredName.current === name && !get(control._fields, name)
            ? undefined
            : value,
        ...(isBoolean(props.disabled) ? { disabled: props.disabled } : {}),
    }));
    _registeredName.current = name;
    _props.current = props;
    const fieldState = react__rspack_import_0.useMemo(() => Object.defineProperties({}, {
        invalid: {
            enumerable: true,
            get: () => !!get(formState.errors, name),
        },
        isDirty: {
            enumerable: true,
            get: () => !!get(formState.dirtyFields, name),
        },
        isTouched: {
            enumerable: true,
            get: () => !!get(formState.touchedFields, name),
        },
        isValidating: {
            enumerable: true,
            get: () => !!get(formState.validatingFields, name),
        },
        error: {
            enumerable: true,
            get: () => get(formState.errors, name),
        },
    }), [formState, name]);
    const onChange = react__rspack_import_0.useCallback((event) => {
        const value = getEventValue(event);
        if (!get(control._fields, name)) {
            _registerProps.current = control.register(name, {
                ..._props.current.rules,
                value,
            });
        }
        return _registerProps.current.onChange({
            target: {
                value: getEventValue(event),
                name,
            },
            type: EVENTS.CHANGE,
        });
    }, [name, control]);
    const onBlur = react__rspack_import_0.useCallback(() => {
        const value = get(control._formValues, name);
        if (!get(control._fields, name)) {
            _registerProps.current = control.register(name, {
                ..._props.current.rules,
                value,
            });
        }
        return _registerProps.current.onBlur({
            target: {
                value,
                name,
            },
            type: EVENTS.BLUR,
        });
    }, [name, control]);
    const ref = react__rspack_import_0.useCallback((elm) => {
        if (elm) {
            _proxyRef.current = {
                focus: () => isFunction(elm.focus) && elm.focus(),
                select: () => isFunction(elm.select) && elm.select(),
                setCustomValidity: (message) => isFunction(elm.setCustomValidity) && elm.setCustomValidity(message),
                reportValidity: () => isFunction(elm.reportValidity) && elm.reportValidity(),
            };
        }
        const field = get(control._fields, name);
        if (field && field._f && elm) {
            field._f.ref = _proxyRef.current;
            field._f._c = true;
        }
    }, [control._fields, name]);
    const field = react__rspack_import_0.useMemo(() => ({
        name,
        value,
        ...(isBoolean(disabled) || formState.disabled
            ? { disabled: formState.disabled || disabled }
            : {}),
        onChange,
        onBlur,
        ref,
    }), [name, disabled, formState.disabled, onChange, onBlur, ref, value]);
    react__rspack_import_0.useEffect(() => {
        _shouldUnregister.current = shouldUnregister;
        if (control._options.shouldUnregister || shouldUnregister) {
            const value = cloneObject(get(shouldUnregister
                ? control._defaultValues
                : control._options.values || control._defaultValues, name, get(control._options.defaultValues, name, _props.current.defaultValue)));
            set(control._defaultValues, name, value);
            if (isUndefined(get(control._formValues, name))) {
                set(control._formValues, name, value);
            }
        }
        else if (!isArrayField &&
            !isUndefined(_props.current.defaultValue) &&
            isUndefined(get(control._defaultValues, name))) {
            set(control._defaultValues, name, cloneObject(_props.current.defaultValue));
            control._subjects.state.next({
                defaultValues: control._defaultValues,
            });
        }
    }, [control, name, isArrayField, shouldUnregister]);
    react__rspack_import_0.useEffect(() => {
        _registerProps.current = control.register(name, {
            ..._props.current.rules,
            ...(isBoolean(_props.current.disabled)
                ? { disabled: _props.current.disabled }
                : {}),
        });
        const updateMounted = (name, value) => {
            const field = get(control._fields, name);
            if (field && field._f) {
                field._f.mount = value;
                field._f._c = value;
            }
        };
        updateMounted(name, true);
        !isArrayField &&
            control.register(name, {
                ..._props.current.rules,
                ...(isBoolean(_props.current.disabled)
                    ? { disabled: _props.current.disabled }
                    : {}),
            });
        if (_proxyRef.current) {
            const field = get(control._fields, name);
            if (field && field._f) {
                field._f.ref = _proxyRef.current;
            }
        }
        return () => {
            const shouldUnregisterField = control._options.shouldUnregister || _shouldUnregister.current;
            (isArrayField
                ? shouldUnregisterField && !control._state.action
                : shouldUnregisterField)
                ? control.unregister(name)
                : updateMounted(name, false);
        };
    }, [name, control, isArrayField]);
    react__rspack_import_0.useEffect(() => {
        control._setDisabledField({
            disabled,
            name,
        });
    }, [disabled, name, control]);
    return react__rspack_import_0.useMemo(() => ({
        field,
        formState,
        fieldState,
    }), [field, formState, fieldState]);
}

/**
 * Component wrapper around `useController` for controlled inputs.
 *
 * @see [API](https://react-hook-form.com/docs/usecontroller/controller)
 *
 * @example
 * ```tsx
 * <Controller
 *   control={control}
 *   name="test"
 *   render={({ field, fieldState, formState }) => <input {...field} />}
 * />
 * ```
 */
const Controller = (props) => props.render(useController(props));

/**
 * Displays the validation error for a single field.
 * Reads from `control` when provided, otherwise from the nearest `FormProvider`.
 *
 * @see [API](https://react-hook-form.com/docs/useformstate/errormessage)
 *
 * @example
 * ```tsx
 * <ErrorMessage control={control} name="email" as="p" />
 * <ErrorMessage name="email" as="span" />
 * <ErrorMessage control={control} name="email"
 *   render={({ message }) => <Alert>{message}</Alert>} />
 * ```
 */
const ErrorMessage = ({ as, control, name, render, }) => {
    const { errors } = useFormState({
        control,
        name: name,
    });
    const error = get(errors, name);
    if (!error) {
        return null;
    }
    const message = error.message || '';
    if (render) {
        return render({ message, messages: error.types });
    }
    return React.createElement(as || React.Fragment, null, message);
};

var generateId = () => typeof crypto !== 'undefined' && crypto.randomUUID
    ? crypto.randomUUID()
    : 'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => {
        const r = (Math.random() * 16) | 0;
        return (c === 'x' ? r : (r & 0x3) | 0x8).toString(16);
    });

var getFocusFieldName = (name, index, options = {}) => options.shouldFocus || isUndefined(options.shouldFocus)
    ? options.focusName ||
        `${name}.${isUndefined(options.focusIndex) ? index : options.focusIndex}.`
    : '';

var getValidationModes = (mode) => ({
    isOnSubmit: !mode || mode === VALIDATION_MODE.onSubmit,
    isOnBlur: mode === VALIDATION_MODE.onBlur,
    isOnChange: mode === VALIDATION_MODE.onChange,
    isOnAll: mode === VALIDATION_MODE.all,
    isOnTouch: mode === VALIDATION_MODE.onTouched,
});

var isWatched = (name, _names, isBlurEvent) => {
    if (isBlurEvent)
        return false;
    if (_names.watchAll || _names.watch.has(name))
        return true;
    for (const watchName of _names.watch) {
        if (name.startsWith(watchName) && name.charAt(watchName.length) === '.')
            return true;
    }
    return false;
};

const iterateFieldsByAction = (fields, action, fieldsNames) => {
    var _a;
    for (const key of fieldsNames || Object.keys(fields)) {
        if (key === '_f') {
            continue;
        }
        const field = (fieldsNames ? get(fields, key) : fields[key]);
        if (field) {
            const { _f } = field;
            if (_f) {
                const groupRef = (_a = _f.refs) === null || _a === void 0 ? void 0 : _a.find((ref) => !ref.disabled);
                if (groupRef && action(groupRef, _f.name)) {
                    return true;
                }
                else if (_f.ref && action(_f.ref, _f.name)) {
                    return true;
                }
                else {
                    if (iterateFieldsByAction(field, action)) {
                        return true;
                    }
                }
            }
            else if (isObject(field) || Array.isArray(field)) {
                if (iterateFieldsByAction(field, action)) {
                    return true;
                }
            }
        }
    }
    return;
};

var updateFieldArrayRootError = (errors, error, name) => {
    const existingErrors = get(errors, name);
    const fieldArrayErrors = Array.isArray(existingErrors) ? existingErrors : [];
    set(fieldArrayErrors, ROOT_ERROR_TYPE, get(error[name], ROOT_ERROR_TYPE, error[name]));
    set(errors, name, fieldArrayErrors);
    return errors;
};

var isEmptyObject = (value) => isObject(value) && !Object.keys(value).length;

var isHTMLElement = (value) => {
    if (!isWeb) {
        return false;
    }
    const owner = value ? value.ownerDocument : 0;
    return (value instanceof
        (owner && owner.defaultView ? owner.defaultView.HTMLElement : HTMLElement));
};

var isRadioInput = (element) => element.type === 'radio';

var isRegex = (value) => value instanceof RegExp;

var appendErrors = (name, validateAllFieldCriteria, errors, type, message) => validateAllFieldCriteria
    ? {
        ...errors[name],
        types: {
            ...(errors[name] && errors[name].types ? errors[name].types : {}),
            [type]: message || true,
        },
    }
    : {};

const defaultResult = {
    value: false,
    isValid: false,
};
const validResult = { value: true, isValid: true };
var getCheckboxValue = (options) => {
    if (!Array.isArray(options)) {
        return defaultResult;
    }
    if (options.length > 1) {
        const values = options
            .filter((option) => option && option.checked && !option.disabled)
            .map((option) => option.value);
        return { value: values, isValid: !!values.length };
    }
    const option = options[0];
    if (!option || !option.checked || option.disabled) {
        return defaultResult;
    }
    if (!option.attributes || !('value' in option.attributes)) {
        return validResult;
    }
    return isUndefined(option.value) || option.value === ''
        ? validResult
        : { value: option.value, isValid: true };
};

const defaultReturn = {
    isValid: false,
    value: null,
};
var getRadioValue = (options) => Array.isArray(options)
    ? options.reduce((previous, option) => option && option.checked && !option.disabled
        ? {
            isValid: true,
            value: option.value,
        }
        : previous, defaultReturn)
    : defaultReturn;

function getValidateError(result, ref, type = 'validate') {
    if (isString(result) ||
        (Array.isArray(result) && !!result.length && result.every(isString)) ||
        (isBoolean(result) && !result)) {
        return {
            type,
            message: isString(result) ? result : '',
            ref,
        };
    }
}

var getValueAndMessage = (validationData) => isObject(validationData) && !isRegex(validationData)
    ? validationData
    : {
        value: validationData,
        message: '',
    };

var validateField = async (field, disabledFieldNames, formValues, validateAllFieldCriteria, shouldUseNativeValidation, isFieldArray) => {
    const { ref, refs, required, maxLength, minLength, min, max, pattern, validate, name, valueAsNumber, mount, _c, } = field._f;
    const inputValue = get(formValues, name);
    if (!mount || disabledFieldNames.has(name)) {
        return {};
    }
    const inputRef = refs ? refs[0] : ref;
    const setCustomValidity = (message) => {
        if (shouldUseNativeValidation && inputRef.reportValidity) {
            const validityMessage = isBoolean(message) ? '' : message || '';
            if (refs) {
                refs.forEach((ref) => isFunction(ref.setCustomValidity) &&
                    ref.setCustomValidity(validityMessage));
            }
            else {
                inputRef.setCustomValidity(validityMessage);
            }
            inputRef.reportValidity();
        }
    };
    const error = {};
    const isRadio = !_c && isRadioInput(ref);
    const isCheckBox = !_c && isCheckBoxInput(ref);
    const isRadioOrCheckbox = isRadio || isCheckBox;
    const isEmpty = ((valueAsNumber || isFileInput(ref)) &&
        isUndefined(ref.value) &&
        isUndefined(inputValue)) ||
        (isHTMLElement(ref) && ref.value === '' && !_c) ||
        inputValue === '' ||
        (Array.isArray(inputValue) && !inputValue.length);
    const appendErrorsCurry = appendErrors.bind(null, name, validateAllFieldCriteria, error);
    const getMinMaxMessage = (exceedMax, maxLengthMessage, minLengthMessage, maxType = INPUT_VALIDATION_RULES.maxLength, minType = INPUT_VALIDATION_RULES.minLength) => {
        const message = exceedMax ? maxLengthMessage : minLengthMessage;
        error[name] = {
            type: exceedMax ? maxType : minType,
            message,
            ref,
            ...appendErrorsCurry(exceedMax ? maxType : minType, message),
        };
    };
    if (isFieldArray
        ? !Array.isArray(inputValue) || !inputValue.length
        : required &&
            ((!isRadioOrCheckbox && (isEmpty || isNullOrUndefined(inputValue))) ||
                (isBoolean(inputValue) && !inputValue) ||
                (isCheckBox && !getCheckboxValue(refs).isValid) ||
                (isRadio && !getRadioValue(refs).isValid))) {
        const { value, message } = isString(required)
            ? { value: !!required, message: required }
            : getValueAndMessage(required);
        if (value) {
            error[name] = {
                type: INPUT_VALIDATION_RULES.required,
                message,
                ref: inputRef,
                ...appendErrorsCurry(INPUT_VALIDATION_RULES.required, message),
            };
            if (!validateAllFieldCriteria) {
                setCustomValidity(message);
                return error;
            }
        }
    }
    if (!isEmpty && (!isNullOrUndefined(min) || !isNullOrUndefined(max))) {
        let exceedMax;
        let exceedMin;
        const maxOutput = getValueAndMessage(max);
        const minOutput = getValueAndMessage(min);
        if (!isNullOrUndefined(inputValue) &&
            !isDateObject(inputValue) &&
            !isNaN(inputValue)) {
            const valueNumber = (!_c && ref.valueAsNumber) ||
                (inputValue ? +inputValue : inputValue);
            if (!isNullOrUndefined(maxOutput.value)) {
                exceedMax = valueNumber > maxOutput.value;
            }
            if (!isNullOrUndefined(minOutput.value)) {
                exceedMin = valueNumber < minOutput.value;
            }
        }
        else {
            const valueDate = (!_c && ref.valueAsDate) ||
                new Date(inputValue);
            const convertTimeToDate = (time) => new Date(new Date().toDateString() + ' ' + time);
            const isTime = ref.type == 'time';
            const isWeek = ref.type == 'week';
            if (isString(maxOutput.value) && inputValue) {
                exceedMax = isTime
                    ? convertTimeToDate(inputValue) > convertTimeToDate(maxOutput.value)
                    : isWeek
                        ? inputValue > maxOutput.value
                        : valueDate > new Date(maxOutput.value);
            }
            if (isString(minOutput.value) && inputValue) {
                exceedMin = isTime
                    ? convertTimeToDate(inputValue) < convertTimeToDate(minOutput.value)
                    : isWeek
                        ? inputValue < minOutput.value
                        : valueDate < new Date(minOutput.value);
            }
        }
        if (exceedMax || exceedMin) {
            getMinMaxMessage(!!exceedMax, maxOutput.message, minOutput.message, INPUT_VALIDATION_RULES.max, INPUT_VALIDATION_RULES.min);
            if (!validateAllFieldCriteria) {
                setCustomValidity(error[name].message);
                return error;
            }
        }
    }
    if ((!isNullOrUndefined(maxLength) || !isNullOrUndefined(minLength)) &&
        !isEmpty &&
        (isString(inputValue) || (isFieldArray && Array.isArray(inputValue)))) {
        const maxLengthOutput = getValueAndMessage(maxLength);
        const minLengthOutput = getValueAndMessage(minLength);
        const exceedMax = !isNullOrUndefined(maxLengthOutput.value) &&
            inputValue.length > +maxLengthOutput.value;
        const exceedMin = !isNullOrUndefined(minLengthOutput.value) &&
            inputValue.length < +minLengthOutput.value;
        if (exceedMax || exceedMin) {
            getMinMaxMessage(exceedMax, maxLengthOutput.message, minLengthOutput.message);
            if (!validateAllFieldCriteria) {
                setCustomValidity(error[name].message);
                return error;
            }
        }
    }
    if (pattern && !isEmpty && isString(inputValue)) {
        const { value: patternValue, message } = getValueAndMessage(pattern);
        if (isRegex(patternValue) && !inputValue.match(patternValue)) {
            error[name] = {
                type: INPUT_VALIDATION_RULES.pattern,
                message,
                ref,
                ...appendErrorsCurry(INPUT_VALIDATION_RULES.pattern, message),
            };
            if (!validateAllFieldCriteria) {
                setCustomValidity(message);
                return error;
            }
        }
    }
    if (validate) {
        if (isFunction(validate)) {
            const result = await validate(inputValue, formValues);
            const validateError = getValidateError(result, inputRef);
            if (validateError) {
                error[name] = {
                    ...validateError,
                    ...appendErrorsCurry(INPUT_VALIDATION_RULES.validate, validateError.message),
                };
                if (!validateAllFieldCriteria) {
                    setCustomValidity(validateError.message);
                    return error;
                }
            }
        }
        else if (isObject(validate)) {
            let validationResult = {};
            for (const key in validate) {
                if (!isEmptyObject(validationResult) && !validateAllFieldCriteria) {
                    break;
                }
                const validateError = getValidateError(await validate[key](inputValue, formValues), inputRef, key);
                if (validateError) {
                    validationResult = {
                        ...validateError,
                        ...appendErrorsCurry(key, validateError.message),
                    };
                    if (!validateAllFieldCriteria) {
                        setCustomValidity(validateError.message);
                    }
                    if (validateAllFieldCriteria) {
                        error[name] = validationResult;
                    }
                }
            }
            if (!isEmptyObject(validationResult)) {
                error[name] = {
                    ref: inputRef,
                    ...validationResult,
                };
                if (!validateAllFieldCriteria) {
                    return error;
                }
            }
        }
    }
    const fieldError = error[name];
    setCustomValidity(fieldError ? fieldError.message : true);
    return error;
};

var convertToArrayPayload = (value) => (Array.isArray(value) ? value : [value]);

var appendAt = (data, value) => [
    ...data,
    ...convertToArrayPayload(value),
];

var fillEmptyArray = (value) => Array.isArray(value) ? value.map(() => undefined) : undefined;

function insert(data, index, value) {
    return [
        ...data.slice(0, index),
        ...convertToArrayPayload(value),
        ...data.slice(index),
    ];
}

var moveArrayAt = (data, from, to) => {
    if (!Array.isArray(data)) {
        return [];
    }
    if (isUndefined(data[to])) {
        data[to] = undefined;
    }
    data.splice(to, 0, data.splice(from, 1)[0]);
    return data;
};

var prependAt = (data, value) => [
    ...convertToArrayPayload(value),
    ...convertToArrayPayload(data),
];

var compact = (value) => Array.isArray(value) ? value.filter(Boolean) : [];

function removeAtIndexes(data, indexes) {
    let i = 0;
    const temp = [...data];
    for (const index of indexes) {
        temp.splice(index - i, 1);
        i++;
    }
    return compact(temp).length ? temp : [];
}
var removeArrayAt = (data, index) => isUndefined(index)
    ? []
    : removeAtIndexes(data, [...new Set(convertToArrayPayload(index))].sort((a, b) => a - b));

var swapArrayAt = (data, indexA, indexB) => {
    [data[indexA], data[indexB]] = [data[indexB], data[indexA]];
};

function baseGet(object, updatePath) {
    const length = updatePath.length - 1;
    let index = 0;
    while (index < length) {
        if (isNullOrUndefined(object)) {
            object = undefined;
            break;
        }
        object = object[updatePath[index]];
        index++;
    }
    return object;
}
function isEmptyArray(obj) {
    for (const key in obj) {
        if (obj.hasOwnProperty(key) && !isUndefined(obj[key])) {
            return false;
        }
    }
    return true;
}
function unset(object, path) {
    if (!isObject(object) && !Array.isArray(object)) {
        return object;
    }
    if (isString(path) && Object.prototype.hasOwnProperty.call(object, path)) {
        delete object[path];
        return object;
    }
    const paths = Array.isArray(path)
        ? path
        : isKey(path)
            ? [path]
            : stringToPath(path);
    if (paths.some((segment) => PROTOTYPE_KEYWORDS.includes(String(segment)))) {
        return object;
    }
    const childObject = paths.length === 1 ? object : baseGet(object, paths);
    const index = paths.length - 1;
    const key = paths[index];
    if (childObject && (isObject(childObject) || Array.isArray(childObject))) {
        delete childObject[key];
    }
    if (index !== 0 &&
        ((isObject(childObject) && isEmptyObject(childObject)) ||
            (Array.isArray(childObject) && isEmptyArray(childObject)))) {
        unset(object, paths.slice(0, -1));
    }
    return object;
}

var updateAt = (fieldValues, index, value) => {
    fieldValues[index] = value;
    return fieldValues;
};

/**
 * Hook for dynamic field arrays. Provides `fields` and mutation methods:
 * `append`, `prepend`, `remove`, `insert`, `swap`, `move`, `update`, `replace`.
 *
 * @see [API](https://react-hook-form.com/docs/usefieldarray)
 *
 * @example
 * ```tsx
 * const { fields, append } = useFieldArray({ control, name: "items" });
 * return fields.map((f, i) => <input key={f.id} {...register(`items.${i}.name`)} />);
 * ```
 */
function useFieldArray(props) {
    const formControl = useFormControlContext();
    const { control = formControl, name, keyName = 'id', disabled, shouldUnregister, rules, } = props;
    const getCurrentFieldArray = () => control._getFieldArray(name);
    const [fields, setFields] = react__rspack_import_0.useState(getCurrentFieldArray);
    const ids = react__rspack_import_0.useRef(control._getFieldArray(name).map(generateId));
    const _actioned = react__rspack_import_0.useRef(false);
    const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getCurrentFieldArray);
    const _prevControl = react__rspack_import_0.useRef(control);
    const _prevName = react__rspack_import_0.useRef(name);
    const _rules = react__rspack_import_0.useRef({ control, name, rules });
    if (!disabled) {
        control._names.array.add(name);
    }
    react__rspack_import_0.useMemo(() => {
        if (!disabled && fields) {
            if (rules ||
                (_rules.current.rules &&
                    _rules.current.control === control &&
                    _rules.current.name === name)) {
                control.register(name, rules);
            }
            _rules.current = { control, name, rules };
        }
    }, [control, name, fields, rules, disabled]);
    useIsomorphicLayoutEffect(() => {
        if (disabled) {
            return;
        }
        if (_prevControl.current === control && _prevName.current === name) {
            resyncIfNeeded(true, getCurrentFieldArray, (fieldValues) => {
                setFields(fieldValues);
                ids.current = fieldValues.map(generateId);
            });
        }
        else {
            _prevControl.current = control;
            _prevName.current = name;
            const fieldValues = getCurrentFieldArray();
            if (!deepEqual(fields, fieldValues)) {
                setFields(fieldValues);
                ids.current = fieldValues.map(generateId);
            }
            snapshot(true, getCurrentFieldArray);
        }
        const unsubscribe = control._subjects.array.subscribe({
            next: ({ values, name: fieldArrayName, }) => {
                if (fieldArrayName === name || !fieldArrayName) {
                    const fieldValues = get(values, name);
                    if (Array.isArray(fieldValues)) {
                        setFields(fieldValues);
                        ids.current = fieldValues.map(generateId);
                    }
                    else if (!fieldArrayName) {
                        setFields([]);
                        ids.current = [];
                    }
                }
            },
        }).unsubscribe;
        return () => {
            unsubscribe();
            snapshot(true, getCurrentFieldArray);
        };
    }, [control, name, disabled, resyncIfNeeded, snapshot]);
    const updateValues = react__rspack_import_0.useCallback((updatedFieldArrayValues) => {
        _actioned.current = true;
        control._setFieldArray(name, updatedFieldArrayValues);
    }, [control, name]);
    const append = (value, options) => {
        if (disabled) {
            return;
        }
        const appendValue = convertToArrayPayload(cloneObject(value));
        const updatedFieldArrayValues = appendAt(control._getFieldArray(name), appendValue);
        control._names.focus = getFocusFieldName(name, updatedFieldArrayValues.length - 1, options);
        ids.current = appendAt(ids.current, appendValue.map(generateId));
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, appendAt, {
            argA: fillEmptyArray(value),
        });
    };
    const prepend = (value, options) => {
        if (disabled) {
            return;
        }
        const prependValue = convertToArrayPayload(cloneObject(value));
        const updatedFieldArrayValues = prependAt(control._getFieldArray(name), prependValue);
        control._names.focus = getFocusFieldName(name, 0, options);
        ids.current = prependAt(ids.current, prependValue.map(generateId));
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, prependAt, {
            argA: fillEmptyArray(value),
        });
    };
    const remove = (index) => {
        if (disabled) {
            return;
        }
        const updatedFieldArrayValues = removeArrayAt(control._getFieldArray(name), index);
        ids.current = removeArrayAt(ids.current, index);
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        !Array.isArray(get(control._fields, name)) &&
            set(control._fields, name, undefined);
        control._setFieldArray(name, updatedFieldArrayValues, removeArrayAt, {
            argA: index,
        });
    };
    const insert$1 = (index, value, options) => {
        if (disabled) {
            return;
        }
        const insertValue = convertToArrayPayload(cloneObject(value));
        const updatedFieldArrayValues = insert(control._getFieldArray(name), index, insertValue);
        control._names.focus = getFocusFieldName(name, index, options);
        ids.current = insert(ids.current, index, insertValue.map(generateId));
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, insert, {
            argA: index,
            argB: fillEmptyArray(value),
        });
    };
    const swap = (indexA, indexB) => {
        if (disabled) {
            return;
        }
        const updatedFieldArrayValues = control._getFieldArray(name);
        swapArrayAt(updatedFieldArrayValues, indexA, indexB);
        swapArrayAt(ids.current, indexA, indexB);
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, swapArrayAt, {
            argA: indexA,
            argB: indexB,
        }, false);
    };
    const move = (from, to) => {
        if (disabled) {
            return;
        }
        const updatedFieldArrayValues = control._getFieldArray(name);
        moveArrayAt(updatedFieldArrayValues, from, to);
        moveArrayAt(ids.current, from, to);
        updateValues(updatedFieldArrayValues);
        setFields(updatedFieldArrayValues);
        control._setFieldArray(name, updatedFieldArrayValues, moveArrayAt, {
            argA: from,
            argB: to,
        }, false);
    };
    const update = (index, value) => {
        if (disabled) {
            return;
        }
        const updateValue = cloneObject(value);
        const updatedFieldArrayValues = updateAt(control._getFieldArray(name), index, updateValue);
        ids.current = [...updatedFieldArrayValues].map((item, i) => !item || i === index ? generateId() : ids.current[i]);
        updateValues(updatedFieldArrayValues);
        setFields([...updatedFieldArrayValues]);
        control._setFieldArray(name, updatedFieldArrayValues, updateAt, {
            argA: index,
            argB: fillEmptyArray(value),
        });
    };
    const replace = (value) => {
        if (disabled) {
            return;
        }
        const updatedFieldArrayValues = convertToArrayPayload(cloneObject(value));
        ids.current = updatedFieldArrayValues.map(generateId);
        updateValues([...updatedFieldArrayValues]);
        setFields([...updatedFieldArrayValues]);
        control._setFieldArray(name, [...updatedFieldArrayValues], (data) => Array.isArray(data)
            ? data.slice(0, updatedFieldArrayValues.length)
            : data, {});
    };
    react__rspack_import_0.useEffect(() => {
        if (disabled) {
            control._state.actionArrayLengths.delete(name);
            return;
        }
        control._state.action = false;
        control._state.actionArrayLengths.delete(name);
        isWatched(name, control._names) &&
            control._subjects.state.next({
                ...control._formState,
            });
        const validationModes = getValidationModes(control._options.mode);
        const reValidateModes = getValidationModes(control._options.reValidateMode);
        if (_actioned.current &&
            (!validationModes.isOnSubmit || control._formState.isSubmitted) &&
            !(control._formState.isSubmitted && reValidateModes.isOnSubmit) &&
            (!validationModes.isOnBlur ||
                (control._formState.isSubmitted && reValidateModes.isOnChange))) {
            const fieldArrayValues = get(control._formValues, name);
            if (control._options.resolver) {
                control._runSchema([name]).then((result) => {
                    control._updateIsValidating([name]);
                    if (fieldArrayValues !== get(control._formValues, name)) {
                        return;
                    }
                    const error = get(result.errors, name);
                    if (!deepEqual(get(control._formState.errors, name), error, true)) {
                        if (error) {
                            isObject(error) &&
                                !Object.keys(error).some((key) => !Number.isNaN(+key))
                                ? updateFieldArrayRootError(control._formState.errors, { [name]: error }, name)
                                : set(control._formState.errors, name, error);
                        }
                        else {
                            unset(control._formState.errors, name);
                        }
                        control._formState.errors = { ...control._formState.errors };
                        control._subjects.state.next({
                            errors: control._formState.errors,
                        });
                    }
                });
            }
            else {
                const field = get(control._fields, name);
                if (field && field._f) {
                    validateField(field, control._names.disabled, control._formValues, control._options.criteriaMode === VALIDATION_MODE.all, control._options.shouldUseNativeValidation, true).then((error) => {
                        if (fieldArrayValues !== get(control._formValues, name)) {
                            return;
                        }
                        if (!isEmptyObject(error)) {
                            updateFieldArrayRootError(control._formState.errors, error, name);
                            control._formState.errors = { ...control._formState.errors };
                            control._subjects.state.next({
                                errors: control._formState.errors,
                            });
                        }
                        else {
                            const existingError = get(control._formState.errors, name);
                            if (existingError && existingError[ROOT_ERROR_TYPE]) {
                                unset(control._formState.errors, `${name}.${ROOT_ERROR_TYPE}`);
                                control._formState.errors = { ...control._formState.errors };
                                control._subjects.state.next({
                                    errors: control._formState.errors,
                                });
                            }
                        }
                    });
                }
            }
        }
        // External updates that change `fields` (e.g. reset() or setValue() on
        // the array) already notify subscribers with the up-to-date values
        // themselves, so only re-broadcast here for genuine array method calls.
        _actioned.current &&
            control._subjects.state.next({
                name,
                values: cloneObject(control._formValues),
            });
        control._names.focus &&
            iterateFieldsByAction(control._fields, (ref, key) => {
                if (control._names.focus &&
                    key.startsWith(control._names.focus) &&
                    ref.focus) {
                    ref.focus();
                    return 1;
                }
                return;
            });
        control._names.focus = '';
        control._setValid();
        _actioned.current = false;
    }, [fields, name, control, disabled]);
    react__rspack_import_0.useEffect(() => {
        if (!disabled) {
            isUndefined(get(control._formValues, name)) &&
                control._setFieldArray(name);
        }
        return () => {
            control._state.actionArrayLengths.delete(name);
            control._state.actionArrayLengths.size || (control._state.action = false);
            if (disabled) {
                return;
            }
            const shouldKeepFieldArrayValues = !(control._options.shouldUnregister || shouldUnregister);
            const updateMounted = (name, value) => {
                const field = get(control._fields, name);
                if (field && field._f) {
                    field._f.mount = value;
                }
            };
            if (_actioned.current && shouldKeepFieldArrayValues) {
                control._subjects.state.next({
                    name,
                    values: cloneObject(control._formValues),
                });
            }
            if (!shouldKeepFieldArrayValues &&
                control._state.action &&
                [...control._state.actionArrayLengths.keys()].some((arrayName) => name.startsWith(arrayName + '.'))) {
                return;
            }
            shouldKeepFieldArrayValues
                ? updateMounted(name, false)
                : control.unregister(name);
        };
    }, [name, control, keyName, shouldUnregister, disabled]);
    return {
        swap: react__rspack_import_0.useCallback(swap, [updateValues, name, control, disabled]),
        move: react__rspack_import_0.useCallback(move, [updateValues, name, control, disabled]),
        prepend: react__rspack_import_0.useCallback(prepend, [
            updateValues,
            name,
            control,
            disabled,
        ]),
        append: react__rspack_import_0.useCallback(append, [updateValues, name, control, disabled]),
        remove: react__rspack_import_0.useCallback(remove, [updateValues, name, control, disabled]),
        insert: react__rspack_import_0.useCallback(insert$1, [updateValues, name, control, disabled]),
        update: react__rspack_import_0.useCallback(update, [updateValues, name, control, disabled]),
        replace: react__rspack_import_0.useCallback(replace, [
            updateValues,
            name,
            control,
            disabled,
        ]),
        fields: react__rspack_import_0.useMemo(() => fields.map((field, index) => ({
            ...field,
            ...(isBoolean(disabled) ? { disabled } : {}),
            [keyName]: ids.current[index] || generateId(),
        })), [fields, keyName, disabled]),
    };
}

/**
 * Component based on `useFieldArray` hook to work with controlled component.
 *
 * @example
 * ```tsx
 * function App() {
 *   const { control, register } = useForm<FormValues>({
 *     defaultValues: {
 *       test: [
 *         {
 *           value: '',
 *         },
 *       ],
 *     },
 *   });
 *
 *   return (
 *     <form>
 *       <FieldArray
 *         control={control}
 *         name="test"
 *         render={({ fields }) =>
 *           fields.map((field, index) => (
 *             <input key={field.id} {...register(`test.${index}.value`)} />
 *           ))
 *         }
 *       />
 *     </form>
 *   );
 * }
 * ```
 */
const FieldArray = (props) => props.render(useFieldArray(props));

const isFileLike = (value) => (typeof Blob !== 'undefined' && value instanceof Blob) ||
    (typeof File !== 'undefined' && value instanceof File);
const isFileListLike = (value) => typeof FileList !== 'undefined' && value instanceof FileList;
const flatten = (obj) => {
    const output = {};
    for (const key of Object.keys(obj)) {
        if (isObjectType(obj[key]) &&
            obj[key] !== null &&
            !isDateObject(obj[key]) &&
            !isFileLike(obj[key]) &&
            !isFileListLike(obj[key])) {
            const nested = flatten(obj[key]);
            for (const nestedKey of Object.keys(nested)) {
                output[`${key}.${nestedKey}`] = nested[nestedKey];
            }
        }
        else {
            output[key] = obj[key];
        }
    }
    return output;
};

function jsonToFormData(json) {
    const result = new FormData();
    const flattenFormValues = flatten(json);
    for (const key in flattenFormValues) {
        const value = flattenFormValues[key];
        if (isUndefined(value)) {
            continue;
        }
        if (typeof FileList !== 'undefined' && value instanceof FileList) {
            for (let index = 0; index < value.length; index++) {
                const file = value[index];
                file && result.append(key, file);
            }
            continue;
        }
        result.append(key, value);
    }
    return result;
}

function safeJSONStringify(value) {
    try {
        return JSON.stringify(value);
    }
    catch (_a) {
        return '';
    }
}

function noop() { }

const POST_REQUEST = 'post';
function defaultValidateStatus(status) {
    return status >= 200 && status < 300;
}
/**
 * Form component that handles submission, including optional `action` fetch and server error wiring.
 *
 * @see [API](https://react-hook-form.com/docs/useform/form)
 *
 * @example
 * ```tsx
 * <Form action="/api" control={control}>
 *   <input {...register("name")} />
 *   <p>{errors?.root?.server && 'Server error'}</p>
 *   <button>Submit</button>
 * </Form>
 * ```
 */
function Form(props) {
    const formControl = useFormControlContext();
    const [mounted, setMounted] = React.useState(false);
    const { control = formControl, onSubmit = noop, children, action, method = POST_REQUEST, headers, encType, onError = noop, render, onSuccess = noop, validateStatus = defaultValidateStatus, ...rest } = props;
    const handleSubmit = React.useMemo(() => {
        return control.handleSubmit(async (data, event) => {
            const formData = jsonToFormData(data);
            const formDataJson = safeJSONStringify(data);
            if (onSubmit) {
                await onSubmit({
                    data,
                    event,
                    method,
                    formData,
                    formDataJson,
                });
            }
            if (isString(action)) {
                try {
                    const isMultipart = (value) => /^\s*multipart\/form-data\s*(;|$)/i.test(value);
                    const contentType = encType && !isMultipart(encType) ? encType : undefined;
                    const hasContentType = (type) => contentType
                        ? type.test(contentType)
                        : (headers &&
                            Object.entries(headers).some(([name, value]) => name.toLowerCase() === 'content-type' && type.test(value))) ||
                            (encType && type.test(encType));
                    let body = formData;
                    if (hasContentType(/json/i)) {
                        body = formDataJson;
                    }
                    else if (hasContentType(/^\s*application\/x-www-form-urlencoded\s*(;|$)/i)) {
                        body = new URLSearchParams(Array.from(formData, ([name, value]) => [
                            name,
                            isString(value) ? value : value.name,
                        ]));
                    }
                    else if (hasContentType(/^\s*text\/plain\s*(;|$)/i)) {
                        body = Array.from(formData, ([name, value]) => `${name}=${isString(value) ? value : value.name}\r\n`).join('');
                    }
                    const response = await fetch(action, {
                        method,
                        headers: {
                            ...Object.fromEntries(Object.entries(headers || {}).filter(([name, value]) => name.toLowerCase() !== 'content-type' ||
                                (!contentType && !isMultipart(value)))),
                            ...(contentType && { 'Content-Type': contentType }),
                        },
                        body,
                    });
                    if (response && !validateStatus(response.status)) {
                        onError({ response });
                        return { type: String(response.status) };
                    }
                    else {
                        onSuccess({ response });
                    }
                }
                catch (error) {
                    onError({ error });
                    return { type: '' };
                }
            }
            if (isFunction(action)) {
                try {
                    await action(formData);
                }
                catch (error) {
                    onError({ error });
                    return { type: '' };
                }
            }
            // Return nothing when successful.
            return;
        });
    }, [
        control,
        onSubmit,
        method,
        action,
        headers,
        encType,
        validateStatus,
        onError,
        onSuccess,
    ]);
    const submit = React.useCallback(async (event) => {
        const err = await handleSubmit(event);
        if (err && control) {
            control._subjects.state.next({ isSubmitSuccessful: false });
            control.setError('root.server', err);
        }
    }, [handleSubmit, control]);
    React.useEffect(() => {
        setMounted(true);
    }, []);
    if (render) {
        return render({ submit });
    }
    // React forbids passing `method`/`encType` alongside a function `action`
    // (a Server-Action-style submission) -- it manages those itself and warns
    // if they're present, so they're only rendered for string/URL actions.
    return (React.createElement("form", { noValidate: mounted, action: action, ...(!isFunction(action) && { method, encType }), onSubmit: submit, ...rest }, children));
}

const FormState = ({ control, disabled, exact, name, render, }) => render(useFormState({ control, name, disabled, exact }));
/** @deprecated Use `FormState` instead. Kept as an alias for backward compatibility. */
const FormStateSubscribe = (/* unused pure expression or super */ null && (FormState));

var createSubject = () => {
    let _observers = new Set();
    let _iterationCount = 0;
    const next = (value) => {
        const observers = _observers;
        _iterationCount++;
        for (const observer of observers) {
            observer.next && observer.next(value);
        }
        observers === _observers && _iterationCount--;
    };
    const subscribe = (observer) => {
        _observers.add(observer);
        return {
            unsubscribe: () => {
                if (_iterationCount) {
                    _observers = new Set(_observers);
                    _iterationCount = 0;
                }
                _observers.delete(observer);
            },
        };
    };
    const unsubscribe = () => {
        _observers = new Set();
        _iterationCount = 0;
    };
    return {
        get observers() {
            return Array.from(_observers);
        },
        next,
        subscribe,
        unsubscribe,
    };
};

function extractFormValues(fieldsState, formValues) {
    const values = (Array.isArray(fieldsState) ? [] : {});
    for (const key in fieldsState) {
        if (Object.prototype.hasOwnProperty.call(fieldsState, key)) {
            const fieldState = fieldsState[key];
            const fieldValue = formValues[key];
            if (fieldState &&
                (isObject(fieldState) || Array.isArray(fieldState)) &&
                fieldValue) {
                values[key] = extractFormValues(fieldState, fieldValue);
            }
            else if (fieldsState[key]) {
                values[key] = fieldValue;
            }
        }
    }
    return values;
}

const hasOwn = (value, key) => value !== null &&
    isObjectType(value) &&
    Object.prototype.hasOwnProperty.call(value, key);
var has = (object, path) => {
    if (!path) {
        return false;
    }
    let result = object;
    for (const key of isKey(path) ? [path] : stringToPath(path)) {
        if (!hasOwn(result, key)) {
            // `get` also resolves a path held as a single literal key, eg `{ 'a.b': 1 }`
            return hasOwn(object, path);
        }
        result = result[key];
    }
    return true;
};

var isMultipleSelect = (element) => element.type === `select-multiple`;

const isSelectEdited = (select) => {
    const options = [...select.options];
    return !select.multiple &&
        select.size < 2 &&
        !options.some((option) => option.defaultSelected)
        ? select.selectedIndex !==
            options.findIndex((option) => {
                var _a;
                return !option.disabled &&
                    !((_a = option.parentElement) === null || _a === void 0 ? void 0 : _a.matches('optgroup[disabled]'));
            })
        : options.some((option) => option.selected !== option.defaultSelected);
};
var isEdited = (ref) => isCheckBoxInput(ref)
    ? ref.checked !== ref.defaultChecked
    : ref.type === 'select-one' || isMultipleSelect(ref)
        ? isSelectEdited(ref)
        : !isRadioInput(ref) &&
            ref.type !== 'range' &&
            ref.type !== 'color' &&
            'defaultValue' in ref &&
            ref.value !== ref.defaultValue;

var isRadioOrCheckbox = (ref) => isRadioInput(ref) || isCheckBoxInput(ref);

var live = (ref) => isHTMLElement(ref) && ref.isConnected;

function isDirtyContainer(value) {
    return Array.isArray(value) || isObject(value);
}
function collectDirtyFieldNames(dirtyTree, cachedDirtyFields, prefix = '', names = []) {
    for (const key in dirtyTree) {
        const path = prefix ? `${prefix}.${key}` : key;
        const value = dirtyTree[key];
        if (isDirtyContainer(value) &&
            isDirtyContainer(get(cachedDirtyFields, path))) {
            collectDirtyFieldNames(value, cachedDirtyFields, path, names);
        }
        else if (value) {
            names.push(path);
        }
    }
    return names;
}

var objectHasFunction = (data) => {
    for (const key in data) {
        if (isFunction(data[key])) {
            return true;
        }
    }
    return false;
};

function isTraversable(value) {
    return Array.isArray(value) || (isObject(value) && !objectHasFunction(value));
}
function isRegisteredLeaf(fieldRef) {
    return !!(fieldRef && '_f' in fieldRef);
}
function isEmptyDirtyContainer(value) {
    return Array.isArray(value)
        ? !value.some((item) => !isUndefined(item))
        : !Object.keys(value).length;
}
function clearDirtyField(container, key) {
    if (Array.isArray(container)) {
        container[key] = undefined;
    }
    else {
        delete container[key];
    }
}
function markFieldsDirty(data, fields = {}, fieldRefs) {
    for (const key in data) {
        const value = data[key];
        const fieldRef = fieldRefs && fieldRefs[key];
        if (isTraversable(value) &&
            (!Array.isArray(value) || !isRegisteredLeaf(fieldRef))) {
            fields[key] = Array.isArray(value) ? [] : {};
            markFieldsDirty(value, fields[key], fieldRef);
            if (isEmptyDirtyContainer(fields[key])) {
                clearDirtyField(fields, key);
            }
        }
        else if (!isUndefined(value)) {
            fields[key] = true;
        }
    }
    return fields;
}
function getDirtyFields(data, formValues, dirtyFieldsFromValues, fieldRefs) {
    if (!dirtyFieldsFromValues) {
        dirtyFieldsFromValues = markFieldsDirty(formValues, (Array.isArray(isNullOrUndefined(formValues) ? data : formValues)
            ? []
            : {}), fieldRefs);
    }
    for (const key in data) {
        const value = data[key];
        const fieldRef = fieldRefs && fieldRefs[key];
        if (isTraversable(value) &&
            (!Array.isArray(value) || !isRegisteredLeaf(fieldRef))) {
            if (isUndefined(formValues) || isPrimitive(dirtyFieldsFromValues[key])) {
                dirtyFieldsFromValues[key] = markFieldsDirty(value, (Array.isArray(value) ? [] : {}), fieldRef);
            }
            else {
                getDirtyFields(value, isNullOrUndefined(formValues) ? {} : formValues[key], dirtyFieldsFromValues[key], fieldRef);
            }
            if (isEmptyDirtyContainer(dirtyFieldsFromValues[key])) {
                clearDirtyField(dirtyFieldsFromValues, key);
            }
        }
        else if (deepEqual(value, isNullOrUndefined(formValues) ? undefined : formValues[key])) {
            clearDirtyField(dirtyFieldsFromValues, key);
        }
        else {
            dirtyFieldsFromValues[key] = true;
        }
    }
    return dirtyFieldsFromValues;
}

var getFieldArrayItemNames = (names, name) => {
    const segments = name.split('.');
    const matches = [];
    let prefix = segments[0];
    for (let i = 1; i < segments.length; prefix += '.' + segments[i++]) {
        if (!isNaN(+segments[i]) && names.has(prefix)) {
            matches.push(`${prefix}.${segments[i]}`);
        }
    }
    return matches;
};

var getFieldValueAs = (value, { valueAsNumber, valueAsDate, setValueAs }) => isUndefined(value)
    ? value
    : valueAsNumber
        ? value === ''
            ? NaN
            : value
                ? +value
                : value
        : valueAsDate && isString(value)
            ? new Date(value)
            : setValueAs
                ? setValueAs(value)
                : value;

function getFieldValue(_f) {
    const ref = _f.ref;
    if (isFileInput(ref)) {
        return ref.files;
    }
    if (isRadioInput(ref)) {
        return getRadioValue(_f.refs).value;
    }
    if (isMultipleSelect(ref)) {
        return [...ref.selectedOptions]
            .filter((option) => { var _a; return !option.disabled && !((_a = option.closest) === null || _a === void 0 ? void 0 : _a.call(option, 'optgroup[disabled]')); })
            .map(({ value }) => value);
    }
    if (isCheckBoxInput(ref)) {
        return getCheckboxValue(_f.refs).value;
    }
    return getFieldValueAs(ref.value, _f);
}

var getResolverOptions = (fieldsNames, _fields, criteriaMode, shouldUseNativeValidation) => {
    const fields = {};
    for (const name of fieldsNames) {
        const field = get(_fields, name);
        field && set(fields, name, cloneObject(field._f));
    }
    return {
        criteriaMode,
        names: [...fieldsNames],
        fields,
        shouldUseNativeValidation,
    };
};

var getRuleValue = (rule) => isUndefined(rule)
    ? rule
    : isRegex(rule)
        ? rule.source
        : isObject(rule)
            ? isRegex(rule.value)
                ? rule.value.source
                : rule.value
            : rule;

const ASYNC_FUNCTION = 'AsyncFunction';
var hasPromiseValidation = (fieldReference) => {
    if (!fieldReference || !fieldReference.validate)
        return false;
    if (isFunction(fieldReference.validate)) {
        return fieldReference.validate.constructor.name === ASYNC_FUNCTION;
    }
    if (isObject(fieldReference.validate)) {
        for (const key in fieldReference.validate) {
            if (fieldReference.validate[key].constructor.name === ASYNC_FUNCTION) {
                return true;
            }
        }
    }
    return false;
};

var hasValidation = (options) => options.mount &&
    (options.required ||
        (!isUndefined(options.required) && options.required !== false) ||
        !isUndefined(options.min) ||
        !isUndefined(options.max) ||
        !isUndefined(options.maxLength) ||
        !isUndefined(options.minLength) ||
        options.pattern ||
        options.validate);

function schemaErrorLookup(errors, _fields, name) {
    const error = get(errors, name);
    if ((error && (error.type || error.message)) || Array.isArray(error)) {
        return {
            error,
            name,
        };
    }
    const names = name.split('.');
    while (names.length) {
        const fieldName = names.join('.');
        const field = get(_fields, fieldName);
        const foundError = get(errors, fieldName);
        if (field && !Array.isArray(field) && name !== fieldName) {
            return { name };
        }
        if (foundError && foundError.type) {
            return {
                name: fieldName,
                error: foundError,
            };
        }
        if (foundError && foundError.root && foundError.root.type) {
            return {
                name: `${fieldName}.root`,
                error: foundError.root,
            };
        }
        names.pop();
    }
    return {
        name,
    };
}

var shouldRenderFormState = (formStateData, _proxyFormState, isRoot) => {
    const keys = Object.keys(formStateData).filter((key) => key !== 'name');
    return (!keys.length ||
        (isRoot && keys.length >= Object.keys(_proxyFormState).length) ||
        keys.find((key) => _proxyFormState[key] ===
            (!isRoot || VALIDATION_MODE.all)));
};

const isNameMatch = (currentName, signalName, exact) => exact
    ? currentName === signalName || currentName.startsWith(signalName + '.')
    : currentName.startsWith(signalName) || signalName.startsWith(currentName);
var shouldSubscribeByName = (name, signalName, exact) => {
    if (!name || !signalName || name === signalName) {
        return true;
    }
    if (!Array.isArray(name)) {
        return isNameMatch(name, signalName, exact);
    }
    for (const currentName of name) {
        if (currentName && isNameMatch(currentName, signalName, exact)) {
            return true;
        }
    }
    return false;
};

var skipValidation = (isBlurEvent, isTouched, isSubmitted, reValidateMode, mode) => {
    if (mode.isOnAll) {
        return false;
    }
    else if (!isSubmitted && mode.isOnTouch) {
        return !(isTouched || isBlurEvent);
    }
    else if (isSubmitted ? reValidateMode.isOnBlur : mode.isOnBlur) {
        return !isBlurEvent;
    }
    else if (isSubmitted ? reValidateMode.isOnChange : mode.isOnChange) {
        return isBlurEvent;
    }
    return true;
};

var unsetEmptyArray = (ref, name) => {
    const array = get(ref, name);
    !compact(array).length &&
        !(array && array.root) &&
        unset(ref, name);
};

const defaultOptions = {
    mode: VALIDATION_MODE.onSubmit,
    reValidateMode: VALIDATION_MODE.onChange,
    shouldFocusError: true,
};
const replaceDirtyFieldsInPlace = (dirtyFields, nextDirtyFields) => {
    for (const key in dirtyFields) {
        delete dirtyFields[key];
    }
    Object.assign(dirtyFields, nextDirtyFields);
};
const DEFAULT_FORM_STATE = {
    submitCount: 0,
    isDirty: false,
    isReady: false,
    isValidating: false,
    isSubmitted: false,
    isSubmitting: false,
    isSubmitSuccessful: false,
    isValid: false,
    touchedFields: {},
    dirtyFields: {},
    validatingFields: {},
};
function createFormControl(props = {}) {
    let _options = {
        ...defaultOptions,
        ...props,
    };
    let _formState = {
        ...cloneObject(DEFAULT_FORM_STATE),
        isLoading: isFunction(_options.defaultValues),
        errors: cloneObject(_options.errors) || {},
        disabled: _options.disabled || false,
    };
    let _fields = {};
    let _defaultValues = isObject(_options.defaultValues) || isObject(_options.values)
        ? cloneObject(_options.defaultValues || _options.values) || {}
        : {};
    let _formValues = _options.shouldUnregister
        ? {}
        : cloneObject(_defaultValues);
    let _state = {
        action: false,
        actionArrayLengths: new Map(),
        mount: false,
        watch: false,
        keepIsValid: false,
    };
    let _dirtyFieldsStale = false;
    let _names = {
        mount: new Set(),
        disabled: new Set(),
        unMount: new Set(),
        array: new Set(),
        watch: new Set(),
        registerName: new Set(),
    };
    const delayErrorCallbacks = {};
    const timers = {};
    const _valuesSubscribers = new Set();
    let _validationModeBeforeSubmit = getValidationModes(_options.mode);
    let _validationModeAfterSubmit = getValidationModes(_options.reValidateMode);
    const defaultProxyFormState = {
        isDirty: false,
        dirtyFields: false,
        validatingFields: false,
        touchedFields: false,
        isValidating: false,
        isValid: false,
        errors: false,
    };
    const _proxyFormState = {
        ...defaultProxyFormState,
    };
    const _proxySubscribeFormState = {};
    const _isTracked = (...keys) => keys.some((key) => _proxyFormState[key] || _proxySubscribeFormState[key]);
    const _hasValuesSubscriber = (name) => {
        for (const subscriber of _valuesSubscribers) {
            if (shouldSubscribeByName(subscriber.name, name, subscriber.exact)) {
                return true;
            }
        }
        return false;
    };
    const _subjects = {
        array: createSubject(),
        state: createSubject(),
    };
    let _setValidCallId = 0;
    let _validateFormCallId = 0;
    let _resetCallId = 0;
    let _registerCallId = 0;
    const _registerCallIds = {};
    let shouldDisplayAllAssociatedErrors = _options.criteriaMode === VALIDATION_MODE.all;
    const debounce = (name, callback) => (wait) => {
        clearTimeout(timers[name]);
        timers[name] = setTimeout(callback, wait);
    };
    const cancelDelayedError = (name) => {
        clearTimeout(timers[name]);
        delete timers[name];
        delete delayErrorCallbacks[name];
    };
    const cancelDelayedErrorTree = (name) => {
        cancelDelayedError(name);
        const prefix = `${name}.`;
        for (const key of Object.keys(delayErrorCallbacks)) {
            key.startsWith(prefix) && cancelDelayedError(key);
        }
    };
    const _setValid = async (shouldUpdateValid) => {
        if (_state.keepIsValid) {
            return;
        }
        if (!_options.disabled && (_isTracked('isValid') || shouldUpdateValid)) {
            const callId = ++_setValidCallId;
            const resetCallId = _resetCallId;
            let isValid;
            if (_options.resolver) {
                isValid = isEmptyObject((await _runSchema()).errors);
                callId === _setValidCallId && _updateIsValidating();
            }
            else {
                isValid = await executeBuiltInValidation({
                    fields: _fields,
                    onlyCheckValid: true,
                    eventType: EVENTS.VALID,
                });
            }
            if (callId !== _setValidCallId) {
                return;
            }
            if (resetCallId !== _resetCallId) {
                return _setValid(shouldUpdateValid);
            }
            if (isValid !== _formState.isValid) {
                _subjects.state.next({
                    isValid,
                });
            }
        }
    };
    const _updateValidatingFields = (names, isValidating) => {
        const fieldNames = [...names];
        if (!fieldNames.some((name) => name &&
            (isValidating
                ? get(_formState.validatingFields, name) !== true
                : has(_formState.validatingFields, name)))) {
            return;
        }
        const validatingFields = cloneObject(_formState.validatingFields);
        for (const name of fieldNames) {
            if (name) {
                isValidating
                    ? set(validatingFields, name, true)
                    : unset(validatingFields, name);
            }
        }
        if (!deepEqual(_formState.validatingFields, validatingFields)) {
            _formState.validatingFields = validatingFields;
        }
    };
    const _updateIsValidating = (names, isValidating) => {
        if (!_options.disabled && _isTracked('isValidating', 'validatingFields')) {
            _updateValidatingFields(names || _names.mount, isValidating);
            _subjects.state.next({
                validatingFields: _formState.validatingFields,
                isValidating: !isEmptyObject(_formState.validatingFields),
            });
        }
    };
    const _updateDirtyFields = () => {
        _formState.dirtyFields = getDirtyFields(_defaultValues, _formValues, undefined, _fields);
    };
    const _setFieldArray = (name, values = [], method, args, shouldSetValues = true, shouldUpdateFieldsAndState = true) => {
        if (args && method && !_options.disabled) {
            _state.action = true;
            _state.keepIsValid = false;
            const field = get(_fields, name);
            const rootField = field && field._f;
            const fields = rootField ? Object.assign([], field) : field;
            if (!_state.actionArrayLengths.has(name)) {
                _state.actionArrayLengths.set(name, Array.isArray(fields) ? fields.length : 0);
            }
            if (shouldUpdateFieldsAndState && Array.isArray(fields)) {
                const fieldValues = method(fields, args.argA, args.argB) || fields;
                rootField
                    ? set(_fields, name, { ...fieldValues, _f: rootField })
                    : shouldSetValues && set(_fields, name, fieldValues);
            }
            const fieldArrayErrors = get(_formState.errors, name);
            if (shouldUpdateFieldsAndState && Array.isArray(fieldArrayErrors)) {
                const rootError = fieldArrayErrors.root;
                const errors = method(fieldArrayErrors, args.argA, args.argB) || fieldArrayErrors;
                if (rootError) {
                    errors.root = rootError;
                }
                shouldSetValues && set(_formState.errors, name, errors);
                unsetEmptyArray(_formState.errors, name);
                _formState.errors = { ..._formState.errors };
            }
            const touchedFieldsArray = get(_formState.touchedFields, name);
            const shouldUpdateTouchedFields = shouldUpdateFieldsAndState && Array.isArray(touchedFieldsArray);
            if (shouldUpdateTouchedFields) {
                const touchedFields = method(touchedFieldsArray, args.argA, args.argB);
                shouldSetValues && set(_formState.touchedFields, name, touchedFields);
            }
            const dirtyFieldsArray = get(_formState.dirtyFields, name);
            if (shouldUpdateFieldsAndState && Array.isArray(dirtyFieldsArray)) {
                const dirtyFields = method(dirtyFieldsArray, args.argA, args.argB) || dirtyFieldsArray;
                shouldSetValues && set(_formState.dirtyFields, name, dirtyFields);
            }
            if (_isTracked('dirtyFields')) {
                _updateDirtyFields();
            }
            else {
                _dirtyFieldsStale = true;
            }
            _subjects.state.next({
                name,
                isDirty: _getDirty(name, values),
                dirtyFields: _formState.dirtyFields,
                ...(shouldUpdateTouchedFields && {
                    touchedFields: _formState.touchedFields,
                }),
                errors: _formState.errors,
                isValid: _formState.isValid,
            });
        }
        else {
            set(_formValues, name, values);
        }
    };
    const updateErrors = (name, error) => {
        set(_formState.errors, name, error);
        _formState.errors = { ..._formState.errors };
        _subjects.state.next({
            errors: _formState.errors,
        });
    };
    const _setErrors = (errors) => {
        Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
        const hasErrors = !isEmptyObject(errors);
        _formState.errors = cloneObject(errors);
        _subjects.state.next({
            errors: _formState.errors,
            ...(hasErrors ? { isValid: false } : {}),
        });
        !hasErrors && _state.mount && _setValid();
    };
    const toPath = (name) => isKey(name) ? [name] : stringToPath(name);
    const hasExplicitNullIntermediate = (name) => {
        const segments = toPath(name);
        let formValues = _formValues;
        let defaultValues = _defaultValues;
        for (let i = 0; i < segments.length - 1; i++) {
            const key = segments[i];
            formValues = isNullOrUndefined(formValues) ? formValues : formValues[key];
            defaultValues = isNullOrUndefined(defaultValues)
                ? defaultValues
                : defaultValues[key];
            if (formValues === null && defaultValues !== null) {
                return true;
            }
        }
        return false;
    };
    const isStaleArrayField = (name) => {
        if (!_state.actionArrayLengths.size) {
            return false;
        }
        const segments = toPath(name);
        let node = _formValues;
        let path = '';
        let ownerDepth = -1;
        let ownerPreActionLength = 0;
        for (let i = 0; i < segments.length; i++) {
            if (isNullOrUndefined(node)) {
                return false;
            }
            const key = segments[i];
            path = path ? `${path}.${key}` : key;
            if (Array.isArray(node) && +key >= node.length) {
                return ownerDepth === -1
                    ? false
                    : i === ownerDepth
                        ? +key < ownerPreActionLength
                        : true;
            }
            if (_state.actionArrayLengths.has(path)) {
                ownerDepth = i + 1;
                ownerPreActionLength = _state.actionArrayLengths.get(path);
            }
            node = node[key];
            if (isUndefined(node) &&
                ownerDepth !== -1 &&
                i > ownerDepth &&
                +segments[ownerDepth] < ownerPreActionLength) {
                return true;
            }
        }
        return false;
    };
    const isPastArrayEnd = (name) => {
        let node = _formValues;
        for (const key of toPath(name)) {
            if (Array.isArray(node) && +key >= node.length) {
                return true;
            }
            node = node && node[key];
        }
        return false;
    };
    const updateValidAndValue = (name, shouldSkipSetValueAs, value, ref) => {
        const field = get(_fields, name);
        if (field) {
            if (hasExplicitNullIntermediate(name) || isStaleArrayField(name)) {
                return;
            }
            const wasUnsetInFormValues = isUndefined(get(_formValues, name));
            const defaultValue = get(_formValues, name, isUndefined(value) ? get(_defaultValues, name) : value);
            const isEditedBeforeReady = !!ref && !_formState.isReady && isEdited(ref);
            if (isUndefined(defaultValue) ||
                (ref && ref.defaultChecked) ||
                isEditedBeforeReady ||
                shouldSkipSetValueAs) {
                const fieldValue = shouldSkipSetValueAs
                    ? defaultValue
                    : getFieldValue(field._f);
                if (!isUndefined(fieldValue) || !isPastArrayEnd(name)) {
                    if (_isTracked('dirtyFields') &&
                        !deepEqual(get(_formValues, name), fieldValue)) {
                        _dirtyFieldsStale = true;
                    }
                    set(_formValues, name, fieldValue);
                    if (isEditedBeforeReady) {
                        updateTouchAndDirty(name, fieldValue);
                    }
                }
            }
            else {
                setFieldValue(name, defaultValue);
            }
            if (_state.mount && !_state.action) {
                if (_options.resolver &&
                    _isTracked('isValidating', 'validatingFields')) {
                    Promise.resolve().then(() => _setValid());
                }
                else {
                    _setValid();
                }
                if (wasUnsetInFormValues &&
                    _formState.isDirty &&
                    _isTracked('isDirty')) {
                    const isDirty = _getDirty();
                    if (!isDirty) {
                        _formState.isDirty = false;
                        _subjects.state.next({ ..._formState });
                    }
                }
                if (_options.shouldUnregister &&
                    wasUnsetInFormValues &&
                    !isUndefined(get(_formValues, name)) &&
                    isWatched(name, _names)) {
                    _state.watch = true;
                }
            }
        }
    };
    const updateTouchAndDirty = (name, fieldValue, isBlurEvent, shouldDirty, shouldRender) => {
        let shouldUpdateField = false;
        let isPreviousDirty = false;
        const output = {
            name,
        };
        if (!_options.disabled || shouldDirty === true) {
            if (!isBlurEvent || shouldDirty) {
                const isCurrentFieldPristine = deepEqual(get(_defaultValues, name), fieldValue);
                if (_isTracked('isDirty')) {
                    isPreviousDirty = _formState.isDirty;
                    _formState.isDirty = output.isDirty =
                        !isCurrentFieldPristine || _getDirty();
                    shouldUpdateField = isPreviousDirty !== output.isDirty;
                }
                isPreviousDirty = !!get(_formState.dirtyFields, name);
                if (isCurrentFieldPristine) {
                    unset(_formState.dirtyFields, name);
                }
                else {
                    const defaultFieldValue = get(_defaultValues, name);
                    const field = get(_fields, name);
                    const dirtyValue = !(field && field._f) &&
                        (isObject(defaultFieldValue) || Array.isArray(defaultFieldValue))
                        ? getDirtyFields(defaultFieldValue, fieldValue, undefined, field)
                        : true;
                    set(_formState.dirtyFields, name, dirtyValue);
                }
                let didResyncDirtyFields = false;
                if (_dirtyFieldsStale ||
                    (isCurrentFieldPristine &&
                        (_isTracked('isDirty') ? _formState.isDirty : _getDirty()))) {
                    _dirtyFieldsStale = false;
                    const nextDirtyFields = getDirtyFields(_defaultValues, _formValues, undefined, _fields);
                    if (!deepEqual(_formState.dirtyFields, nextDirtyFields)) {
                        didResyncDirtyFields = true;
                        replaceDirtyFieldsInPlace(_formState.dirtyFields, nextDirtyFields);
                    }
                }
                output.dirtyFields = _formState.dirtyFields;
                shouldUpdateField =
                    shouldUpdateField ||
                        (_isTracked('dirtyFields') &&
                            (didResyncDirtyFields ||
                                isPreviousDirty !== !isCurrentFieldPristine));
            }
            if (isBlurEvent) {
                const isPreviousFieldTouched = has(_formState.touchedFields, name)
                    ? get(_formState.touchedFields, name)
                    : undefined;
                if (!isPreviousFieldTouched) {
                    set(_formState.touchedFields, name, isBlurEvent);
                    output.touchedFields = _formState.touchedFields;
                    shouldUpdateField =
                        shouldUpdateField ||
                            (_isTracked('touchedFields') &&
                                isPreviousFieldTouched !== isBlurEvent);
                }
            }
            shouldUpdateField && shouldRender && _subjects.state.next(output);
        }
        return shouldUpdateField ? output : {};
    };
    const shouldRenderByError = (name, isValid, error, fieldState) => {
        const previousFieldError = get(_formState.errors, name);
        const shouldUpdateValid = _isTracked('isValid') &&
            isBoolean(isValid) &&
            _formState.isValid !== isValid;
        if (_options.delayError && error) {
            delayErrorCallbacks[name] = debounce(name, () => updateErrors(name, error));
            delayErrorCallbacks[name](_options.delayError);
        }
        else {
            cancelDelayedError(name);
            error
                ? set(_formState.errors, name, error)
                : unset(_formState.errors, name);
            _formState.errors = { ..._formState.errors };
        }
        if ((error
            ? !deepEqual(previousFieldError, error, true)
            : previousFieldError) ||
            !isEmptyObject(fieldState) ||
            shouldUpdateValid) {
            const updatedFormState = {
                ...fieldState,
                ...(shouldUpdateValid && isBoolean(isValid) ? { isValid } : {}),
                errors: _formState.errors,
                name,
            };
            _subjects.state.next(updatedFormState);
        }
    };
    const _runSchema = async (name) => {
        _updateIsValidating(name, true);
        return await _options.resolver(_formValues, _options.context, getResolverOptions(name || _names.mount, _fields, _options.criteriaMode, _options.shouldUseNativeValidation));
    };
    const executeSchemaAndUpdateState = async (names) => {
        const resetCallId = _resetCallId;
        const registerCallId = _registerCallId;
        const registeredNames = names
            ? names.filter((name) => get(_fields, name))
            : [];
        const { errors } = await _runSchema(names);
        if (resetCallId !== _resetCallId) {
            return errors;
        }
        _updateIsValidating(names);
        if (names) {
            for (const name of names) {
                if (registeredNames.includes(name) &&
                    (!get(_fields, name) || _registerCallIds[name] > registerCallId)) {
                    unset(errors, name);
                    continue;
                }
                const error = get(errors, name);
                cancelDelayedErrorTree(name);
                const isFieldArrayRootError = _names.array.has(name) &&
                    isObject(error) &&
                    !Object.keys(error).some((key) => !Number.isNaN(Number(key)));
                const field = get(_fields, name);
                const hasNestedFields = isObject(field) && Object.keys(field).some((key) => key !== '_f');
                isFieldArrayRootError
                    ? updateFieldArrayRootError(_formState.errors, { [name]: error }, name)
                    : (error && (error.type || error.message)) ||
                        Array.isArray(error) ||
                        (isObject(error) && hasNestedFields)
                        ? set(_formState.errors, name, error)
                        : unset(_formState.errors, name);
            }
            _formState.errors = { ..._formState.errors };
        }
        else {
            Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
            _formState.errors = errors;
        }
        return errors;
    };
    const validateForm = async ({ name, eventType, onlyCheckValid, }) => {
        if (_options.validate) {
            const resetCallId = _resetCallId;
            const validateFormCallId = ++_validateFormCallId;
            const result = await _options.validate({
                formValues: _formValues,
                formState: _formState,
                name,
                eventType,
            });
            if (resetCallId !== _resetCallId ||
                (eventType !== EVENTS.SUBMIT &&
                    validateFormCallId !== _validateFormCallId)) {
                return true;
            }
            if (onlyCheckValid &&
                (isObject(result)
                    ? Object.values(result).some(Boolean)
                    : isString(result) || !result)) {
                return false;
            }
            if (isObject(result)) {
                let isValid = true;
                clearErrors(FORM_ERROR_TYPE);
                for (const key in result) {
                    const error = result[key];
                    if (error) {
                        isValid = false;
                        setError(`${FORM_ERROR_TYPE}.${key}`, {
                            message: isString(error.message) ? error.message : '',
                            type: error.type || INPUT_VALIDATION_RULES.validate,
                        });
                    }
                }
                return isValid;
            }
            else if (isString(result) || !result) {
                clearErrors(FORM_ERROR_TYPE);
                setError(FORM_ERROR_TYPE, {
                    message: result || '',
                    type: INPUT_VALIDATION_RULES.validate,
                });
                return false;
            }
            else {
                clearErrors(FORM_ERROR_TYPE);
                return true;
            }
        }
        return true;
    };
    const executeBuiltInValidation = async ({ fields, onlyCheckValid, name, eventType, context = {
        valid: true,
        runRootValidation: false,
    }, }) => {
        const resetCallId = _resetCallId;
        if (_options.validate && !context.runRootValidation) {
            context.runRootValidation = true;
            const result = await validateForm({
                name,
                eventType,
                onlyCheckValid,
            });
            if (!result) {
                context.valid = false;
                if (onlyCheckValid) {
                    return context.valid;
                }
            }
        }
        for (const name in fields) {
            const field = fields[name];
            if (field) {
                const { _f, ...fieldValue } = field;
                if (_f) {
                    const isFieldArrayRoot = _names.array.has(_f.name);
                    const isPromiseFunction = field._f && hasPromiseValidation(field._f);
                    const shouldTrackIsValidatingState = _isTracked('isValidating', 'validatingFields');
                    if (isPromiseFunction && shouldTrackIsValidatingState) {
                        _updateIsValidating([_f.name], true);
                    }
                    const registerCallId = _registerCallId;
                    const fieldError = await validateField(field, _names.disabled, _formValues, shouldDisplayAllAssociatedErrors, _options.shouldUseNativeValidation && !onlyCheckValid, isFieldArrayRoot);
                    if (resetCallId !== _resetCallId) {
                        return context.valid;
                    }
                    if (isPromiseFunction && shouldTrackIsValidatingState) {
                        _updateIsValidating([_f.name]);
                    }
                    if (!get(_fields, _f.name) ||
                        _registerCallIds[_f.name] > registerCallId) {
                        continue;
                    }
                    if (fieldError[_f.name]) {
                        context.valid = false;
                        if (onlyCheckValid) {
                            break;
                        }
                    }
                    if (!onlyCheckValid) {
                        cancelDelayedError(_f.name);
                        get(fieldError, _f.name)
                            ? isFieldArrayRoot
                                ? updateFieldArrayRootError(_formState.errors, fieldError, _f.name)
                                : set(_formState.errors, _f.name, fieldError[_f.name])
                            : unset(_formState.errors, _f.name);
                    }
                    if (_options.shouldUseNativeValidation && fieldError[_f.name]) {
                        break;
                    }
                }
                !isEmptyObject(fieldValue) &&
                    (await executeBuiltInValidation({
                        context,
                        onlyCheckValid,
                        fields: fieldValue,
                        name: name,
                        eventType,
                    }));
            }
        }
        return context.valid;
    };
    const _removeUnmounted = () => {
        for (const name of _names.unMount) {
            const field = get(_fields, name);
            field &&
                (field._f.refs
                    ? field._f.refs.every((ref) => !live(ref))
                    : !live(field._f.ref)) &&
                unregister(name);
        }
        _names.unMount = new Set();
    };
    const _getDirty = (name, data) => (name && !isUndefined(data) && set(_formValues, name, data),
        !deepEqual(_state.mount ? _formValues : _defaultValues, _defaultValues));
    const _getWatch = (names, defaultValue, isGlobal) => {
        const values = _state.mount
            ? _formValues
            : isUndefined(defaultValue) || !isUndefined(names)
                ? _defaultValues
                : defaultValue;
        return generateWatchOutput(names, _names, isUndefined(names) ? { ...values } : values, isGlobal, defaultValue);
    };
    const _getFieldArray = (name) => compact(get(_state.mount ? _formValues : _defaultValues, name, _options.shouldUnregister ? get(_defaultValues, name, []) : []));
    const setFieldValue = (name, value, options = {}, skipClone = false, skipRender = false, skipValueRender = false) => {
        const field = get(_fields, name);
        let fieldValue = value;
        if (field) {
            const fieldReference = field._f;
            if (fieldReference) {
                !fieldReference.disabled &&
                    set(_formValues, name, getFieldValueAs(value, fieldReference));
                fieldValue =
                    isHTMLElement(fieldReference.ref) && isNullOrUndefined(value)
                        ? ''
                        : value;
                if (isMultipleSelect(fieldReference.ref)) {
                    [...fieldReference.ref.options].forEach((optionRef) => (optionRef.selected = fieldValue.includes(optionRef.value)));
                }
                else if (fieldReference.refs) {
                    if (isCheckBoxInput(fieldReference.ref)) {
                        fieldReference.refs.forEach((checkboxRef) => {
                            if (!checkboxRef.defaultChecked || !checkboxRef.disabled) {
                                if (Array.isArray(fieldValue)) {
                                    checkboxRef.checked =
                                        !isUndefined(checkboxRef.value) &&
                                            fieldValue.includes(checkboxRef.value);
                                }
                                else {
                                    checkboxRef.checked =
                                        fieldValue === checkboxRef.value || !!fieldValue;
                                }
                            }
                        });
                    }
                    else {
                        fieldReference.refs.forEach((radioRef) => (radioRef.checked = radioRef.value === fieldValue));
                    }
                }
                else if (isFileInput(fieldReference.ref)) {
                    fieldReference.ref.value = '';
                }
                else {
                    fieldReference.ref.value = fieldValue;
                    if (!fieldReference.ref.type && !skipRender && !skipValueRender) {
                        _subjects.state.next({
                            name,
                            values: skipClone
                                ? _formValues
                                : _hasValuesSubscriber(name)
                                    ? cloneObject(_formValues)
                                    : undefined,
                        });
                    }
                }
            }
        }
        (options.shouldDirty || options.shouldTouch) &&
            updateTouchAndDirty(name, field &&
                field._f &&
                !field._f.disabled &&
                (field._f.valueAsNumber ||
                    field._f.valueAsDate ||
                    field._f.setValueAs)
                ? getFieldValueAs(value, field._f)
                : fieldValue, options.shouldTouch, options.shouldDirty, !skipRender);
        options.shouldValidate &&
            trigger(name, {
                delayError: options.delayError,
            });
        if (options.shouldValidate &&
            field &&
            field._f &&
            field._f.deps &&
            (!Array.isArray(field._f.deps) || field._f.deps.length > 0)) {
            trigger(field._f.deps);
        }
    };
    const setFieldValues = (name, value, options, skipClone = false, skipRender = false, skipValueRender = false) => {
        for (const fieldKey in value) {
            if (!Object.prototype.hasOwnProperty.call(value, fieldKey)) {
                continue;
            }
            const fieldValue = value[fieldKey];
            const fieldName = name + '.' + fieldKey;
            const field = get(_fields, fieldName);
            if (_names.array.has(fieldName)) {
                _subjects.array.next({
                    name: fieldName,
                    values: skipClone ? _formValues : cloneObject(_formValues),
                });
            }
            (_names.array.has(name) ||
                isObject(fieldValue) ||
                (field && !field._f)) &&
                !isDateObject(fieldValue)
                ? setFieldValues(fieldName, fieldValue, options, skipClone, skipRender, skipValueRender)
                : setFieldValue(fieldName, fieldValue, options, skipClone, skipRender, skipValueRender);
        }
    };
    const _setValue = (name, value, options, skipClone, skipStateEmit = false) => {
        const field = get(_fields, name);
        const isFieldArray = _names.array.has(name);
        const cloneValue = skipClone ? value : cloneObject(value);
        const previousValue = get(_formValues, name);
        const isValueUnchanged = deepEqual(previousValue, cloneValue);
        if (!isValueUnchanged) {
            set(_formValues, name, cloneValue);
        }
        if (isFieldArray) {
            _subjects.array.next({
                name,
                values: skipClone ? _formValues : cloneObject(_formValues),
            });
            if (_isTracked('isDirty', 'dirtyFields') && options.shouldDirty) {
                _updateDirtyFields();
                _formState.isDirty = _getDirty(name, cloneValue);
                if (!skipStateEmit) {
                    _subjects.state.next({
                        name,
                        dirtyFields: _formState.dirtyFields,
                        isDirty: _formState.isDirty,
                    });
                }
            }
            options.shouldValidate &&
                trigger(name, {
                    delayError: options.delayError,
                });
        }
        else {
            const isEmpty = (Array.isArray(cloneValue) && !cloneValue.length) ||
                isEmptyObject(cloneValue);
            const skipValueRender = !isValueUnchanged && !skipStateEmit;
            if (!field || field._f || isNullOrUndefined(cloneValue) || isEmpty) {
                setFieldValue(name, cloneValue, options, skipClone, skipStateEmit, skipValueRender);
            }
            else {
                setFieldValues(name, cloneValue, options, skipClone, skipStateEmit, skipValueRender);
            }
        }
        if (!isValueUnchanged && !skipStateEmit) {
            const watched = isWatched(name, _names);
            const emittedName = _state.mount || watched ? name : undefined;
            const fieldArrayItemNames = isFieldArray
                ? []
                : getFieldArrayItemNames(_names.array, name);
            const values = skipClone
                ? _formValues
                : _hasValuesSubscriber(emittedName) ||
                    fieldArrayItemNames.some(_hasValuesSubscriber)
                    ? cloneObject(_formValues)
                    : undefined;
            _subjects.state.next({
                ...(watched && _formState),
                name: emittedName,
                values,
            });
            for (const itemName of fieldArrayItemNames) {
                _subjects.state.next({
                    name: itemName,
                    values: values && cloneObject(_formValues),
                });
            }
        }
    };
    const setValue = (name, value, options = {}) => _setValue(name, value, options, false);
    const setValues = (formValues, options = {}) => {
        const updatedFormValues = isFunction(formValues)
            ? formValues(_formValues)
            : formValues;
        if (!deepEqual(_formValues, updatedFormValues) ||
            options.shouldValidate ||
            options.shouldDirty ||
            options.shouldTouch) {
            _formValues = {
                ..._formValues,
                ...updatedFormValues,
            };
            for (const fieldName of new Set([..._names.mount, ..._names.array])) {
                if (has(updatedFormValues, fieldName)) {
                    _setValue(fieldName, get(updatedFormValues, fieldName), options, true, true);
                }
            }
            if (options.shouldDirty && _isTracked('isDirty', 'dirtyFields')) {
                for (const name of Object.keys(updatedFormValues)) {
                    updateTouchAndDirty(name, _formValues[name], false, true);
                }
            }
            _subjects.state.next({
                ..._formState,
                name: undefined,
                type: undefined,
                ...(_valuesSubscribers.size ? { values: _formValues } : {}),
            });
            if (options.shouldValidate) {
                _setValid();
            }
        }
    };
    const onChange = async (event) => {
        _state.mount = true;
        const target = event.target;
        let name = target.name;
        let isFieldValueUpdated = true;
        const field = get(_fields, name);
        const registerCallId = _registerCallId;
        const _updateIsFieldValueUpdated = (fieldValue) => {
            isFieldValueUpdated =
                !!get(_fields, name) &&
                    !(_registerCallIds[name] > registerCallId) &&
                    deepEqual(fieldValue, get(_formValues, name, fieldValue));
        };
        if (field) {
            _state.keepIsValid = false;
            let error;
            let isValid;
            let shouldFlushError = false;
            const fieldValue = target.type
                ? getFieldValue(field._f)
                : getEventValue(event);
            const isBlurEvent = event.type === EVENTS.BLUR || event.type === EVENTS.FOCUS_OUT;
            const hasNoValidationEffect = !hasValidation(field._f) &&
                !_options.validate &&
                !_options.resolver &&
                !get(_formState.errors, name) &&
                !field._f.deps;
            const shouldSkipValidation = hasNoValidationEffect ||
                skipValidation(isBlurEvent, get(_formState.touchedFields, name), _formState.isSubmitted, _validationModeAfterSubmit, _validationModeBeforeSubmit);
            const watched = isWatched(name, _names, isBlurEvent);
            set(_formValues, name, cloneObject(fieldValue));
            if (isBlurEvent) {
                if (!target || !target.readOnly) {
                    field._f.onBlur && field._f.onBlur(event);
                    if (Object.prototype.hasOwnProperty.call(delayErrorCallbacks, name)) {
                        shouldFlushError = true;
                        delayErrorCallbacks[name](0);
                    }
                }
            }
            else if (field._f.onChange) {
                field._f.onChange(event);
            }
            const fieldState = updateTouchAndDirty(name, fieldValue, isBlurEvent);
            const shouldRender = !isEmptyObject(fieldState) || watched;
            !isBlurEvent &&
                _subjects.state.next({
                    name,
                    type: event.type,
                    ...(_hasValuesSubscriber(name)
                        ? { values: cloneObject(_formValues) }
                        : {}),
                });
            if (shouldSkipValidation) {
                if ((!hasNoValidationEffect || !_formState.isValid) &&
                    _isTracked('isValid')) {
                    if (_options.mode === 'onBlur') {
                        if (isBlurEvent) {
                            _setValid();
                        }
                    }
                    else if (!isBlurEvent) {
                        _setValid();
                    }
                }
                return (shouldRender &&
                    _subjects.state.next({ name, ...(watched ? {} : fieldState) }));
            }
            if (!_options.resolver && _options.validate) {
                await validateForm({
                    name: name,
                    eventType: event.type,
                });
            }
            !isBlurEvent && watched && _subjects.state.next({ ..._formState });
            if (_options.resolver) {
                const resetCallId = _resetCallId;
                const { errors } = await _runSchema([name]);
                if (resetCallId !== _resetCallId) {
                    return;
                }
                _updateIsValidating([name]);
                _updateIsFieldValueUpdated(fieldValue);
                if (!isFieldValueUpdated) {
                    !isEmptyObject(fieldState) && _subjects.state.next(fieldState);
                    return;
                }
                const previousErrorLookupResult = schemaErrorLookup(_formState.errors, _fields, name);
                const errorLookupResult = schemaErrorLookup(errors, _fields, previousErrorLookupResult.name || name);
                error = errorLookupResult.error;
                name = errorLookupResult.name;
                isValid = isEmptyObject(errors);
            }
            else {
                const resetCallId = _resetCallId;
                const setValidCallId = ++_setValidCallId;
                _updateIsValidating([name], true);
                error = (await validateField(field, _names.disabled, _formValues, shouldDisplayAllAssociatedErrors, _options.shouldUseNativeValidation))[name];
                if (resetCallId !== _resetCallId) {
                    return;
                }
                _updateIsValidating([name]);
                _updateIsFieldValueUpdated(fieldValue);
                if (isFieldValueUpdated) {
                    if (error) {
                        isValid = false;
                    }
                    else if (_isTracked('isValid')) {
                        isValid = await executeBuiltInValidation({
                            fields: _fields,
                            onlyCheckValid: true,
                            name: name,
                            eventType: event.type,
                        });
                        if (resetCallId !== _resetCallId) {
                            return;
                        }
                        _updateIsFieldValueUpdated(fieldValue);
                        if (setValidCallId !== _setValidCallId) {
                            isValid = undefined;
                        }
                    }
                }
            }
            if (isFieldValueUpdated) {
                field._f.deps &&
                    (!Array.isArray(field._f.deps) || field._f.deps.length > 0) &&
                    trigger(field._f.deps);
                shouldRenderByError(name, isValid, error, fieldState);
                shouldFlushError &&
                    Object.prototype.hasOwnProperty.call(delayErrorCallbacks, name) &&
                    delayErrorCallbacks[name](0);
            }
        }
    };
    const _focusInput = (ref, key) => {
        if (get(_formState.errors, key) && ref.focus) {
            ref.focus();
            return 1;
        }
        return;
    };
    const trigger = async (name, options = {}) => {
        _state.keepIsValid = false;
        let isValid;
        let validationResult;
        const fieldNames = convertToArrayPayload(name);
        const resetCallId = _resetCallId;
        if (_options.resolver) {
            const errors = await executeSchemaAndUpdateState(isUndefined(name) ? name : fieldNames);
            isValid = isEmptyObject(errors);
            validationResult = name
                ? !fieldNames.some((name) => get(errors, name))
                : isValid;
        }
        else if (name) {
            validationResult = (await Promise.all(fieldNames.map(async (fieldName) => {
                const field = get(_fields, fieldName);
                return await executeBuiltInValidation({
                    fields: field && field._f ? { [fieldName]: field } : field,
                    eventType: EVENTS.TRIGGER,
                });
            }))).every(Boolean);
            !(!validationResult && !_formState.isValid) && _setValid();
        }
        else {
            validationResult = isValid = await executeBuiltInValidation({
                fields: _fields,
                name,
                eventType: EVENTS.TRIGGER,
            });
        }
        if (resetCallId !== _resetCallId) {
            return validationResult;
        }
        if (options.delayError && _options.delayError && isString(name)) {
            const error = get(_formState.errors, name);
            if (error) {
                unset(_formState.errors, name);
                delayErrorCallbacks[name] = debounce(name, () => updateErrors(name, error));
                delayErrorCallbacks[name](_options.delayError);
            }
            else {
                cancelDelayedError(name);
            }
        }
        if (options.shouldTouch) {
            const touchField = (fieldName) => {
                !_names.array.has(fieldName) &&
                    set(_formState.touchedFields, fieldName, true);
            };
            for (const fieldName of name ? fieldNames : _names.mount) {
                const field = get(_fields, fieldName);
                isObject(field) || Array.isArray(field)
                    ? iterateFieldsByAction(_fields, (_, key) => touchField(key), [
                        fieldName,
                    ])
                    : touchField(fieldName);
            }
        }
        _formState.errors = { ..._formState.errors };
        _subjects.state.next({
            ...(!isString(name) ||
                (_isTracked('isValid') && isValid !== _formState.isValid)
                ? {}
                : { name }),
            ...(_options.resolver || !name ? { isValid } : {}),
            ...(options.shouldTouch && _isTracked('touchedFields')
                ? { touchedFields: _formState.touchedFields }
                : {}),
            errors: _formState.errors,
        });
        options.shouldFocus &&
            !validationResult &&
            iterateFieldsByAction(_fields, _focusInput, name ? fieldNames : _names.mount);
        return validationResult;
    };
    const getValues = ((fieldNames, config) => {
        let values = isUndefined(fieldNames) && !config
            ? { ...(_state.mount ? _formValues : _defaultValues) }
            : _state.mount
                ? _formValues
                : _defaultValues;
        if (config) {
            values = extractFormValues(config.dirtyFields ? _formState.dirtyFields : _formState.touchedFields, values);
        }
        return isUndefined(fieldNames)
            ? values
            : isString(fieldNames)
                ? get(values, fieldNames)
                : fieldNames.map((name) => get(values, name));
    });
    const getErrors = ((fieldNames) => isUndefined(fieldNames)
        ? { ..._formState.errors }
        : isString(fieldNames)
            ? get(_formState.errors, fieldNames)
            : fieldNames.map((name) => get(_formState.errors, name)));
    const getFieldState = (name, formState) => {
        const targetFormState = formState || _formState;
        const error = get(targetFormState.errors, name);
        return {
            invalid: !!error,
            isDirty: !!get(targetFormState.dirtyFields, name),
            error,
            isValidating: !!get(targetFormState.validatingFields, name),
            isTouched: !!get(targetFormState.touchedFields, name),
        };
    };
    const clearErrors = (name) => {
        const names = name ? convertToArrayPayload(name) : undefined;
        if (names) {
            names.forEach((inputName) => {
                cancelDelayedErrorTree(inputName);
                unset(_formState.errors, inputName);
                _formState.errors = { ..._formState.errors };
                _subjects.state.next({
                    name: inputName,
                    errors: _formState.errors,
                });
            });
        }
        else {
            Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
            _formState.errors = {};
            _subjects.state.next({
                errors: _formState.errors,
            });
        }
    };
    const setError = (name, error, options) => {
        var _a;
        cancelDelayedErrorTree(name);
        const field = get(_fields, name, { _f: {} });
        const ref = field._f && field._f.ref;
        const currentError = get(_formState.errors, name) || {};
        const { ref: currentRef, message, type, types, ...restOfErrorTree } = currentError;
        set(_formState.errors, name, {
            ...restOfErrorTree,
            ...error,
            ref,
        });
        _formState.errors = { ..._formState.errors };
        _subjects.state.next({
            name,
            errors: _formState.errors,
            isValid: false,
        });
        if (options && options.shouldFocus) {
            const fieldRef = ((_a = field._f) === null || _a === void 0 ? void 0 : _a.refs)
                ? field._f.refs.find((ref) => !ref.disabled) || field._f.refs[0]
                : ref;
            fieldRef && fieldRef.focus && fieldRef.focus();
        }
    };
    const watch = (name, defaultValue) => {
        if (isFunction(name)) {
            const valuesSubscriber = {};
            _valuesSubscribers.add(valuesSubscriber);
            const { unsubscribe } = _subjects.state.subscribe({
                next: (payload) => 'values' in payload &&
                    name(payload.values || _getWatch(undefined, defaultValue), payload),
            });
            return {
                unsubscribe: () => {
                    _valuesSubscribers.delete(valuesSubscriber);
                    unsubscribe();
                },
            };
        }
        return _getWatch(name, defaultValue, true);
    };
    const _subscribe = (props) => {
        const valuesSubscriber = { name: props.name, exact: props.exact };
        props.formState &&
            props.formState.values &&
            _valuesSubscribers.add(valuesSubscriber);
        const { unsubscribe } = _subjects.state.subscribe({
            next: (formState) => {
                if (shouldSubscribeByName(props.name, formState.name, props.exact) &&
                    shouldRenderFormState(formState, props.formState || _proxyFormState, props.reRenderRoot)) {
                    const values = formState.values || { ..._formValues };
                    props.callback({
                        ..._formState,
                        ...formState,
                        validatingFields: _formState.validatingFields,
                        isValidating: _formState.isValidating,
                        values,
                        defaultValues: _defaultValues,
                    });
                }
            },
        });
        return () => {
            _valuesSubscribers.delete(valuesSubscriber);
            unsubscribe();
        };
    };
    const subscribe = (props) => {
        _state.mount = true;
        const trackedKeys = Object.keys(props.formState || {}).filter((key) => props.formState && props.formState[key]);
        for (const key of trackedKeys) {
            _proxySubscribeFormState[key] = (_proxySubscribeFormState[key] || 0) + 1;
        }
        const unsubscribe = _subscribe({
            ...props,
            formState: {
                ...defaultProxyFormState,
                ...props.formState,
            },
        });
        return () => {
            // splice(0) empties the list, so a repeated unsubscribe releases nothing
            for (const key of trackedKeys.splice(0)) {
                _proxySubscribeFormState[key]--;
            }
            unsubscribe();
        };
    };
    const unregister = (name, options = {}) => {
        const requestedNames = name
            ? convertToArrayPayload(name)
            : [..._names.mount];
        const fieldNames = new Set(requestedNames);
        if (name) {
            for (const fieldName of _names.mount) {
                if (requestedNames.some((parent) => fieldName.startsWith(`${parent}.`))) {
                    fieldNames.add(fieldName);
                }
            }
        }
        if (!options.keepIsValidating) {
            _updateValidatingFields(fieldNames);
        }
        for (const fieldName of fieldNames) {
            _names.mount.delete(fieldName);
            _names.array.delete(fieldName);
            _names.disabled.delete(fieldName);
            unset(_fields, fieldName);
            !options.keepValue && unset(_formValues, fieldName);
            if (!options.keepError) {
                cancelDelayedErrorTree(fieldName);
                unset(_formState.errors, fieldName);
            }
            !options.keepDirty && unset(_formState.dirtyFields, fieldName);
            !options.keepTouched && unset(_formState.touchedFields, fieldName);
            !_options.shouldUnregister &&
                !options.keepDefaultValue &&
                unset(_defaultValues, fieldName);
        }
        if (!options.keepError) {
            _formState.errors = { ..._formState.errors };
        }
        _valuesSubscribers.size &&
            _subjects.state.next({
                values: cloneObject(_formValues),
            });
        _subjects.state.next({
            ..._formState,
            ...(options.keepDirty ? {} : { isDirty: _getDirty() }),
            ...(options.keepIsValidating
                ? {}
                : { isValidating: !isEmptyObject(_formState.validatingFields) }),
        });
        !options.keepIsValid && _setValid();
    };
    const _setDisabledField = ({ disabled, name, }) => {
        if ((isBoolean(disabled) && _state.mount) ||
            !!disabled ||
            _names.disabled.has(name)) {
            const wasDisabled = _names.disabled.has(name);
            const isDisabled = !!disabled;
            const disabledStateChanged = wasDisabled !== isDisabled;
            disabled ? _names.disabled.add(name) : _names.disabled.delete(name);
            disabledStateChanged && _state.mount && !_state.action && _setValid();
        }
    };
    const register = (name, options = {}) => {
        let field = get(_fields, name);
        const disabledIsDefined = isBoolean(options.disabled) || isBoolean(_options.disabled);
        const shouldRevalidateRemount = !_names.registerName.has(name) && field && field._f && !field._f.mount;
        if (!field || !field._f) {
            _registerCallIds[name] = ++_registerCallId;
        }
        set(_fields, name, {
            ...(field || {}),
            _f: {
                ...(field && field._f ? field._f : { ref: { name } }),
                name,
                mount: true,
                ...options,
            },
        });
        _names.mount.add(name);
        if (field && field._f) {
            const nextField = get(_fields, name);
            for (const rule of REGISTER_VALIDATION_RULES) {
                if (!(rule in options)) {
                    delete nextField._f[rule];
                }
            }
        }
        if (field && !shouldRevalidateRemount) {
            _setDisabledField({
                disabled: isBoolean(options.disabled)
                    ? options.disabled
                    : _options.disabled,
                name,
            });
        }
        else {
            updateValidAndValue(name, true, options.value);
        }
        return {
            ...(disabledIsDefined
                ? { disabled: options.disabled || _options.disabled }
                : {}),
            ...(_options.progressive
                ? {
                    required: !!getRuleValue(options.required),
                    min: getRuleValue(options.min),
                    max: getRuleValue(options.max),
                    minLength: getRuleValue(options.minLength),
                    maxLength: getRuleValue(options.maxLength),
                    pattern: getRuleValue(options.pattern),
                }
                : {}),
            name,
            onChange,
            onBlur: onChange,
            ref: (ref) => {
                if (ref) {
                    _names.registerName.add(name);
                    register(name, options);
                    _names.registerName.delete(name);
                    field = get(_fields, name);
                    const fieldRef = isUndefined(ref.value)
                        ? ref.querySelectorAll
                            ? ref.querySelectorAll('input,select,textarea')[0] || ref
                            : ref
                        : ref;
                    const radioOrCheckbox = isRadioOrCheckbox(fieldRef);
                    const refs = field._f.refs || [];
                    if (radioOrCheckbox
                        ? refs.find((option) => option === fieldRef)
                        : fieldRef === field._f.ref) {
                        return;
                    }
                    const newField = {
                        ...field._f,
                    };
                    if (radioOrCheckbox) {
                        newField.refs = [
                            ...refs.filter(live),
                            fieldRef,
                            ...(Array.isArray(get(_defaultValues, name))
                                ? [{}]
                                : []),
                        ];
                        newField.ref = { type: fieldRef.type, name };
                    }
                    else {
                        newField.ref = fieldRef;
                        delete newField.refs;
                    }
                    set(_fields, name, {
                        _f: newField,
                    });
                    updateValidAndValue(name, false, undefined, fieldRef);
                }
                else {
                    field = get(_fields, name, {});
                    if (field._f) {
                        field._f.mount = false;
                    }
                    (_options.shouldUnregister || options.shouldUnregister) &&
                        !(isNameInFieldArray(_names.array, name) && _state.action) &&
                        _names.unMount.add(name);
                }
            },
        };
    };
    const _focusError = () => _options.shouldFocusError &&
        !_options.shouldUseNativeValidation &&
        iterateFieldsByAction(_fields, _focusInput, _names.mount);
    const _disableForm = (disabled) => {
        if (isBoolean(disabled)) {
            _subjects.state.next({ disabled });
            iterateFieldsByAction(_fields, (ref, name) => {
                const currentField = get(_fields, name);
                if (currentField) {
                    ref.disabled = currentField._f.disabled || disabled;
                    if (Array.isArray(currentField._f.refs)) {
                        currentField._f.refs.forEach((inputRef) => {
                            inputRef.disabled = currentField._f.disabled || disabled;
                        });
                    }
                }
            }, 0);
        }
    };
    const handleSubmit = (onValid, onInvalid) => async (e) => {
        let result = undefined;
        let onValidError = undefined;
        let onValidFailed = false;
        if (e) {
            e.preventDefault && e.preventDefault();
            e.persist && e.persist();
        }
        let fieldValues = cloneObject(_formValues);
        _subjects.state.next({
            isSubmitting: true,
        });
        const resetCallId = _resetCallId;
        const onSubmitError = (error) => {
            if (resetCallId === _resetCallId) {
                _subjects.state.next({ isSubmitting: false });
            }
            throw error;
        };
        if (_options.resolver) {
            let validationResult;
            try {
                validationResult = await _runSchema();
            }
            catch (error) {
                onSubmitError(error);
            }
            const { errors, values } = validationResult;
            if (resetCallId !== _resetCallId) {
                return;
            }
            _updateIsValidating();
            Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
            _formState.errors = errors;
            fieldValues = cloneObject(values);
        }
        else {
            try {
                await executeBuiltInValidation({
                    fields: _fields,
                    eventType: EVENTS.SUBMIT,
                });
            }
            catch (error) {
                onSubmitError(error);
            }
            if (resetCallId !== _resetCallId) {
                return;
            }
            unset(_formState.errors, ROOT_ERROR_TYPE);
            _formState.errors = { ..._formState.errors };
        }
        if (_names.disabled.size &&
            (isObject(fieldValues) || Array.isArray(fieldValues))) {
            for (const name of _names.disabled) {
                unset(fieldValues, name);
            }
        }
        if (isEmptyObject(_formState.errors)) {
            _subjects.state.next({
                errors: {},
            });
            try {
                result = await onValid(fieldValues, e);
            }
            catch (error) {
                onValidFailed = true;
                onValidError = error;
            }
        }
        else {
            if (onInvalid) {
                try {
                    await onInvalid({ ..._formState.errors }, e);
                }
                catch (error) {
                    onSubmitError(error);
                }
            }
            if (resetCallId === _resetCallId) {
                _focusError();
                setTimeout(_focusError);
            }
        }
        if (resetCallId === _resetCallId) {
            _subjects.state.next({
                isSubmitted: true,
                isSubmitting: false,
                isSubmitSuccessful: isEmptyObject(_formState.errors) && !onValidFailed,
                submitCount: _formState.submitCount + 1,
                errors: _formState.errors,
            });
        }
        if (onValidFailed) {
            throw onValidError;
        }
        return result;
    };
    const resetField = (name, options = {}) => {
        if (get(_fields, name)) {
            _updateValidatingFields([name]);
            if (isUndefined(options.defaultValue)) {
                setValue(name, cloneObject(get(_defaultValues, name)));
            }
            else {
                setValue(name, options.defaultValue);
                _defaultValues = cloneObject(_defaultValues);
                set(_defaultValues, name, cloneObject(options.defaultValue));
            }
            if (!options.keepTouched) {
                unset(_formState.touchedFields, name);
            }
            if (!options.keepDirty) {
                unset(_formState.dirtyFields, name);
                _formState.isDirty = !isUndefined(options.defaultValue)
                    ? _getDirty(name, cloneObject(get(_defaultValues, name)))
                    : _getDirty();
            }
            if (!options.keepError) {
                cancelDelayedErrorTree(name);
                unset(_formState.errors, name);
                _formState.errors = { ..._formState.errors };
                _setValid();
            }
            _subjects.state.next({
                ..._formState,
                isValidating: !isEmptyObject(_formState.validatingFields),
            });
        }
    };
    const _reset = (formValues, keepStateOptions = {}) => {
        _resetCallId++;
        const updatedValues = formValues ? cloneObject(formValues) : _defaultValues;
        const cloneUpdatedValues = cloneObject(updatedValues);
        const isEmptyResetValues = isEmptyObject(formValues);
        const values = cloneUpdatedValues;
        const fieldRefs = _fields;
        Object.keys(delayErrorCallbacks).forEach(cancelDelayedError);
        if (!keepStateOptions.keepDefaultValues) {
            _defaultValues = updatedValues;
        }
        if (!keepStateOptions.keepValues) {
            if (keepStateOptions.keepDirtyValues) {
                const fieldsToCheck = new Set([
                    ..._names.mount,
                    ...collectDirtyFieldNames(getDirtyFields(_defaultValues, _formValues, undefined, fieldRefs), _formState.dirtyFields),
                ]);
                for (const fieldName of fieldsToCheck) {
                    const isDirty = get(_formState.dirtyFields, fieldName);
                    const existingValue = get(_formValues, fieldName);
                    const newValue = get(values, fieldName);
                    if (isDirty && !isUndefined(existingValue)) {
                        set(values, fieldName, existingValue);
                    }
                    else if (!isDirty && !isUndefined(newValue)) {
                        setValue(fieldName, newValue);
                    }
                }
            }
            else {
                if (isWeb && isUndefined(formValues)) {
                    for (const name of _names.mount) {
                        const field = get(_fields, name);
                        if (field && field._f) {
                            const fieldReference = Array.isArray(field._f.refs)
                                ? field._f.refs[0]
                                : field._f.ref;
                            if (isHTMLElement(fieldReference)) {
                                const form = fieldReference.closest('form');
                                if (form) {
                                    form.reset();
                                    break;
                                }
                            }
                        }
                    }
                }
                if (keepStateOptions.keepFieldsRef) {
                    for (const fieldName of _names.mount) {
                        setValue(fieldName, get(values, fieldName));
                    }
                }
                else {
                    _fields = {};
                }
            }
            if (_options.shouldUnregister) {
                _formValues = keepStateOptions.keepDefaultValues
                    ? cloneObject(_defaultValues)
                    : {};
                if (keepStateOptions.keepFieldsRef) {
                    for (const fieldName of _names.mount) {
                        set(_formValues, fieldName, get(values, fieldName));
                    }
                }
            }
            else {
                _formValues = cloneObject(values);
            }
            _subjects.array.next({
                values: { ...values },
            });
            _subjects.state.next({
                name: undefined,
                type: undefined,
                values: { ...values },
            });
        }
        _names = {
            mount: keepStateOptions.keepDirtyValues || keepStateOptions.keepFieldsRef
                ? _names.mount
                : new Set(),
            unMount: new Set(),
            array: new Set(),
            registerName: new Set(),
            disabled: keepStateOptions.keepValues ||
                keepStateOptions.keepDirtyValues ||
                keepStateOptions.keepFieldsRef
                ? new Set([..._names.disabled].filter((name) => get(_fields, name)))
                : new Set(),
            watch: new Set(),
            watchAll: false,
            focus: '',
        };
        _state.mount =
            !_proxyFormState.isValid ||
                !!keepStateOptions.keepIsValid ||
                !!keepStateOptions.keepDirtyValues ||
                (!_options.shouldUnregister && !isEmptyObject(values));
        _state.watch = !!_options.shouldUnregister;
        _state.keepIsValid = !!keepStateOptions.keepIsValid;
        _state.action = false;
        _state.actionArrayLengths.clear();
        _dirtyFieldsStale = false;
        if (!keepStateOptions.keepErrors) {
            _formState.errors = {};
        }
        _subjects.state.next({
            submitCount: keepStateOptions.keepSubmitCount
                ? _formState.submitCount
                : 0,
            isDirty: isEmptyResetValues
                ? false
                : keepStateOptions.keepDirty
                    ? _formState.isDirty
                    : keepStateOptions.keepValues
                        ? _getDirty()
                        : !!(keepStateOptions.keepDefaultValues &&
                            formValues &&
                            !deepEqual(formValues, _defaultValues)),
            isSubmitted: keepStateOptions.keepIsSubmitted
                ? _formState.isSubmitted
                : false,
            dirtyFields: (isEmptyResetValues
                ? {}
                : keepStateOptions.keepDirtyValues
                    ? keepStateOptions.keepDefaultValues && _formValues
                        ? getDirtyFields(_defaultValues, _formValues, undefined, fieldRefs)
                        : _formState.dirtyFields
                    : keepStateOptions.keepDefaultValues && formValues
                        ? getDirtyFields(_defaultValues, formValues, undefined, fieldRefs)
                        : keepStateOptions.keepDirty
                            ? _formState.dirtyFields
                            : keepStateOptions.keepValues
                                ? getDirtyFields(_defaultValues, _formValues, undefined, fieldRefs)
                                : {}),
            touchedFields: keepStateOptions.keepTouched
                ? _formState.touchedFields
                : {},
            ...(!keepStateOptions.keepIsValidating &&
                (_formState.isValidating || !isEmptyObject(_formState.validatingFields))
                ? { validatingFields: {}, isValidating: false }
                : null),
            errors: keepStateOptions.keepErrors ? _formState.errors : {},
            isSubmitSuccessful: keepStateOptions.keepIsSubmitSuccessful
                ? _formState.isSubmitSuccessful
                : false,
            isSubmitting: false,
            defaultValues: _defaultValues,
        });
    };
    const reset = (formValues, keepStateOptions) => _reset(isFunction(formValues) ? formValues(_formValues) : formValues, {
        ..._options.resetOptions,
        ...keepStateOptions,
    });
    const setFocus = (name, options = {}) => {
        const field = get(_fields, name);
        const fieldReference = field && field._f;
        if (fieldReference) {
            const fieldRef = (fieldReference.refs
                ? fieldReference.refs.find((ref) => !ref.disabled) ||
                    fieldReference.refs[0]
                : fieldReference.ref);
            if (fieldRef.focus) {
                setTimeout(() => {
                    fieldRef.focus();
                    options.shouldSelect &&
                        isFunction(fieldRef.select) &&
                        fieldRef.select();
                });
            }
        }
    };
    const _setFormState = (updatedFormState) => {
        // `name`, `type`, and `values` describe the event that produced this
        // update, not the form's persisted state (they aren't part of
        // `FormState`). Merging them in would leak a stale `name`/`type` from
        // one event into a later, unrelated notification that doesn't specify
        // its own.
        const { name, type, values, ...formState } = updatedFormState;
        if (Object.keys(formState).length) {
            _formState = {
                ..._formState,
                ...formState,
            };
        }
    };
    _subjects.state.subscribe({ next: _setFormState });
    const _resetDefaultValues = () => isFunction(_options.defaultValues) &&
        _options.defaultValues().then((values) => {
            reset(values, _options.resetOptions);
            _subjects.state.next({
                isLoading: false,
            });
        });
    const resetDefaultValues = (values, options = {}) => {
        _defaultValues = cloneObject(values);
        if (!options.keepDirty) {
            const newDirtyFields = getDirtyFields(_defaultValues, _formValues, undefined, _fields);
            _formState.dirtyFields = newDirtyFields;
            _formState.isDirty = !isEmptyObject(newDirtyFields);
        }
        if (!options.keepIsValid) {
            _setValid();
        }
        _subjects.state.next({
            ..._formState,
            defaultValues: _defaultValues,
        });
    };
    const methods = {
        control: {
            register,
            unregister,
            getFieldState,
            handleSubmit,
            setError,
            _subscribe,
            _runSchema,
            _updateIsValidating,
            _focusError,
            _getWatch,
            _getDirty,
            _setValid,
            _setFieldArray,
            _setDisabledField,
            _setErrors,
            _getFieldArray,
            _reset,
            _resetDefaultValues,
            _removeUnmounted,
            _disableForm,
            _subjects,
            _proxyFormState,
            get _fields() {
                return _fields;
            },
            get _formValues() {
                return _formValues;
            },
            get _state() {
                return _state;
            },
            set _state(value) {
                _state = value;
            },
            get _defaultValues() {
                return _defaultValues;
            },
            get _names() {
                return _names;
            },
            set _names(value) {
                _names = value;
            },
            get _formState() {
                return _formState;
            },
            get _options() {
                return _options;
            },
            set _options(value) {
                _options = {
                    ..._options,
                    ...value,
                };
                _validationModeBeforeSubmit = getValidationModes(_options.mode);
                _validationModeAfterSubmit = getValidationModes(_options.reValidateMode);
                shouldDisplayAllAssociatedErrors =
                    _options.criteriaMode === VALIDATION_MODE.all;
            },
        },
        subscribe,
        trigger,
        register,
        handleSubmit,
        watch,
        setValue,
        setValues,
        getValues,
        getErrors,
        reset,
        resetField,
        resetDefaultValues,
        clearErrors,
        unregister,
        setError,
        setFocus,
        getFieldState,
    };
    return {
        ...methods,
        formControl: methods,
    };
}

const RESET_OPTIONS = {
    mode: defaultOptions.mode,
    reValidateMode: defaultOptions.reValidateMode,
    shouldFocusError: defaultOptions.shouldFocusError,
    resolver: undefined,
    criteriaMode: undefined,
    delayError: undefined,
    shouldUnregister: undefined,
    shouldUseNativeValidation: undefined,
    context: undefined,
    progressive: undefined,
    resetOptions: undefined,
};
/**
 * Core hook for managing a form. Returns all methods and state for
 * registration, validation, and submission.
 *
 * @see [API](https://react-hook-form.com/docs/useform)
 *
 * @example
 * ```tsx
 * const { register, handleSubmit, formState: { errors } } = useForm<FormValues>();
 * <form onSubmit={handleSubmit(onSubmit)}>
 *   <input {...register("email", { required: true })} />
 * </form>
 * ```
 */
function useForm(props = {}) {
    const _formControl = react__rspack_import_0.useRef(undefined);
    const _values = react__rspack_import_0.useRef(undefined);
    const _formControlProp = react__rspack_import_0.useRef(props.formControl);
    const _hadDisabled = react__rspack_import_0.useRef(false);
    const _hadValidate = react__rspack_import_0.useRef(!!props.validate);
    const _hadErrors = react__rspack_import_0.useRef(!!props.errors);
    const _isMounted = react__rspack_import_0.useRef(false);
    const [formState, updateFormState] = react__rspack_import_0.useState(() => ({
        ...cloneObject(DEFAULT_FORM_STATE),
        isLoading: isFunction(props.defaultValues),
        errors: props.errors || {},
        disabled: props.disabled || false,
        defaultValues: isFunction(props.defaultValues)
            ? undefined
            : props.defaultValues,
    }));
    if (!_formControl.current ||
        (props.formControl && _formControlProp.current !== props.formControl)) {
        _formControlProp.current = props.formControl;
        _hadDisabled.current = false;
        if (props.formControl) {
            _formControl.current = {
                ...props.formControl,
                formState,
            };
            if (props.defaultValues && !isFunction(props.defaultValues)) {
                props.formControl.reset(props.defaultValues, props.resetOptions);
            }
        }
        else {
            const { formControl, ...rest } = createFormControl(props);
            _formControl.current = {
                ...rest,
                formState,
            };
        }
    }
    const control = _formControl.current.control;
    const previousOptions = control._options;
    const removedOptions = {};
    for (const key in RESET_OPTIONS) {
        if (key in previousOptions && !(key in props)) {
            removedOptions[key] = RESET_OPTIONS[key];
        }
    }
    if (_hadDisabled.current && !props.disabled) {
        removedOptions.disabled = false;
    }
    control._options = {
        ...removedOptions,
        ...props,
        validate: props.validate,
    };
    const getCurrentFormState = () => ({
        ...control._formState,
        defaultValues: control._defaultValues,
    });
    const { resyncIfNeeded, snapshot } = useResyncOnReconnect(getCurrentFormState, cloneFormState);
    useIsomorphicLayoutEffect(() => {
        resyncIfNeeded(true, getCurrentFormState, updateFormState);
        const unsubscribe = control._subscribe({
            formState: control._proxyFormState,
            callback: () => updateFormState({
                ...control._formState,
                defaultValues: control._defaultValues,
            }),
            reRenderRoot: true,
        });
        updateFormState((data) => ({
            ...data,
            isReady: true,
        }));
        control._formState.isReady = true;
        control._subjects.state.next({ isReady: true });
        return () => {
            unsubscribe();
            snapshot(true, getCurrentFormState);
        };
    }, [control, resyncIfNeeded, snapshot]);
    react__rspack_import_0.useEffect(() => {
        control._disableForm(_hadDisabled.current && !props.disabled ? false : props.disabled);
        _hadDisabled.current = !!props.disabled;
    }, [control, props.disabled]);
    react__rspack_import_0.useEffect(() => {
        if (props.mode) {
            control._options.mode = props.mode;
        }
        if (props.reValidateMode) {
            control._options.reValidateMode = props.reValidateMode;
        }
    }, [control, props.mode, props.reValidateMode]);
    react__rspack_import_0.useEffect(() => {
        if (props.errors) {
            control._setErrors(props.errors);
            control._focusError();
        }
        else if (_hadErrors.current) {
            control._setErrors({});
        }
        _hadErrors.current = !!props.errors;
    }, [control, props.errors]);
    react__rspack_import_0.useEffect(() => {
        if (_hadValidate.current && !props.validate) {
            _formControl.current && _formControl.current.clearErrors(FORM_ERROR_TYPE);
        }
        _hadValidate.current = !!props.validate;
    }, [props.validate]);
    react__rspack_import_0.useEffect(() => {
        props.shouldUnregister &&
            control._subjects.state.next({
                values: control._getWatch(),
            });
    }, [control, props.shouldUnregister]);
    react__rspack_import_0.useEffect(() => {
        if (control._proxyFormState.isDirty) {
            const isDirty = control._getDirty();
            if (isDirty !== formState.isDirty) {
                control._subjects.state.next({
                    isDirty,
                });
            }
        }
    }, [control, formState.isDirty]);
    react__rspack_import_0.useEffect(() => {
        if (props.values && !deepEqual(props.values, _values.current)) {
            control._reset(props.values, {
                keepFieldsRef: true,
                ...control._options.resetOptions,
            });
            if (!(control._options.resetOptions &&
                control._options.resetOptions.keepIsValid)) {
                control._setValid();
            }
            _values.current = props.values;
            updateFormState((state) => ({ ...state }));
        }
        else {
            control._resetDefaultValues();
        }
    }, [control, props.values]);
    react__rspack_import_0.useEffect(() => {
        if (!control._state.mount || (!_isMounted.current && !props.values)) {
            control._setValid();
            control._state.mount = true;
        }
        _isMounted.current = true;
        if (control._state.watch) {
            control._state.watch = false;
            control._subjects.state.next({ ...control._formState });
        }
        control._removeUnmounted();
    });
    _formControl.current.formState = react__rspack_import_0.useMemo(() => getProxyFormState(formState, control), [control, formState]);
    return _formControl.current;
}

const HookFormContext = react__rspack_import_0.createContext(null);
HookFormContext.displayName = 'HookFormContext';
/**
 * Retrieves all `useForm` methods from the nearest `FormProvider`.
 * Use in deeply nested components to avoid prop-drilling.
 *
 * @see [API](https://react-hook-form.com/docs/useformcontext)
 *
 * @example
 * ```tsx
 * const { register } = useFormContext<FormValues>();
 * ```
 */
const useFormContext = () => react__rspack_import_0.useContext(HookFormContext);
/**
 * Provides all `useForm` methods to the component tree via React Context.
 * Pair with `useFormContext` to consume them in any descendant.
 *
 * @see [API](https://react-hook-form.com/docs/useformcontext)
 *
 * @example
 * ```tsx
 * <FormProvider {...methods}>
 *   <form onSubmit={methods.handleSubmit(onSubmit)}>{children}</form>
 * </FormProvider>
 * ```
 */
const FormProvider = ({ children, watch, getValues, getErrors, getFieldState, setError, clearErrors, setValue, setValues, trigger, formState, resetField, reset, resetDefaultValues, handleSubmit, unregister, control, register, setFocus, subscribe, }) => {
    const memoizedValue = react__rspack_import_0.useMemo(() => ({
        watch,
        getValues,
        getErrors,
        getFieldState,
        setError,
        clearErrors,
        setValue,
        setValues,
        trigger,
        formState,
        resetField,
        reset,
        resetDefaultValues,
        handleSubmit,
        unregister,
        control,
        register,
        setFocus,
        subscribe,
    }), [
        clearErrors,
        control,
        formState,
        getErrors,
        getFieldState,
        getValues,
        handleSubmit,
        register,
        reset,
        resetDefaultValues,
        resetField,
        setError,
        setFocus,
        setValue,
        setValues,
        subscribe,
        trigger,
        unregister,
        watch,
    ]);
    return (react__rspack_import_0.createElement(HookFormContext.Provider, { value: memoizedValue },
        react__rspack_import_0.createElement(HookFormControlContext.Provider, { value: memoizedValue.control }, children)));
};

/**
 * Component wrapper around `useWatch`. Re-renders only when watched fields change.
 *
 * @see [API](https://react-hook-form.com/docs/usewatch)
 *
 * @example
 * ```tsx
 * <Watch
 *   control={control}
 *   names={["foo", "bar"]}
 *   render={([foo, bar]) => <span>{foo} {bar}</span>}
 * />
 * ```
 */
const Watch = (props) => props.render(useWatch({ name: props.names, ...props }));


//# sourceMappingURL=index.esm.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  FH: useWatch,
  Gb: appendErrors,
  Jt: get,
  Op: FormProvider,
  hZ: set,
  jz: useFieldArray,
  mN: useForm,
  xI: Controller,
  xW: useFormContext
});


},

};
;