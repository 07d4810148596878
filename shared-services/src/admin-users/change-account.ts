import {
  useMutation,
  useQueryClient,
  getFirebase,
  type FirebaseHandles,
  withDeadline,
} from '@bonus-atlas/shared-services/kernel';
import { collection, doc, runTransaction, serverTimestamp } from 'firebase/firestore/lite';
import { fail, ok, type ServiceResult } from '../model/result';
import type { Actor } from '../shared/actor';
import { isSuspensionReason, type AuditAction, type SuspensionReason } from './account-facts';
import { adminUsersKeys } from './list-users';

/** What an admin does to an account from its page. */
export type AccountChange =
  { kind: 'role'; role: 'member' | 'admin' } | { kind: 'suspend'; reason: SuspensionReason } | { kind: 'unsuspend' };

/** Refusals the Users tab words (admin texts users.errors.*). */
export type AccountChangeError = 'ownAccount' | 'notFound' | 'noChange' | 'badReason' | 'saveFailed';

class Refused extends Error {
  constructor(readonly key: AccountChangeError) {
    super(key);
  }
}

/**
 * The change and its admin_audit entry in one transaction (the rules refuse either alone): the account's
 * role or suspension, lastAuditId naming the entry, and the entry with the values before and after.
 * Never on the admin's own account, which also keeps the last admin: whoever removes an admin is
 * another admin, who stays (the rules refuse one's own change; scripts/admin-role.mjs counts).
 */
export async function changeAccount(
  targetUid: string,
  change: AccountChange,
  actor: Actor,
  firebase: FirebaseHandles = getFirebase(),
): Promise<ServiceResult<AuditAction>> {
  const { db } = firebase;
  if (targetUid === actor.uid) return fail<AuditAction>('ownAccount');
  if (change.kind === 'suspend' && !isSuspensionReason(change.reason)) return fail<AuditAction>('badReason');
  try {
    const action = await withDeadline(() =>
      runTransaction(db, async (transaction) => {
        const userRef = doc(db, 'users', targetUid);
        const user = await transaction.get(userRef);
        if (!user.exists()) throw new Refused('notFound');
        const auditRef = doc(collection(db, 'admin_audit'));
        const stamp = { lastAuditId: auditRef.id, updatedAt: serverTimestamp() };
        let entry: { action: AuditAction; before: Record<string, unknown>; after: Record<string, unknown> };
        if (change.kind === 'role') {
          const role = user.get('role') === 'admin' ? 'admin' : 'member';
          if (role === change.role) throw new Refused('noChange');
          transaction.update(userRef, { role: change.role, ...stamp });
          entry = {
            action: change.role === 'admin' ? 'role.grant' : 'role.revoke',
            before: { role: user.get('role') ?? 'member' },
            after: { role: change.role },
          };
        } else {
          const suspended = user.get('suspended') === true;
          const next = change.kind === 'suspend';
          if (suspended === next) throw new Refused('noChange');
          const after = { suspended: next, suspendedReason: change.kind === 'suspend' ? change.reason : '' };
          transaction.update(userRef, { ...after, ...stamp });
          entry = {
            action: next ? 'suspend' : 'unsuspend',
            before: { suspended, suspendedReason: user.get('suspendedReason') ?? '' },
            after,
          };
        }
        transaction.set(auditRef, {
          actorUid: actor.uid,
          targetUid,
          ...entry,
          at: serverTimestamp(),
        });
        return entry.action;
      }),
    );
    return ok(action);
  } catch (error) {
    if (error instanceof Refused) return fail<AuditAction>(error.key);
    console.error('Failed to change an account', error);
    return fail<AuditAction>('saveFailed');
  }
}

export function useChangeAccount(targetUid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ change, actor }: { change: AccountChange; actor: Actor }) => {
      const result = await changeAccount(targetUid, change, actor);
      if (!result.success) throw new Error(result.error);
      return result.data;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminUsersKeys.all }),
  });
}
