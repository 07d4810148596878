"use strict";
exports.ids = [565];
exports.modules = {
6328(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  _: () => (/* binding */ useAdminTranslation)
});

// UNUSED EXPORTS: ADMIN_NS

// EXTERNAL MODULE: ../shared-ui/src/i18n/init-i18n.ts + 3 modules
var init_i18n = __webpack_require__(6933);
// EXTERNAL MODULE: ../shared-ui/src/i18n/use-translation.ts
var use_translation = __webpack_require__(5781);
;// CONCATENATED MODULE: ../mf-admin/src/i18n/texts.en.ts
// English texts of the admin remote: the product spec's exact words where it gives them (§2, §8).
const adminEn = {
    panel: {
        title: 'Admin Panel',
        sections: 'Admin sections',
        openMenu: 'Open admin menu',
        reports: 'Wrong Info Reports',
        comments: 'Comment Management',
        users: 'Users',
        analytics: 'Analytics',
        settings: 'Settings',
        comingSoon: 'Coming soon'
    },
    reports: {
        total_one: '{{count}} report in total',
        total_other: '{{count}} reports in total',
        statusFilter: 'Filter by status',
        reasonFilter: 'Reason',
        allReasons: 'All reasons',
        filters: {
            all: 'All',
            pending: 'Pending',
            reviewed: 'Reviewed',
            resolved: 'Resolved'
        },
        caption: 'Promotion reports',
        columns: {
            description: 'Description',
            promotion: 'Promotion',
            reason: 'Reason',
            status: 'Status',
            actions: 'Actions'
        },
        delete: 'Delete',
        deleteReport: 'Delete report: {{title}}',
        confirmDeleteTitle: 'Delete this report?',
        confirmDeleteMessage: 'The report about "{{title}}" will be removed. This cannot be undone.',
        emptyTitle: 'No Reports Found',
        emptyMessage: 'There are no reports with this filter.',
        errorTitle: 'Failed to Load Reports',
        errorMessage: 'Failed to load reports',
        tryAgain: 'Try Again',
        loadMore: 'Load More Reports',
        loading: 'Loading reports...',
        shownOf: 'Showing {{shown}} of {{total}}',
        rewardedBadge: 'Rewarded'
    },
    reasons: {
        expired: 'Promotion expired',
        wrong_amount: 'Wrong bonus amount',
        wrong_turnover: 'Wrong turnover',
        broken_link: 'Broken link',
        other: 'Other',
        none: 'Not given'
    },
    statuses: {
        pending: 'Pending',
        reviewed: 'Reviewed',
        resolved: 'Resolved'
    },
    details: {
        title: 'Report Details',
        status: 'Status',
        submitted: 'Submitted',
        promotion: 'Promotion',
        brand: 'Brand',
        promotionId: 'Promotion ID',
        reason: 'Reason',
        description: 'Description',
        reporter: 'Reported by',
        reward: 'Reward',
        rewardPaid: 'IDR 5,000 paid',
        rewardNotPaid: 'Not rewarded',
        adminNotes: 'Admin Notes',
        adminNotesHint: 'Optional: visible to admins only',
        markReviewed: 'Mark as Reviewed',
        markResolved: 'Mark as Resolved',
        saving: 'Saving...',
        close: 'Close'
    },
    reportMessages: {
        rewarded: 'Report status updated and user rewarded IDR 5,000!',
        updated: 'Report status updated successfully!',
        rewardFailed: 'Report status updated but failed to reward user. Please check manually.',
        updateFailed: 'Failed to update report status',
        deleted: 'Report deleted successfully!',
        deleteFailed: 'Failed to delete report'
    },
    comments: {
        total_one: '{{count}} comment in total',
        total_other: '{{count}} comments in total',
        caption: 'Comments',
        columns: {
            text: 'Comment',
            author: 'Author',
            related: 'Related Content',
            email: 'Email',
            date: 'Date',
            replies: 'Replies',
            actions: 'Actions'
        },
        reply: 'Reply',
        replyTo: 'Reply to {{author}}',
        replyAsAdmin: 'Reply as Admin',
        replyPlaceholder: 'Write your reply...',
        counter: '{{count}}/{{max}}',
        cancel: 'Cancel',
        send: 'Send Reply',
        sending: 'Sending...',
        adminReplies: 'Admin replies',
        adminReplyBy: '{{name}} · {{date}}',
        delete: 'Delete',
        deleteComment: 'Delete comment by {{author}}',
        confirmDeleteTitle: 'Delete this comment?',
        confirmDeleteMessage_one: 'The comment and its {{count}} reply will be removed.',
        confirmDeleteMessage_other: 'The comment and its {{count}} replies will be removed.',
        deleted: 'Comment deleted successfully!',
        deleteFailed: 'Failed to delete comment: {{reason}}',
        replyAdded: 'Reply added successfully!',
        replyFailed: 'Failed to add reply: {{reason}}',
        replyEmpty: 'Please enter a reply message',
        replyTooLong: 'Reply text is too long (max 1000 characters)',
        emptyTitle: 'No Comments Found',
        emptyMessage: 'Comments posted on brand pages appear here.',
        loadFailed: 'Failed to load comments: {{reason}}',
        tryAgain: 'Try Again',
        loading: 'Loading comments...',
        noEmail: '—'
    },
    brandEdit: {
        title: 'Edit Brand',
        editorUnavailable: 'The brand editor could not be loaded.'
    },
    migration: {
        title: 'Migration Tool',
        intro: 'Moves images stored inline as base64 data into Storage and replaces them with their URLs.',
        adminOnlyTitle: 'Only admins can run the migration',
        adminOnlyMessage: 'You are signed in as a member. You can look at this page, but analysing and migrating the database needs the admin role.',
        analyzeStep: '1. Analyze Database',
        analyze: 'Analyze Database',
        analyzing: 'Analyzing...',
        analysis: {
            totalBrands: 'Brands',
            brandsWithBase64: 'Brands with base64 images',
            brandImages: 'Brand images (logo, cover)',
            promotionImages: 'Promotion images',
            totalImages: 'Images to migrate'
        },
        configureStep: '2. Configure',
        dryRun: 'Dry run (only count, change nothing)',
        brandLimit: 'Brand limit',
        allBrands: 'All',
        skipPromotionImages: 'Skip promotion images',
        runStep: '3. Run',
        runDry: 'Start Dry Run',
        runLive: 'Start Migration',
        running: 'Migrating...',
        confirmTitle: 'Run a live migration?',
        confirmMessage: 'Images of up to {{limit}} brand(s) will be uploaded to Storage and the brand documents updated. This cannot be undone.',
        confirm: 'Migrate',
        progressLabel: '{{brand}}: {{done}} of {{total}} images',
        states: {
            waiting: 'Waiting',
            running: 'Migrating',
            done: 'Done',
            failed: 'Failed'
        },
        resultTitle: 'Result',
        dryRunResult: 'Dry run: nothing was changed.',
        result: {
            brandsProcessed: 'Brands processed',
            brandImagesMigrated: 'Brand images',
            promotionImagesMigrated: 'Promotion images',
            promotionImagesSkipped: 'Promotion images skipped',
            errors: 'Errors'
        },
        recentTitle: 'Recently migrated brands',
        recentImages_one: '{{count}} image',
        recentImages_other: '{{count}} images',
        recentMore_one: 'and {{count}} more brand',
        recentMore_other: 'and {{count}} more brands',
        noneToMigrate: 'No brand has images stored as base64 data.',
        errorFor: '{{brand}}: {{message}}',
        analysisFailed: 'Analysis failed',
        migrationFailed: 'Migration failed',
        corsTitle: 'Uploads were blocked by the browser (CORS)',
        corsIntro: 'Storage refused uploads from this site. Allow this origin on the bucket, then run the migration again:',
        corsStep1: 'Create cors.json with the site origin, the methods GET, POST, PUT and DELETE, and the header Content-Type.',
        corsStep2: 'Apply it to the bucket: gsutil cors set cors.json gs://<your bucket>',
        corsStep3: 'Reload this page and start the migration again.'
    }
};

