import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n-instance';
import { addResources } from './init-i18n';
import { useTranslation, type TranslateFunction } from './use-translation';

addResources('probe', { en: { greeting: 'Hello' }, id: { greeting: 'Halo' } });

function Probe({ seen }: { seen: TranslateFunction[] }) {
  const { t } = useTranslation(['probe', 'common']);
  useEffect(() => {
    seen.push(t);
  });
  return (
    <p>
      {t('greeting')} / {t('nav.signIn')}
    </p>
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('useTranslation', () => {
  it("reads the first namespace, falls back to 'common', and follows the language", async () => {
    render(<Probe seen={[]} />);
    expect(screen.getByText('Hello / Sign In')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('id'));
    expect(screen.getByText('Halo / Masuk')).toBeInTheDocument();
  });

  it('keeps the same t across renders until the language changes', async () => {
    const seen: TranslateFunction[] = [];
    const { rerender } = render(<Probe seen={seen} />);
    rerender(<Probe seen={seen} />);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    await act(() => i18n.changeLanguage('id'));
    expect(seen.at(-1)).not.toBe(seen[0]);
  });
});
