import type * as z from '../shared/zod';
import type { walletTransactionRecordSchema } from './wallet-transaction';

// A wallet transaction's kinds, labels and shape without the stored record's schema (./wallet-transaction), so a page that only shows them does not load zod.

export const TRANSACTION_TYPES = ['report_reward', 'bonus', 'withdrawal'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** spec §3 labels (English defaults; UIs translate by type). */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  report_reward: 'Report Reward',
  bonus: 'Bonus',
  withdrawal: 'Withdrawal',
};

// spec §9: report reward IDR 5,000
export const REPORT_REWARD_AMOUNT = 5000;

export type WalletTransaction = Omit<z.output<typeof walletTransactionRecordSchema>, 'type'> & {
  id: string;
  type: TransactionType | string;
};

export function transactionTypeLabel(type: string): string {
  return (TRANSACTION_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/** Money out of the wallet: a withdrawal (stored with a positive amount) or an older negative entry. */
export function isOutgoing(transaction: Pick<WalletTransaction, 'type' | 'amount'>): boolean {
  return transaction.type === 'withdrawal' || transaction.amount < 0;
}

/** Reward transaction id: one per report, which is what makes the reward happen once. */
export function reportRewardTransactionId(reportId: string): string {
  return `report_reward_${reportId}`;
}

const OLD_REPORT_REWARD_DESCRIPTION = /^Reward for reporting wrong info on (.+)$/;

/**
 * What a transaction's description says, as a kind and its values for the UI to word in its language:
 * a report reward names its promotion (stored since the descriptions are translated, or read from the
 * English sentence older entries hold); a withdrawal names its provider and the account's last 4
 * digits; any other entry keeps its stored text.
 */
export function transactionDescription(
  transaction: Pick<WalletTransaction, 'type' | 'description' | 'promotionTitle'> &
    Partial<Pick<WalletTransaction, 'provider' | 'accountLast4'>>,
):
  | { kind: 'report_reward'; promotionTitle: string }
  | { kind: 'withdrawal'; provider: string; accountLast4: string }
  | { kind: 'text'; text: string } {
  if (transaction.type === 'withdrawal' && transaction.provider && transaction.accountLast4) {
    return { kind: 'withdrawal', provider: transaction.provider, accountLast4: transaction.accountLast4 };
  }
  if (transaction.type === 'report_reward') {
    const title = transaction.promotionTitle || OLD_REPORT_REWARD_DESCRIPTION.exec(transaction.description)?.[1];
    if (title) return { kind: 'report_reward', promotionTitle: title };
  }
  return { kind: 'text', text: transaction.description };
}