;// CONCATENATED MODULE: ../mf-admin/src/i18n/texts.id.ts
// Bahasa Indonesia texts of the admin remote (same keys as the English ones).
const adminId = {
    panel: {
        title: 'Panel Admin',
        sections: 'Bagian admin',
        openMenu: 'Buka menu admin',
        reports: 'Laporan Info Salah',
        comments: 'Manajemen Komentar',
        users: 'Pengguna',
        analytics: 'Analitik',
        settings: 'Pengaturan',
        comingSoon: 'Segera hadir'
    },
    reports: {
        total_one: 'Total {{count}} laporan',
        total_other: 'Total {{count}} laporan',
        statusFilter: 'Saring menurut status',
        reasonFilter: 'Alasan',
        allReasons: 'Semua alasan',
        filters: {
            all: 'Semua',
            pending: 'Menunggu',
            reviewed: 'Ditinjau',
            resolved: 'Selesai'
        },
        caption: 'Laporan promosi',
        columns: {
            description: 'Deskripsi',
            promotion: 'Promosi',
            reason: 'Alasan',
            status: 'Status',
            actions: 'Aksi'
        },
        delete: 'Hapus',
        deleteReport: 'Hapus laporan: {{title}}',
        confirmDeleteTitle: 'Hapus laporan ini?',
        confirmDeleteMessage: 'Laporan tentang "{{title}}" akan dihapus. Tindakan ini tidak dapat dibatalkan.',
        emptyTitle: 'Tidak Ada Laporan',
        emptyMessage: 'Tidak ada laporan dengan filter ini.',
        errorTitle: 'Gagal Memuat Laporan',
        errorMessage: 'Gagal memuat laporan',
        tryAgain: 'Coba Lagi',
        loadMore: 'Muat Laporan Lainnya',
        loading: 'Memuat laporan...',
        shownOf: 'Menampilkan {{shown}} dari {{total}}',
        rewardedBadge: 'Diberi hadiah'
    },
    reasons: {
        expired: 'Promosi kedaluwarsa',
        wrong_amount: 'Jumlah bonus salah',
        wrong_turnover: 'Turnover salah',
        broken_link: 'Tautan rusak',
        other: 'Lainnya',
        none: 'Tidak diisi'
    },
    statuses: {
        pending: 'Menunggu',
        reviewed: 'Ditinjau',
        resolved: 'Selesai'
    },
    details: {
        title: 'Detail Laporan',
        status: 'Status',
        submitted: 'Dikirim',
        promotion: 'Promosi',
        brand: 'Brand',
        promotionId: 'ID Promosi',
        reason: 'Alasan',
        description: 'Deskripsi',
        reporter: 'Dilaporkan oleh',
        reward: 'Hadiah',
        rewardPaid: 'IDR 5.000 dibayarkan',
        rewardNotPaid: 'Belum diberi hadiah',
        adminNotes: 'Catatan Admin',
        adminNotesHint: 'Opsional: hanya terlihat oleh admin',
        markReviewed: 'Tandai Ditinjau',
        markResolved: 'Tandai Selesai',
        saving: 'Menyimpan...',
        close: 'Tutup'
    },
    reportMessages: {
        rewarded: 'Status laporan diperbarui dan pengguna mendapat hadiah IDR 5.000!',
        updated: 'Status laporan berhasil diperbarui!',
        rewardFailed: 'Status laporan diperbarui tetapi hadiah gagal diberikan. Silakan periksa secara manual.',
        updateFailed: 'Gagal memperbarui status laporan',
        deleted: 'Laporan berhasil dihapus!',
        deleteFailed: 'Gagal menghapus laporan'
    },
    comments: {
        total_one: 'Total {{count}} komentar',
        total_other: 'Total {{count}} komentar',
        caption: 'Komentar',
        columns: {
            text: 'Komentar',
            author: 'Penulis',
            related: 'Konten Terkait',
            email: 'Email',
            date: 'Tanggal',
            replies: 'Balasan',
            actions: 'Aksi'
        },
        reply: 'Balas',
        replyTo: 'Balas {{author}}',
        replyAsAdmin: 'Balas sebagai Admin',
        replyPlaceholder: 'Tulis balasan Anda...',
        counter: '{{count}}/{{max}}',
        cancel: 'Batal',
        send: 'Kirim Balasan',
        sending: 'Mengirim...',
        adminReplies: 'Balasan admin',
        adminReplyBy: '{{name}} · {{date}}',
        delete: 'Hapus',
        deleteComment: 'Hapus komentar dari {{author}}',
        confirmDeleteTitle: 'Hapus komentar ini?',
        confirmDeleteMessage_one: 'Komentar beserta {{count}} balasannya akan dihapus.',
        confirmDeleteMessage_other: 'Komentar beserta {{count}} balasannya akan dihapus.',
        deleted: 'Komentar berhasil dihapus!',
        deleteFailed: 'Gagal menghapus komentar: {{reason}}',
        replyAdded: 'Balasan berhasil ditambahkan!',
        replyFailed: 'Gagal menambahkan balasan: {{reason}}',
        replyEmpty: 'Silakan tulis pesan balasan',
        replyTooLong: 'Teks balasan terlalu panjang (maks. 1000 karakter)',
        emptyTitle: 'Tidak Ada Komentar',
        emptyMessage: 'Komentar yang dikirim di halaman brand muncul di sini.',
        loadFailed: 'Gagal memuat komentar: {{reason}}',
        tryAgain: 'Coba Lagi',
        loading: 'Memuat komentar...',
        noEmail: '—'
    },
    brandEdit: {
        title: 'Edit Brand',
        editorUnavailable: 'Editor brand tidak dapat dimuat.'
    },
    migration: {
        title: 'Alat Migrasi',
        intro: 'Memindahkan gambar yang tersimpan sebagai data base64 ke Storage dan menggantinya dengan URL.',
        adminOnlyTitle: 'Hanya admin yang dapat menjalankan migrasi',
        adminOnlyMessage: 'Anda masuk sebagai member. Anda dapat melihat halaman ini, tetapi analisis dan migrasi database memerlukan peran admin.',
        analyzeStep: '1. Analisis Database',
        analyze: 'Analisis Database',
        analyzing: 'Menganalisis...',
        analysis: {
            totalBrands: 'Brand',
            brandsWithBase64: 'Brand dengan gambar base64',
            brandImages: 'Gambar brand (logo, sampul)',
            promotionImages: 'Gambar promosi',
            totalImages: 'Gambar yang perlu dimigrasi'
        },
        configureStep: '2. Atur',
        dryRun: 'Uji coba (hanya menghitung, tidak mengubah apa pun)',
        brandLimit: 'Batas brand',
        allBrands: 'Semua',
        skipPromotionImages: 'Lewati gambar promosi',
        runStep: '3. Jalankan',
        runDry: 'Mulai Uji Coba',
        runLive: 'Mulai Migrasi',
        running: 'Memigrasi...',
        confirmTitle: 'Jalankan migrasi sungguhan?',
        confirmMessage: 'Gambar dari paling banyak {{limit}} brand akan diunggah ke Storage dan dokumen brand diperbarui. Tindakan ini tidak dapat dibatalkan.',
        confirm: 'Migrasi',
        progressLabel: '{{brand}}: {{done}} dari {{total}} gambar',
        states: {
            waiting: 'Menunggu',
            running: 'Memigrasi',
            done: 'Selesai',
            failed: 'Gagal'
        },
        resultTitle: 'Hasil',
        dryRunResult: 'Uji coba: tidak ada yang diubah.',
        result: {
            brandsProcessed: 'Brand diproses',
            brandImagesMigrated: 'Gambar brand',
            promotionImagesMigrated: 'Gambar promosi',
            promotionImagesSkipped: 'Gambar promosi dilewati',
            errors: 'Kesalahan'
        },
        recentTitle: 'Brand yang baru dimigrasi',
        recentImages_one: '{{count}} gambar',
        recentImages_other: '{{count}} gambar',
        recentMore_one: 'dan {{count}} brand lainnya',
        recentMore_other: 'dan {{count}} brand lainnya',
        noneToMigrate: 'Tidak ada brand dengan gambar yang tersimpan sebagai data base64.',
        errorFor: '{{brand}}: {{message}}',
        analysisFailed: 'Analisis gagal',
        migrationFailed: 'Migrasi gagal',
        corsTitle: 'Unggahan diblokir oleh browser (CORS)',
        corsIntro: 'Storage menolak unggahan dari situs ini. Izinkan origin ini pada bucket, lalu jalankan migrasi lagi:',
        corsStep1: 'Buat cors.json dengan origin situs, metode GET, POST, PUT dan DELETE, serta header Content-Type.',
        corsStep2: 'Terapkan ke bucket: gsutil cors set cors.json gs://<bucket Anda>',
        corsStep3: 'Muat ulang halaman ini dan jalankan migrasi lagi.'
    }
};

