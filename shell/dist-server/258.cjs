"use strict";
exports.ids = [258];
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
9761(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ AdminPage)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../shared-ui/src/page/Page.tsx
var Page = __webpack_require__(9444);
// EXTERNAL MODULE: ../shared-ui/src/button/Button.tsx
var Button = __webpack_require__(1606);
// EXTERNAL MODULE: ../shared-ui/src/drawer/Drawer.tsx
var Drawer = __webpack_require__(9268);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/menu.mjs
var menu = __webpack_require__(2520);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs
var chunk_6KYCQHYJ = __webpack_require__(9262);
// EXTERNAL MODULE: ../shared-ui/src/toast/ToastProvider.tsx
var ToastProvider = __webpack_require__(6623);
// EXTERNAL MODULE: ../shared-ui/src/format/date.ts
var date = __webpack_require__(4883);
// EXTERNAL MODULE: ../shared-ui/src/icon-button/IconButton.tsx
var IconButton = __webpack_require__(981);
// EXTERNAL MODULE: ../shared-ui/src/toast/toast-durations.ts
var toast_durations = __webpack_require__(2152);
// EXTERNAL MODULE: ../shared-ui/src/spinner/Spinner.tsx
var Spinner = __webpack_require__(1180);
// EXTERNAL MODULE: ../shared-ui/src/error-state/ErrorState.tsx
var ErrorState = __webpack_require__(1017);
// EXTERNAL MODULE: ../shared-ui/src/empty-state/EmptyState.tsx + 1 modules
var EmptyState = __webpack_require__(6934);
// EXTERNAL MODULE: ../shared-ui/src/table/Table.tsx + 2 modules
var Table = __webpack_require__(3899);
// EXTERNAL MODULE: ../shared-ui/src/modal/ConfirmDialog.tsx
var ConfirmDialog = __webpack_require__(7667);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/reply.mjs
var icons_reply = __webpack_require__(4595);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/trash.mjs
var trash = __webpack_require__(4113);
// EXTERNAL MODULE: ../shared-services/src/index.ts + 50 modules
var src = __webpack_require__(580);
// EXTERNAL MODULE: ../shared-services/src/manage.ts + 31 modules
var manage = __webpack_require__(5907);
// EXTERNAL MODULE: ../mf-admin/src/i18n/index.ts + 2 modules
var i18n = __webpack_require__(6328);
// EXTERNAL MODULE: ../shared-ui/src/text-field/TextField.tsx
var TextField = __webpack_require__(6181);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/send.mjs
var icons_send = __webpack_require__(4603);
;// CONCATENATED MODULE: ../mf-admin/src/reports/use-admin-actor.ts

/** The signed-in admin as the services' actor (the shell only shows admin pages to admins). */ function useAdminActor() {
    const user = (0,src.useSessionStore)((state)=>state.user);
    const role = (0,src.useSessionStore)((state)=>state.role);
    if (!user) return null;
    return {
        uid: user.uid,
        role,
        displayName: user.displayName ?? undefined,
        email: user.email ?? undefined
    };
}

// EXTERNAL MODULE: ../mf-admin/src/comments/Comments.module.css
var Comments_module = __webpack_require__(4471);
;// CONCATENATED MODULE: ../mf-admin/src/comments/AdminReplyForm.tsx









