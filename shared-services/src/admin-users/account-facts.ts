import type { ValidationMessageKey } from '../validation/messages';

/** Why an admin suspended an account, as a code each language words itself (firestore.rules suspensionReasons()). */
export const SUSPENSION_REASONS = ['spam', 'report_farming', 'abuse', 'other'] as const;
export type SuspensionReason = (typeof SUSPENSION_REASONS)[number];

export function isSuspensionReason(value: unknown): value is SuspensionReason {
  return typeof value === 'string' && (SUSPENSION_REASONS as readonly string[]).includes(value);
}

const SUSPENDED_MESSAGE: Record<SuspensionReason, ValidationMessageKey> = {
  spam: 'suspendedSpam',
  report_farming: 'suspendedReportFarming',
  abuse: 'suspendedAbuse',
  other: 'suspendedOther',
};

/** What a suspended member is told when a write is refused, in their language (a validation message key). */
export function suspendedMessageKey(reason: unknown): ValidationMessageKey {
  return SUSPENDED_MESSAGE[isSuspensionReason(reason) ? reason : 'other'];
}

/** The Users tab's page size. */
export const USERS_PAGE_SIZE = 50;

/** What admin_audit/{id} records (firestore.rules admin_audit). */
export type AuditAction = 'role.grant' | 'role.revoke' | 'suspend' | 'unsuspend' | 'settings.update';

export interface AuditEntry {
  id: string;
  actorUid: string;
  action: AuditAction;
  targetUid: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  at: Date | null;
}