;// CONCATENATED MODULE: ../mf-admin/src/i18n/index.ts



const ADMIN_NS = 'admin';
(0,init_i18n/* .addResources */.pU)(ADMIN_NS, {
    en: adminEn,
    id: adminId
});
/** Translations of this remote's own texts (shared texts live in the `common` namespace). */ function useAdminTranslation() {
    return (0,use_translation/* .useTranslation */.B)(ADMIN_NS);
}


},
6804(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ AdminBrandEditPage)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var chunk_6KYCQHYJ = __webpack_require__(9262);
// EXTERNAL MODULE: ../shared-ui/src/page/Page.tsx
var Page = __webpack_require__(9444);
// EXTERNAL MODULE: ../shared-ui/src/error-state/ErrorState.tsx
var ErrorState = __webpack_require__(1017);
// EXTERNAL MODULE: ../shared-ui/src/spinner/Spinner.tsx
var Spinner = __webpack_require__(1180);
// EXTERNAL MODULE: ./src/one-bundle/federation-runtime.ts + 4 modules
var federation_runtime = __webpack_require__(1005);
;// CONCATENATED MODULE: ../mf-admin/src/federation/load-brand-editor.ts

/**
 * Loads mf_account's BrandEditor (spec: /admin/brand/edit/:id is the same screen as /edit-brand/:id).
 * The host (shell) registered every remote from /remotes.json, so its federation instance is used;
 * this remote keeps no remote list of its own.
 */ async function loadBrandEditor() {
    const host = (0,federation_runtime.getInstance)((instance)=>instance.options.remotes.some((remote)=>remote.name === 'mf_account')) ?? (0,federation_runtime.getInstance)();
    if (!host) throw new Error('Module Federation runtime is not initialised');
    const module = await host.loadRemote('mf_account/BrandEditor');
    if (!module) throw new Error('mf_account/BrandEditor is unavailable');
    return module;
}

