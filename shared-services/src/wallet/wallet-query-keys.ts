// The wallet's keys (query-keys.ts' `wallet`), on their own: the kernel's wallet store and header hook
// use them, and query-keys.ts carries every record definition, which a visitor's page does not need.
export const walletQueryKeys = {
  all: ['wallet'] as const,
  summary: (uid: string) => [...walletQueryKeys.all, 'summary', uid] as const,
  transactions: (uid: string) => [...walletQueryKeys.all, 'transactions', uid] as const,
  allTransactions: () => [...walletQueryKeys.all, 'transactions', 'all'] as const,
} as const;
