import * as z from '../shared/zod';
import { text, lenientNumber } from './fields';
import { timestampSchema } from './timestamp';
import { WITHDRAWAL_STATUSES, type Withdrawal, type WithdrawalStatus } from './withdrawal-facts';

export const withdrawalRecordSchema = z.object({
  userId: text,
  amount: lenientNumber,
  method: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) => (value === 'ewallet' ? 'ewallet' : 'bank') as Withdrawal['method']),
  ),
  provider: text,
  accountNumber: text,
  accountName: text,
  status: z.pipe(
    z.optional(z.unknown()),
    z.transform((value) =>
      (WITHDRAWAL_STATUSES as readonly unknown[]).includes(value) ? (value as WithdrawalStatus) : 'pending',
    ),
  ),
  reference: text,
  reason: text,
  decidedBy: text,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  decidedAt: timestampSchema,
});

export function toWithdrawal(id: string, data: unknown): Withdrawal {
  return { ...withdrawalRecordSchema.parse(data ?? {}), id };
}
