import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import {
  Bitcoin,
  CircleCheck,
  Clock,
  Eye,
  Shield,
  ShieldAlert,
  ShieldCheck,
  Sparkles,
  Trophy,
  User,
} from '../icons/icons';
import { cx } from '../utils/cx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'success' | 'danger' | 'warning' | 'info' | 'accent' | 'brand';

/** Ready-made badges of the product: their tone, icon and (translated) text. */
export type BadgeVariant =
  | 'verified'
  | 'unverified'
  | 'crypto'
  | 'pending'
  | 'reviewed'
  | 'resolved'
  | 'completed'
  | 'admin'
  | 'member'
  | 'new'
  | 'topRated';

const VARIANTS: Record<BadgeVariant, { tone: BadgeTone; Icon: typeof Shield }> = {
  verified: { tone: 'success', Icon: ShieldCheck },
  unverified: { tone: 'neutral', Icon: ShieldAlert },
  crypto: { tone: 'accent', Icon: Bitcoin },
  pending: { tone: 'warning', Icon: Clock },
  reviewed: { tone: 'info', Icon: Eye },
  resolved: { tone: 'success', Icon: CircleCheck },
  completed: { tone: 'success', Icon: CircleCheck },
  admin: { tone: 'brand', Icon: Shield },
  member: { tone: 'neutral', Icon: User },
  new: { tone: 'info', Icon: Sparkles },
  topRated: { tone: 'accent', Icon: Trophy },
};

export interface BadgeProps {
  variant?: BadgeVariant;
  /** Colour; overrides the variant's. */
  tone?: BadgeTone;
  icon?: ReactNode;
  /** Text; defaults to the variant's translated label. */
  children?: ReactNode;
  size?: 'sm' | 'md';
  className?: string;
}

export function Badge({ variant, tone, icon, children, size = 'md', className }: BadgeProps) {
  const { t } = useTranslation();
  const preset = variant ? VARIANTS[variant] : undefined;
  const shownIcon = icon ?? (preset ? <preset.Icon /> : null);
  return (
    <span
      className={cx(
        styles.badge,
        styles[tone ?? preset?.tone ?? 'neutral'],
        styles[size],
        className,
      )}
    >
      {shownIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {shownIcon}
        </span>
      ) : null}
      {children ?? (variant ? t(`badge.${variant}`) : null)}
    </span>
  );
}

/** Report status → badge; unknown values show as pending (spec §4). */
export function reportStatusVariant(status: string | null | undefined): BadgeVariant {
  return status === 'reviewed' || status === 'resolved' ? status : 'pending';
}