/** spec §2: Reply as Admin with a 1000-character counter, Cancel and Send Reply / Sending... */ function AdminReplyForm({ commentId, authorName, onDone }) {
    const { t } = (0,i18n/* .useAdminTranslation */._)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    const actor = useAdminActor();
    const addReply = (0,src.useAddReply)();
    const [text, setText] = (0,react.useState)('');
    const [error, setError] = (0,react.useState)(null);
    const send = ()=>{
        const trimmed = text.trim();
        // spec §5: admin reply text required after trimming, max 1000
        if (!trimmed) return setError(t('comments.replyEmpty'));
        if (trimmed.length > src.ADMIN_REPLY_MAX) return setError(t('comments.replyTooLong'));
        if (!actor) return;
        setError(null);
        addReply.mutate({
            replyType: 'admin',
            commentId,
            text: trimmed,
            adminName: actor.displayName || actor.email || 'Admin',
            adminUid: actor.uid
        }, {
            onSuccess: ()=>{
                toast.show({
                    kind: 'success',
                    title: t('comments.replyAdded'),
                    durationMs: toast_durations/* .TOAST_DURATION.comment */.b.comment
                });
                onDone();
            },
            // the text stays in the box so nothing typed is lost
            onError: (failure)=>toast.show({
                    kind: 'error',
                    title: t('comments.replyFailed', {
                        reason: (0,src.errorMessage)(failure)
                    }),
                    durationMs: toast_durations/* .TOAST_DURATION.comment */.b.comment
                })
        });
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("form", {
        className: Comments_module/* .replyForm */.Zo,
        "aria-label": t('comments.replyTo', {
            author: authorName
        }),
        onSubmit: (event)=>{
            event.preventDefault();
            send();
        },
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextArea */.f, {
                label: t('comments.replyAsAdmin'),
                placeholder: t('comments.replyPlaceholder'),
                value: text,
                maxLength: src.ADMIN_REPLY_MAX,
                error: error ?? undefined,
                rows: 3,
                autoFocus: true,
                onChange: (event)=>setText(event.target.value)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Comments_module/* .replyActions */.Oz,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        type: "button",
                        variant: "ghost",
                        onClick: onDone,
                        disabled: addReply.isPending,
                        children: t('comments.cancel')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                        type: "submit",
                        leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(icons_send/* ["default"] */.A, {
                            "aria-hidden": "true"
                        }),
                        loading: addReply.isPending,
                        loadingText: t('comments.sending'),
                        children: t('comments.send')
                    })
                ]
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-admin/src/comments/CommentsSection.tsx











/** /admin/comments (spec §2): every active comment, inline admin reply, delete with its replies. */ function CommentsSection() {
    const { t } = (0,i18n/* .useAdminTranslation */._)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    const comments = (0,src.useActiveComments)();
    const deleteComment = (0,manage.useDeleteComment)();
    const [replyingTo, setReplyingTo] = (0,react.useState)(null);
    const [toDelete, setToDelete] = (0,react.useState)(null);
    const columns = [
        {
            id: 'text',
            header: t('comments.columns.text'),
            width: '36%',
            cell: (comment)=>{
                const adminReplies = comment.replies.filter((reply)=>reply.replyType === 'admin');
                return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                    className: Comments_module/* .textCell */.iV,
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                            className: Comments_module/* .text */.Qq,
                            children: comment.text
                        }),
                        adminReplies.length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                            className: Comments_module/* .adminReplies */.yM,
                            children: [
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("h3", {
                                    className: Comments_module/* .adminRepliesTitle */.so,
                                    children: t('comments.adminReplies')
                                }),
                                /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
                                    children: adminReplies.map((reply)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("li", {
                                            children: [
                                                /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                                                    className: Comments_module/* .text */.Qq,
                                                    children: reply.text
                                                }),
                                                /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                                    className: Comments_module/* .muted */.SU,
                                                    children: t('comments.adminReplyBy', {
                                                        name: reply.adminName,
                                                        date: (0,date/* .formatDateTime */.r6)(reply.createdAt)
                                                    })
                                                })
                                            ]
                                        }, reply.id))
                                })
                            ]
                        }) : null,
                        replyingTo === comment.id ? /*#__PURE__*/ (0,jsx_runtime.jsx)(AdminReplyForm, {
                            commentId: comment.id,
                            authorName: comment.authorName,
                            onDone: ()=>setReplyingTo(null)
                        }) : null
                    ]
                });
            }
        },
        {
            id: 'author',
            header: t('comments.columns.author'),
            cell: (comment)=>comment.authorName
        },
        {
            id: 'related',
            header: t('comments.columns.related'),
            cell: (comment)=>comment.relatedContentId ? /*#__PURE__*/ (0,jsx_runtime.jsx)(chunk_6KYCQHYJ/* .Link */.N_, {
                    to: `/brand/${encodeURIComponent(comment.relatedContentId)}`,
                    children: comment.relatedContent || comment.relatedContentId
                }) : comment.relatedContent
        },
        {
            id: 'email',
            header: t('comments.columns.email'),
            cell: (comment)=>comment.authorEmail || /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                    "aria-hidden": "true",
                    children: t('comments.noEmail')
                }),
            hideOnMobile: true
        },
        {
            id: 'date',
            header: t('comments.columns.date'),
            cell: (comment)=>(0,date/* .formatDateTime */.r6)(comment.createdAt)
        },
        {
            id: 'replies',
            header: t('comments.columns.replies'),
            align: 'center',
            cell: (comment)=>comment.replies.length
        },
        {
            id: 'actions',
            header: t('comments.columns.actions'),
            align: 'end',
            cell: (comment)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                    className: Comments_module/* .rowActions */.cm,
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                            size: "sm",
                            variant: "secondary",
                            leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(icons_reply/* ["default"] */.A, {
                                "aria-hidden": "true"
                            }),
                            "aria-expanded": replyingTo === comment.id,
                            onClick: ()=>setReplyingTo(replyingTo === comment.id ? null : comment.id),
                            children: t('comments.reply')
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(IconButton/* .IconButton */.K, {
                            "aria-label": t('comments.deleteComment', {
                                author: comment.authorName
                            }),
                            icon: /*#__PURE__*/ (0,jsx_runtime.jsx)(trash/* ["default"] */.A, {}),
                            variant: "danger",
                            onClick: ()=>setToDelete(comment)
                        })
                    ]
                })
        }
    ];
    const confirmDelete = ()=>{
        if (!toDelete) return;
        deleteComment.mutate(toDelete.id, {
            onSuccess: ()=>toast.show({
                    kind: 'success',
                    title: t('comments.deleted'),
                    durationMs: toast_durations/* .TOAST_DURATION.comment */.b.comment
                }),
            onError: (failure)=>toast.show({
                    kind: 'error',
                    title: t('comments.deleteFailed', {
                        reason: (0,src.errorMessage)(failure)
                    }),
                    durationMs: toast_durations/* .TOAST_DURATION.comment */.b.comment
                }),
            onSettled: ()=>setToDelete(null)
        });
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": "admin-comments-heading",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Comments_module/* .header */.wx,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                        id: "admin-comments-heading",
                        className: Comments_module/* .heading */.R_,
                        children: t('panel.comments')
                    }),
                    comments.data ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                        className: Comments_module/* .total */.X5,
                        children: t('comments.total', {
                            count: comments.data.length
                        })
                    }) : null
                ]
            }),
            comments.isPending ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Spinner/* .Spinner */.y, {
                label: t('comments.loading')
            }) : comments.isError ? /*#__PURE__*/ (0,jsx_runtime.jsx)(ErrorState/* .ErrorState */.W, {
                title: t('comments.loadFailed', {
                    reason: (0,src.errorMessage)(comments.error)
                }),
                retryLabel: t('comments.tryAgain'),
                retrying: comments.isRefetching,
                onRetry: ()=>void comments.refetch()
            }) : /*#__PURE__*/ (0,jsx_runtime.jsx)(Table/* .Table */.X, {
                caption: t('comments.caption'),
                columns: columns,
                rows: comments.data,
                getRowKey: (comment)=>comment.id,
                empty: /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState/* .EmptyState */.p, {
                    title: t('comments.emptyTitle'),
                    message: t('comments.emptyMessage')
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(ConfirmDialog/* .ConfirmDialog */.T, {
                open: toDelete !== null,
                title: t('comments.confirmDeleteTitle'),
                message: t('comments.confirmDeleteMessage', {
                    count: toDelete?.replies.length ?? 0
                }),
                confirmLabel: t('comments.delete'),
                busy: deleteComment.isPending,
                onConfirm: confirmDelete,
                onCancel: ()=>setToDelete(null)
            })
        ]
    });
}

