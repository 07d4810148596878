import { changeLanguage } from '../i18n/init-i18n';
import { useTranslation } from '../i18n/use-translation';
import { SUPPORTED_LANGUAGES, currentLanguage, type Language } from '../i18n/i18n-instance';
import { cx } from '../utils/cx';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  /** 'dark' for the header, 'light' on light surfaces. */
  tone?: 'dark' | 'light';
  className?: string;
  /** What choosing a language does (the site moves to that language's address); by default only the texts change. */
  onSelect?: (language: Language) => void;
}

/** EN | ID toggle for the header; the choice is saved and wins over the browser's language. */
export function LanguageSwitch({ tone = 'dark', className, onSelect }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const active = currentLanguage();
  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cx(styles.switch, styles[tone], className)}
    >
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className={styles.option}
          aria-pressed={active === lng}
          title={t(`language.${lng}`)}
          onClick={() => (onSelect ? onSelect(lng) : void changeLanguage(lng).catch(() => undefined))}
        >
          {/* the name starts with what is shown (WCAG 2.5.3 label in name): "EN English", "ID Bahasa Indonesia" */}
          {lng.toUpperCase()}
          <span className="visually-hidden"> {t(`language.${lng}`)}</span>
        </button>
      ))}
    </div>
  );
}
