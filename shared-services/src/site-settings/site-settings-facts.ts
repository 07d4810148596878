import { WITHDRAWAL_MAX_AMOUNT, WITHDRAWAL_MIN_AMOUNT } from '../model/withdrawal-facts';

/** A text in both languages of the site ('' = none). */
export interface BilingualText {
  en: string;
  id: string;
}

/** settings/site: the switches admins set in the panel (firestore.rules settings/{settingsId}). */
export interface SiteSettings {
  /** IDR; raised above the spec's IDR 50,000 floor, never below it */
  minWithdrawal: number;
  withdrawalsPaused: boolean;
  /** why withdrawals are paused, shown on the withdraw form */
  withdrawalsNotice: BilingualText;
  /** shown under the header to everyone */
  siteNotice: BilingualText;
}

/** The most a notice holds, per language (the rules' isBilingualNotice). */
export const SITE_NOTICE_MAX = 300;
export const SITE_MIN_WITHDRAWAL_RANGE = [WITHDRAWAL_MIN_AMOUNT, WITHDRAWAL_MAX_AMOUNT] as const;

/** A site without settings/site runs on these. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  minWithdrawal: WITHDRAWAL_MIN_AMOUNT,
  withdrawalsPaused: false,
  withdrawalsNotice: { en: '', id: '' },
  siteNotice: { en: '', id: '' },
};

function bilingual(value: unknown): BilingualText {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return { en: text('en'), id: text('id') };
}

/** settings/site as stored (or missing) → what the site runs on. */
export function parseSiteSettings(data: unknown): SiteSettings {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const min = record.minWithdrawal;
  return {
    minWithdrawal:
      typeof min === 'number' && Number.isInteger(min) && min >= WITHDRAWAL_MIN_AMOUNT
        ? min
        : DEFAULT_SITE_SETTINGS.minWithdrawal,
    withdrawalsPaused: record.withdrawalsPaused === true,
    withdrawalsNotice: bilingual(record.withdrawalsNotice),
    siteNotice: bilingual(record.siteNotice),
  };
}

/** The notice of the page's language; Indonesian pages fall back to the English text. */
export function noticeIn(text: BilingualText, language: string): string {
  const own = language.startsWith('id') ? text.id : text.en;
  return (own || text.en).trim();
}