// EXTERNAL MODULE: ../shared-ui/src/utils/cx.ts
var cx = __webpack_require__(5838);
// EXTERNAL MODULE: ../shared-ui/src/badge/Badge.tsx + 7 modules
var Badge = __webpack_require__(4789);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/flag.mjs
var flag = __webpack_require__(3059);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/message-square.mjs
var message_square = __webpack_require__(2074);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/createLucideIcon.mjs + 11 modules
var createLucideIcon = __webpack_require__(8426);
;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/users.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "users",
  size: 24,
  node: [
    ["path", { d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2", key: "1yyitq" }],
    ["path", { d: "M16 3.128a4 4 0 0 1 0 7.744", key: "16gr8j" }],
    ["path", { d: "M22 21v-2a4 4 0 0 0-3-3.87", key: "kshegd" }],
    ["circle", { cx: "9", cy: "7", r: "4", key: "nufk8" }]
  ]
};
__iconData.node;
const Users = (0,createLucideIcon/* ["default"] */.A)(__iconData);


//# sourceMappingURL=users.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/chart-column.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const chart_column_iconData = {
  name: "chart-column",
  size: 24,
  node: [
    ["path", { d: "M3 3v16a2 2 0 0 0 2 2h16", key: "c24i48" }],
    ["path", { d: "M18 17V9", key: "2bz60n" }],
    ["path", { d: "M13 17V5", key: "1frdt8" }],
    ["path", { d: "M8 17v-3", key: "17ska0" }]
  ],
  aliases: ["bar-chart-3"]
};
chart_column_iconData.node;
const ChartColumn = (0,createLucideIcon/* ["default"] */.A)(chart_column_iconData);


//# sourceMappingURL=chart-column.mjs.map

;// CONCATENATED MODULE: ../node_modules/lucide-react/dist/esm/icons/settings.mjs
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const settings_iconData = {
  name: "settings",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915",
        key: "1i5ecw"
      }
    ],
    ["circle", { cx: "12", cy: "12", r: "3", key: "1v7zrd" }]
  ]
};
settings_iconData.node;
const Settings = (0,createLucideIcon/* ["default"] */.A)(settings_iconData);


//# sourceMappingURL=settings.mjs.map

;// CONCATENATED MODULE: ../mf-admin/src/panel/admin-sections.ts
// The Admin Panel's sidebar (spec §2): two working sections, three marked coming soon.
const ADMIN_SECTIONS = [
    {
        id: 'reports',
        path: '/admin/reports'
    },
    {
        id: 'comments',
        path: '/admin/comments'
    },
    {
        id: 'users',
        path: null
    },
    {
        id: 'analytics',
        path: null
    },
    {
        id: 'settings',
        path: null
    }
];
/** /admin and /admin/reports open Wrong Info Reports (the default); /admin/comments the comments. */ function sectionOfPath(pathname) {
    return pathname.startsWith('/admin/comments') ? 'comments' : 'reports';
}

// EXTERNAL MODULE: ../mf-admin/src/panel/AdminPanel.module.css
var AdminPanel_module = __webpack_require__(4013);
;// CONCATENATED MODULE: ../mf-admin/src/panel/AdminNav.tsx







const ICONS = {
    reports: flag/* ["default"] */.A,
    comments: message_square/* ["default"] */.A,
    users: Users,
    analytics: ChartColumn,
    settings: Settings
};
/** The sections list of the sidebar and of the phone drawer. */ function AdminNav({ current, onNavigate }) {
    const { t } = (0,i18n/* .useAdminTranslation */._)();
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("nav", {
        "aria-label": t('panel.sections'),
        children: /*#__PURE__*/ (0,jsx_runtime.jsx)("ul", {
            className: AdminPanel_module/* .navList */.CT,
            children: ADMIN_SECTIONS.map(({ id, path })=>{
                const Icon = ICONS[id];
                const label = t(`panel.${id}`);
                return /*#__PURE__*/ (0,jsx_runtime.jsx)("li", {
                    children: path ? /*#__PURE__*/ (0,jsx_runtime.jsxs)(chunk_6KYCQHYJ/* .Link */.N_, {
                        to: path,
                        className: (0,cx.cx)(AdminPanel_module/* .navItem */.pc, current === id && AdminPanel_module/* .navItemActive */.HW),
                        "aria-current": current === id ? 'page' : undefined,
                        onClick: onNavigate,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                                "aria-hidden": "true",
                                size: 18
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                children: label
                            })
                        ]
                    }) : /*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                        className: (0,cx.cx)(AdminPanel_module/* .navItem */.pc, AdminPanel_module/* .navItemDisabled */.T1),
                        "aria-disabled": "true",
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Icon, {
                                "aria-hidden": "true",
                                size: 18
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                children: label
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                                size: "sm",
                                tone: "neutral",
                                className: AdminPanel_module/* .soon */.qX,
                                children: t('panel.comingSoon')
                            })
                        ]
                    })
                }, id);
            })
        })
    });
}

// EXTERNAL MODULE: ../shared-ui/src/format/number.ts
var number = __webpack_require__(6210);
// EXTERNAL MODULE: ../shared-ui/src/select-field/SelectField.tsx + 1 modules
var SelectField = __webpack_require__(6300);
// EXTERNAL MODULE: ../shared-ui/src/modal/Modal.tsx
var Modal = __webpack_require__(6864);
// EXTERNAL MODULE: ../mf-admin/src/reports/Reports.module.css
var Reports_module = __webpack_require__(7762);
;// CONCATENATED MODULE: ../mf-admin/src/reports/ReportDetailsModal.tsx








