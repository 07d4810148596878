"use strict";
exports.ids = [811];
exports.modules = {
8942(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var _bonus_atlas_shared_ui_router__rspack_import_4 = __webpack_require__(9262);
/* import */ var _bonus_atlas_shared_ui__rspack_import_5 = __webpack_require__(6210);
/* import */ var _bonus_atlas_shared_services__rspack_import_1 = __webpack_require__(580);
/* import */ var _i18n__rspack_import_2 = __webpack_require__(2940);
/* import */ var _Header_module_css__rspack_import_3 = __webpack_require__(969);






/** spec §2 Header: the signed-in user's balance, linking to the wallet. */ function WalletBalance() {
    const { t } = (0,_i18n__rspack_import_2/* .useShellTranslation */.r)();
    const { balance } = (0,_bonus_atlas_shared_services__rspack_import_1.useWalletSummary)();
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui_router__rspack_import_4/* .Link */.N_, {
        to: "/transactions",
        className: _Header_module_css__rspack_import_3/* .balance */.nU,
        "aria-label": t('common:nav.balance'),
        "data-testid": "header-balance",
        children: (0,_bonus_atlas_shared_ui__rspack_import_5/* .formatIDRCompact */.GW)(balance)
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  WalletBalance: WalletBalance
});


},

};
;