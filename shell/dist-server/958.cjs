exports.ids = [958];
exports.modules = {
6932(module, __unused_rspack_exports, __webpack_require__) {
var map = {
  "./pages/CreateBrandPage.tsx": [
    "9539",
    [
      320
    ]
  ],
  "./pages/EditBrandPage.tsx": [
    "4203",
    [
      576
    ]
  ],
  "./pages/ProfilePage.tsx": [
    "5172",
    [
      381
    ]
  ],
  "./brand-editor/BrandEditor.tsx": [
    "8020",
    [
      269
    ]
  ],
  "./pages/MyBrandsPage.tsx": [
    "6972",
    [
      413
    ]
  ],
  "./pages/SignedOutNotice.tsx": [
    "4417",
    [
      610
    ]
  ],
  "./pages/TransactionsPage.tsx": [
    "9984",
    [
      257
    ]
  ],
  "./brand-editor/BrandForm.tsx": [
    "7900",
    [
      461
    ]
  ]
};
function __rspack_async_context(req) {
  if(!__webpack_require__.o(map, req)) {
    return Promise.resolve().then(() => {
var e = new Error("Cannot find module '" + req + "'");
e.code = 'MODULE_NOT_FOUND';
throw e;
});
  }

  var ids = map[req], id = ids[0];
  return __webpack_require__.e(ids[1][0]).then(() => (__webpack_require__(id)));
}

__rspack_async_context.keys = () => (Object.keys(map));
__rspack_async_context.id = 6932;
module.exports = __rspack_async_context;


},
5900(module, __unused_rspack_exports, __webpack_require__) {
var map = {
  "./pages/AdminBrandEditPage.tsx": [
    "6804",
    [
      565
    ]
  ],
  "./pages/AdminPage.tsx": [
    "9761",
    [
      258
    ]
  ],
  "./pages/MigrationPage.tsx": [
    "625",
    [
      858
    ]
  ]
};
function __rspack_async_context(req) {
  if(!__webpack_require__.o(map, req)) {
    return Promise.resolve().then(() => {
var e = new Error("Cannot find module '" + req + "'");
e.code = 'MODULE_NOT_FOUND';
throw e;
});
  }

  var ids = map[req], id = ids[0];
  return __webpack_require__.e(ids[1][0]).then(() => (__webpack_require__(id)));
}

__rspack_async_context.keys = () => (Object.keys(map));
__rspack_async_context.id = 5900;
module.exports = __rspack_async_context;


},
8724(module, __unused_rspack_exports, __webpack_require__) {
var map = {
  "./pages/BrandPage.tsx": [
    "8523",
    [
      288
    ]
  ],
  "./pages/HomePage.tsx": [
    "3128",
    [
      641
    ]
  ],
  "./pages/SearchPage.tsx": [
    "6264",
    [
      777
    ]
  ],
  "./pages/FavoritesPage.tsx": [
    "3703",
    [
      932
    ]
  ]
};
function __rspack_async_context(req) {
  if(!__webpack_require__.o(map, req)) {
    return Promise.resolve().then(() => {
var e = new Error("Cannot find module '" + req + "'");
e.code = 'MODULE_NOT_FOUND';
throw e;
});
  }

  var ids = map[req], id = ids[0];
  return __webpack_require__.e(ids[1][0]).then(() => (__webpack_require__(id)));
}

__rspack_async_context.keys = () => (Object.keys(map));
__rspack_async_context.id = 8724;
module.exports = __rspack_async_context;


},
6737(module, __unused_rspack_exports, __webpack_require__) {
var map = {
  "./pages/ByBrandsPage.tsx": [
    "5552",
    [
      305
    ]
  ],
  "./pages/ByCategoryPage.tsx": [
    "1829",
    [
      14
    ]
  ],
  "./modals/LazyPromotionDetailModal.tsx": [
    "4435",
    [
      616
    ]
  ],
  "./modals/PromotionDetailModal.tsx": [
    "5399",
    [
      276
    ]
  ],
  "./modals/ReportModal.tsx": [
    "9866",
    [
      823
    ]
  ],
  "./pages/WelcomeBonusPage.tsx": [
    "9130",
    [
      543
    ]
  ]
};
function __rspack_async_context(req) {
  if(!__webpack_require__.o(map, req)) {
    return Promise.resolve().then(() => {
var e = new Error("Cannot find module '" + req + "'");
e.code = 'MODULE_NOT_FOUND';
throw e;
});
  }

  var ids = map[req], id = ids[0];
  return __webpack_require__.e(ids[1][0]).then(() => (__webpack_require__(id)));
}

__rspack_async_context.keys = () => (Object.keys(map));
__rspack_async_context.id = 6737;
module.exports = __rspack_async_context;


},
1005(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
"use strict";
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  getInstance: () => (/* binding */ getInstance),
  loadRemote: () => (/* binding */ loadRemote),
  loadShare: () => (/* binding */ loadShare),
  registerPlugins: () => (/* binding */ registerPlugins),
  registerRemotes: () => (/* binding */ registerRemotes)
});