/** spec §2: a report's details, Admin Notes, Mark as Reviewed (pays the reward once) and Mark as Resolved. */ function ReportDetailsModal({ report, onClose }) {
    const { t } = (0,i18n/* .useAdminTranslation */._)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    const actor = useAdminActor();
    const update = (0,manage.useUpdateReportStatus)();
    const [adminNotes, setAdminNotes] = (0,react.useState)('');
    const [pendingStatus, setPendingStatus] = (0,react.useState)(null);
    (0,react.useEffect)(()=>{
        setAdminNotes(report?.adminNotes ?? '');
    }, [
        report
    ]);
    if (!report) return null;
    const setStatus = (status)=>{
        if (!actor || update.isPending) return;
        setPendingStatus(status);
        update.mutate({
            reportId: report.id,
            status,
            adminNotes: adminNotes.trim() || undefined,
            actor
        }, {
            onSuccess: (result)=>{
                if (result.rewardError) {
                    toast.show({
                        kind: 'error',
                        title: t('reportMessages.rewardFailed')
                    });
                } else {
                    toast.show({
                        kind: 'success',
                        title: t(result.rewarded ? 'reportMessages.rewarded' : 'reportMessages.updated')
                    });
                }
                onClose();
            },
            onError: ()=>toast.show({
                    kind: 'error',
                    title: t('reportMessages.updateFailed')
                }),
            onSettled: ()=>setPendingStatus(null)
        });
    };
    const busy = update.isPending;
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Modal/* .Modal */.a, {
        open: true,
        onClose: onClose,
        title: t('details.title'),
        size: "lg",
        footer: /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
            className: Reports_module/* .actions */.o1,
            children: [
                /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                    variant: "ghost",
                    onClick: onClose,
                    disabled: busy,
                    children: t('details.close')
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                    variant: "secondary",
                    onClick: ()=>setStatus('resolved'),
                    loading: pendingStatus === 'resolved',
                    loadingText: t('details.saving'),
                    disabled: busy,
                    children: t('details.markResolved')
                }),
                /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                    onClick: ()=>setStatus('reviewed'),
                    loading: pendingStatus === 'reviewed',
                    loadingText: t('details.saving'),
                    disabled: busy,
                    children: t('details.markReviewed')
                })
            ]
        }),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("dl", {
                className: Reports_module/* .details */.zH,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                        children: t('details.status')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("dd", {
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                                variant: (0,Badge/* .reportStatusVariant */.q)(report.status),
                                children: t(`statuses.${report.status}`)
                            }),
                            ' ',
                            report.rewarded ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                                tone: "success",
                                children: t('details.rewardPaid')
                            }) : null
                        ]
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                        children: t('details.submitted')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                        children: (0,date/* .formatDateTime */.r6)(report.createdAt ?? report.timestamp)
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                        children: t('details.promotion')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                        children: report.promotionTitle
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                        children: t('details.brand')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                        children: report.brandName
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                        children: t('details.promotionId')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)("code", {
                            children: report.promotionId
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                        children: t('details.reason')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                        children: t(`reasons.${report.reason ?? 'none'}`)
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                        children: t('details.description')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                        children: report.description
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                        children: t('details.reporter')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                        children: report.userEmail || report.userId
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dt", {
                        children: t('details.reward')
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("dd", {
                        children: report.rewarded ? t('details.rewardPaid') : t('details.rewardNotPaid')
                    })
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(TextField/* .TextArea */.f, {
                label: t('details.adminNotes'),
                hint: t('details.adminNotesHint'),
                value: adminNotes,
                maxLength: 2000,
                rows: 3,
                onChange: (event)=>setAdminNotes(event.target.value)
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-admin/src/reports/StatusFilters.tsx




const FILTERS = [
    'all',
    'pending',
    'reviewed',
    'resolved'
];
/** spec §2: all / pending / reviewed / resolved, each with its count. */ function StatusFilters({ value, counts, onChange }) {
    const { t } = (0,i18n/* .useAdminTranslation */._)();
    return /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
        role: "group",
        "aria-label": t('reports.statusFilter'),
        className: Reports_module/* .filters */.uW,
        children: FILTERS.map((filter)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)(Button/* .Button */.$, {
                size: "sm",
                variant: value === filter ? 'primary' : 'secondary',
                "aria-pressed": value === filter,
                onClick: ()=>onChange(filter),
                children: [
                    t(`reports.filters.${filter}`),
                    counts ? /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                        className: Reports_module/* .count */.U9,
                        children: counts[filter]
                    }) : null
                ]
            }, filter))
    });
}

;// CONCATENATED MODULE: ../mf-admin/src/reports/ReportsSection.tsx












