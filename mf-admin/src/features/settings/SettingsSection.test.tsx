import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@bonus-atlas/test-support';
import { SettingsSection } from './SettingsSection';

// settings/site as Firestore holds it now: the stored document, or a read that fails
const stored = vi.hoisted(() => ({ data: {} as Record<string, unknown>, fails: false, reads: 0 }));

vi.mock('../../../../shared-services/src/firebase/firestore-sdk.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  firestoreSdk: async () => ({
    doc: (_db: unknown, ...path: string[]) => path.join('/'),
    getDoc: async (path: string) => {
      stored.reads += 1;
      if (stored.fails) throw Object.assign(new Error('offline'), { code: 'unavailable' });
      return { exists: () => path === 'settings/site', data: () => stored.data };
    },
  }),
}));
vi.mock('../../../../shared-services/src/firebase/client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirebase: () => ({ db: 'test-db' }),
}));

// what this browser session read earlier (the site notice under the header reads it once per session)
function sessionRead(minWithdrawal: number, en: string) {
  sessionStorage.setItem(
    'bonus-atlas.site-settings',
    JSON.stringify({
      minWithdrawal,
      withdrawalsPaused: false,
      withdrawalsNotice: { en: '', id: '' },
      siteNotice: { en, id: '' },
    }),
  );
}

describe('the Settings tab', () => {
  afterEach(() => {
    sessionStorage.clear();
    stored.data = {};
    stored.fails = false;
    stored.reads = 0;
  });

  it("opens on the stored settings, not the session's earlier copy, so another admin's save is kept", async () => {
    sessionRead(75000, 'Old notice');
    // another admin saved since this session read the settings
    stored.data = {
      minWithdrawal: 90000,
      withdrawalsPaused: true,
      withdrawalsNotice: { en: 'Paused for the bank change', id: '' },
      siteNotice: { en: 'Maintenance tonight', id: '' },
    };
    renderWithProviders(<SettingsSection />);
    expect(await screen.findByLabelText('Minimum withdrawal (IDR)')).toHaveValue('90000');
    expect(screen.getByLabelText('Pause withdrawals')).toBeChecked();
    expect(screen.getByLabelText('Notice in English', { selector: 'textarea[name="siteNoticeEn"]' })).toHaveValue(
      'Maintenance tonight',
    );
    expect(stored.reads).toBe(1);
  });

  it('says the settings could not be loaded (offering a retry) instead of a form of defaults a save would write', async () => {
    stored.fails = true;
    renderWithProviders(<SettingsSection />);
    expect(await screen.findByText('The stored settings could not be loaded. Please try again.')).toBeVisible();
    expect(screen.queryByLabelText('Minimum withdrawal (IDR)')).not.toBeInTheDocument();
    stored.fails = false;
    stored.data = { minWithdrawal: 80000 };
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Minimum withdrawal (IDR)')).toHaveValue('80000');
  });
});
