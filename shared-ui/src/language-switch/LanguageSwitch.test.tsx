import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY } from '../i18n/i18n-instance';
import { useTranslation } from '../i18n/use-translation';
import { LanguageSwitch } from './LanguageSwitch';

function SignInLabel() {
  const { t } = useTranslation();
  return <span>{t('nav.signIn')}</span>;
}

describe('LanguageSwitch', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('switches the whole UI to Bahasa Indonesia and remembers the choice', async () => {
    render(
      <>
        <LanguageSwitch />
        <SignInLabel />
      </>,
    );
    expect(screen.getByText('Sign In')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'EN English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'ID Bahasa Indonesia' }));

    expect(screen.getByText('Masuk')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Bahasa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ID Bahasa Indonesia' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('id');
    expect(document.documentElement.lang).toBe('id');
  });
});