/** /admin/reports (spec §2): counts, status and reason filters, a paged table, details and delete. */ function ReportsSection() {
    const { t } = (0,i18n/* .useAdminTranslation */._)();
    const toast = (0,ToastProvider/* .useToast */.d)();
    const [status, setStatus] = (0,react.useState)('all');
    const [reason, setReason] = (0,react.useState)('');
    const [openReport, setOpenReport] = (0,react.useState)(null);
    const [toDelete, setToDelete] = (0,react.useState)(null);
    const counts = (0,manage.useReportCounts)();
    const pages = (0,manage.useReportsPages)({
        status: status === 'all' ? null : status,
        reason: reason || null
    });
    const deleteReport = (0,manage.useDeleteReport)();
    const reports = (0,react.useMemo)(()=>pages.data?.pages.flatMap((page)=>page.reports) ?? [], [
        pages.data
    ]);
    const columns = [
        {
            id: 'description',
            header: t('reports.columns.description'),
            cell: (report)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                    className: Reports_module/* .description */.h_,
                    children: report.description
                }),
            width: '34%'
        },
        {
            id: 'promotion',
            header: t('reports.columns.promotion'),
            cell: (report)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                    className: Reports_module/* .promotion */.KF,
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                            children: report.promotionTitle
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                            className: Reports_module/* .muted */.SU,
                            children: report.brandName
                        })
                    ]
                })
        },
        {
            id: 'reason',
            header: t('reports.columns.reason'),
            cell: (report)=>t(`reasons.${report.reason ?? 'none'}`)
        },
        {
            id: 'status',
            header: t('reports.columns.status'),
            cell: (report)=>/*#__PURE__*/ (0,jsx_runtime.jsxs)("span", {
                    className: Reports_module/* .status */.h5,
                    children: [
                        /*#__PURE__*/ (0,jsx_runtime.jsx)(Badge/* .Badge */.E, {
                            size: "sm",
                            variant: (0,Badge/* .reportStatusVariant */.q)(report.status),
                            children: t(`statuses.${report.status}`)
                        }),
                        /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                            className: Reports_module/* .muted */.SU,
                            children: (0,date/* .formatDate */.Yq)(report.createdAt ?? report.timestamp)
                        })
                    ]
                })
        },
        {
            id: 'actions',
            header: t('reports.columns.actions'),
            align: 'end',
            cell: (report)=>/*#__PURE__*/ (0,jsx_runtime.jsx)(IconButton/* .IconButton */.K, {
                    "aria-label": t('reports.deleteReport', {
                        title: report.promotionTitle
                    }),
                    icon: /*#__PURE__*/ (0,jsx_runtime.jsx)(trash/* ["default"] */.A, {}),
                    variant: "danger",
                    onClick: ()=>setToDelete(report)
                })
        }
    ];
    const confirmDelete = ()=>{
        if (!toDelete) return;
        deleteReport.mutate(toDelete.id, {
            onSuccess: ()=>toast.show({
                    kind: 'success',
                    title: t('reportMessages.deleted')
                }),
            onError: ()=>toast.show({
                    kind: 'error',
                    title: t('reportMessages.deleteFailed')
                }),
            onSettled: ()=>setToDelete(null)
        });
    };
    const reasonOptions = [
        {
            value: '',
            label: t('reports.allReasons')
        },
        ...src.REPORT_REASONS.map((code)=>({
                value: code,
                label: t(`reasons.${code}`)
            }))
    ];
    const shownTotal = status === 'all' ? counts.data?.all : counts.data?.[status];
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("section", {
        "aria-labelledby": "admin-reports-heading",
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Reports_module/* .header */.wx,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("h2", {
                        id: "admin-reports-heading",
                        className: Reports_module/* .heading */.R_,
                        children: t('panel.reports')
                    }),
                    counts.data ? /*#__PURE__*/ (0,jsx_runtime.jsx)("p", {
                        className: Reports_module/* .total */.X5,
                        children: t('reports.total', {
                            count: counts.data.all
                        })
                    }) : null
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Reports_module/* .toolbar */.KE,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(StatusFilters, {
                        value: status,
                        counts: counts.data,
                        onChange: setStatus
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(SelectField/* .SelectField */.z, {
                        label: t('reports.reasonFilter'),
                        containerClassName: Reports_module/* .reason */.l,
                        options: reasonOptions,
                        value: reason,
                        onChange: (event)=>setReason(event.target.value)
                    })
                ]
            }),
            pages.isPending ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Spinner/* .Spinner */.y, {
                label: t('reports.loading')
            }) : pages.isError ? /*#__PURE__*/ (0,jsx_runtime.jsx)(ErrorState/* .ErrorState */.W, {
                title: t('reports.errorTitle'),
                message: t('reports.errorMessage'),
                retryLabel: t('reports.tryAgain'),
                retrying: pages.isRefetching,
                onRetry: ()=>void pages.refetch()
            }) : /*#__PURE__*/ (0,jsx_runtime.jsxs)(jsx_runtime.Fragment, {
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)(Table/* .Table */.X, {
                        caption: t('reports.caption'),
                        columns: columns,
                        rows: reports,
                        getRowKey: (report)=>report.id,
                        onRowClick: setOpenReport,
                        empty: /*#__PURE__*/ (0,jsx_runtime.jsx)(EmptyState/* .EmptyState */.p, {
                            title: t('reports.emptyTitle'),
                            message: t('reports.emptyMessage')
                        })
                    }),
                    reports.length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                        className: Reports_module/* .footer */.qr,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                className: Reports_module/* .muted */.SU,
                                "aria-live": "polite",
                                children: t('reports.shownOf', {
                                    shown: (0,number/* .formatNumber */.ZV)(reports.length),
                                    total: (0,number/* .formatNumber */.ZV)(Math.max(shownTotal ?? reports.length, reports.length))
                                })
                            }),
                            pages.hasNextPage ? /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                                variant: "secondary",
                                onClick: ()=>void pages.fetchNextPage(),
                                loading: pages.isFetchingNextPage,
                                loadingText: t('reports.loading'),
                                children: t('reports.loadMore')
                            }) : null
                        ]
                    }) : null
                ]
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(ReportDetailsModal, {
                report: openReport,
                onClose: ()=>setOpenReport(null)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(ConfirmDialog/* .ConfirmDialog */.T, {
                open: toDelete !== null,
                title: t('reports.confirmDeleteTitle'),
                message: t('reports.confirmDeleteMessage', {
                    title: toDelete?.promotionTitle ?? ''
                }),
                confirmLabel: t('reports.delete'),
                busy: deleteReport.isPending,
                onConfirm: confirmDelete,
                onCancel: ()=>setToDelete(null)
            })
        ]
    });
}

;// CONCATENATED MODULE: ../mf-admin/src/pages/AdminPage.tsx











