"use strict";
exports.ids = [616];
exports.modules = {
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

};
;