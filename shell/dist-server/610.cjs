"use strict";
exports.ids = [610];
exports.modules = {
4417(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
__webpack_require__.r(__webpack_exports__);
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var _bonus_atlas_shared_ui_router__rspack_import_5 = __webpack_require__(9262);
/* import */ var _bonus_atlas_shared_ui__rspack_import_1 = __webpack_require__(5781);
/* import */ var _bonus_atlas_shared_ui__rspack_import_2 = __webpack_require__(9444);
/* import */ var _bonus_atlas_shared_ui__rspack_import_3 = __webpack_require__(6934);
/* import */ var _bonus_atlas_shared_ui__rspack_import_6 = __webpack_require__(1606);
/* import */ var _bonus_atlas_shared_ui_icons__rspack_import_4 = __webpack_require__(6079);




/** spec §2: account pages opened signed out (Please Sign In / Please Log In, Go to Home). */ function SignedOutNotice({ title, message }) {
    const { t } = (0,_bonus_atlas_shared_ui__rspack_import_1/* .useTranslation */.B)('common');
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_2/* .Page */.Y, {
        "data-remote": "mf_account",
        children: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_3/* .EmptyState */.p, {
            icon: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_icons__rspack_import_4/* ["default"] */.A, {
                "aria-hidden": true
            }),
            title: title,
            message: message,
            action: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_router__rspack_import_5/* .Link */.N_, {
                to: "/",
                className: (0,_bonus_atlas_shared_ui__rspack_import_6/* .buttonClassName */.E)({
                    variant: 'primary'
                }),
                children: t('actions.goHome')
            })
        })
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  SignedOutNotice: SignedOutNotice
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

};
;