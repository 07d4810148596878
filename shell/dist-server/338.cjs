"use strict";
exports.ids = [338];
exports.modules = {
9233(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var react__rspack_import_1 = __webpack_require__(3696);
/* import */ var _bonus_atlas_shared_ui__rspack_import_5 = __webpack_require__(6623);
/* import */ var _bonus_atlas_shared_ui__rspack_import_6 = __webpack_require__(4883);
/* import */ var _bonus_atlas_shared_ui__rspack_import_7 = __webpack_require__(6864);
/* import */ var _bonus_atlas_shared_ui__rspack_import_8 = __webpack_require__(1606);
/* import */ var _bonus_atlas_shared_services__rspack_import_2 = __webpack_require__(580);
/* import */ var _i18n__rspack_import_3 = __webpack_require__(2940);
/* import */ var _TakeABreakDialog_module_css__rspack_import_4 = __webpack_require__(2322);






// re-picking the length just chosen would extend it by seconds: not offered as "longer"
const MIN_EXTENSION_MS = 60 * 60 * 1000;
/**
 * Take a break (issue 11): hides every bonus amount and Claim Bonus button for 24 hours, 30 or 90
 * days, on the user's record and in this browser. A running break can only be extended.
 */ function TakeABreakDialog({ open, onClose }) {
    const { t } = (0,_i18n__rspack_import_3/* .useShellTranslation */.r)();
    const toast = (0,_bonus_atlas_shared_ui__rspack_import_5/* .useToast */.d)();
    const uid = (0,_bonus_atlas_shared_services__rspack_import_2.useSessionStore)(_bonus_atlas_shared_services__rspack_import_2.selectUid);
    const activeUntil = (0,_bonus_atlas_shared_services__rspack_import_2.useActiveBreak)();
    const startBreak = (0,_bonus_atlas_shared_services__rspack_import_2.useStartBreak)();
    // only lengths that end clearly after the running break: a break is never shortened
    const choices = _bonus_atlas_shared_services__rspack_import_2.BREAK_DURATIONS.filter((duration)=>!activeUntil || (0,_bonus_atlas_shared_services__rspack_import_2.breakEnd)(duration).getTime() > activeUntil.getTime() + MIN_EXTENSION_MS);
    const [picked, setPicked] = (0,react__rspack_import_1.useState)(null);
    const duration = picked && choices.includes(picked) ? picked : choices[0] ?? null;
    const close = ()=>{
        setPicked(null);
        onClose();
    };
    const onSubmit = (event)=>{
        event.preventDefault();
        if (!duration) return;
        startBreak.mutate({
            uid,
            duration
        }, {
            onSuccess: (until)=>{
                toast.show({
                    kind: 'success',
                    title: t('takeABreak.started', {
                        until: (0,_bonus_atlas_shared_ui__rspack_import_6/* .formatDateTime */.r6)(until)
                    })
                });
                close();
            },
            onError: (error)=>toast.show({
                    kind: 'error',
                    title: t('takeABreak.failed', {
                        reason: (0,_bonus_atlas_shared_services__rspack_import_2.errorMessage)(error)
                    })
                })
        });
    };
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_7/* .Modal */.a, {
        open: open,
        onClose: close,
        title: t('takeABreak.dialogTitle'),
        description: t('takeABreak.explain'),
        size: "sm",
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("form", {
            className: _TakeABreakDialog_module_css__rspack_import_4/* .form */.Zd,
            onSubmit: onSubmit,
            "data-testid": "take-a-break",
            children: [
                activeUntil ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                    className: _TakeABreakDialog_module_css__rspack_import_4/* .current */.ss,
                    children: t('takeABreak.title', {
                        until: (0,_bonus_atlas_shared_ui__rspack_import_6/* .formatDateTime */.r6)(activeUntil)
                    })
                }) : null,
                choices.length > 0 ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("fieldset", {
                    className: _TakeABreakDialog_module_css__rspack_import_4/* .choices */.zM,
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("legend", {
                            className: _TakeABreakDialog_module_css__rspack_import_4/* .legend */.XD,
                            children: t('takeABreak.lengthLegend')
                        }),
                        choices.map((choice)=>/*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("label", {
                                className: _TakeABreakDialog_module_css__rspack_import_4/* .choice */.Yq,
                                children: [
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("input", {
                                        type: "radio",
                                        name: "break-length",
                                        value: choice,
                                        checked: duration === choice,
                                        onChange: ()=>setPicked(choice)
                                    }),
                                    /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("span", {
                                        children: t(`takeABreak.lengths.${choice}`)
                                    })
                                ]
                            }, choice))
                    ]
                }) : null,
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
                    className: _TakeABreakDialog_module_css__rspack_import_4/* .warning */.$e,
                    children: t('takeABreak.noEarlyEnd')
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)("div", {
                    className: _TakeABreakDialog_module_css__rspack_import_4/* .actions */.o1,
                    children: [
                        /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_8/* .Button */.$, {
                            type: "button",
                            variant: "secondary",
                            onClick: close,
                            children: t('takeABreak.cancel')
                        }),
                        choices.length > 0 ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_8/* .Button */.$, {
                            type: "submit",
                            variant: "primary",
                            loading: startBreak.isPending,
                            children: activeUntil ? t('takeABreak.extend') : t('takeABreak.start')
                        }) : null
                    ]
                })
            ]
        })
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  TakeABreakDialog: TakeABreakDialog
});


},
2322(module) {
var exports = {
  "Zd": "form-85da93",
  "ss": "current-85da93",
  "zM": "choices-85da93",
  "XD": "legend-85da93",
  "Yq": "choice-85da93",
  "$e": "warning-85da93",
  "o1": "actions-85da93",
};

module.exports = exports;


},

};
;