// What the comment, reply and report forms read before anything is checked: the limits, the reserved
// name rule and the values' types. The zod schemas themselves (./comment.ts) load with the first check
// (model/load-records.ts).
export {
  ADMIN_REPLY_MAX,
  COMMENT_EMAIL_MAX,
  COMMENT_MAX,
  COMMENT_NAME_MAX,
  REPORT_DESCRIPTION_MAX,
  USER_REPLY_MAX,
} from './limits';
export { claimsAdminLabel } from './person-name';
export type { CommentFormValues } from './comment';
