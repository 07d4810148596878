// Everything built with zod that the package root's reads and writes use: the stored records' lenient
// parsers, the comment, reply and report forms' schemas and the remotes' page list check. One chunk,
// loaded by the first read or form check that needs it (./load-records.ts), so a server-rendered page's
// takeover, which has its data in the HTML, does without zod (~10 kB gzip).
export { toBrand } from './brand';
export { toPromotion } from './promotion';
export { copiedReplies, toComment, toReply } from './comment';
export { toPromotionReport } from './report';
export { parseUserProfile } from './user';
export { toWalletTransaction } from './wallet-transaction';
export { adminReplyFormSchema, commentFormSchema, reportFormSchema, userReplyFormSchema } from '../validation/comment';
export { parsePageList } from '../pages/page-list-schema';
export { addCommentInput, addReplyInput, getBrandCommentsInput } from '../comments/comment-inputs';
export { addReportInput } from '../reports/add-report-input';
export * from '../shared/service-inputs';
