import * as z from '../shared/zod';
import { lenientNumber, optionalText, text } from './fields';
import { timestampSchema } from './timestamp';
import type { WalletTransaction } from './wallet-transaction-facts';

export * from './wallet-transaction-facts';

export const walletTransactionRecordSchema = z.object({
  userId: text,
  amount: lenientNumber,
  type: text,
  description: text,
  relatedId: optionalText,
  /** A report reward's promotion (since the descriptions are worded per language); absent on older entries. */
  promotionTitle: optionalText,
  /** A withdrawal's bank or e-wallet and the account's last 4 digits (never the full number). */
  provider: optionalText,
  accountLast4: optionalText,
  /** Why a withdrawal was refused. */
  reason: optionalText,
  status: text,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});

export function toWalletTransaction(id: string, data: unknown): WalletTransaction {
  const record = walletTransactionRecordSchema.parse(data ?? {});
  return { ...record, id, status: record.status || 'completed' };
}
