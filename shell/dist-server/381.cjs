"use strict";
exports.ids = [381];
exports.modules = {
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
5172(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ ProfilePage)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../shared-ui/src/toast/ToastProvider.tsx
var ToastProvider = __webpack_require__(6623);
// EXTERNAL MODULE: ../shared-ui/src/page/Page.tsx
var Page = __webpack_require__(9444);
// EXTERNAL MODULE: ../shared-ui/src/avatar/Avatar.tsx + 1 modules
var Avatar = __webpack_require__(6969);
// EXTERNAL MODULE: ../shared-ui/src/badge/Badge.tsx + 7 modules
var Badge = __webpack_require__(4789);
// EXTERNAL MODULE: ../shared-ui/src/button/Button.tsx
var Button = __webpack_require__(1606);
// EXTERNAL MODULE: ../shared-ui/src/spinner/Spinner.tsx
var Spinner = __webpack_require__(1180);
// EXTERNAL MODULE: ../shared-ui/src/language-switch/LanguageSwitch.tsx
var LanguageSwitch = __webpack_require__(2922);
// EXTERNAL MODULE: ../shared-ui/src/format/date.ts
var date = __webpack_require__(4883);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/pencil.mjs
var pencil = __webpack_require__(1738);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/external-link.mjs
var external_link = __webpack_require__(8797);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/coffee.mjs
var coffee = __webpack_require__(4885);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/log-out.mjs
var log_out = __webpack_require__(9286);
// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
// EXTERNAL MODULE: ../shared-services/src/manage.ts + 31 modules
var manage = __webpack_require__(5907);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var chunk_6KYCQHYJ = __webpack_require__(9262);
// EXTERNAL MODULE: ../mf-account/src/i18n.ts
var i18n = __webpack_require__(2394);
// EXTERNAL MODULE: ../mf-account/node_modules/@hookform/resolvers/zod/dist/zod.mjs + 1 modules
var zod = __webpack_require__(6213);
// EXTERNAL MODULE: ../shared-ui/src/toast/toast-durations.ts
var toast_durations = __webpack_require__(2152);
// EXTERNAL MODULE: ../shared-ui/src/text-field/TextField.tsx
var TextField = __webpack_require__(6181);
// EXTERNAL MODULE: ../node_modules/react-hook-form/dist/index.esm.mjs
var index_esm = __webpack_require__(9215);
// EXTERNAL MODULE: ../node_modules/zod/v4/mini/schemas.js + 5 modules
var schemas = __webpack_require__(8665);
// EXTERNAL MODULE: ../mf-account/src/validation-i18n.ts
var validation_i18n = __webpack_require__(1346);
// EXTERNAL MODULE: ../mf-account/src/profile/Profile.module.css
var Profile_module = __webpack_require__(7874);
;// CONCATENATED MODULE: ../mf-account/src/profile/DisplayNameForm.tsx












/** spec §4 Profile edit: view → edit → saving → view; the name is saved on users/{uid} and the auth profile. */ function DisplayNameForm({ uid, current, onDone }) {
    const { t } = (0,i18n/* .useAccountTranslation */.U)();
    const validationText = (0,validation_i18n/* .useValidationText */.E)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    const update = (0,manage.useUpdateDisplayName)();
    // errors as message keys, shown in the UI language by useValidationText
    const schema = (0,react.useMemo)(()=>schemas/* .object */.Ikc({
            displayName: (0,manage.createDisplayNameSchema)((key)=>key)
        }), []);
    const form = (0,index_esm/* .useForm */.mN)({
        resolver: (0,zod/* .zodResolver */.u)(schema),
        defaultValues: {
            displayName: current
        }
    });
    const message = form.formState.errors.displayName?.message;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("form", {
        className: Profile_module/* .nameForm */.oB,
        noValidate: true,
        onSubmit: form.handleSubmit(({ displayName })=>update.mutateAsync({
                uid,
                displayName
            }).then(()=>{
                toast.show({
                    kind: 'success',
                    title: t('profile.updated'),
                    durationMs: toast_durations/* .TOAST_DURATION.profile */.b.profile
                });
                onDone();
            }, // the typed name stays in the field
            (failure)=>toast.show({
                    kind: 'error',
                    title: t('profile.updateFailed', {
                        reason: (0,src.errorMessage)(failure)
                    }),
                    durationMs: toast_durations/* .TOAST_DURATION.profile */.b.profile
                }))),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextField */.A, {
                label: t('profile.displayName'),
                maxLength: manage.DISPLAY_NAME_MAX,
                autoFocus: true,
                error: validationText(message),
                ...form.register('displayName')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Profile_module/* .formActions */.AU,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        type: "button",
                        variant: "ghost",
                        onClick: onDone,
                        disabled: update.isPending,
                        children: t('profile.cancel')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        type: "submit",
                        loading: update.isPending,
                        loadingText: t('profile.saving'),
                        children: t('profile.save')
                    })
                ]
            })
        ]
    });
}

