import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@bonus-atlas/shared-ui/router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, ToastProvider } from '@bonus-atlas/shared-ui';
import { useSessionStore } from '@bonus-atlas/shared-services';
import '../i18n';
import { AccountMenu } from './AccountMenu';

const signOut = vi.hoisted(() => vi.fn());
vi.mock('@bonus-atlas/shared-services/kernel', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  signOut,
}));

beforeAll(() => {
  initI18n({ lng: 'en' });
});

beforeEach(() => {
  signOut.mockReset();
  useSessionStore.setState({
    status: 'signed-in',
    user: { uid: 'u1', displayName: 'Maya Member', email: 'maya@example.test', photoURL: null },
  });
});

function renderMenu() {
  render(
    <ToastProvider>
      <MemoryRouter initialEntries={['/transactions']}>
        <Routes>
          <Route path="/transactions" element={<AccountMenu />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </ToastProvider>,
  );
}

describe('AccountMenu sign-out', () => {
  it('says when signing out failed and keeps the user where they were', async () => {
    signOut.mockRejectedValue(new Error('auth/network-request-failed'));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Sign-out failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText('Home page')).toBeNull();
  });

  it('goes home after a successful sign-out', async () => {
    signOut.mockResolvedValue(undefined);
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
