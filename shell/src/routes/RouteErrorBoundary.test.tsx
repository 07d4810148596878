import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Outlet, Route, Routes } from '@bonus-atlas/shared-ui/router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@bonus-atlas/shared-ui';
import '../i18n';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('The page blew up');
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/fine">Go elsewhere</Link>
      </nav>
      <Routes>
        <Route
          element={
            <RouteErrorBoundary>
              <Outlet />
            </RouteErrorBoundary>
          }
        >
          <Route path="/broken" element={<Broken />} />
          <Route path="/fine" element={<p>A fine page</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

beforeAll(() => {
  initI18n({ lng: 'en' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the routed section when a page throws', () => {
  it("shows the router's error view with the error's message, and the rest of the page stays", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    expect(screen.getByText('The page blew up')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go elsewhere' })).toBeVisible();
  });

  it('starts afresh on another address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/broken');
    await userEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(screen.getByText('A fine page')).toBeVisible();
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