;// CONCATENATED MODULE: ../mf-account/src/routes.tsx
// The single list of this remote's pages and exposed components: the shell's route table and the
// MF exposes come from it. Kept free of JSX and React imports so rspack.config.ts can read it.
const accountPages = [
    {
        path: '/profile',
        expose: './ProfilePage',
        file: './pages/ProfilePage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 381).then(__webpack_require__.bind(__webpack_require__, 5172))
    },
    {
        path: '/transactions',
        expose: './TransactionsPage',
        file: './pages/TransactionsPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 257).then(__webpack_require__.bind(__webpack_require__, 9984))
    },
    {
        path: '/mybrands',
        expose: './MyBrandsPage',
        file: './pages/MyBrandsPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 413).then(__webpack_require__.bind(__webpack_require__, 6972))
    },
    {
        path: '/create-brand',
        expose: './CreateBrandPage',
        file: './pages/CreateBrandPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 320).then(__webpack_require__.bind(__webpack_require__, 9539))
    },
    {
        path: '/edit-brand/:id',
        expose: './EditBrandPage',
        file: './pages/EditBrandPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 576).then(__webpack_require__.bind(__webpack_require__, 4203))
    }
];
/** Components other remotes load through federation (the admin remote's brand edit page). */ const accountComponents = [
    {
        expose: './BrandEditor',
        file: './brand-editor/BrandEditor.tsx'
    }
];
/** Everything this remote exposes. */ const accountModules = [
    ...accountPages,
    ...accountComponents
];

;// CONCATENATED MODULE: ../mf-admin/src/routes.tsx
// The single list of this remote's pages: the shell's route table and the MF exposes come from it.
// Kept free of JSX and React imports so rspack.config.ts can read it at build time.
const adminPages = [
    {
        // one panel with sidebar tabs; the tab follows the URL
        paths: [
            '/admin',
            '/admin/reports',
            '/admin/comments'
        ],
        expose: './AdminPage',
        file: './pages/AdminPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 258).then(__webpack_require__.bind(__webpack_require__, 9761))
    },
    {
        paths: [
            '/admin/brand/edit/:id'
        ],
        expose: './AdminBrandEditPage',
        file: './pages/AdminBrandEditPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 565).then(__webpack_require__.bind(__webpack_require__, 6804))
    },
    {
        paths: [
            '/migration'
        ],
        expose: './MigrationPage',
        file: './pages/MigrationPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 858).then(__webpack_require__.bind(__webpack_require__, 625))
    }
];
/** Everything this remote exposes (pages only). */ const adminModules = adminPages;