// EXTERNAL MODULE: ../mf-admin/src/i18n/index.ts + 2 modules
var i18n = __webpack_require__(6328);
;// CONCATENATED MODULE: ../mf-admin/src/pages/AdminBrandEditPage.tsx






const BrandEditor = /*#__PURE__*/ (0,react.lazy)(loadBrandEditor);
class EditorBoundary extends react.Component {
    state = {
        failed: false
    };
    static getDerivedStateFromError() {
        return {
            failed: true
        };
    }
    render() {
        return this.state.failed ? this.props.fallback : this.props.children;
    }
}
/** /admin/brand/edit/:id: the account remote's brand editor, opened by an admin. */ function AdminBrandEditPage() {
    const { t } = (0,i18n/* .useAdminTranslation */._)();
    const { id } = (0,chunk_6KYCQHYJ/* .useParams */.g)();
    return /*#__PURE__*/ (0,jsx_runtime.jsx)(Page/* .Page */.Y, {
        "data-remote": "mf_admin",
        title: t('brandEdit.title'),
        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(EditorBoundary, {
            fallback: /*#__PURE__*/ (0,jsx_runtime.jsx)(ErrorState/* .ErrorState */.W, {
                title: t('brandEdit.editorUnavailable')
            }),
            children: /*#__PURE__*/ (0,jsx_runtime.jsx)(react.Suspense, {
                fallback: /*#__PURE__*/ (0,jsx_runtime.jsx)(Spinner/* .Spinner */.y, {}),
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(BrandEditor, {
                    brandId: id
                })
            })
        })
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