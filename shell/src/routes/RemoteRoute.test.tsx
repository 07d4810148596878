import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@bonus-atlas/shared-ui';
import { MemoryRouter } from '@bonus-atlas/shared-ui/router';
import { RemoteRoute } from './RemoteRoute';

const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote, loadShare: vi.fn() }));
vi.mock('../federation/register-remotes', () => ({ federationReady: () => Promise.resolve() }));

beforeAll(() => {
  initI18n({ lng: 'en' });
});

const route = {
  path: '/',
  remote: 'mf_catalog',
  module: 'HomePage',
  access: 'public',
  serverRendered: true,
  ownHead: true,
} as const;

describe('RemoteRoute', () => {
  it('shows the fallback in the section when the remote fails, and Retry loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    loadRemote.mockRejectedValueOnce(new Error('manifest unreachable'));
    loadRemote.mockResolvedValueOnce({ default: () => <p>Catalog home</p> });

    // a route's page is always rendered inside the app's router (the fallback follows the address)
    render(
      <MemoryRouter>
        <RemoteRoute route={route} />
      </MemoryRouter>,
    );

    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_catalog/HomePage');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Catalog home')).toBeInTheDocument();
    expect(screen.queryByText('This section is temporarily unavailable')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  }, 30_000);
});