;// CONCATENATED MODULE: ../mf-catalog/src/routes.tsx
// The single list of this remote's pages: the shell's route table and the MF exposes come from it.
// Kept free of JSX and React imports so rspack.config.ts can read it at build time.
const catalogPages = [
    {
        path: '/',
        expose: './HomePage',
        file: './pages/HomePage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 641).then(__webpack_require__.bind(__webpack_require__, 3128))
    },
    {
        path: '/search',
        expose: './SearchPage',
        file: './pages/SearchPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 777).then(__webpack_require__.bind(__webpack_require__, 6264))
    },
    {
        path: '/favorites',
        expose: './FavoritesPage',
        file: './pages/FavoritesPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 932).then(__webpack_require__.bind(__webpack_require__, 3703))
    },
    {
        // spec: without a slug the highest-rated brand is shown
        path: '/brand/:slugOrId?',
        expose: './BrandPage',
        file: './pages/BrandPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 288).then(__webpack_require__.bind(__webpack_require__, 8523))
    }
];
/** Everything this remote exposes (pages only). */ const catalogModules = catalogPages;

;// CONCATENATED MODULE: ../mf-promotions/src/routes.tsx
// The single list of this remote's pages and exposed components: the shell's route table and the
// MF exposes come from it. Kept free of JSX and React imports so rspack.config.ts can read it.
const promotionsPages = [
    {
        path: '/bycategory',
        expose: './ByCategoryPage',
        file: './pages/ByCategoryPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 14).then(__webpack_require__.bind(__webpack_require__, 1829))
    },
    {
        path: '/bybrands',
        expose: './ByBrandsPage',
        file: './pages/ByBrandsPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 305).then(__webpack_require__.bind(__webpack_require__, 5552))
    },
    {
        path: '/welcomebonus',
        expose: './WelcomeBonusPage',
        file: './pages/WelcomeBonusPage.tsx',
        load: ()=>__webpack_require__.e(/* import() */ 543).then(__webpack_require__.bind(__webpack_require__, 9130))
    }
];
/** Components other sections open through federation (catalog's brand page opens these). */ const promotionsComponents = [
    {
        expose: './PromotionDetailModal',
        file: './modals/PromotionDetailModal.tsx'
    },
    {
        expose: './ReportModal',
        file: './modals/ReportModal.tsx'
    }
];
/** Everything this remote exposes. */ const promotionsModules = [
    ...promotionsPages,
    ...promotionsComponents
];

;// CONCATENATED MODULE: ./src/one-bundle/federation-runtime.ts
// Stands in for @module-federation/enhanced/runtime in the ONE-bundle comparison build (issue 15:
// every remote compiled into the shell, no federation), so the bench can put a number on what
// federation costs. `loadRemote('mf_x/Name')` imports the module the remote's route list names for
// that expose straight from the remote's sources. Never part of the federated site.




// Rspack needs literal arguments here; the pattern covers every `file` the route lists name
const sources = {
    mf_account: __webpack_require__(6932),
    mf_admin: __webpack_require__(5900),
    mf_catalog: __webpack_require__(8724),
    mf_promotions: __webpack_require__(6737)
};
const exposed = {
    mf_account: accountModules,
    mf_admin: adminModules,
    mf_catalog: catalogModules,
    mf_promotions: promotionsModules
};
/** `mf_catalog/HomePage` → the module the catalog exposes as `./HomePage`. */ async function loadRemote(id) {
    const [remote = '', name = ''] = id.split('/');
    const module = exposed[remote]?.find((candidate)=>candidate.expose === `./${name}`);
    const context = sources[remote];
    if (!module || !context) throw new Error(`${id} is not part of the one-bundle build`);
    return await context(module.file);
}
/** Nothing to register: every module is already in the bundle. */ function registerRemotes() {}
function registerPlugins() {}
/** The one shared module the shell asks for by name (beside account and admin pages): a direct import here. */ async function loadShare(request) {
    if (request !== '@bonus-atlas/shared-services/manage') return false;
    const module = await __webpack_require__.e(/* import() */ 376).then(__webpack_require__.bind(__webpack_require__, 5907));
    return ()=>module;
}
const instance = {
    options: {
        remotes: Object.keys(exposed).map((name)=>({
                name
            }))
    },
    loadRemote
};
/** Remotes that open another remote's component ask for the host's instance; here there is one. */ function getInstance() {
    return instance;
}


},

};
;