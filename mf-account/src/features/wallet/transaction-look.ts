import { ArrowDownLeft, Award, Coins, DollarSign, type LucideIcon } from '@bonus-atlas/shared-ui/icons';

/** spec §3: icons for transaction types come from a lookup (Award, DollarSign, ArrowDownLeft, Coins), each with its colour. */
export const TRANSACTION_LOOK: Record<string, { Icon: LucideIcon; tone: 'success' | 'accent' | 'danger' | 'neutral' }> =
  {
    report_reward: { Icon: Award, tone: 'success' },
    bonus: { Icon: Coins, tone: 'accent' },
    withdrawal: { Icon: ArrowDownLeft, tone: 'danger' },
  };

export const OTHER_TRANSACTION = { Icon: DollarSign, tone: 'neutral' } as const;