/** /admin, /admin/reports and /admin/comments: the Admin Panel; the section follows the URL. */ function AdminPage() {
    const { t } = (0,i18n/* .useAdminTranslation */._)();
    const { pathname } = (0,chunk_6KYCQHYJ/* .useLocation */.zy)();
    const section = sectionOfPath(pathname);
    const [drawerOpen, setDrawerOpen] = (0,react.useState)(false);
    const menuButton = (0,react.useRef)(null);
    const closeDrawer = ()=>{
        setDrawerOpen(false);
        menuButton.current?.focus();
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)(Page/* .Page */.Y, {
        "data-remote": "mf_admin",
        title: t('panel.title'),
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Button/* .Button */.$, {
                ref: menuButton,
                variant: "secondary",
                className: AdminPanel_module/* .menuButton */.AQ,
                leftIcon: /*#__PURE__*/ (0,jsx_runtime.jsx)(menu/* ["default"] */.A, {
                    "aria-hidden": "true"
                }),
                "aria-expanded": drawerOpen,
                onClick: ()=>setDrawerOpen(true),
                children: t(`panel.${section}`)
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsx)(Drawer/* .Drawer */._, {
                open: drawerOpen,
                onClose: closeDrawer,
                title: t('panel.title'),
                children: /*#__PURE__*/ (0,jsx_runtime.jsx)(AdminNav, {
                    current: section,
                    onNavigate: ()=>setDrawerOpen(false)
                })
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: AdminPanel_module/* .layout */.Zp,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("aside", {
                        className: AdminPanel_module/* .sidebar */.pz,
                        children: /*#__PURE__*/ (0,jsx_runtime.jsx)(AdminNav, {
                            current: section
                        })
                    }),
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: AdminPanel_module/* .content */.Qs,
                        children: section === 'comments' ? /*#__PURE__*/ (0,jsx_runtime.jsx)(CommentsSection, {}) : /*#__PURE__*/ (0,jsx_runtime.jsx)(ReportsSection, {})
                    })
                ]
            })
        ]
    });
}


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
7667(__unused_rspack_module, __webpack_exports__, __webpack_require__) {
/* import */ var react_jsx_runtime__rspack_import_0 = __webpack_require__(2540);
/* import */ var _bonus_atlas_shared_ui__rspack_import_1 = __webpack_require__(5781);
/* import */ var _bonus_atlas_shared_ui__rspack_import_2 = __webpack_require__(6864);
/* import */ var _bonus_atlas_shared_ui__rspack_import_3 = __webpack_require__(1606);


function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, tone = 'danger', busy = false, onConfirm, onCancel }) {
    const { t } = (0,_bonus_atlas_shared_ui__rspack_import_1/* .useTranslation */.B)();
    return /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_2/* .Modal */.a, {
        open: open,
        onClose: busy ? ()=>undefined : onCancel,
        title: title,
        size: "sm",
        footer: /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsxs)(react_jsx_runtime__rspack_import_0.Fragment, {
            children: [
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_3/* .Button */.$, {
                    variant: "secondary",
                    onClick: onCancel,
                    disabled: busy,
                    children: cancelLabel ?? t('actions.cancel')
                }),
                /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)(_bonus_atlas_shared_ui__rspack_import_3/* .Button */.$, {
                    variant: tone,
                    onClick: onConfirm,
                    loading: busy,
                    children: confirmLabel ?? (tone === 'danger' ? t('actions.delete') : t('actions.confirm'))
                })
            ]
        }),
        children: message ? /*#__PURE__*/ (0,react_jsx_runtime__rspack_import_0.jsx)("p", {
            children: message
        }) : null
    });
}

__webpack_require__.d(__webpack_exports__, {
}, {
  T: ConfirmDialog
});


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
3899(__unused_rspack_module, __webpack_exports__, __webpack_require__) {

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  X: () => (/* binding */ Table)
});

// EXTERNAL MODULE: ../node_modules/react/jsx-runtime.js
var jsx_runtime = __webpack_require__(2540);
// EXTERNAL MODULE: ../node_modules/react/index.js
var react = __webpack_require__(3696);
// EXTERNAL MODULE: ../shared-ui/src/i18n/use-translation.ts
var use_translation = __webpack_require__(5781);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/arrow-up.mjs
var arrow_up = __webpack_require__(4842);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/arrow-down.mjs
var arrow_down = __webpack_require__(7301);
// EXTERNAL MODULE: ../node_modules/lucide-react/dist/esm/icons/chevrons-up-down.mjs
var chevrons_up_down = __webpack_require__(3358);
// EXTERNAL MODULE: ../shared-ui/src/utils/cx.ts
var cx = __webpack_require__(5838);
// EXTERNAL MODULE: ../shared-ui/src/table/Table.module.css
var Table_module = __webpack_require__(7567);
;// CONCATENATED MODULE: ../shared-ui/src/table/MobileSort.tsx




const DIRECTIONS = [
    'asc',
    'desc'
];
/** Sort control for the stacked phone layout, where the header row is hidden. */ function MobileSort({ columns, sort, onSortChange, className }) {
    const { t } = (0,use_translation/* .useTranslation */.B)();
    const id = (0,react.useId)();
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: className,
        children: [
            /*#__PURE__*/ (0,jsx_runtime.jsx)("label", {
                htmlFor: id,
                className: Table_module.mobileSortLabel,
                children: t('table.sortBy')
            }),
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("select", {
                id: id,
                className: Table_module.mobileSortSelect,
                value: sort ? `${sort.columnId}:${sort.direction}` : '',
                onChange: (event)=>{
                    const [columnId, direction] = event.target.value.split(':');
                    if (columnId && (direction === 'asc' || direction === 'desc')) {
                        onSortChange({
                            columnId,
                            direction
                        });
                    }
                },
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsx)("option", {
                        value: "",
                        disabled: true,
                        children: t('table.defaultOrder')
                    }),
                    columns.flatMap((column)=>DIRECTIONS.map((direction)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("option", {
                                value: `${column.id}:${direction}`,
                                children: t('table.sortOption', {
                                    column: column.label,
                                    direction: t(direction === 'asc' ? 'table.ascending' : 'table.descending')
                                })
                            }, `${column.id}:${direction}`)))
                ]
            })
        ]
    });
}