// EXTERNAL MODULE: ../mf-account/src/pages/SignedOutNotice.tsx
var SignedOutNotice = __webpack_require__(4417);
;// CONCATENATED MODULE: ../mf-account/src/pages/ProfilePage.tsx











const GOOGLE_ACCOUNT_SECURITY = 'https://myaccount.google.com/security';
/** /profile (spec §2): who is signed in, their brands, account settings and sign-out. */ function ProfilePage() {
    const { t } = (0,i18n/* .useAccountTranslation */.U)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    const navigate = (0,chunk_6KYCQHYJ/* .useNavigate */.Zp)();
    const status = (0,src.useSessionStore)((state)=>state.status);
    const user = (0,src.useSessionStore)((state)=>state.user);
    const role = (0,src.useSessionStore)((state)=>state.role);
    const brands = (0,manage.useOwnerBrands)(user?.uid);
    const breakUntil = (0,src.useActiveBreak)();
    const requestBreakChooser = (0,src.useLocalBreakStore)((state)=>state.requestBreakChooser);
    const [editing, setEditing] = (0,react.useState)(false);
    const [signingOut, setSigningOut] = (0,react.useState)(false);
    if (status === 'loading') return /*#__PURE__*/ (0,jsx_runtime.jsx)(Page/* .PageLoading */.W, {
        "data-remote": "mf_account",
        title: t('profile.title'),
        message: t('profile.loading')
    });
    if (status === 'signed-out' || !user) {
        return /*#__PURE__*/ (0,jsx_runtime.jsx)(SignedOutNotice.SignedOutNotice, {
            title: t('profile.signedOutTitle'),
            message: t('profile.signedOutMessage')
        });
    }
    const name = user.displayName || user.email || '';
    const leave = ()=>{
        setSigningOut(true);
        (0,src.signOut)().then(()=>navigate('/'), ()=>{
            setSigningOut(false);
            toast.show({
                kind: 'error',
                title: t('profile.signOutFailed')
            });
        });
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Page/* .Page */.Y, {
        "data-remote": "mf_account",
        title: t('profile.title'),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
                className: Profile_module/* .card */.Nr,
                "aria-label": name,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Avatar/* .Avatar */.e, {
                        name: name,
                        photoURL: user.photoURL,
                        size: "xl"
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: Profile_module/* .identity */.D_,
                        children: editing ? /*#__PURE__*/ (0,jsx_runtime.jsx)(DisplayNameForm, {
                            uid: user.uid,
                            current: user.displayName ?? '',
                            onDone: ()=>setEditing(false)
                        }) : /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                                    className: Profile_module/* .name */.UU,
                                    children: name
                                }),
                                user.email ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                    className: Profile_module/* .muted */.SU,
                                    children: user.email
                                }) : null,
                                /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                                    variant: role === 'admin' ? 'admin' : 'member'
                                }),
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                                    children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                                        variant: "secondary",
                                        size: "sm",
                                        leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(pencil/* ["default"] */.A, {
                                            "aria-hidden": "true"
                                        }),
                                        onClick: ()=>setEditing(true),
                                        children: t('profile.editProfile')
                                    })
                                })
                            ]
                        })
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
                className: Profile_module/* .card */.Nr,
                "aria-labelledby": "profile-brands-heading",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                        id: "profile-brands-heading",
                        className: Profile_module/* .heading */.R_,
                        children: t('profile.myBrands')
                    }),
                    brands.isPending ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Spinner/* .Spinner */.y, {}) : !brands.data || brands.data.length === 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                        className: Profile_module/* .muted */.SU,
                        children: t('profile.noBrands')
                    }) : /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                        className: Profile_module/* .brands */.Hk,
                        children: brands.data.map((brand)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)(chunk_6KYCQHYJ/* .Link */.N_, {
                                        to: `/brand/${encodeURIComponent(brand.slug)}`,
                                        className: Profile_module/* .brandName */.RU,
                                        "aria-label": t('profile.viewBrand', {
                                            name: brand.name
                                        }),
                                        children: brand.name
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                        className: Profile_module/* .brandDescription */.Qn,
                                        children: brand.description
                                    })
                                ]
                            }, brand.id))
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
                className: Profile_module/* .card */.Nr,
                "aria-labelledby": "profile-settings-heading",
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                        id: "profile-settings-heading",
                        className: Profile_module/* .heading */.R_,
                        children: t('profile.accountSettings')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: Profile_module/* .setting */.Pe,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("h3", {
                                className: Profile_module/* .subheading */.fV,
                                children: t('profile.changePassword')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                className: Profile_module/* .muted */.SU,
                                children: t('profile.passwordAtGoogle')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("a", {
                                href: GOOGLE_ACCOUNT_SECURITY,
                                target: "_blank",
                                rel: "noopener noreferrer",
                                className: Profile_module/* .external */.qn,
                                children: [
                                    t('profile.manageAtGoogle'),
                                    " ",
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)(external_link/* ["default"] */.A, {
                                        "aria-hidden": "true",
                                        size: 14
                                    })
                                ]
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: Profile_module/* .setting */.Pe,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("h3", {
                                className: Profile_module/* .subheading */.fV,
                                children: t('profile.preferences')
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                                className: Profile_module/* .preference */.eG,
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                        children: t('profile.language')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)(LanguageSwitch/* .LanguageSwitch */.H, {
                                        tone: "light"
                                    })
                                ]
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                                className: Profile_module/* .breakSetting */.eC,
                                children: [
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                        className: Profile_module/* .breakLabel */.yF,
                                        children: t('profile.takeABreak')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                        className: Profile_module/* .muted */.SU,
                                        children: breakUntil ? t('profile.onBreakUntil', {
                                            until: (0,date/* .formatDateTime */.r6)(breakUntil)
                                        }) : t('profile.takeABreakHint')
                                    }),
                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                                            variant: "secondary",
                                            size: "sm",
                                            leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(coffee/* ["default"] */.A, {
                                                "aria-hidden": "true"
                                            }),
                                            onClick: requestBreakChooser,
                                            children: breakUntil ? t('profile.extendBreak') : t('profile.chooseBreak')
                                        })
                                    })
                                ]
                            })
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        variant: "danger",
                        leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(log_out/* ["default"] */.A, {
                            "aria-hidden": "true"
                        }),
                        loading: signingOut,
                        onClick: leave,
                        children: t('profile.signOut')
                    })
                ]
            })
        ]
    });
}


},
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
7874(module) {
var exports = {
  "Nr": "card-63e36b",
  "R_": "heading-63e36b",
  "Pe": "setting-63e36b",
  "Hk": "brands-63e36b",
  "D_": "identity-63e36b",
  "UU": "name-63e36b",
  "fV": "subheading-63e36b",
  "SU": "muted-63e36b",
  "RU": "brandName-63e36b",
  "Qn": "brandDescription-63e36b",
  "qn": "external-63e36b",
  "eG": "preference-63e36b",
  "oB": "nameForm-63e36b",
  "AU": "formActions-63e36b",
  "eC": "breakSetting-63e36b",
  "yF": "breakLabel-63e36b",
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
8797(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "external-link",
  size: 24,
  node: [
    ["path", { d: "M15 3h6v6", key: "1q9fwt" }],
    ["path", { d: "M10 14 21 3", key: "gplh6r" }],
    ["path", { d: "M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6", key: "a6xqqp" }]
  ]
};
__iconData.node;
const ExternalLink = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=external-link.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: ExternalLink
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