;// CONCATENATED MODULE: ../shared-ui/src/table/sort-rows.ts
const collator = new Intl.Collator('id-ID', {
    sensitivity: 'base',
    numeric: true
});
function compareValues(a, b) {
    if (a instanceof Date) a = a.getTime();
    if (b instanceof Date) b = b.getTime();
    if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
    return Number(a) - Number(b);
}
/** Stable sort; empty values always go last whatever the direction. */ function sortRows(rows, sortValue, direction) {
    const factor = direction === 'asc' ? 1 : -1;
    return rows.map((row, index)=>({
            row,
            index,
            value: sortValue(row)
        })).sort((left, right)=>{
        const leftEmpty = left.value == null || left.value === '';
        const rightEmpty = right.value == null || right.value === '';
        if (leftEmpty || rightEmpty) return Number(leftEmpty) - Number(rightEmpty) || left.index - right.index;
        return compareValues(left.value, right.value) * factor || left.index - right.index;
    }).map(({ row })=>row);
}

;// CONCATENATED MODULE: ../shared-ui/src/table/Table.tsx








const INTERACTIVE = 'a, button, input, select, textarea, label, [role="button"]';
function Table({ columns, rows, getRowKey, caption, initialSort, sort: controlledSort, onSortChange, onRowClick, empty, stackOnMobile = true, className }) {
    const { t } = (0,use_translation/* .useTranslation */.B)();
    const [ownSort, setOwnSort] = (0,react.useState)(initialSort ?? null);
    const sort = controlledSort !== undefined ? controlledSort : ownSort;
    const sortedRows = (0,react.useMemo)(()=>{
        const column = columns.find((candidate)=>candidate.id === sort?.columnId);
        if (!sort || !column?.sortValue) return rows;
        return sortRows(rows, column.sortValue, sort.direction);
    }, [
        columns,
        rows,
        sort
    ]);
    const applySort = (next)=>{
        setOwnSort(next);
        onSortChange?.(next);
    };
    const toggleSort = (column)=>applySort(sort?.columnId === column.id ? {
            columnId: column.id,
            direction: sort.direction === 'asc' ? 'desc' : 'asc'
        } : {
            columnId: column.id,
            direction: column.firstSortDirection ?? 'asc'
        });
    const sortableColumns = columns.filter((column)=>column.sortValue).map((column)=>({
            id: column.id,
            label: columnLabel(column)
        }));
    const activate = (row, event)=>{
        if (!onRowClick) return;
        const target = event.target;
        if (target !== event.currentTarget && target.closest(INTERACTIVE)) return;
        onRowClick(row);
    };
    return /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
        className: (0,cx.cx)(Table_module.root, stackOnMobile && Table_module.stack, className),
        children: [
            stackOnMobile && sortableColumns.length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)(MobileSort, {
                className: Table_module.mobileSort,
                columns: sortableColumns,
                sort: sort,
                onSortChange: applySort
            }) : null,
            /*#__PURE__*/ (0,jsx_runtime.jsxs)("div", {
                className: Table_module.wrapper,
                children: [
                    /*#__PURE__*/ (0,jsx_runtime.jsxs)("table", {
                        className: Table_module.table,
                        children: [
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("caption", {
                                className: "visually-hidden",
                                children: caption
                            }),
                            /*#__PURE__*/ (0,jsx_runtime.jsx)("thead", {
                                children: /*#__PURE__*/ (0,jsx_runtime.jsx)("tr", {
                                    children: columns.map((column)=>{
                                        const active = sort?.columnId === column.id;
                                        const ariaSort = active ? sort.direction === 'asc' ? 'ascending' : 'descending' : 'none';
                                        return /*#__PURE__*/ (0,jsx_runtime.jsx)("th", {
                                            scope: "col",
                                            style: column.width ? {
                                                width: column.width
                                            } : undefined,
                                            className: (0,cx.cx)(Table_module[column.align ?? 'start'], column.hideOnMobile && Table_module.hideOnMobile),
                                            "aria-sort": column.sortValue ? ariaSort : undefined,
                                            children: column.sortValue ? /*#__PURE__*/ (0,jsx_runtime.jsxs)("button", {
                                                type: "button",
                                                className: Table_module.sortButton,
                                                onClick: ()=>toggleSort(column),
                                                title: active && sort.direction === 'asc' ? t('table.sortDescending') : t('table.sortAscending'),
                                                children: [
                                                    column.header,
                                                    /*#__PURE__*/ (0,jsx_runtime.jsx)("span", {
                                                        className: Table_module.sortIcon,
                                                        "aria-hidden": "true",
                                                        children: active ? sort.direction === 'asc' ? /*#__PURE__*/ (0,jsx_runtime.jsx)(arrow_up/* ["default"] */.A, {}) : /*#__PURE__*/ (0,jsx_runtime.jsx)(arrow_down/* ["default"] */.A, {}) : /*#__PURE__*/ (0,jsx_runtime.jsx)(chevrons_up_down/* ["default"] */.A, {})
                                                    })
                                                ]
                                            }) : column.header
                                        }, column.id);
                                    })
                                })
                            }),
                            sortedRows.length > 0 ? /*#__PURE__*/ (0,jsx_runtime.jsx)("tbody", {
                                children: sortedRows.map((row)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("tr", {
                                        className: (0,cx.cx)(onRowClick && Table_module.clickable),
                                        tabIndex: onRowClick ? 0 : undefined,
                                        onClick: onRowClick ? (event)=>activate(row, event) : undefined,
                                        onKeyDown: onRowClick ? (event)=>{
                                            if (event.key === 'Enter' && event.target === event.currentTarget) activate(row, event);
                                        } : undefined,
                                        children: columns.map((column)=>/*#__PURE__*/ (0,jsx_runtime.jsx)("td", {
                                                "data-label": column.mobileLabel ?? (typeof column.header === 'string' ? column.header : ''),
                                                className: (0,cx.cx)(Table_module[column.align ?? 'start'], column.hideOnMobile && Table_module.hideOnMobile),
                                                children: column.cell(row)
                                            }, column.id))
                                    }, getRowKey(row)))
                            }) : null
                        ]
                    }),
                    sortedRows.length === 0 && empty ? /*#__PURE__*/ (0,jsx_runtime.jsx)("div", {
                        className: Table_module.empty,
                        children: empty
                    }) : null
                ]
            })
        ]
    });
}
function columnLabel(column) {
    return column.mobileLabel ?? (typeof column.header === 'string' ? column.header : column.id);
}


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
4471(module) {
var exports = {
  "wx": "header-a5ad09",
  "R_": "heading-a5ad09",
  "X5": "total-a5ad09",
  "SU": "muted-a5ad09",
  "iV": "textCell-a5ad09",
  "Qq": "text-a5ad09",
  "yM": "adminReplies-a5ad09",
  "so": "adminRepliesTitle-a5ad09",
  "Zo": "replyForm-a5ad09",
  "Oz": "replyActions-a5ad09",
  "cm": "rowActions-a5ad09",
};

module.exports = exports;


},
4013(module) {
var exports = {
  "Zp": "layout-616cc4",
  "pz": "sidebar-616cc4",
  "AQ": "menuButton-616cc4",
  "CT": "navList-616cc4",
  "pc": "navItem-616cc4",
  "HW": "navItemActive-616cc4",
  "T1": "navItemDisabled-616cc4",
  "qX": "soon-616cc4",
  "Qs": "content-616cc4",
};

module.exports = exports;


},
7762(module) {
var exports = {
  "wx": "header-36905c",
  "R_": "heading-36905c",
  "X5": "total-36905c",
  "KE": "toolbar-36905c",
  "uW": "filters-36905c",
  "U9": "count-36905c",
  "l": "reason-36905c",
  "h_": "description-36905c",
  "KF": "promotion-36905c",
  "SU": "muted-36905c",
  "h5": "status-36905c",
  "qr": "footer-36905c",
  "zH": "details-36905c",
  "o1": "actions-36905c",
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
8520(module) {
var exports = {
  "iE": "wrapper-1c89fb",
  "Lt": "select-1c89fb",
  "ai": "chevron-1c89fb",
};

module.exports = exports;


},
7567(module, __unused_rspack_exports, __webpack_require__) {
var exports = {
  "root": "root-780d1f",
  "mobileSort": "mobileSort-780d1f",
  "mobileSortLabel": "mobileSortLabel-780d1f",
  "mobileSortSelect": "mobileSortSelect-780d1f",
  "wrapper": "wrapper-780d1f",
  "table": "table-780d1f",
  "start": "start-780d1f",
  "center": "center-780d1f",
  "end": "end-780d1f",
  "sortButton": "sortButton-780d1f",
  "sortIcon": "sortIcon-780d1f",
  "clickable": "clickable-780d1f",
  "empty": "empty-780d1f",
  "hideOnMobile": "hideOnMobile-780d1f",
  "stack": "stack-780d1f",
};

__webpack_require__.r(module.exports = exports);


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
7301(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "arrow-down",
  size: 24,
  node: [
    ["path", { d: "M12 5v14", key: "s699le" }],
    ["path", { d: "m19 12-7 7-7-7", key: "1idqje" }]
  ]
};
__iconData.node;
const ArrowDown = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=arrow-down.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: ArrowDown
});


},
4842(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "arrow-up",
  size: 24,
  node: [
    ["path", { d: "m5 12 7-7 7 7", key: "hav0vg" }],
    ["path", { d: "M12 19V5", key: "x0mq9r" }]
  ]
};
__iconData.node;
const ArrowUp = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=arrow-up.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: ArrowUp
});


},
3358(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "chevrons-up-down",
  size: 24,
  node: [
    ["path", { d: "m7 15 5 5 5-5", key: "1hf1tw" }],
    ["path", { d: "m7 9 5-5 5 5", key: "sgt6xg" }]
  ]
};
__iconData.node;
const ChevronsUpDown = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=chevrons-up-down.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: ChevronsUpDown
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
2074(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "message-square",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
        key: "18887p"
      }
    ]
  ]
};
__iconData.node;
const MessageSquare = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=message-square.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: MessageSquare
});


},
4595(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "reply",
  size: 24,
  node: [
    ["path", { d: "M20 18v-2a4 4 0 0 0-4-4H4", key: "5vmcpk" }],
    ["path", { d: "m9 17-5-5 5-5", key: "nvlc11" }]
  ]
};
__iconData.node;
const Reply = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=reply.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: Reply
});


},
4603(__unused_rspack___webpack_module__, __webpack_exports__, __webpack_require__) {
/* import */ var _createLucideIcon_mjs__rspack_import_0 = __webpack_require__(8426);
/**
 * @license lucide-react v1.75.0 - ISC
 *
 * This source code is licensed under the ISC license.
 * See the LICENSE file in the root directory of this source tree.
 */



const __iconData = {
  name: "send",
  size: 24,
  node: [
    [
      "path",
      {
        d: "M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z",
        key: "1ffxy3"
      }
    ],
    ["path", { d: "m21.854 2.147-10.94 10.939", key: "12cjpa" }]
  ]
};
__iconData.node;
const Send = (0,_createLucideIcon_mjs__rspack_import_0/* ["default"] */.A)(__iconData);


//# sourceMappingURL=send.mjs.map

__webpack_require__.d(__webpack_exports__, {
}, {
  A: Send
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

};
;